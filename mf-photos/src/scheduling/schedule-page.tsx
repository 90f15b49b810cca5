import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@portal/shared/router';
import { toast } from '@portal/shared/ui';
import { useOfflineQueueSync } from '../offline-queue/use-offline-queue-sync';
import { useQueuedBookings } from '../offline-queue/use-queued-bookings';
import { paths } from '../paths';
import { addressText } from '../session-api/photo-session-record';
import { PHOTO_SESSION_TOASTS } from '../session-api/photo-session-errors';
import { propertyName, useOwnerPhotoData } from '../session-api/use-owner-photo-data';
import { draftFor, readBookingDraft, saveBookingDraft } from './booking-draft';
import { clock } from './clock';
import { isOfferedDate, offeredPhotoDates } from './photo-dates';
import { photoScheduleError } from './photo-schedule';
import { existingSessionOf } from './photo-session-rules';
import { SCHEDULE_TEXTS, ScheduleView, type BookingValues, type ScheduleState } from './schedule-view';

/** `/agendamento-fotos?propertyId={id}` and `/agendamento-sessao-fotos?propertyId={id}`. */
export function SchedulePage() {
  const [params] = useSearchParams();
  const propertyId = params.get('propertyId');
  if (!propertyId) return <Navigate to={paths.chooseProperty.getHref()} replace />;
  return <ScheduleProperty key={propertyId} propertyId={propertyId} />;
}

function ScheduleProperty({ propertyId }: { propertyId: string }) {
  useOfflineQueueSync();
  const navigate = useNavigate();
  const { data } = useOwnerPhotoData();
  const { pending } = useQueuedBookings();
  // Taken once: the offered dates do not move under the owner's finger while the screen is open.
  const [dates] = useState(() => offeredPhotoDates(clock.now()));
  const [initialValues] = useState((): BookingValues => {
    const draft = draftFor(propertyId, readBookingDraft());
    return { date: isOfferedDate(draft.date, clock.now()) ? draft.date : null, timeSlot: draft.timeSlot, notes: draft.notes };
  });

  const view = useMemo((): ScheduleState => {
    if (data.state === 'loading') return { state: 'loading' };
    if (data.state === 'error') {
      return { state: 'error', message: data.failed === 'photoSessions' ? PHOTO_SESSION_TOASTS.loadFailed.title : SCHEDULE_TEXTS.loadError, retry: data.retry };
    }
    const property = data.properties.find((p) => p.id === propertyId);
    if (!property) return { state: 'not-found' };
    if (property.is_draft) return { state: 'draft', propertyId };
    const existing = existingSessionOf(propertyId, data.photoSessions);
    if (existing) return { state: 'booked', sessionId: existing.id };
    if (pending.some((entry) => entry.session.property_id === propertyId)) return { state: 'queued' };
    return { state: 'ready', propertyName: propertyName(property), address: addressText(property) };
  }, [data, pending, propertyId]);

  // The booking in progress is kept as it is chosen, not only on 'Continuar': a reload keeps it.
  const keep = (values: BookingValues) => saveBookingDraft({ propertyId, date: values.date, timeSlot: values.timeSlot, notes: values.notes ?? '' });

  function proceed(values: BookingValues) {
    const error = photoScheduleError(values);
    if (error) {
      toast.show({ ...error, variant: 'warning' });
      return;
    }
    keep(values);
    navigate(paths.confirmation.getHref());
  }

  return (
    <ScheduleView
      view={view}
      dates={dates}
      initialValues={initialValues}
      onContinue={proceed}
      onValuesChange={keep}
      onBack={() => navigate(paths.chooseProperty.getHref())}
      onOpenSession={(sessionId) => navigate(paths.sessionDetail.getHref(sessionId))}
      onChooseProperty={() => navigate(paths.chooseProperty.getHref())}
      onFinishRegistration={(id) => navigate(paths.propertyWizard.getHref(id))}
    />
  );
}
