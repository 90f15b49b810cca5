import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { formatCalendarDate, parseBrDate } from '../format/calendar-date';
import { MONTH_NAMES } from '../format/months';
import { Button } from './button';
import { calendarDayLabel, calendarMonthDays, calendarStartMonth, calendarYears, maskBrDate } from './date-calendar';
import { Input } from './input';
import { controlHeight, palette } from './palette';
import { PortalStyle } from './portal-style';

export interface DateFieldProps {
  id: string;
  name?: string;
  /** The text shown: 'dd/mm/aaaa' as typed so far, or ''. */
  value: string;
  /** Told of every change, typed (masked as it is typed) or picked in the calendar. */
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** The first and the last day that may be picked ('yyyy-MM-dd'); the calendar's years run between them. */
  min: string;
  max: string;
  /** The day whose month the calendar opens on when the text is not a date in range ('yyyy-MM-dd'). */
  openOn: string;
  /** The calendar's name for screen readers ('Calendário de data de nascimento'). */
  calendarLabel: string;
  initiallyOpen?: boolean;
  autoComplete?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

const WEEKDAYS = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'];
/** Space kept between the calendar and the screen's edges. */
const EDGE_PX = 8;

// The calendar button is a finger's 44 px square; its negative margins keep the field at its 40 px.
const CSS = `
.portal-date{position:relative;min-width:0}
.portal-date .portal-date-toggle{min-width:${controlHeight.touch}px;min-height:${controlHeight.touch}px;margin:-3px -11px -3px 0}
.portal-date-cal{position:absolute;top:calc(100% + 4px);left:0;z-index:30;box-sizing:border-box;width:min(320px,calc(100vw - ${2 * EDGE_PX}px));border:1px solid ${palette.surfaceBorder};border-radius:12px;padding:12px;background:#fff;box-shadow:0 6px 20px rgba(0,0,0,.12);font-weight:400}
.portal-date-head{display:grid;grid-template-columns:minmax(0,1fr) 96px;gap:8px;margin-bottom:8px}
.portal-date-head select{box-sizing:border-box;width:100%;min-height:40px;padding:6px 8px;font:inherit;font-size:16px;color:${palette.text};background:${palette.surface};border:1px solid ${palette.border};border-radius:10px}
.portal-date-grid{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:2px;text-align:center}
.portal-date-wd{font-size:12px;color:${palette.textSecondary};padding:4px 0}
.portal-date-day{border:0;background:none;border-radius:8px;min-height:40px;font:inherit;font-size:14px;cursor:pointer;color:${palette.text};touch-action:manipulation}
.portal-date-day:hover:not(:disabled){background:${palette.divider}}
.portal-date-day:disabled{color:${palette.textDisabled};cursor:not-allowed}
.portal-date-day[aria-pressed=true]{background:${palette.brand};color:${palette.onColour}}
`;

/**
 * The one date field of the portal: 'dd/mm/aaaa' masked as it is typed, digits alone included (a phone's
 * numeric keypad has no '/'), with a calendar (month and year lists, pt-BR, Sunday first) whose days outside
 * `min`–`max` cannot be picked. The calendar opens over what follows and always within the screen's width.
 */
export function DateField({ id, name, value, onChange, onBlur, min, max, openOn, calendarLabel, initiallyOpen = false, autoComplete, disabled, status, ...aria }: DateFieldProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [shown, setShown] = useState(() => calendarStartMonth(value, min, max, openOn));
  const [shift, setShift] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  const typed = parseBrDate(value);

  // Kept inside the screen: a field on the right of a row opens its calendar leftwards.
  useLayoutEffect(() => {
    if (!open || !calendarRef.current) return;
    const box = calendarRef.current.getBoundingClientRect();
    const left = box.left - shift;
    const overflow = left + box.width - (window.innerWidth - EDGE_PX);
    // The unshifted position does not depend on the shift, so this settles after one measure.
    setShift(overflow > 0 ? -Math.min(overflow, Math.max(0, left - EDGE_PX)) : 0);
  }, [open, shift]);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (boxRef.current && !boxRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const days = calendarMonthDays(shown.year, shown.month, min, max);
  return (
    <div
      className="portal-date"
      ref={boxRef}
      onKeyDown={(event) => {
        // Escape closes the calendar from anywhere in the field: the focus is often still on the button that opened it.
        // Focus inside the calendar goes back to that button rather than to the page as the calendar leaves.
        if (event.key !== 'Escape' || !open) return;
        const fromCalendar = calendarRef.current?.contains(event.target as Node) ?? false;
        setOpen(false);
        if (fromCalendar) boxRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
      }}
    >
      <PortalStyle name="date-field" css={CSS} />
      <Input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(maskBrDate(event.target.value))}
        onBlur={onBlur}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        autoComplete={autoComplete ?? 'off'}
        disabled={disabled}
        status={status}
        {...aria}
        suffix={
          <Button
            type="text"
            size="small"
            aria-label="Abrir calendário"
            aria-expanded={open}
            className="portal-date-toggle"
            disabled={disabled}
            icon={<CalendarOutlined />}
            onClick={() => {
              if (!open) setShown(calendarStartMonth(value, min, max, openOn));
              setOpen(!open);
            }}
          />
        }
      />
      {open && (
        <div
          ref={calendarRef}
          className="portal-date-cal"
          role="group"
          aria-label={calendarLabel}
          style={shift ? { transform: `translateX(${shift}px)` } : undefined}
        >
          <div className="portal-date-head">
            <select aria-label="Mês" value={shown.month} onChange={(event) => setShown({ ...shown, month: Number(event.target.value) })}>
              {MONTH_NAMES.map((month, index) => (
                <option key={month} value={index + 1}>
                  {month}
                </option>
              ))}
            </select>
            <select aria-label="Ano" value={shown.year} onChange={(event) => setShown({ ...shown, year: Number(event.target.value) })}>
              {calendarYears(min, max).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <div className="portal-date-grid">
            {WEEKDAYS.map((day, index) => (
              <span key={index} className="portal-date-wd" aria-hidden>
                {day}
              </span>
            ))}
            {days.map((day, index) =>
              day ? (
                <button
                  key={day.iso}
                  type="button"
                  className="portal-date-day"
                  disabled={day.disabled}
                  aria-pressed={typed === day.iso}
                  aria-label={calendarDayLabel(day.iso)}
                  onClick={() => {
                    onChange(formatCalendarDate(day.iso));
                    setOpen(false);
                  }}
                >
                  {day.day}
                </button>
              ) : (
                <span key={`blank-${index}`} />
              ),
            )}
          </div>
        </div>
      )}
    </div>
  );
}
