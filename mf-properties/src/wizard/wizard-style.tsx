import { controlHeight, fontSize, fontWeight, palette, PortalStyle, radius, tones } from '@portal/shared/ui';

// The wizard's own controls: choice cards, checklists, count fields and chips. Native inputs keep the
// wizard's route free of antd's runtime; the look follows shared/ui's fields (10 px corners, brand focus ring).
const CSS = `
.pw-section{margin:0 0 20px;padding:0;border:0;min-width:0}
.pw-section>legend,.pw-section-title{display:block;padding:0;margin:0 0 10px;font-size:${fontSize.heading}px;font-weight:${fontWeight.heading};color:${palette.text}}
.pw-section-hint{margin:-6px 0 10px;font-size:${fontSize.small}px;color:${palette.textSecondary};line-height:1.5}
.pw-required{color:${palette.danger};margin-left:4px}
.pw-choices{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,140px),1fr));gap:8px;border-radius:12px}
.pw-choice{position:relative;display:flex;flex-direction:column;gap:2px;min-width:0;padding:12px 10px 12px 38px;border:1px solid ${palette.border};border-radius:12px;background:${palette.surface};cursor:pointer;transition:border-color .2s,box-shadow .2s,background-color .2s;min-height:48px;box-sizing:border-box}
.pw-choice:hover{border-color:${palette.brandHover}}
.pw-choice input{position:absolute;left:12px;top:15px;width:18px;height:18px;margin:0;accent-color:${palette.brand}}
.pw-choice:focus-within{box-shadow:0 0 0 3px ${palette.focusRing}}
.pw-choice-checked{border-color:${palette.brand};background:${palette.brandWash}}
/* A long word ('Apartamento' on a 360 px phone) breaks inside its tile rather than spilling out of it. */
.pw-choice-label{font-weight:600;color:${palette.text};line-height:1.4;overflow-wrap:anywhere;hyphens:auto}
.pw-choice-hint{font-size:${fontSize.note}px;color:${palette.textSecondary};line-height:1.4}
.pw-invalid .pw-choice{border-color:${palette.danger}}
.pw-error{margin-top:6px;font-size:${fontSize.note}px;color:${palette.danger}}
/* minmax(0,1fr): a column is never wider than its share because of a field's own minimum width
   (Banheiros and Área ran 9 px past the card on a 390 px phone). */
.pw-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:0 12px}
.pw-grid>*{min-width:0}
@media (min-width:560px){.pw-grid-2{grid-template-columns:repeat(2,minmax(0,1fr))}.pw-grid-3{grid-template-columns:repeat(3,minmax(0,1fr))}.pw-span-2{grid-column:span 2}}
.pw-grid-counts{grid-template-columns:repeat(2,minmax(0,1fr))}
@media (min-width:560px){.pw-grid-counts{grid-template-columns:repeat(4,minmax(0,1fr))}}
.pw-check{display:flex;align-items:center;gap:10px;min-height:44px;padding:0 4px;cursor:pointer;color:${palette.text}}
.pw-check input{width:18px;height:18px;margin:0;flex:none;accent-color:${palette.brand}}
.pw-checklist{display:grid;grid-template-columns:1fr;gap:0 12px}
@media (min-width:480px){.pw-checklist{grid-template-columns:1fr 1fr}}
.pw-invalid.pw-checklist,.pw-invalid .pw-checklist{outline:1px solid ${palette.danger};outline-offset:4px;border-radius:8px}
.pw-chips{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0 0;padding:0;list-style:none}
.pw-chip{display:inline-flex;align-items:center;gap:4px;padding:2px 4px 2px 12px;border-radius:16px;background:${palette.brandWash};color:${palette.brandActive};font-size:${fontSize.small}px}
.pw-chip button{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border:0;border-radius:50%;background:none;color:inherit;cursor:pointer;font-size:${fontSize.small}px}
.pw-chip button:hover{background:${palette.fieldFocus}}
.pw-chip button:focus-visible{outline:2px solid ${palette.focusRing}}
.pw-add-row{display:flex;gap:8px;align-items:stretch}
.pw-add-row>input{flex:1;min-width:0}
.pw-counter{display:flex;justify-content:flex-end;margin-top:4px;font-size:${fontSize.note}px;color:${palette.textSecondary}}
.pw-counter-short{color:${tones.warning.text}}
.pw-counter-ok{color:${tones.success.text}}
.pw-note{display:flex;gap:10px;align-items:flex-start;padding:12px 14px;border-radius:12px;background:${palette.brandWash};color:${palette.text};font-size:${fontSize.small}px;line-height:1.5}
.pw-note .anticon{color:${palette.brand};margin-top:3px}
.pw-stepper{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:0 0 16px;padding:0;list-style:none}
.pw-stepper li{display:flex;flex-direction:column;gap:6px;font-size:${fontSize.note}px;color:${palette.textSecondary}}
.pw-stepper li::before{content:'';display:block;height:4px;border-radius:2px;background:${palette.brandTrack}}
.pw-stepper li.pw-step-done::before,.pw-stepper li.pw-step-current::before{background:${palette.brand}}
.pw-stepper li.pw-step-current{color:${palette.text};font-weight:600}
.pw-actions{position:sticky;bottom:0;z-index:1;display:flex;gap:8px;justify-content:space-between;padding:12px 0;margin-top:8px;background:linear-gradient(transparent,${palette.surface} 16px)}
.pw-actions .portal-btn{flex:1}
@media (min-width:560px){.pw-actions{justify-content:flex-end}.pw-actions .portal-btn{flex:none;min-width:140px}}
.pw-indicator{display:inline-flex;align-items:center;gap:8px;min-height:28px;padding:2px 12px;border-radius:14px;font-size:${fontSize.note}px;line-height:1.3}
.pw-indicator-saving,.pw-indicator-saved{background:${palette.brandWash};color:${palette.brandActive}}
.pw-indicator-error{background:${tones.danger.tint};color:${palette.danger}}
.pw-photos{display:grid;gap:12px}
.pw-photo-slot{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;min-height:120px;padding:16px;border:1px dashed ${palette.border};border-radius:12px;background:${palette.readOnlyBackground};color:${palette.textSecondary};text-align:center;font-size:${fontSize.small}px}
.pw-photo-retry{min-height:${controlHeight.middle}px;padding:0 14px;border:1px solid ${palette.brand};border-radius:${radius.control}px;background:${palette.surface};color:${palette.brand};font-weight:600;cursor:pointer}
.pw-tips{margin:0;padding-left:20px;font-size:${fontSize.small}px;line-height:1.6;color:${palette.text}}
`;

export function WizardStyle() {
  return <PortalStyle name="property-wizard" css={CSS} />;
}
