import { fontSize, palette, PortalStyle } from '@portal/shared/ui';

// The calendar screens' shared look, mobile first (390 px wide): one column of cards, two where the width allows.
const CSS = `
.mfc-stack{display:grid;grid-template-columns:minmax(0,1fr);gap:16px}
.mfc-muted{color:${palette.textSecondary}}
.mfc-small{font-size:${fontSize.note}px}
.mfc-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
@media (min-width:720px){.mfc-list{grid-template-columns:repeat(2,minmax(0,1fr))}}
.mfc-list>li{display:flex;min-width:0}
.mfc-list>li>*{flex:1}
.mfc-card{display:flex;flex-direction:column;gap:8px;box-sizing:border-box;padding:16px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px;min-width:0}
.mfc-card-title{margin:0;font-size:${fontSize.heading}px;font-weight:650;line-height:1.35;color:${palette.text};overflow-wrap:anywhere}
.mfc-card-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:auto;padding-top:4px}
.mfc-card-actions>.portal-btn{flex:1 1 auto}
.mfc-skeleton{box-sizing:border-box;padding:16px;border:1px solid ${palette.surfaceBorder};border-radius:12px;background:${palette.surface}}
`;

export function CalendarStyle() {
  return <PortalStyle name="mf-calendar" css={CSS} />;
}
