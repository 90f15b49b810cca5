import { palette, PortalStyle } from '@portal/shared/ui';

// Phone first: one column of cards and rows; from 640 px the summary cards sit two by two, from 960 px four in a row.
const CSS = `
.mff-stack{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;min-width:0}
.mff-cards{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;padding:0;list-style:none}
@media (min-width:960px){.mff-cards{grid-template-columns:repeat(4,minmax(0,1fr))}}
.mff-card{box-sizing:border-box;min-width:0;padding:12px;background:#fff;border:1px solid ${palette.surfaceBorder};border-radius:12px}
.mff-card-label{font-size:13px;color:${palette.textSecondary};display:flex;align-items:center;gap:6px}
.mff-card-value{font-size:20px;font-weight:700;line-height:30px;min-height:30px;overflow-wrap:anywhere}
.mff-card-note{font-size:12px;color:${palette.textSecondary}}
.mff-card-brand .mff-card-value{color:${palette.brand}}
.mff-rates{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;padding:0;list-style:none}
.mff-chips{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;border:0}
.mff-chips>legend{padding:0;margin:0 0 6px;font-size:13px;font-weight:600;color:${palette.text}}
.mff-chip{min-height:36px;padding:4px 12px;border:1px solid ${palette.border};border-radius:18px;background:#fff;color:${palette.text};font:inherit;font-size:14px;cursor:pointer}
.mff-chip[aria-pressed="true"],.mff-chip[aria-checked="true"]{border-color:${palette.brand};background:#e8f2ef;color:${palette.brandActive};font-weight:600}
.mff-chip:focus-visible{outline:2px solid rgba(15,107,92,.35);outline-offset:1px}
.mff-chip:disabled{opacity:.5;cursor:not-allowed}
.mff-field{display:grid;gap:4px;font-size:13px;font-weight:600;min-width:0}
.mff-select{box-sizing:border-box;width:100%;min-height:40px;padding:6px 11px;font:inherit;font-size:16px;font-weight:400;color:${palette.text};background:#fff;border:1px solid ${palette.border};border-radius:10px}
.mff-select:focus{border-color:${palette.brand};box-shadow:0 0 0 2px rgba(15,107,92,.15);outline:0}
.mff-field-error{font-weight:400;color:${palette.danger};font-size:13px}
.mff-filters{display:grid;gap:14px}
.mff-dates{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr))}
.mff-list{margin:0;padding:0;list-style:none;border:1px solid ${palette.surfaceBorder};border-radius:12px;background:#fff;overflow:hidden}
.mff-list>li+li{border-top:1px solid ${palette.divider}}
.mff-row{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:2px 12px;width:100%;padding:12px 14px;border:0;background:none;text-align:left;font:inherit;color:inherit;cursor:pointer}
.mff-row:focus-visible{outline:2px solid rgba(15,107,92,.35);outline-offset:-2px}
.mff-row-guest{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.mff-row-amount{font-weight:700;text-align:right}
.mff-row-meta{font-size:13px;color:${palette.textSecondary}}
.mff-detail{padding:4px 14px 14px;display:grid;gap:10px;background:#fafcfb}
.mff-detail dl{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:4px 12px;margin:0;font-size:14px}
.mff-detail dt{color:${palette.textSecondary}}
.mff-detail dd{margin:0;text-align:right}
.mff-detail .mff-net{font-weight:700;color:${palette.text}}
.mff-detail h4{margin:4px 0 0;font-size:14px}
.mff-status{display:inline-block;padding:0 8px;border-radius:10px;font-size:12px;font-weight:600;line-height:20px;white-space:nowrap}
.mff-status-pago{background:#e3f4ea;color:#1e7a45}
.mff-status-hospedando{background:#e4eefb;color:#1f5fae}
.mff-status-agendado{background:#fdf1e1;color:#9a5a12}
.mff-status-pendente{background:#fbe6e4;color:#a3322a}
.mff-status-futuro{background:#eef1f0;color:#4d5b57}
.mff-segmented{display:inline-flex;flex-wrap:wrap;gap:4px;padding:3px;border-radius:10px;background:#eef2f1}
.mff-segmented>button{min-height:32px;padding:2px 12px;border:0;border-radius:8px;background:none;font:inherit;font-size:14px;cursor:pointer;color:${palette.text}}
.mff-segmented>button[aria-checked="true"]{background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.12);font-weight:600}
.mff-switch{display:inline-flex;align-items:center;gap:8px;font-size:14px;cursor:pointer}
.mff-switch input{width:36px;height:20px;accent-color:${palette.brand};margin:0}
.mff-chart-controls{display:grid;gap:10px;margin-bottom:12px}
.mff-chart-box{position:relative}
.mff-chart-empty{display:grid;place-items:center;align-content:center;gap:4px;min-height:260px;text-align:center;color:${palette.textSecondary}}
.mff-chart-empty strong{color:${palette.text}}
.mff-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.mff-export{display:grid;gap:12px}
.mff-export-row{display:grid;gap:8px;grid-template-columns:minmax(0,1fr) auto;align-items:end}
.mff-section-title{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 0 8px;font-size:16px;font-weight:650}
.mff-tabs{display:flex;gap:4px;border-bottom:1px solid ${palette.divider};margin:0 0 12px;overflow-x:auto}
.mff-tabs>button{flex:none;padding:8px 12px;border:0;border-bottom:2px solid transparent;background:none;font:inherit;font-size:14px;cursor:pointer;color:${palette.textSecondary}}
.mff-tabs>button[aria-selected="true"]{border-bottom-color:${palette.brand};color:${palette.brandActive};font-weight:600}
.mff-table{width:100%;border-collapse:collapse;font-size:14px}
.mff-table th,.mff-table td{padding:8px 6px;text-align:right;border-bottom:1px solid ${palette.divider};white-space:nowrap}
.mff-table th:first-child,.mff-table td:first-child{text-align:left;white-space:normal}
.mff-table-scroll{overflow-x:auto}
`;

export function FinanceStyle() {
  return <PortalStyle name="mf-finance" css={CSS} />;
}
