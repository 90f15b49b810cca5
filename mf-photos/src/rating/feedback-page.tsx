import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { useOfflineQueueSync } from '../offline-queue/use-offline-queue-sync';
import { paths } from '../paths';
import { useGetPhotoSessionQuery } from '../session-api/get-photo-session';
import { PHOTO_SESSION_TOASTS, refusalMessage } from '../session-api/photo-session-errors';
import { useCreateRatingMutation } from './create-rating';
import { FeedbackView, type FeedbackState } from './feedback-view';
import { useGetRatingsQuery } from './get-ratings';
import { photoSessionRating, RATING_MESSAGES, RATING_TOASTS, type RatingFormValues } from './rating';

/** After 'Feedback enviado!' the owner goes to the dashboard (spec part 2 §9). */
const FEEDBACK_REDIRECT_MS = 3000;

// Spec part 2 §6: rating operations without a signed-in owner fail with this.
const NOT_SIGNED_IN_MESSAGE = 'Usuário não autenticado';

/** `/feedback-sessao-fotos?sessionId={id}&propertyName={name}`. */
export function FeedbackPage() {
  useOfflineQueueSync();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const propertyName = params.get('propertyName')?.trim() || null;
  const userId = useAppSelector(selectSessionUser)?.id;
  const session = useGetPhotoSessionQuery({ userId: userId ?? '', sessionId }, { skip: !userId || !sessionId });
  const ratings = useGetRatingsQuery(userId ?? '', { skip: !userId });
  const [createRating] = useCreateRatingMutation();
  const [sent, setSent] = useState(false);
  // Sending shows its toast just before the timed redirect: the toaster's code is loaded by then.
  useEffect(() => toast.prepare(), []);

  const view = useMemo((): FeedbackState => {
    if (sent) return { state: 'sent' };
    if (!sessionId || session.data === null) return { state: 'not-found' };
    if (session.isError && !session.data) return { state: 'error', message: PHOTO_SESSION_TOASTS.loadFailed.title, retry: () => void session.refetch() };
    if (ratings.isError && !ratings.data) return { state: 'error', message: RATING_TOASTS.loadFailed.title, retry: () => void ratings.refetch() };
    if (!session.data || !ratings.data) return { state: 'loading' };
    if (session.data.status !== 'completed') return { state: 'not-completed', sessionId: session.data.id };
    const given = ratings.data.find((r) => r.rating_type === 'photo_session' && r.related_entity_id === session.data?.id);
    return given ? { state: 'rated', rating: given } : { state: 'ready' };
  }, [sent, sessionId, session, ratings]);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => navigate(paths.dashboard.getHref()), FEEDBACK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  async function submit(values: RatingFormValues) {
    if (!userId) {
      toast.show({ title: RATING_TOASTS.failed.title, description: NOT_SIGNED_IN_MESSAGE, variant: 'error' });
      return;
    }
    try {
      await createRating(photoSessionRating({ userId, sessionId, values })).unwrap();
    } catch (error) {
      toast.show({ title: RATING_TOASTS.failed.title, description: refusalMessage(error, RATING_TOASTS.failed.description, RATING_MESSAGES.alreadyRated), variant: 'error' });
      return;
    }
    toast.show({ title: RATING_TOASTS.sent.title, variant: 'success' });
    setSent(true);
  }

  return (
    <FeedbackView
      view={view}
      propertyName={propertyName}
      onSubmit={submit}
      onSkip={() => navigate(paths.dashboard.getHref())}
      onBack={() => navigate(paths.dashboard.getHref())}
      onOpenSession={(id) => navigate(paths.sessionDetail.getHref(id))}
    />
  );
}
