import { monthName } from '@portal/shared/format';
import { Button, elevation, fontSize, palette, PortalStyle, tones } from '@portal/shared/ui';
import { LeftOutlined, RightOutlined } from '@portal/shared/icons';
import { SELECTION_MODE_LABELS, type SelectionMode } from './day-selection';
import { CALENDAR_LEGEND, monthTitle, WEEKDAY_HEADERS, type CalendarDay, type DayKind, type MonthRef } from './month-grid';

/** A day as the grid draws it. */
export interface GridCell extends CalendarDay {
  selected: boolean;
  /** A personal block from today on: tapping it offers to remove it. */
  removable: boolean;
  today: boolean;
}

const KIND_LABELS: Record<DayKind, string> = {
  booking: CALENDAR_LEGEND.booking,
  blocked: CALENDAR_LEGEND.blocked,
  available: CALENDAR_LEGEND.available,
  past: 'Indisponível',
};

const MONTH_CALENDAR_TEXTS = {
  previous: 'Mês anterior',
  next: 'Próximo mês',
  modeLabel: 'Como selecionar',
  rangeHint: 'Toque no primeiro e no último dia do período.',
  rangeEndHint: 'Agora toque no último dia do período.',
  singleHint: 'Toque nos dias livres para selecioná-los.',
  beyondYear: 'Livre, bloqueio possível até um ano à frente',
} as const;

const CSS = `
.mfc-cal{background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:14px;padding:12px}
.mfc-cal-head{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-bottom:8px}
.mfc-cal-title{margin:0;font-size:${fontSize.heading}px;font-weight:650;color:${palette.text};text-align:center;flex:1}
.mfc-cal-modes{display:grid;grid-template-columns:1fr 1fr;gap:0;margin:0 0 6px;padding:3px;border:0;border-radius:10px;background:${palette.readOnlyBackground}}
.mfc-cal-mode{position:relative;display:block}
.mfc-cal-mode>input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.mfc-cal-mode>span{display:block;padding:7px 4px;border-radius:8px;text-align:center;font-size:${fontSize.small}px;color:${palette.textSecondary}}
.mfc-cal-mode>input:checked+span{background:${palette.surface};color:${palette.text};font-weight:600;box-shadow:${elevation.raised}}
.mfc-cal-mode>input:focus-visible+span{outline:2px solid ${palette.brand}}
.mfc-cal-hint{margin:0 0 8px;font-size:${fontSize.note}px;color:${palette.textSecondary};text-align:center}
.mfc-cal-grid{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:4px;max-width:34rem;margin:0 auto}
/* A day fills its column (on a wide screen too), so every week is as tall as the first and each day sits under its weekday; 44 px at least, for a thumb. */
.mfc-cal-grid [role=gridcell]>.mfc-cal-day{width:100%;min-width:44px}
.mfc-cal-weekday{padding:4px 0;text-align:center;font-size:${fontSize.caption}px;font-weight:600;color:${palette.textSecondary}}
.mfc-cal-day{position:relative;display:flex;align-items:center;justify-content:center;min-height:44px;aspect-ratio:1/1;box-sizing:border-box;margin:0;padding:0;border:1.5px solid transparent;border-radius:10px;font:inherit;font-size:${fontSize.body}px;font-weight:600;background:none;color:${palette.text}}
.mfc-cal-day:disabled{cursor:default}
button.mfc-cal-day:not(:disabled){cursor:pointer}
.mfc-cal-day:focus-visible{outline:2px solid ${palette.brand};outline-offset:1px}
.mfc-cal-day.is-outside{color:${palette.textDisabled};font-weight:400}
.mfc-cal-day.is-available{background:${tones.success.background};color:${tones.success.text}}
button.mfc-cal-day.is-available:hover{border-color:${palette.success}}
.mfc-cal-day.is-booking{background:${tones.info.background};color:${tones.info.text}}
.mfc-cal-day.is-blocked{background:${tones.warning.background};color:${tones.warning.text}}
button.mfc-cal-day.is-blocked:hover{border-color:${palette.warning}}
.mfc-cal-day.is-past{color:${palette.textDisabled};font-weight:400;text-decoration:line-through}
.mfc-cal-day.is-past.is-booking,.mfc-cal-day.is-past.is-blocked{opacity:.55;text-decoration:none}
.mfc-cal-day.is-selected{background:${palette.brand};color:${palette.onColour};border-color:${palette.brand}}
.mfc-cal-day.is-today::after{content:'';position:absolute;bottom:5px;left:50%;width:5px;height:5px;margin-left:-2.5px;border-radius:50%;background:currentColor}
.mfc-legend{display:flex;flex-wrap:wrap;gap:6px 16px;margin:12px 0 0;padding:0;list-style:none;font-size:${fontSize.note}px;color:${palette.textSecondary}}
.mfc-legend li{display:inline-flex;align-items:center;gap:6px}
.mfc-legend i{display:inline-block;width:14px;height:14px;border-radius:4px}
`;

interface Props {
  month: MonthRef;
  cells: GridCell[];
  mode: SelectionMode;
  /** A period's first day is marked and its last is awaited. */
  awaitingRangeEnd: boolean;
  /** While a save is on its way no day can be tapped. */
  disabled?: boolean;
  onPreviousMonth: () => void;
  onNextMonth: () => void;
  onModeChange: (mode: SelectionMode) => void;
  onTapDay: (cell: GridCell) => void;
}

function dayLabel(cell: GridCell): string {
  const state = cell.selected
    ? 'Selecionado'
    : cell.kind === 'blocked' && cell.removable
      ? `${KIND_LABELS.blocked}, toque para remover`
      : cell.kind === 'available' && !cell.selectable
        ? MONTH_CALENDAR_TEXTS.beyondYear
        : KIND_LABELS[cell.kind];
  return `${cell.dayOfMonth} de ${monthName(Number(cell.date.slice(5, 7)))}${cell.today ? ' (hoje)' : ''}: ${state}`;
}

/** The month grid: Sunday first, six weeks of seven days, each day in its colour, free ones tappable. */
export function MonthCalendar({ month, cells, mode, awaitingRangeEnd, disabled = false, onPreviousMonth, onNextMonth, onModeChange, onTapDay }: Props) {
  const title = monthTitle(month);
  const hint = mode === 'single' ? MONTH_CALENDAR_TEXTS.singleHint : awaitingRangeEnd ? MONTH_CALENDAR_TEXTS.rangeEndHint : MONTH_CALENDAR_TEXTS.rangeHint;
  return (
    <section className="mfc-cal" aria-label={`Calendário de ${title}`}>
      <PortalStyle name="mf-calendar-month" css={CSS} />
      <div className="mfc-cal-head">
        <Button type="text" icon={<LeftOutlined />} aria-label={MONTH_CALENDAR_TEXTS.previous} onClick={onPreviousMonth} />
        <h2 className="mfc-cal-title" aria-live="polite">
          {title}
        </h2>
        <Button type="text" icon={<RightOutlined />} aria-label={MONTH_CALENDAR_TEXTS.next} onClick={onNextMonth} />
      </div>
      <fieldset className="mfc-cal-modes">
        <legend className="portal-visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {MONTH_CALENDAR_TEXTS.modeLabel}
        </legend>
        {(['single', 'range'] as const).map((value) => (
          <label key={value} className="mfc-cal-mode">
            <input type="radio" name="mfc-selection-mode" value={value} checked={mode === value} onChange={() => onModeChange(value)} />
            <span>{SELECTION_MODE_LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      <p className="mfc-cal-hint">{hint}</p>
      <div className="mfc-cal-grid" role="grid" aria-label={title}>
        <div role="row" style={{ display: 'contents' }}>
          {WEEKDAY_HEADERS.map((weekday) => (
            <div key={weekday} role="columnheader" className="mfc-cal-weekday">
              {weekday}
            </div>
          ))}
        </div>
        {Array.from({ length: cells.length / 7 }, (_, week) => (
          <div key={week} role="row" style={{ display: 'contents' }}>
            {cells.slice(week * 7, week * 7 + 7).map((cell) =>
              cell.inMonth ? (
                <div key={cell.date} role="gridcell">
                  <button
                    type="button"
                    className={`mfc-cal-day is-${cell.kind}${cell.selected ? ' is-selected' : ''}${cell.today ? ' is-today' : ''}`}
                    aria-label={dayLabel(cell)}
                    aria-pressed={cell.selectable || cell.selected ? cell.selected : undefined}
                    disabled={disabled || !(cell.selectable || cell.selected || cell.removable)}
                    data-date={cell.date}
                    onClick={() => onTapDay(cell)}
                  >
                    {cell.dayOfMonth}
                  </button>
                </div>
              ) : (
                // Days of the months around are left blank, as in the date field's calendar: a faded number
                // would not read, and a row of them would be a row with no cells for a screen reader.
                <div key={cell.date} role="gridcell" className="mfc-cal-day is-outside" />
              ),
            )}
          </div>
        ))}
      </div>
      <ul className="mfc-legend" aria-label="Legenda">
        <li>
          <i style={{ background: tones.info.background, border: `1px solid ${tones.info.border}` }} />
          {CALENDAR_LEGEND.booking}
        </li>
        <li>
          <i style={{ background: tones.warning.background, border: `1px solid ${tones.warning.border}` }} />
          {CALENDAR_LEGEND.blocked}
        </li>
        <li>
          <i style={{ background: tones.success.background, border: `1px solid ${tones.success.border}` }} />
          {CALENDAR_LEGEND.available}
        </li>
      </ul>
    </section>
  );
}
