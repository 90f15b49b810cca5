import { CheckCircleOutlined } from '@portal/shared/icons';
import { Button, Card, fontSize, fontWeight, iconSize, palette, PortalStyle, Skeleton } from '@portal/shared/ui';
import type { OnboardingCard } from './onboarding-card';

const CSS = `
.oc-head{display:flex;justify-content:space-between;align-items:baseline;gap:12px}
.oc-percent{font-size:${fontSize.hero}px;font-weight:700;color:${palette.brand}}
.oc-bar{height:8px;border-radius:4px;background:${palette.brandTrack};overflow:hidden;margin:8px 0 16px}
.oc-bar>span{display:block;height:100%;background:${palette.brand}}
.oc-steps{list-style:none;margin:0 0 16px;padding:0;display:grid;gap:10px}
.oc-step{display:flex;align-items:center;gap:10px}
.oc-dot{width:22px;height:22px;border-radius:50%;border:2px solid ${palette.border};display:inline-flex;align-items:center;justify-content:center;flex:none}
.oc-step-done .oc-dot{border:0;color:${palette.success};font-size:${iconSize.medium}px}
.oc-step-done span:last-child{color:${palette.textSecondary}}
.oc-note{display:block;font-size:${fontSize.note}px;color:${palette.textSecondary}}
`;

/** The dashboard's onboarding card: four steps, percent done and the way on. */
export function OnboardingCardView({ card, onNavigate }: { card: OnboardingCard | null; onNavigate: (route: string) => void }) {
  if (!card) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} aria-label="Carregando cadastro" />
      </Card>
    );
  }
  return (
    <Card role="region" aria-label="Seu cadastro">
      <PortalStyle name="onboarding-card" css={CSS} />
      <div className="oc-head">
        <h2 style={{ margin: 0, fontSize: fontSize.heading, fontWeight: fontWeight.heading }}>Seu cadastro</h2>
        <span className="oc-percent">{card.percent}%</span>
      </div>
      <div className="oc-bar" role="progressbar" aria-label="Cadastro concluído" aria-valuemin={0} aria-valuemax={100} aria-valuenow={card.percent}>
        <span style={{ width: `${card.percent}%` }} />
      </div>
      <ul className="oc-steps">
        {card.steps.map((step) => (
          <li key={step.id} className={step.done ? 'oc-step oc-step-done' : 'oc-step'} aria-label={`${step.label}: ${step.done ? 'concluído' : 'pendente'}`}>
            <span className="oc-dot" aria-hidden>
              {step.done && <CheckCircleOutlined />}
            </span>
            <span>
              {step.label}
              {step.note && <small className="oc-note">{step.note}</small>}
            </span>
          </li>
        ))}
      </ul>
      <Button type="primary" size="large" block onClick={() => onNavigate(card.action.route)}>
        {card.action.label}
      </Button>
    </Card>
  );
}
