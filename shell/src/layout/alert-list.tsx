import { useState, type ComponentType } from 'react';
import { useNavigate } from '@portal/shared/router';
import type { Alert as PortalAlert, AlertType } from '@portal/shared/domain';
import { Alert, Button, controlHeight, fontSize, palette, PortalStyle, tones } from '@portal/shared/ui';
import { CameraOutlined, FlagOutlined, InfoCircleOutlined, RightOutlined, WalletOutlined } from '@portal/shared/icons';

/** Each alert type has its own colour and icon (spec part 1 §2). */
const LOOK: Record<AlertType, { type: 'info' | 'warning' | 'success' | 'neutral'; icon: ComponentType; colour: string }> = {
  onboarding: { type: 'warning', icon: FlagOutlined, colour: palette.warning },
  photography: { type: 'info', icon: CameraOutlined, colour: palette.info },
  payout: { type: 'success', icon: WalletOutlined, colour: palette.success },
  // A general notice is news, not a failure: it takes the neutral tone, not the error red.
  general: { type: 'neutral', icon: InfoCircleOutlined, colour: tones.neutral.text },
};

/** From this many alerts the list starts as one line on any screen; on a phone it always does. */
const COLLAPSE_FROM = 3;
const PHONE_QUERY = '(max-width: 599px)';
const EXPANDED_KEY = 'portal-alerts-expanded';

const CSS = `
.portal-alerts-line{display:flex;align-items:center;gap:8px;min-height:40px;padding:4px 4px 4px 12px;border:1px solid ${palette.surfaceBorder};border-radius:10px;background:${palette.surface}}
.portal-alerts-line-title{flex:1;min-width:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:break-word;line-height:1.3;font-weight:600}
.portal-alerts-count{flex:none;padding:0 8px;border-radius:10px;background:${palette.readOnlyBackground};font-size:${fontSize.caption}px;line-height:20px;color:${palette.textSecondary}}
.portal-alerts-toggle{flex:none;display:inline-flex;align-items:center;justify-content:center;width:${controlHeight.touch}px;height:${controlHeight.touch}px;padding:0;border:0;border-radius:8px;background:transparent;color:${palette.textSecondary};cursor:pointer}
.portal-alerts-toggle:focus-visible{outline:2px solid ${palette.focusRing}}
.portal-alerts-head{display:flex;justify-content:flex-end}
`;

/** 'alerta' / 'alertas' */
const alertCountText = (count: number) => `${count} ${count === 1 ? 'alerta' : 'alertas'}`;

function storedChoice(): boolean | null {
  try {
    const value = window.sessionStorage.getItem(EXPANDED_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/** Whether the list starts open: the owner's last choice in this session, else open only on a wide screen with few alerts. */
export function startsExpanded(count: number, phone: boolean, choice: boolean | null): boolean {
  if (choice !== null) return choice;
  return !phone && count < COLLAPSE_FROM;
}

interface Props {
  alerts: PortalAlert[];
  onDismiss: (id: string) => void;
}

/**
 * The layout's alerts. They can fold to one line — the first alert's title and action, and how many
 * there are — so a page's own title is not pushed below the first screen of a phone; on a phone,
 * or with several alerts, they start folded. The owner's choice holds for the session.
 */
export function AlertList({ alerts, onDismiss }: Props) {
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(() => startsExpanded(alerts.length, onPhone(), storedChoice()));
  if (alerts.length === 0) return null;
  const toggle = (next: boolean) => {
    setExpanded(next);
    try {
      window.sessionStorage.setItem(EXPANDED_KEY, String(next));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };
  const actionOf = (alert: PortalAlert) =>
    alert.action ? (
      <Button size="small" type="primary" onClick={() => navigate(alert.action!.route)}>
        {alert.action.label}
      </Button>
    ) : undefined;

  if (!expanded) {
    const first = alerts[0]!;
    const look = LOOK[first.type];
    const Icon = look.icon;
    return (
      <section aria-label="Alertas" style={{ marginBottom: 12 }}>
        <PortalStyle name="shell-alert-list" css={CSS} />
        <div className="portal-alerts-line" data-alert-type={first.type}>
          <span aria-hidden style={{ color: look.colour, display: 'inline-flex' }}>
            <Icon />
          </span>
          <span className="portal-alerts-line-title">{first.title}</span>
          {alerts.length > 1 && <span className="portal-alerts-count">+{alerts.length - 1}</span>}
          {actionOf(first)}
          <button type="button" className="portal-alerts-toggle" aria-expanded={false} aria-label={`Mostrar ${alertCountText(alerts.length)}`} onClick={() => toggle(true)}>
            <RightOutlined style={{ transform: 'rotate(90deg)' }} />
          </button>
        </div>
      </section>
    );
  }

  return (
    <section aria-label="Alertas" style={{ display: 'grid', gap: 8, marginBottom: 12 }}>
      <PortalStyle name="shell-alert-list" css={CSS} />
      {alerts.map((alert) => {
        const look = LOOK[alert.type];
        const Icon = look.icon;
        return (
          <Alert
            key={alert.id}
            data-alert-type={alert.type}
            type={look.type}
            showIcon
            icon={<Icon />}
            title={alert.title}
            description={alert.message}
            closable={alert.dismissible ? { 'aria-label': 'Fechar alerta' } : false}
            onClose={() => onDismiss(alert.id)}
            action={actionOf(alert)}
          />
        );
      })}
      <div className="portal-alerts-head">
        <button type="button" className="portal-alerts-toggle" style={{ width: 'auto', padding: '0 8px', gap: 6 }} aria-expanded onClick={() => toggle(false)}>
          <RightOutlined aria-hidden style={{ transform: 'rotate(-90deg)' }} /> Recolher {alertCountText(alerts.length)}
        </button>
      </div>
    </section>
  );
}
