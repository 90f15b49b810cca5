import { fontSize, fontWeight, iconSize, palette, PortalStyle, tones } from '@portal/shared/ui';

// The photo screens' own look, mobile first (390 px wide): one column of cards, choice tiles big enough
// for a thumb, two-up and six-up grids only where the width allows. Radios and checkboxes are native
// inputs laid over their tile, so the whole tile is the target and keyboards and screen readers get
// real controls.
const CSS = `
.mfph-stack{display:grid;grid-template-columns:minmax(0,1fr);gap:16px}
.mfph-section-title{margin:0 0 10px;font-size:${fontSize.heading}px;font-weight:${fontWeight.heading};color:${palette.text}}
.mfph-muted{color:${palette.textSecondary}}
.mfph-small{font-size:${fontSize.note}px}
.mfph-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:10px}
.mfph-bullets{margin:0;padding-left:20px;display:grid;gap:6px;line-height:1.5}
.mfph-row{display:flex;align-items:flex-start;gap:12px}
.mfph-row>.mfph-grow{flex:1;min-width:0}
.mfph-icon{flex:none;display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:10px;background:${tones.brand.background};color:${palette.brand};font-size:${iconSize.small}px}
.mfph-actions{display:flex;flex-wrap:wrap;gap:8px}
.mfph-actions-end{justify-content:flex-end}
/* Buttons that share the row while both fit, each on a row of its own when they do not (a 360 px phone). */
.mfph-actions-fill>.portal-btn{flex:1 1 auto;width:auto}
.mfph-sticky{position:sticky;bottom:72px;z-index:2;padding:12px 0 4px;background:linear-gradient(transparent,${palette.page} 24%)}
.mfph-grid-2{display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
@media (min-width:640px){.mfph-grid-2{grid-template-columns:repeat(2,minmax(0,1fr))}.mfph-sticky{position:static;background:none}}
.mfph-choices{border:0;margin:0;padding:0;min-width:0}
.mfph-date-grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px}
@media (min-width:640px){.mfph-date-grid{grid-template-columns:repeat(6,minmax(0,1fr))}}
.mfph-slot-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
.mfph-tile{position:relative;display:block;min-width:0}
.mfph-tile>input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer;z-index:1}
.mfph-tile>input:disabled{cursor:not-allowed}
.mfph-tile-body{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;box-sizing:border-box;height:100%;min-height:72px;padding:10px 6px;border:1.5px solid ${palette.border};border-radius:12px;background:${palette.surface};text-align:center;line-height:1.25;transition:border-color .15s,background-color .15s}
.mfph-tile-body.mfph-tile-left{align-items:flex-start;text-align:left;padding:14px}
.mfph-tile:hover>.mfph-tile-body{border-color:${palette.brandHover}}
.mfph-tile>input:checked+.mfph-tile-body{border-color:${palette.brand};background:${tones.brand.background};box-shadow:0 0 0 1px ${palette.brand} inset}
.mfph-tile>input:focus-visible+.mfph-tile-body{outline:3px solid ${palette.focusRing};outline-offset:2px}
.mfph-tile>input:disabled+.mfph-tile-body{background:${palette.readOnlyBackground};color:${palette.textDisabled};border-style:dashed}
.mfph-tile-dim>.mfph-tile-body{border-style:dashed;background:${palette.readOnlyBackground}}
.mfph-tile-body.mfph-tile-row{flex-direction:row;align-items:center;justify-content:flex-start;gap:12px;padding:12px;text-align:left}
.mfph-tile-text{display:flex;flex-direction:column;gap:2px;min-width:0;flex:1 1 auto}
.mfph-thumb{flex:none;display:flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:10px;overflow:hidden;background:${palette.readOnlyBackground};color:${palette.textSecondary};font-size:${iconSize.large}px}
.mfph-thumb>img{display:block;width:100%;height:100%;object-fit:cover}
.mfph-tile-weekday{font-size:${fontSize.caption}px;text-transform:uppercase;letter-spacing:.04em;color:${palette.textSecondary}}
.mfph-tile-day{font-size:${fontSize.title}px;font-weight:700;color:${palette.text}}
.mfph-tile-month{font-size:${fontSize.note}px;color:${palette.textSecondary}}
.mfph-tile-title{font-weight:650;font-size:${fontSize.large}px}
.mfph-check{display:flex;align-items:center;gap:12px;min-height:44px;padding:8px 12px;border:1px solid ${palette.surfaceBorder};border-radius:10px;background:${palette.surface};cursor:pointer}
.mfph-check>input{width:20px;height:20px;margin:0;accent-color:${palette.brand};flex:none}
.mfph-check-done{background:${tones.success.tint};border-color:${tones.success.border}}
.mfph-summary{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr)}
.mfph-summary>li{display:flex;align-items:flex-start;gap:12px;padding:12px 0;border-bottom:1px solid ${palette.divider}}
.mfph-summary>li:first-child{padding-top:0}
.mfph-summary>li:last-child{border-bottom:0;padding-bottom:0}
.mfph-summary-term{display:block;font-size:${fontSize.note}px;color:${palette.textSecondary};margin-bottom:2px}
.mfph-summary-value{display:block;font-weight:550;overflow-wrap:anywhere}
.mfph-badge{display:inline-flex;align-items:center;gap:6px;padding:2px 10px;border-radius:999px;font-size:${fontSize.note}px;font-weight:600;line-height:20px;white-space:nowrap;border:1px solid}
.mfph-stars{display:flex;gap:4px}
.mfph-star{position:relative;display:inline-flex}
.mfph-star>input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.mfph-star-glyph{font-size:${iconSize.xlarge}px;line-height:1;color:${palette.ratingOff};transition:color .1s,transform .1s}
.mfph-star-on .mfph-star-glyph{color:${palette.ratingOn}}
.mfph-star>input:focus-visible+.mfph-star-glyph{outline:3px solid ${palette.focusRing};border-radius:6px}
.mfph-counter{text-align:right;font-size:${fontSize.note}px;color:${palette.textSecondary};margin-top:4px}
`;

export function PhotosStyle() {
  return <PortalStyle name="mf-photos" css={CSS} />;
}
