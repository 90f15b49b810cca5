import type { ComponentType } from 'react';
import { Link } from '@portal/shared/router';
import { AppstoreOutlined, CalendarOutlined, DollarOutlined, LockOutlined, MessageOutlined } from '@portal/shared/icons';
import { Card, fontSize, iconSize, palette, PortalStyle, tones } from '@portal/shared/ui';

export type QuickActionKey = 'calendar' | 'messages' | 'finance' | 'properties';

export interface QuickAction {
  key: QuickActionKey;
  label: string;
  description: string;
  route: string;
  /** Shown with a lock and not followed. */
  disabled: boolean;
}

const ACTIONS: ReadonlyArray<Omit<QuickAction, 'disabled'>> = [
  { key: 'calendar', label: 'Calendário', description: 'Reservas e bloqueios', route: '/calendario' },
  { key: 'messages', label: 'Mensagens', description: 'Fale com a equipe', route: '/mensagens' },
  { key: 'finance', label: 'Financeiro', description: 'Ganhos e repasses', route: '/financeiro' },
  { key: 'properties', label: 'Propriedades', description: 'Suas propriedades', route: '/propriedades' },
];

/** What the onboarding gate locks (spec part 2 §2): messages, calendar and financial quick actions. */
const GATED = new Set<QuickActionKey>(['calendar', 'messages', 'finance']);

/**
 * The dashboard's quick actions. Calendar, messages and finance are locked while the onboarding gate is on
 * (status neither active nor completed) and while the portal's features are blocked (no property, not onboarded).
 */
export function quickActions({ gated, featuresBlocked }: { gated: boolean; featuresBlocked: boolean }): QuickAction[] {
  return ACTIONS.map((action) => ({ ...action, disabled: (gated || featuresBlocked) && GATED.has(action.key) }));
}

const ICONS: Record<QuickActionKey, ComponentType> = {
  calendar: CalendarOutlined,
  messages: MessageOutlined,
  finance: DollarOutlined,
  properties: AppstoreOutlined,
};

// Two by two on a phone, one row of four where the card is wide enough; on a narrow phone (360 px) the
// icon goes above the text, which has no room beside it ('Propriedades' ran past the card).
const CSS = `
.portal-quick-actions{container-type:inline-size}
.portal-quick-actions-grid{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;padding:0;list-style:none}
@container (min-width:560px){.portal-quick-actions-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
@container (max-width:379px){.portal-quick-action{flex-direction:column;align-items:flex-start}}
.portal-quick-action{display:flex;align-items:center;gap:10px;box-sizing:border-box;height:100%;min-height:56px;padding:10px 12px;border:1px solid ${palette.surfaceBorder};border-radius:12px;background:${palette.surface};color:${palette.text};text-decoration:none}
.portal-quick-action:hover{border-color:${palette.brandHover}}
.portal-quick-action:focus-visible{outline:2px solid ${palette.focusRing};outline-offset:1px}
.portal-quick-action-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:36px;height:36px;border-radius:10px;background:${tones.brand.background};color:${palette.brand};font-size:${iconSize.small}px}
.portal-quick-action-text{display:grid;min-width:0;max-width:100%;line-height:1.3;overflow-wrap:anywhere}
.portal-quick-action-text small{color:${palette.textSecondary};font-size:${fontSize.caption}px}
.portal-quick-action[aria-disabled="true"]{background:${palette.readOnlyBackground};color:${palette.textDisabled};cursor:not-allowed}
.portal-quick-action[aria-disabled="true"] .portal-quick-action-icon{background:${tones.neutral.background};color:${palette.textDisabled}}
`;

/** The dashboard's quick-actions block. */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <Card role="region" aria-label="Ações rápidas" title="Ações rápidas" className="portal-quick-actions" size="small">
      <PortalStyle name="dashboard-quick-actions" css={CSS} />
      <ul className="portal-quick-actions-grid">
        {actions.map((action) => {
          const Icon = ICONS[action.key];
          const content = (
            <>
              <span className="portal-quick-action-icon" aria-hidden>
                {action.disabled ? <LockOutlined /> : <Icon />}
              </span>
              <span className="portal-quick-action-text">
                <strong>{action.label}</strong>
                <small>{action.disabled ? 'Disponível após o cadastro' : action.description}</small>
              </span>
            </>
          );
          return (
            <li key={action.key}>
              {action.disabled ? (
                <span role="link" aria-disabled="true" className="portal-quick-action">
                  {content}
                </span>
              ) : (
                <Link to={action.route} className="portal-quick-action">
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
