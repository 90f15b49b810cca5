import type { ReactNode } from 'react';
import { Alert, Button, Card, LoadFailedAlert, Page, palette, Result } from '@portal/shared/ui';
import { CalendarOutlined, CheckCircleOutlined, HomeOutlined, InboxOutlined, ScheduleOutlined } from '@portal/shared/icons';
import { LoadingCard } from '../layout/loading-card';
import { PhotosStyle } from '../layout/photos-style';
import { SummaryItem } from '../layout/summary-item';
import { OFFLINE_SAVE_MESSAGE, PHOTO_SCHEDULE_TOASTS } from '../scheduling/photo-schedule';

export interface BookingSummary {
  propertyName: string;
  /** 'terça-feira, 11 de março de 2025' */
  dateText: string;
  /** 'Manhã (8h às 12h)' */
  slotText: string;
  address: string;
  notes: string | null;
}

export type ConfirmationState = { state: 'loading' } | { state: 'error'; message: string; retry: () => void } | { state: 'ready'; summary: BookingSummary };

export type ConfirmationOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'confirmed' }
  /** Kept in the browser: offline before sending, or the request failed on the network. */
  | { kind: 'queued'; cause: 'offline' | 'network' }
  | { kind: 'failed'; message: string; existingSessionId: string | null };

export type EditTarget = 'property' | 'date' | 'slot' | 'place';

// Texts the spec does not quote (it quotes the outcomes).
export const CONFIRMATION_TEXTS = {
  title: 'Confirmar agendamento',
  step: 'Etapa 2 de 2 · Revise os dados da sessão',
  summaryTitle: 'Resumo do agendamento',
  property: 'Propriedade',
  date: 'Data',
  slot: 'Horário',
  place: 'Local',
  notes: 'Observações',
  edit: 'Editar',
  notesTitle: 'Informações importantes',
  confirm: 'Confirmar agendamento',
  goHome: 'Ir para o início',
  redirecting: 'Você será levado ao início em instantes.',
  seeSession: 'Ver sessão agendada',
  tryAgain: 'Tentar novamente',
  loadError: 'Erro ao carregar os dados do agendamento',
} as const;

const IMPORTANT_NOTES: readonly string[] = [
  'A sessão dura cerca de 2-3 horas.',
  'Sua presença é opcional, mas o fotógrafo precisa ter acesso a todos os ambientes.',
  'Deixe a propriedade limpa, organizada e com todas as luzes funcionando.',
  'Você pode reagendar a sessão uma única vez.',
  'Não realizamos sessões noturnas.',
];

const EDIT_LABELS: Record<EditTarget, string> = {
  property: 'Editar propriedade',
  date: 'Editar data',
  slot: 'Editar horário',
  place: 'Editar local',
};

interface Props {
  view: ConfirmationState;
  outcome: ConfirmationOutcome;
  onConfirm: () => void;
  onEdit: (target: EditTarget) => void;
  onBack: () => void;
  onHome: () => void;
  onOpenSession: (sessionId: string) => void;
}

/** `/confirmacao-fotos` (and `/confirmacao-sessao-fotos`): the summary, then the outcome of confirming. */
export function ConfirmationView({ view, outcome, onConfirm, onEdit, onBack, onHome, onOpenSession }: Props) {
  if (outcome.kind === 'confirmed') {
    return (
      <Page title={CONFIRMATION_TEXTS.title}>
        <Card>
          <Result
            status="success"
            icon={<CheckCircleOutlined />}
            title={PHOTO_SCHEDULE_TOASTS.confirmed.title}
            subTitle={PHOTO_SCHEDULE_TOASTS.confirmed.description}
            extra={<Button onClick={onHome}>{CONFIRMATION_TEXTS.goHome}</Button>}
          >
            <p style={{ margin: '0 0 16px', color: palette.textSecondary }}>{CONFIRMATION_TEXTS.redirecting}</p>
          </Result>
        </Card>
      </Page>
    );
  }
  if (outcome.kind === 'queued') {
    return (
      <Page title={CONFIRMATION_TEXTS.title}>
        <Card>
          <Result
            icon={<InboxOutlined />}
            title={PHOTO_SCHEDULE_TOASTS.savedOffline.title}
            subTitle={outcome.cause === 'network' ? `${OFFLINE_SAVE_MESSAGE} ${PHOTO_SCHEDULE_TOASTS.savedOffline.description}.` : PHOTO_SCHEDULE_TOASTS.savedOffline.description}
            extra={<Button onClick={onHome}>{CONFIRMATION_TEXTS.goHome}</Button>}
          />
        </Card>
      </Page>
    );
  }

  const sending = outcome.kind === 'sending';
  const duplicate = outcome.kind === 'failed' && outcome.existingSessionId !== null;
  return (
    <Page title={CONFIRMATION_TEXTS.title} subtitle={CONFIRMATION_TEXTS.step} back={{ label: 'Voltar', onClick: onBack }}>
      <PhotosStyle />
      {view.state === 'loading' && (
        <LoadingCard rows={5} label="Carregando agendamento" />
      )}
      {view.state === 'error' && (
        <LoadFailedAlert title={view.message} onRetry={view.retry} />
      )}
      {view.state === 'ready' && (
        <div className="mfph-stack">
          {outcome.kind === 'failed' && (
            <Alert
              type="error"
              showIcon
              data-testid="booking-error"
              title={PHOTO_SCHEDULE_TOASTS.failed.title}
              description={outcome.message}
              action={
                outcome.existingSessionId !== null ? (
                  <Button size="small" onClick={() => onOpenSession(outcome.existingSessionId as string)}>
                    {CONFIRMATION_TEXTS.seeSession}
                  </Button>
                ) : (
                  <Button size="small" onClick={onConfirm}>
                    {CONFIRMATION_TEXTS.tryAgain}
                  </Button>
                )
              }
            />
          )}
          <Card>
            <h2 className="mfph-section-title">{CONFIRMATION_TEXTS.summaryTitle}</h2>
            <ul className="mfph-summary" aria-label={CONFIRMATION_TEXTS.summaryTitle}>
              <SummaryRow icon={<HomeOutlined />} term={CONFIRMATION_TEXTS.property} target="property" onEdit={onEdit} disabled={sending}>
                {view.summary.propertyName}
              </SummaryRow>
              <SummaryRow icon={<CalendarOutlined />} term={CONFIRMATION_TEXTS.date} target="date" onEdit={onEdit} disabled={sending}>
                {view.summary.dateText}
              </SummaryRow>
              <SummaryRow icon={<ScheduleOutlined />} term={CONFIRMATION_TEXTS.slot} target="slot" onEdit={onEdit} disabled={sending}>
                {view.summary.slotText}
              </SummaryRow>
              <SummaryRow icon={<HomeOutlined />} term={CONFIRMATION_TEXTS.place} target="place" onEdit={onEdit} disabled={sending}>
                {view.summary.address}
                {view.summary.notes && (
                  <span className="mfph-muted" style={{ display: 'block', fontWeight: 400 }}>
                    {CONFIRMATION_TEXTS.notes}: {view.summary.notes}
                  </span>
                )}
              </SummaryRow>
            </ul>
          </Card>
          <Card>
            <h2 className="mfph-section-title">{CONFIRMATION_TEXTS.notesTitle}</h2>
            <ul className="mfph-bullets" aria-label={CONFIRMATION_TEXTS.notesTitle}>
              {IMPORTANT_NOTES.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Card>
          <div className="mfph-sticky">
            <Button type="primary" size="large" block loading={sending} disabled={duplicate} onClick={onConfirm}>
              {CONFIRMATION_TEXTS.confirm}
            </Button>
          </div>
        </div>
      )}
    </Page>
  );
}

function SummaryRow({ icon, term, target, onEdit, disabled, children }: { icon: ReactNode; term: string; target: EditTarget; onEdit: (target: EditTarget) => void; disabled: boolean; children: ReactNode }) {
  const edit = (
    <Button type="link" size="small" aria-label={EDIT_LABELS[target]} disabled={disabled} onClick={() => onEdit(target)}>
      {CONFIRMATION_TEXTS.edit}
    </Button>
  );
  return (
    <SummaryItem icon={icon} term={term} action={edit}>
      {children}
    </SummaryItem>
  );
}
