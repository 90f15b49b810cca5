import type { TimeSlot } from '@portal/shared/domain';
import { Alert, Button, Card, fontSize, LoadFailedAlert, Page, palette, Result } from '@portal/shared/ui';
import { CalendarOutlined, CameraOutlined, CheckCircleOutlined, HomeOutlined, InfoCircleOutlined, MessageOutlined, ScheduleOutlined, UserOutlined } from '@portal/shared/icons';
import { LoadingCard } from '../layout/loading-card';
import { PhotosStyle } from '../layout/photos-style';
import { SummaryItem } from '../layout/summary-item';
import { StatusBadge } from '../scheduling/status-badge';
import { sessionDateLong } from '../scheduling/date-labels';
import { canCancel, isLiveSession, PREPARATION_CHECKLIST, rescheduleEligibility, RESCHEDULE_TEXTS, timeSlotText } from '../scheduling/photo-session-rules';
import { CHECKLIST_LABELS, PREPARATION_GUIDE, type ChecklistItem } from '../scheduling/preparation';
import { addressText, type PhotoSessionRecord } from '../session-api/photo-session-record';
import { PHOTO_SESSION_TOASTS } from '../session-api/photo-session-errors';
import { CancelDialog } from './cancel-dialog';
import { checklistProgress, type Checklist } from './checklist';
import { RescheduleDialog } from './reschedule-dialog';

export type SessionDetailState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'not-found' }
  | { state: 'ready'; session: PhotoSessionRecord; propertyName: string };

// Texts the spec does not quote (it quotes 'Sessão não encontrada', the statuses and the duration).
const DETAIL_TEXTS = {
  title: 'Sessão de Fotos',
  detailsTitle: 'Detalhes da sessão',
  notFound: 'Sessão não encontrada',
  notFoundHint: 'Verifique o link ou veja suas sessões de fotos.',
  seeSessions: 'Ver minhas sessões',
  date: 'Data',
  slot: 'Horário',
  address: 'Endereço',
  duration: 'Duração',
  durationValue: '2-3 horas',
  photographer: 'Fotógrafo',
  notes: 'Observações',
  addToCalendar: 'Adicionar à agenda',
  reschedule: 'Reagendar',
  cancel: 'Cancelar sessão',
  cancelledTitle: 'Sessão cancelada',
  reason: 'Motivo',
  bookAgain: 'Agendar nova sessão',
  completedTitle: 'Sessão concluída',
  completedText: 'As fotos foram feitas. Conte como foi a sessão.',
  rate: 'Avaliar sessão',
  checklistTitle: 'Checklist de preparação',
  guideTitle: 'Guia de preparação',
  actionsLabel: 'Ações da sessão',
} as const;

export interface DialogControls<Submit extends unknown[]> {
  open: boolean;
  busy: boolean;
  onOpen: () => void;
  onClose: () => void;
  onSubmit: (...args: Submit) => void;
}

interface Props {
  view: SessionDetailState;
  checklist: Checklist;
  onToggle: (item: ChecklistItem, done: boolean) => void;
  rescheduleDates: readonly string[];
  reschedule: DialogControls<[string, TimeSlot]> & { key?: number };
  cancel: DialogControls<[string]> & { key?: number };
  onAddToCalendar: () => void;
  onRate: () => void;
  onBookAgain: () => void;
  onBack: () => void;
}

/** `/sessao-fotos-confirmacao?sessionId=`: one session, what to do before it, and what can still change. */
export function SessionDetailView(props: Props) {
  const { view, onBack } = props;
  return (
    <Page title={DETAIL_TEXTS.title} subtitle={view.state === 'ready' ? view.propertyName : undefined} back={{ label: 'Voltar', onClick: onBack }}>
      <PhotosStyle />
      {view.state === 'loading' && (
        <LoadingCard rows={6} label="Carregando sessão" />
      )}
      {view.state === 'error' && (
        <LoadFailedAlert title={PHOTO_SESSION_TOASTS.loadFailed.title} onRetry={view.retry} />
      )}
      {view.state === 'not-found' && (
        <Card>
          <Result
            icon={<CameraOutlined />}
            title={DETAIL_TEXTS.notFound}
            subTitle={DETAIL_TEXTS.notFoundHint}
            extra={
              <Button type="primary" onClick={onBack}>
                {DETAIL_TEXTS.seeSessions}
              </Button>
            }
          />
        </Card>
      )}
      {view.state === 'ready' && <SessionDetail {...props} session={view.session} />}
    </Page>
  );
}

function SessionDetail({ session, checklist, onToggle, rescheduleDates, reschedule, cancel, onAddToCalendar, onRate, onBookAgain }: Props & { session: PhotoSessionRecord }) {
  const live = isLiveSession(session.status);
  const eligibility = rescheduleEligibility(session);
  const progress = checklistProgress(checklist);
  return (
    <div className="mfph-stack">
      {session.status === 'cancelled' && (
        <Alert
          type="warning"
          showIcon
          title={DETAIL_TEXTS.cancelledTitle}
          description={session.cancellation_reason ? `${DETAIL_TEXTS.reason}: ${session.cancellation_reason}` : undefined}
          action={
            <Button size="small" type="primary" onClick={onBookAgain}>
              {DETAIL_TEXTS.bookAgain}
            </Button>
          }
        />
      )}
      {session.status === 'completed' && (
        <Alert
          type="success"
          showIcon
          title={DETAIL_TEXTS.completedTitle}
          description={DETAIL_TEXTS.completedText}
          action={
            <Button size="small" type="primary" onClick={onRate}>
              {DETAIL_TEXTS.rate}
            </Button>
          }
        />
      )}

      <Card>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
          <h2 className="mfph-section-title" style={{ margin: 0 }}>
            {DETAIL_TEXTS.detailsTitle}
          </h2>
          <StatusBadge status={session.status} />
        </div>
        <ul className="mfph-summary" aria-label="Dados da sessão">
          <SummaryItem icon={<CalendarOutlined />} term={DETAIL_TEXTS.date}>
            {sessionDateLong(session.date)}
          </SummaryItem>
          <SummaryItem icon={<ScheduleOutlined />} term={DETAIL_TEXTS.slot}>
            {timeSlotText(session.time_slot)}
          </SummaryItem>
          <SummaryItem icon={<HomeOutlined />} term={DETAIL_TEXTS.address}>
            {addressText(session) || '—'}
          </SummaryItem>
          <SummaryItem icon={<InfoCircleOutlined />} term={DETAIL_TEXTS.duration}>
            {DETAIL_TEXTS.durationValue}
          </SummaryItem>
          {session.photographer && (
            <SummaryItem icon={<UserOutlined />} term={DETAIL_TEXTS.photographer}>
              {session.photographer}
            </SummaryItem>
          )}
          {session.notes && (
            <SummaryItem icon={<MessageOutlined />} term={DETAIL_TEXTS.notes}>
              {session.notes}
            </SummaryItem>
          )}
        </ul>
      </Card>

      {live && (
        <Card>
          <div className="mfph-actions" role="group" aria-label={DETAIL_TEXTS.actionsLabel}>
            <Button type="primary" icon={<CalendarOutlined />} onClick={onAddToCalendar}>
              {DETAIL_TEXTS.addToCalendar}
            </Button>
            <Button disabled={!eligibility.allowed} onClick={reschedule.onOpen} aria-describedby="mfph-reschedule-note">
              {DETAIL_TEXTS.reschedule}
            </Button>
            {canCancel(session.status) && (
              <Button danger onClick={cancel.onOpen}>
                {DETAIL_TEXTS.cancel}
              </Button>
            )}
          </div>
          <p id="mfph-reschedule-note" className="mfph-muted mfph-small" style={{ margin: '10px 0 0' }}>
            {eligibility.allowed ? RESCHEDULE_TEXTS.available : eligibility.reason}
          </p>
        </Card>
      )}

      {live && (
        <Card>
          <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 }}>
            <h2 className="mfph-section-title">{DETAIL_TEXTS.checklistTitle}</h2>
            <span className="mfph-muted mfph-small">
              {progress.done} de {progress.total} concluídos
            </span>
          </div>
          <ul className="mfph-list" aria-label={DETAIL_TEXTS.checklistTitle}>
            {PREPARATION_CHECKLIST.map((item) => (
              <li key={item}>
                <label className={checklist[item] ? 'mfph-check mfph-check-done' : 'mfph-check'}>
                  <input type="checkbox" checked={checklist[item]} onChange={(event) => onToggle(item, event.target.checked)} />
                  <span>{CHECKLIST_LABELS[item]}</span>
                  {checklist[item] && <CheckCircleOutlined aria-hidden style={{ marginLeft: 'auto', color: palette.success }} />}
                </label>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card>
        <h2 className="mfph-section-title">{DETAIL_TEXTS.guideTitle}</h2>
        <div className="mfph-grid-2">
          {PREPARATION_GUIDE.map((category) => (
            <section key={category.title} aria-label={category.title}>
              <h3 style={{ margin: '0 0 6px', fontSize: fontSize.body, fontWeight: 650 }}>{category.title}</h3>
              <ul className="mfph-bullets">
                {category.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Card>

      {live && (
        <>
          <RescheduleDialog
            key={`reschedule-${reschedule.key ?? 0}`}
            open={reschedule.open}
            dates={rescheduleDates}
            current={session}
            busy={reschedule.busy}
            onClose={reschedule.onClose}
            onConfirm={reschedule.onSubmit}
          />
          <CancelDialog key={`cancel-${cancel.key ?? 0}`} open={cancel.open} busy={cancel.busy} onClose={cancel.onClose} onConfirm={cancel.onSubmit} />
        </>
      )}
    </div>
  );
}
