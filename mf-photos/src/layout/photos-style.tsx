import { palette, PortalStyle } from '@portal/shared/ui';

// The photo screens' own look, mobile first (390 px wide): one column of cards, choice tiles big enough
// for a thumb, two-up and six-up grids only where the width allows. Radios and checkboxes are native
// inputs laid over their tile, so the whole tile is the target and keyboards and screen readers get
// real controls.
const CSS = `
.mfph-stack{display:grid;grid-template-columns:minmax(0,1fr);gap:16px}
.mfph-section-title{margin:0 0 10px;font-size:16px;font-weight:650;color:${palette.text}}
.mfph-muted{color:${palette.textSecondary}}
.mfph-small{font-size:13px}
.mfph-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:10px}
.mfph-bullets{margin:0;padding-left:20px;display:grid;gap:6px;line-height:1.5}
.mfph-row{display:flex;align-items:flex-start;gap:12px}
.mfph-row>.mfph-grow{flex:1;min-width:0}
.mfph-icon{flex:none;display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:10px;background:#eaf3f1;color:${palette.brand};font-size:18px}
.mfph-actions{display:flex;flex-wrap:wrap;gap:8px}
.mfph-actions-end{justify-content:flex-end}
.mfph-sticky{position:sticky;bottom:72px;z-index:2;padding:12px 0 4px;background:linear-gradient(rgba(245,247,246,0),#f5f7f6 24%)}
.mfph-grid-2{display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
@media (min-width:640px){.mfph-grid-2{grid-template-columns:repeat(2,minmax(0,1fr))}.mfph-sticky{position:static;background:none}}
.mfph-choices{border:0;margin:0;padding:0;min-width:0}
.mfph-date-grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px}
@media (min-width:640px){.mfph-date-grid{grid-template-columns:repeat(6,minmax(0,1fr))}}
.mfph-slot-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
.mfph-tile{position:relative;display:block;min-width:0}
.mfph-tile>input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer;z-index:1}
.mfph-tile>input:disabled{cursor:not-allowed}
.mfph-tile-body{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;box-sizing:border-box;height:100%;min-height:72px;padding:10px 6px;border:1.5px solid ${palette.border};border-radius:12px;background:#fff;text-align:center;line-height:1.25;transition:border-color .15s,background-color .15s}
.mfph-tile-body.mfph-tile-left{align-items:flex-start;text-align:left;padding:14px}
.mfph-tile:hover>.mfph-tile-body{border-color:${palette.brandHover}}
.mfph-tile>input:checked+.mfph-tile-body{border-color:${palette.brand};background:#eaf3f1;box-shadow:0 0 0 1px ${palette.brand} inset}
.mfph-tile>input:focus-visible+.mfph-tile-body{outline:3px solid rgba(15,107,92,.35);outline-offset:2px}
.mfph-tile>input:disabled+.mfph-tile-body{background:${palette.readOnlyBackground};color:${palette.textDisabled};border-style:dashed}
.mfph-tile-dim>.mfph-tile-body{opacity:.6}
.mfph-tile-body.mfph-tile-row{flex-direction:row;align-items:center;justify-content:flex-start;gap:12px;padding:12px;text-align:left}
.mfph-tile-text{display:flex;flex-direction:column;gap:2px;min-width:0;flex:1 1 auto}
.mfph-thumb{flex:none;display:flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:10px;overflow:hidden;background:${palette.readOnlyBackground};color:${palette.textSecondary};font-size:24px}
.mfph-thumb>img{display:block;width:100%;height:100%;object-fit:cover}
.mfph-tile-weekday{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:${palette.textSecondary}}
.mfph-tile-day{font-size:22px;font-weight:700;color:${palette.text}}
.mfph-tile-month{font-size:13px;color:${palette.textSecondary}}
.mfph-tile-title{font-weight:650;font-size:16px}
.mfph-check{display:flex;align-items:center;gap:12px;min-height:44px;padding:8px 12px;border:1px solid ${palette.surfaceBorder};border-radius:10px;background:#fff;cursor:pointer}
.mfph-check>input{width:20px;height:20px;margin:0;accent-color:${palette.brand};flex:none}
.mfph-check-done{background:#f0f9f3;border-color:#b9e2c8}
.mfph-summary{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr)}
.mfph-summary>li{display:flex;align-items:flex-start;gap:12px;padding:12px 0;border-bottom:1px solid ${palette.divider}}
.mfph-summary>li:first-child{padding-top:0}
.mfph-summary>li:last-child{border-bottom:0;padding-bottom:0}
.mfph-summary-term{display:block;font-size:13px;color:${palette.textSecondary};margin-bottom:2px}
.mfph-summary-value{display:block;font-weight:550;overflow-wrap:anywhere}
.mfph-badge{display:inline-flex;align-items:center;gap:6px;padding:2px 10px;border-radius:999px;font-size:13px;font-weight:600;line-height:20px;white-space:nowrap;border:1px solid}
.mfph-stars{display:flex;gap:4px}
.mfph-star{position:relative;display:inline-flex}
.mfph-star>input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.mfph-star-glyph{font-size:40px;line-height:1;color:#d9dedd;transition:color .1s,transform .1s}
.mfph-star-on .mfph-star-glyph{color:#f5a524}
.mfph-star>input:focus-visible+.mfph-star-glyph{outline:3px solid rgba(15,107,92,.35);border-radius:6px}
.mfph-counter{text-align:right;font-size:13px;color:${palette.textSecondary};margin-top:4px}
`;

export function PhotosStyle() {
  return <PortalStyle name="mf-photos" css={CSS} />;
}
