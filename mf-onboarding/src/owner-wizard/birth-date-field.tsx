import { useState } from 'react';
import { useField } from 'react-final-form';
import { MONTH_NAMES, parseBrDate } from '@portal/shared/format';
import { CalendarOutlined } from '@portal/shared/icons';
import { Button, palette, PortalStyle, Select } from '@portal/shared/ui';
import { birthCalendarMonth, birthDateText, birthYearOptions, calendarStartMonth, maskBirthDate } from './birth-date';
import { useFieldError } from './wizard-errors';
import { TextField } from './wizard-fields';

const WEEKDAYS = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'];

const CSS = `
.ow-cal{border:1px solid ${palette.surfaceBorder};border-radius:12px;padding:12px;margin:-8px 0 16px;background:#fff;max-width:340px}
.ow-cal-head{display:grid;grid-template-columns:1fr 96px;gap:8px;margin-bottom:8px}
.ow-cal-grid{display:grid;grid-template-columns:repeat(7,1fr);gap:2px;text-align:center}
.ow-cal-wd{font-size:12px;color:${palette.textSecondary};padding:4px 0}
.ow-cal-day{border:0;background:none;border-radius:8px;min-height:40px;font-size:14px;cursor:pointer;color:${palette.text}}
.ow-cal-day:hover:not(:disabled){background:${palette.divider}}
.ow-cal-day:disabled{color:${palette.textDisabled};cursor:not-allowed}
.ow-cal-day[aria-pressed=true]{background:${palette.brand};color:#fff}
`;

/**
 * The birth date: a masked 'dd/mm/aaaa' text field plus a calendar with month and year dropdowns (years from this
 * year down to 1925); days in the future or before 1925-01-01 cannot be picked.
 */
export function BirthDateField({ today, initiallyOpen = false }: { today: string; initiallyOpen?: boolean }) {
  const { input } = useField<string>('dataNascimento', { subscription: { value: true } });
  const typed = parseBrDate(input.value);
  const { clear } = useFieldError('dataNascimento');
  const [open, setOpen] = useState(initiallyOpen);
  const [shown, setShown] = useState(() => calendarStartMonth(typed, today));
  const days = birthCalendarMonth(shown.year, shown.month, today);

  return (
    <>
      <PortalStyle name="owner-birth-calendar" css={CSS} />
      <TextField
        name="dataNascimento"
        label="data de nascimento"
        parse={maskBirthDate}
        maxLength={10}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        autoComplete="bday"
        suffix={
          <Button
            type="text"
            size="small"
            aria-label="Abrir calendário"
            aria-expanded={open}
            icon={<CalendarOutlined />}
            onClick={() => {
              if (!open) setShown(calendarStartMonth(typed, today));
              setOpen(!open);
            }}
          />
        }
      />
      {open && (
        <div className="ow-cal" role="group" aria-label="Calendário de data de nascimento">
          <div className="ow-cal-head">
            <Select
              aria-label="Mês"
              value={shown.month}
              virtual={false}
              options={MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }))}
              onChange={(month: number) => setShown({ ...shown, month })}
            />
            <Select
              aria-label="Ano"
              value={shown.year}
              options={birthYearOptions(today).map((year) => ({ value: year, label: String(year) }))}
              onChange={(year: number) => setShown({ ...shown, year })}
            />
          </div>
          <div className="ow-cal-grid">
            {WEEKDAYS.map((day, index) => (
              <span key={index} className="ow-cal-wd" aria-hidden>
                {day}
              </span>
            ))}
            {days.map((day, index) =>
              day ? (
                <button
                  key={day.iso}
                  type="button"
                  className="ow-cal-day"
                  disabled={day.disabled}
                  aria-pressed={typed === day.iso}
                  aria-label={birthDateText(day.iso)}
                  onClick={() => {
                    input.onChange(birthDateText(day.iso));
                    clear();
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
    </>
  );
}
