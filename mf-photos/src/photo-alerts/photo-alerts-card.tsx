import { useId } from 'react';
import type { TimeSlot } from '@portal/shared/domain';
import { Button, Card } from '@portal/shared/ui';
import { CalendarOutlined, CameraOutlined, CheckCircleOutlined } from '@portal/shared/icons';
import { PhotosStyle } from '../layout/photos-style';
import { StatusBadge } from '../scheduling/status-badge';
import type { QueuedBooking } from '../offline-queue/offline-queue';
import { QueuedBookingsCard } from '../offline-queue/queued-bookings-card';
import { sessionDateLong } from '../scheduling/date-labels';
import { timeSlotText } from '../scheduling/photo-session-rules';

export interface NextSessionSummary {
  sessionId: string;
  propertyName: string;
  date: string;
  timeSlot: TimeSlot;
  status: string;
  /** Checklist items ticked, of the total. */
  prepared: { done: number; total: number };
}

// Texts the spec does not quote (the widget is the portal's own).
const PHOTO_ALERTS_TEXTS = {
  nextTitle: 'Próxima sessão de fotos',
  prepared: (done: number, total: number) => `Preparação: ${done} de ${total} itens`,
  details: 'Ver detalhes',
  addToCalendar: 'Adicionar à agenda',
  rateTitle: 'Como foi sua sessão de fotos?',
  rateText: (name: string) => `As fotos de ${name} foram feitas. Conte como foi a sessão.`,
  rate: 'Avaliar sessão',
} as const;

interface Props {
  next: NextSessionSummary | null;
  toRate: { sessionId: string; propertyName: string } | null;
  queue: { pending: readonly QueuedBooking[]; refused: readonly QueuedBooking[]; onDismiss: (id: string) => void };
  onOpen: (sessionId: string) => void;
  onAddToCalendar: () => void;
  onRate: (sessionId: string, propertyName: string) => void;
}

/** Dashboard slot 'photo-alerts': the next session, bookings still in the browser, an invitation to rate; or nothing. */
export function PhotoAlertsCard({ next, toRate, queue, onOpen, onAddToCalendar, onRate }: Props) {
  const nextId = useId();
  const rateId = useId();
  if (!next && !toRate && queue.pending.length === 0 && queue.refused.length === 0) return null;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
      <PhotosStyle />
      <QueuedBookingsCard pending={queue.pending} refused={queue.refused} onDismiss={queue.onDismiss} />
      {next && (
        <section aria-labelledby={nextId}>
          <Card>
            <div className="mfph-row">
              <span className="mfph-icon" aria-hidden>
                <CameraOutlined />
              </span>
              <div style={{ flex: 1, minWidth: 0 }}>
                <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
                  <h2 id={nextId} className="mfph-section-title" style={{ margin: 0 }}>
                    {PHOTO_ALERTS_TEXTS.nextTitle}
                  </h2>
                  <StatusBadge status={next.status} />
                </div>
                <p style={{ margin: '6px 0 0', fontWeight: 600 }}>{next.propertyName}</p>
                <p className="mfph-muted" style={{ margin: '2px 0 0' }}>
                  {sessionDateLong(next.date)} · {timeSlotText(next.timeSlot)}
                </p>
                <p className="mfph-muted mfph-small" style={{ margin: '6px 0 0' }}>
                  <CheckCircleOutlined aria-hidden /> {PHOTO_ALERTS_TEXTS.prepared(next.prepared.done, next.prepared.total)}
                </p>
              </div>
            </div>
            <div className="mfph-actions" style={{ marginTop: 12 }}>
              <Button type="primary" onClick={() => onOpen(next.sessionId)}>
                {PHOTO_ALERTS_TEXTS.details}
              </Button>
              <Button icon={<CalendarOutlined />} onClick={onAddToCalendar}>
                {PHOTO_ALERTS_TEXTS.addToCalendar}
              </Button>
            </div>
          </Card>
        </section>
      )}
      {toRate && (
        <section aria-labelledby={rateId}>
          <Card>
            <h2 id={rateId} className="mfph-section-title">
              {PHOTO_ALERTS_TEXTS.rateTitle}
            </h2>
            <p className="mfph-muted" style={{ margin: '0 0 12px' }}>
              {PHOTO_ALERTS_TEXTS.rateText(toRate.propertyName)}
            </p>
            <Button type="primary" onClick={() => onRate(toRate.sessionId, toRate.propertyName)}>
              {PHOTO_ALERTS_TEXTS.rate}
            </Button>
          </Card>
        </section>
      )}
    </div>
  );
}
