import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { useGetPropertiesQuery } from '@portal/shared/api';
import type { TimeSlot } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { useOfflineQueueSync } from '../offline-queue/use-offline-queue-sync';
import { paths } from '../paths';
import { clock } from '../scheduling/clock';
import { offeredPhotoDates } from '../scheduling/photo-dates';
import { useCancelPhotoSessionMutation } from '../session-api/cancel-photo-session';
import { useGetPhotoSessionQuery } from '../session-api/get-photo-session';
import { PHOTO_SESSION_TEXTS, PHOTO_SESSION_TOASTS, refusalMessage } from '../session-api/photo-session-errors';
import { useReschedulePhotoSessionMutation } from '../session-api/reschedule-photo-session';
import { propertyName } from '../session-api/use-owner-photo-data';
import { CALENDAR_FILE_FAILED, downloadSessionCalendarFile } from './calendar-file';
import { useChecklist } from './checklist';
import { SessionDetailView, type SessionDetailState } from './session-detail-view';

/** `/sessao-fotos-confirmacao?sessionId={id}`. */
export function SessionDetailPage() {
  useOfflineQueueSync();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const userId = useAppSelector(selectSessionUser)?.id;
  const skip = !userId || !sessionId;
  const query = useGetPhotoSessionQuery({ userId: userId ?? '', sessionId }, { skip });
  const properties = useGetPropertiesQuery(userId ?? '', { skip: !userId });
  const [reschedule, rescheduling] = useReschedulePhotoSessionMutation();
  const [cancel, cancelling] = useCancelPhotoSessionMutation();
  const { checklist, toggle } = useChecklist(sessionId);
  const [dialog, setDialog] = useState<{ name: 'reschedule' | 'cancel' | null; opened: number }>({ name: null, opened: 0 });
  const [dates, setDates] = useState<string[]>(() => offeredPhotoDates(clock.now()));

  const session = query.data ?? null;
  const name = propertyName(properties.data?.find((p) => p.id === session?.property_id));

  const view = useMemo((): SessionDetailState => {
    if (!sessionId) return { state: 'not-found' };
    if (query.data === null) return { state: 'not-found' };
    if (query.data) return { state: 'ready', session: query.data, propertyName: name };
    if (query.isError) return { state: 'error', retry: () => void query.refetch() };
    return { state: 'loading' };
  }, [sessionId, query, name]);

  const open = (name: 'reschedule' | 'cancel') => {
    // The dates follow the rule at the moment the owner opens the dialog.
    if (name === 'reschedule') setDates(offeredPhotoDates(clock.now()));
    setDialog((d) => ({ name, opened: d.opened + 1 }));
  };
  const close = () => setDialog((d) => ({ ...d, name: null }));

  async function submitReschedule(date: string, timeSlot: TimeSlot) {
    if (!userId || !session) return;
    try {
      await reschedule({ userId, sessionId: session.id, date, timeSlot }).unwrap();
      toast.show({ title: PHOTO_SESSION_TEXTS.rescheduled, variant: 'success' });
      close();
    } catch (error) {
      toast.show({ title: PHOTO_SESSION_TOASTS.rescheduleFailed.title, description: refusalMessage(error, PHOTO_SESSION_TEXTS.tryAgain), variant: 'error' });
      // The refusal may come from a change made elsewhere (another tab, the team): show the session as it is now.
      void query.refetch();
      close();
    }
  }

  async function submitCancel(reason: string) {
    if (!userId || !session) return;
    try {
      await cancel({ userId, sessionId: session.id, reason }).unwrap();
      toast.show({ title: PHOTO_SESSION_TEXTS.cancelled, variant: 'success' });
      close();
    } catch (error) {
      toast.show({ title: PHOTO_SESSION_TOASTS.cancelFailed.title, description: refusalMessage(error, PHOTO_SESSION_TEXTS.tryAgain), variant: 'error' });
      void query.refetch();
      close();
    }
  }

  function addToCalendar() {
    if (!session) return;
    void downloadSessionCalendarFile(session, name, clock.now()).then((made) => made || toast.show({ ...CALENDAR_FILE_FAILED, variant: 'error' }));
  }

  return (
    <SessionDetailView
      view={view}
      checklist={checklist}
      onToggle={toggle}
      rescheduleDates={dates}
      reschedule={{
        key: dialog.opened,
        open: dialog.name === 'reschedule',
        busy: rescheduling.isLoading,
        onOpen: () => open('reschedule'),
        onClose: close,
        onSubmit: (date, timeSlot) => void submitReschedule(date, timeSlot),
      }}
      cancel={{
        key: dialog.opened,
        open: dialog.name === 'cancel',
        busy: cancelling.isLoading,
        onOpen: () => open('cancel'),
        onClose: close,
        onSubmit: (reason) => void submitCancel(reason),
      }}
      onAddToCalendar={addToCalendar}
      onRate={() => session && navigate(paths.feedback.getHref(session.id, name))}
      onBookAgain={() => session && navigate(paths.schedule.getHref(session.property_id))}
      onBack={() => navigate(paths.intro.getHref())}
    />
  );
}
