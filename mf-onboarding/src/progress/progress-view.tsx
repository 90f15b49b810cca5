import type { ReactNode } from 'react';
import { formatDate } from '@portal/shared/format';
import { CalendarOutlined, CheckCircleOutlined, LockOutlined, RightOutlined } from '@portal/shared/icons';
import { Button, Card, fontSize, fontWeight, iconSize, palette, PortalStyle, tones } from '@portal/shared/ui';
import type { ProgressStep, PropertyOnboarding } from '@portal/shared/domain';
import { canStart, completedCountText, nextStepHint, PROGRESS_BADGES } from './progress-view-model';

const CSS = `
.op-head{display:flex;align-items:center;gap:16px;margin-bottom:12px}
.op-percent{font-size:${fontSize.hero}px;font-weight:700;color:${palette.brand};line-height:1}
.op-bar{height:8px;border-radius:4px;background:${palette.brandTrack};overflow:hidden;margin-top:12px}
.op-bar>span{display:block;height:100%;background:${palette.brand}}
.op-steps{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.op-step{display:grid;grid-template-columns:36px minmax(0,1fr);gap:12px;align-items:start}
.op-icon{width:36px;height:36px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-weight:600;background:${palette.divider};color:${palette.textSecondary}}
.op-icon-completed{background:${palette.success};color:${palette.onColour}}
.op-icon-available{background:${palette.brand};color:${palette.onColour}}
.op-step h3{margin:0;font-size:${fontSize.heading}px;font-weight:${fontWeight.heading}}
.op-step p{margin:2px 0 0;color:${palette.textSecondary};font-size:${fontSize.small}px}
.op-meta{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-top:8px}
.op-badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:${fontSize.caption}px;font-weight:600}
.op-badge-completed{background:${tones.success.background};color:${tones.success.text}}
.op-badge-available{background:${tones.brand.background};color:${palette.brand}}
.op-badge-blocked{background:${palette.divider};color:${palette.textSecondary}}
.op-badge-pending{background:${tones.warning.background};color:${tones.warning.text}}
.op-time{font-size:${fontSize.note}px;color:${palette.textSecondary}}
.op-next{border-left:4px solid ${palette.brand}}
.op-done{text-align:center}
`;

function Badge({ status }: { status: ProgressStep['status'] }) {
  return <span className={`op-badge op-badge-${status}`}>{PROGRESS_BADGES[status]}</span>;
}

function StepIcon({ step, index }: { step: ProgressStep; index: number }) {
  const content = step.status === 'completed' ? <CheckCircleOutlined /> : step.status === 'blocked' ? <LockOutlined /> : index + 1;
  return (
    <span className={`op-icon op-icon-${step.status}`} aria-hidden>
      {content}
    </span>
  );
}

export interface ProgressViewProps {
  progress: PropertyOnboarding;
  /** The property these steps belong to; null before the first property exists. */
  propertyId: string | null;
  /** ISO timestamp of the store's estimate (7 days + 2 per unfinished high-priority step). */
  estimatedCompletion?: string | null;
  /** The property selector (/progresso-onboarding); absent on /propriedade/{id}/onboarding. */
  selector?: ReactNode;
  onNavigate: (route: string) => void;
}

/** Percent, 'n de 6 etapas concluídas', the next step, the six steps with badges, and the congratulations at 100%. */
export function ProgressView({ progress, propertyId, estimatedCompletion, selector, onNavigate }: ProgressViewProps) {
  const { steps, completedCount, nextStep, isComplete } = progress;
  return (
    // One column no wider than the page: a long property name in the selector must not widen it on a phone.
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <PortalStyle name="onboarding-progress" css={CSS} />
      {selector}
      <Card>
        <div className="op-head">
          <span className="op-percent">{progress.progress}%</span>
          <div>
            <strong>{completedCountText(completedCount, steps.length)}</strong>
            {!isComplete && estimatedCompletion && (
              <div className="op-time">Previsão de conclusão: {formatDate(estimatedCompletion)}</div>
            )}
          </div>
        </div>
        <div className="op-bar" role="progressbar" aria-label="Progresso da ativação" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.progress}>
          <span style={{ width: `${progress.progress}%` }} />
        </div>
      </Card>

      {isComplete ? (
        <Card className="op-done" role="region" aria-label="Parabéns">
          <CheckCircleOutlined style={{ fontSize: iconSize.xlarge, color: palette.success }} />
          <h2 style={{ margin: '8px 0 4px', fontSize: fontSize.title }}>Parabéns! Sua propriedade está ativa.</h2>
          <p style={{ margin: '0 0 16px', color: palette.textSecondary }}>Ele já está publicado nas plataformas de hospedagem. Acompanhe as reservas pelo calendário.</p>
          {propertyId && (
            <Button type="primary" size="large" block icon={<CalendarOutlined />} onClick={() => onNavigate(`/propriedade/${encodeURIComponent(propertyId)}/calendario`)}>
              Ver Calendário
            </Button>
          )}
        </Card>
      ) : (
        nextStep && (
          <Card className="op-next" role="region" aria-label="Próxima etapa">
            <div className="op-time">Próxima etapa</div>
            <h2 style={{ margin: '2px 0 4px', fontSize: fontSize.heading, fontWeight: fontWeight.heading }}>{nextStep.title}</h2>
            <p style={{ margin: '0 0 12px', color: palette.textSecondary }}>{nextStepHint(nextStep, progress.photoSessionText)}</p>
            {nextStep.target && nextStep.status === 'available' && (
              <Button type="primary" block onClick={() => onNavigate(nextStep.target!)}>
                Continuar
                <RightOutlined />
              </Button>
            )}
            {/* A booked session: where its date, status and preparation show. */}
            {nextStep.target && nextStep.status === 'pending' && (
              <Button block onClick={() => onNavigate(nextStep.target!)}>
                Ver sessão de fotos
                <RightOutlined />
              </Button>
            )}
          </Card>
        )
      )}

      <Card>
        <h2 style={{ margin: '0 0 12px', fontSize: fontSize.heading, fontWeight: fontWeight.heading }}>Etapas</h2>
        <ol className="op-steps">
          {steps.map((step, index) => (
            <li key={step.id} className="op-step" aria-label={`${step.title}: ${PROGRESS_BADGES[step.status]}`}>
              <StepIcon step={step} index={index} />
              <div>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
                <div className="op-meta">
                  <Badge status={step.status} />
                  <span className="op-time">Tempo estimado: {step.estimatedTime}</span>
                  {canStart(step) && (
                    <Button size="small" type="primary" onClick={() => onNavigate(step.target!)} aria-label={`Iniciar ${step.title}`}>
                      Iniciar
                    </Button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
