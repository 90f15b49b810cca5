import { controlHeight, elevation, fontSize, fontWeight, palette, PortalStyle, tones } from '@portal/shared/ui';

// Phone first: one column of cards and rows; from 640 px the summary cards sit two by two, from 960 px four in a row.
const CSS = `
.mff-stack{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;min-width:0}
.mff-cards{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;padding:0;list-style:none}
@media (min-width:960px){.mff-cards{grid-template-columns:repeat(4,minmax(0,1fr))}}
.mff-card{box-sizing:border-box;min-width:0;padding:12px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px;container-type:inline-size}
.mff-card-label{font-size:${fontSize.note}px;color:${palette.textSecondary};display:flex;align-items:center;gap:6px}
/* A figure never breaks inside its digits: it gets smaller with its card, down to the chips' size, so 'R$ 10.000.000,00' fits a phone's half-width card. */
.mff-card-value{font-size:clamp(${fontSize.small}px,10.5cqi,${fontSize.title}px);font-weight:700;line-height:30px;min-height:30px;white-space:nowrap}
.mff-card-note{font-size:${fontSize.caption}px;color:${palette.textSecondary}}
.mff-card-brand .mff-card-value{color:${palette.brand}}
.mff-rates{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;padding:0;list-style:none}
.mff-chips{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;border:0}
.mff-chips>legend{padding:0;margin:0 0 6px;font-size:${fontSize.note}px;font-weight:600;color:${palette.text}}
.mff-chip{min-height:${controlHeight.touch}px;padding:4px 12px;border:1px solid ${palette.border};border-radius:22px;background:${palette.surface};color:${palette.text};font:inherit;font-size:${fontSize.small}px;cursor:pointer}
.mff-chip[aria-pressed="true"],.mff-chip[aria-checked="true"]{border-color:${palette.brand};background:${tones.brand.background};color:${palette.brandActive};font-weight:600}
.mff-chip:focus-visible{outline:2px solid ${palette.focusRing};outline-offset:1px}
.mff-chip:disabled{opacity:.5;cursor:not-allowed}
.mff-field{display:grid;gap:4px;font-size:${fontSize.note}px;font-weight:600;min-width:0}
.mff-field-error{font-weight:400;color:${palette.danger};font-size:${fontSize.note}px}
.mff-filters{display:grid;gap:14px}
/* Two dates side by side only where each field shows 'dd/mm/aaaa' whole (not on a phone). */
.mff-dates{display:grid;gap:8px;grid-template-columns:repeat(auto-fit,minmax(min(100%,176px),1fr))}
.mff-list{margin:0;padding:0;list-style:none;border:1px solid ${palette.surfaceBorder};border-radius:12px;background:${palette.surface};overflow:hidden}
.mff-list>li+li{border-top:1px solid ${palette.divider}}
.mff-row{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:2px 12px;width:100%;padding:12px 14px;border:0;background:none;text-align:left;font:inherit;color:inherit;cursor:pointer}
.mff-row:focus-visible{outline:2px solid ${palette.focusRing};outline-offset:-2px}
.mff-row-guest{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.mff-row-amount{font-weight:700;text-align:right}
.mff-row-meta{font-size:${fontSize.note}px;color:${palette.textSecondary}}
.mff-detail{padding:4px 14px 14px;display:grid;gap:10px;background:${palette.readOnlyBackground}}
.mff-detail dl{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:4px 12px;margin:0;font-size:${fontSize.small}px}
.mff-detail dt{color:${palette.textSecondary}}
.mff-detail dd{margin:0;text-align:right}
.mff-detail .mff-net{font-weight:700;color:${palette.text}}
.mff-detail h4{margin:4px 0 0;font-size:${fontSize.small}px}
.mff-status{display:inline-block;padding:0 8px;border-radius:10px;font-size:${fontSize.caption}px;font-weight:600;line-height:20px;white-space:nowrap}
.mff-status-pago{background:${tones.success.background};color:${tones.success.text}}
.mff-status-hospedando{background:${tones.info.background};color:${tones.info.text}}
.mff-status-agendado{background:${tones.warning.background};color:${tones.warning.text}}
.mff-status-pendente{background:${tones.danger.background};color:${tones.danger.text}}
.mff-status-futuro{background:${tones.neutral.background};color:${tones.neutral.text}}
.mff-segmented{display:inline-flex;flex-wrap:wrap;gap:4px;padding:3px;border-radius:10px;background:${palette.divider}}
.mff-segmented>button{min-height:${controlHeight.touch}px;padding:2px 12px;border:0;border-radius:8px;background:none;font:inherit;font-size:${fontSize.small}px;cursor:pointer;color:${palette.text}}
.mff-segmented>button[aria-checked="true"]{background:${palette.surface};box-shadow:${elevation.raised};font-weight:600}
.mff-switch{display:inline-flex;align-items:center;gap:8px;font-size:${fontSize.small}px;cursor:pointer}
.mff-switch input{width:36px;height:20px;accent-color:${palette.brand};margin:0}
.mff-chart-controls{display:grid;gap:10px;margin-bottom:12px}
.mff-chart-box{position:relative}
.mff-chart-empty{display:grid;place-items:center;align-content:center;gap:4px;min-height:260px;text-align:center;color:${palette.textSecondary}}
.mff-chart-empty strong{color:${palette.text}}
.mff-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.mff-export{display:grid;gap:12px}
.mff-export-row{display:grid;gap:8px;grid-template-columns:minmax(0,1fr) auto;align-items:end}
.mff-section-title{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 0 8px;font-size:${fontSize.heading}px;font-weight:${fontWeight.heading}}
/* A text link in a card's header ('Ver análise completa') is a thumb's tap: 44 px high, its words where they were. */
.mff-card-link{display:inline-flex;align-items:center;min-height:${controlHeight.touch}px;padding:0 4px;margin:-${(controlHeight.touch - 24) / 2}px -4px}
.mff-tabs{display:flex;gap:4px;border-bottom:1px solid ${palette.divider};margin:0 0 12px;overflow-x:auto}
.mff-tabs>button{flex:1 0 auto;min-height:${controlHeight.touch}px;padding:8px;border:0;border-bottom:2px solid transparent;background:none;font:inherit;font-size:${fontSize.small}px;cursor:pointer;color:${palette.textSecondary}}
.mff-tabs>button[aria-selected="true"]{border-bottom-color:${palette.brand};color:${palette.brandActive};font-weight:600}
.mff-table{width:100%;border-collapse:collapse;font-size:${fontSize.small}px}
.mff-table th,.mff-table td{padding:8px 6px;text-align:right;border-bottom:1px solid ${palette.divider};white-space:nowrap}
.mff-table th:first-child,.mff-table td:first-child{text-align:left;white-space:normal}
/* Headings wrap ('Últimos 30 dias'), figures never do. Where the columns do not fit (a phone), they scroll under the
   indicator's name, which stays in place with a rule at its edge. */
.mff-table th{white-space:normal;vertical-align:bottom}
.mff-table th:first-child,.mff-table td:first-child{position:sticky;left:0;z-index:1;background:${palette.surface};box-shadow:inset -1px 0 0 ${palette.divider}}
.mff-table-scroll{overflow-x:auto}
.mff-table-scroll:focus-visible{outline:2px solid ${palette.focusRing};outline-offset:2px}
`;

export function FinanceStyle() {
  return <PortalStyle name="mf-finance" css={CSS} />;
}
