import { CheckCircleOutlined } from '@portal/shared/icons';
import { fontSize, palette, PortalStyle } from '@portal/shared/ui';
import { OWNER_WIZARD_STEPS, type OwnerWizardStep } from './owner-wizard';

const CSS = `
.ow-progress{margin-bottom:20px}
.ow-bar{height:6px;border-radius:3px;background:${palette.brandTrack};overflow:hidden;margin-bottom:12px}
.ow-bar>span{display:block;height:100%;background:${palette.brand};transition:width .3s}
.ow-circles{display:flex;justify-content:space-between;list-style:none;margin:0;padding:0}
.ow-circle{width:32px;height:32px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:${fontSize.small}px;font-weight:600;border:2px solid ${palette.border};color:${palette.textSecondary};background:${palette.surface}}
.ow-circle-current{border-color:${palette.brand};color:${palette.brand}}
.ow-circle-done{border-color:${palette.brand};background:${palette.brand};color:${palette.onColour}}
.ow-step-title{margin:16px 0 0;font-size:${fontSize.title}px;font-weight:650;color:${palette.text}}
.ow-step-subtitle{margin:2px 0 0;color:${palette.textSecondary}}
@media (prefers-reduced-motion:reduce){.ow-bar>span{transition:none}}
`;

/** The progress bar and the six step circles; completed steps show a check. */
export function WizardProgress({ step, completed }: { step: OwnerWizardStep; completed: ReadonlySet<number> }) {
  const current = OWNER_WIZARD_STEPS[step - 1]!;
  const percent = Math.round((step / OWNER_WIZARD_STEPS.length) * 100);
  return (
    <div className="ow-progress">
      <PortalStyle name="owner-wizard-progress" css={CSS} />
      <div className="ow-bar" role="progressbar" aria-label="Progresso do cadastro" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <ol className="ow-circles" aria-label="Etapas do cadastro">
        {OWNER_WIZARD_STEPS.map(({ step: n, title }) => {
          const done = completed.has(n) && n !== step;
          const state = done ? 'concluída' : n === step ? 'atual' : 'pendente';
          return (
            <li key={n} aria-label={`${n}. ${title} (${state})`} aria-current={n === step ? 'step' : undefined}>
              <span className={`ow-circle${done ? ' ow-circle-done' : n === step ? ' ow-circle-current' : ''}`} aria-hidden>
                {done ? <CheckCircleOutlined /> : n}
              </span>
            </li>
          );
        })}
      </ol>
      <h2 className="ow-step-title">{current.title}</h2>
      {current.subtitle && <p className="ow-step-subtitle">{current.subtitle}</p>}
    </div>
  );
}
