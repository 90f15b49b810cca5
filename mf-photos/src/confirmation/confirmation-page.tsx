import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from '@portal/shared/router';
import { api } from '@portal/shared/api';
import { useAppDispatch } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { browserQueueStorage } from '../offline-queue/offline-queue';
import { browserQueueLock } from '../offline-queue/queue-lock';
import { queueBooking } from '../offline-queue/queue-sync';
import { useOfflineQueueSync } from '../offline-queue/use-offline-queue-sync';
import { paths } from '../paths';
import { clearBookingDraft, readBookingDraft, type BookingDraft } from '../scheduling/booking-draft';
import { clock } from '../scheduling/clock';
import { sessionDateLong } from '../scheduling/date-labels';
import { isOfferedDate } from '../scheduling/photo-dates';
import { OFFLINE_SAVE_MESSAGE, PHOTO_SCHEDULE_TOASTS } from '../scheduling/photo-schedule';
import { DUPLICATE_SESSION_MESSAGE, existingSessionOf, timeSlotText } from '../scheduling/photo-session-rules';
import { useCreatePhotoSessionMutation } from '../session-api/create-photo-session';
import { addressText, newPhotoSession, newSessionId, type NewPhotoSession } from '../session-api/photo-session-record';
import { isTransientFailure, PHOTO_SESSION_TOASTS, refusalMessage } from '../session-api/photo-session-errors';
import { propertyName, useOwnerPhotoData } from '../session-api/use-owner-photo-data';
import { CONFIRMATION_TEXTS, ConfirmationView, type ConfirmationOutcome, type ConfirmationState, type EditTarget } from './confirmation-view';

/** After 'Agendamento confirmado!' the owner is taken back to the start (spec part 2 §9). */
const CONFIRMED_REDIRECT_MS = 3000;

type CompleteDraft = BookingDraft & { date: string; timeSlot: NonNullable<BookingDraft['timeSlot']> };

function isComplete(draft: BookingDraft | null): draft is CompleteDraft {
  return Boolean(draft?.date && draft.timeSlot && isOfferedDate(draft.date, clock.now()));
}

/**
 * `/confirmacao-fotos` and `/confirmacao-sessao-fotos`. Without a date and a slot still on offer it goes
 * back to the scheduling screen.
 */
export function ConfirmationPage() {
  const [draft] = useState(readBookingDraft);
  if (!isComplete(draft)) return <Navigate to={paths.schedule.getHref(draft?.propertyId)} replace />;
  return <ConfirmBooking draft={draft} />;
}

function ConfirmBooking({ draft }: { draft: CompleteDraft }) {
  useOfflineQueueSync();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { userId, data } = useOwnerPhotoData();
  const [createSession] = useCreatePhotoSessionMutation();
  // One id per booking: a retry after a lost answer, or the queue replaying it, finds the same row.
  const [sessionId] = useState(newSessionId);
  const [outcome, setOutcome] = useState<ConfirmationOutcome>({ kind: 'idle' });
  // Confirming shows its toast just before the timed redirect: the toaster's code is loaded by then.
  useEffect(() => toast.prepare(), []);

  const property = data.state === 'ready' ? data.properties.find((p) => p.id === draft.propertyId && !p.is_draft) : undefined;
  const existing = data.state === 'ready' ? existingSessionOf(draft.propertyId, data.photoSessions) : null;

  const view = useMemo((): ConfirmationState => {
    if (data.state === 'loading') return { state: 'loading' };
    if (data.state === 'error') {
      return { state: 'error', message: data.failed === 'photoSessions' ? PHOTO_SESSION_TOASTS.loadFailed.title : CONFIRMATION_TEXTS.loadError, retry: data.retry };
    }
    if (!property) return { state: 'loading' };
    return {
      state: 'ready',
      summary: {
        propertyName: propertyName(property),
        dateText: sessionDateLong(draft.date),
        slotText: timeSlotText(draft.timeSlot),
        address: addressText(property),
        notes: draft.notes.trim() || null,
      },
    };
  }, [data, property, draft]);

  useEffect(() => {
    if (outcome.kind !== 'confirmed') return;
    const timer = window.setTimeout(() => navigate(paths.home.getHref()), CONFIRMED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome.kind, navigate]);

  // A property that is no longer the owner's to book (gone, or a draft again) goes back to scheduling, which says why.
  if (data.state === 'ready' && !property) return <Navigate to={paths.schedule.getHref(draft.propertyId)} replace />;

  function fail(message: string, existingSessionId: string | null) {
    toast.show({ title: PHOTO_SCHEDULE_TOASTS.failed.title, description: message, variant: 'error' });
    setOutcome({ kind: 'failed', message, existingSessionId });
  }

  async function keepOffline(booking: NewPhotoSession, cause: 'offline' | 'network') {
    const storage = browserQueueStorage();
    try {
      if (!storage || !userId || !property) throw new Error('no storage');
      await queueBooking({ storage, lock: browserQueueLock() }, { id: booking.id, userId, queuedAt: clock.now().toISOString(), propertyName: propertyName(property), session: booking });
    } catch {
      fail(PHOTO_SCHEDULE_TOASTS.failed.description, null);
      return;
    }
    clearBookingDraft();
    toast.show(
      cause === 'offline'
        ? { ...PHOTO_SCHEDULE_TOASTS.savedOffline, variant: 'info' }
        : { title: OFFLINE_SAVE_MESSAGE, description: PHOTO_SCHEDULE_TOASTS.savedOffline.description, variant: 'warning' },
    );
    setOutcome({ kind: 'queued', cause });
  }

  async function confirm() {
    if (!userId || !property || outcome.kind === 'sending') return;
    if (existing) {
      fail(DUPLICATE_SESSION_MESSAGE, existing.id);
      return;
    }
    const booking = newPhotoSession({ id: sessionId, userId, property, date: draft.date, timeSlot: draft.timeSlot, notes: draft.notes });
    if (!navigator.onLine) {
      await keepOffline(booking, 'offline');
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      await createSession(booking).unwrap();
    } catch (error) {
      if (isTransientFailure(error)) {
        await keepOffline(booking, 'network');
        return;
      }
      const message = refusalMessage(error, PHOTO_SCHEDULE_TOASTS.failed.description);
      if (message === DUPLICATE_SESSION_MESSAGE) {
        // Booked meanwhile elsewhere: the fresh list names the session to open.
        dispatch(api.util.invalidateTags([{ type: 'PhotoSession', id: 'LIST' }]));
      }
      fail(message, null);
      return;
    }
    clearBookingDraft();
    toast.show({ ...PHOTO_SCHEDULE_TOASTS.confirmed, variant: 'success' });
    setOutcome({ kind: 'confirmed' });
  }

  const shownOutcome: ConfirmationOutcome =
    outcome.kind === 'failed' && outcome.message === DUPLICATE_SESSION_MESSAGE && existing ? { ...outcome, existingSessionId: existing.id } : outcome;

  const edit = (target: EditTarget) => navigate(target === 'property' ? paths.chooseProperty.getHref() : paths.schedule.getHref(draft.propertyId));

  return (
    <ConfirmationView
      view={view}
      outcome={shownOutcome}
      onConfirm={() => void confirm()}
      onEdit={edit}
      onBack={() => navigate(paths.schedule.getHref(draft.propertyId))}
      onHome={() => navigate(paths.home.getHref())}
      onOpenSession={(id) => navigate(paths.sessionDetail.getHref(id))}
    />
  );
}
