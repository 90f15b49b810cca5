import { Alert, Button } from '@portal/shared/ui';
import { sessionDateShort } from '../scheduling/date-labels';
import { PHOTO_SCHEDULE_TOASTS } from '../scheduling/photo-schedule';
import { timeSlotText } from '../scheduling/photo-session-rules';
import { PHOTO_SESSION_TOASTS } from '../session-api/photo-session-errors';
import type { QueuedBooking } from './offline-queue';

interface Props {
  pending: readonly QueuedBooking[];
  refused: readonly QueuedBooking[];
  onDismiss: (id: string) => void;
}

const when = (entry: QueuedBooking) => `${sessionDateShort(entry.session.date)}, ${timeSlotText(entry.session.time_slot)}`;

/**
 * Bookings still in the browser: the ones waiting for the connection, and the ones the backend refused,
 * each with its reason until the owner dismisses it. Nothing when the queue is empty.
 */
export function QueuedBookingsCard({ pending, refused, onDismiss }: Props) {
  if (pending.length === 0 && refused.length === 0) return null;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }}>
      {pending.length > 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="queued-bookings"
          title={PHOTO_SCHEDULE_TOASTS.savedOffline.title}
          description={
            <>
              <span style={{ display: 'block' }}>{PHOTO_SCHEDULE_TOASTS.savedOffline.description}</span>
              <ul aria-label="Agendamentos aguardando conexão" style={{ margin: '6px 0 0', paddingLeft: 18 }}>
                {pending.map((entry) => (
                  <li key={entry.id}>
                    <strong>{entry.propertyName}</strong> — {when(entry)}
                  </li>
                ))}
              </ul>
            </>
          }
        />
      )}
      {refused.map((entry) => (
        <Alert
          key={entry.id}
          type="error"
          showIcon
          title={PHOTO_SESSION_TOASTS.syncFailed.title}
          description={
            <>
              <span style={{ display: 'block' }}>
                <strong>{entry.propertyName}</strong> — {when(entry)}
              </span>
              <span style={{ display: 'block' }}>{entry.reason}</span>
            </>
          }
          action={
            <Button size="small" aria-label={`Entendi, dispensar aviso de ${entry.propertyName}`} onClick={() => onDismiss(entry.id)}>
              Entendi
            </Button>
          }
        />
      ))}
    </div>
  );
}
