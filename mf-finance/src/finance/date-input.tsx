import { useEffect, useId, useState } from 'react';
import { todayInBrazil } from '@portal/shared/domain';
import { apiDateToBr, parseBrDate } from '@portal/shared/format';
import { DateField } from '@portal/shared/ui';

/** The years the finance dates offer: from 2000 to five years ahead (stays are booked up to a year or two ahead). */
const FINANCE_DATE_RANGE = { min: '2000-01-01', yearsAhead: 5 } as const;

/**
 * A dd/mm/aaaa date of the finance page (the chart's Início / Fim, the custom period): the portal's date field,
 * typed (digits alone work) or picked in its calendar. A typed date is taken once it is a real date; emptying
 * it clears it.
 */
export function DateInput({ label, value, onChange, error }: { label: string; value: string | null; onChange: (iso: string | null) => void; error?: string | null }) {
  const id = `mff-date-${useId()}`;
  const today = todayInBrazil(new Date());
  const [text, setText] = useState(apiDateToBr(value));
  useEffect(() => setText((current) => (parseBrDate(current) === value ? current : apiDateToBr(value))), [value]);
  const shown = text.trim().length >= 10 && parseBrDate(text) === null ? 'Data inválida' : (error ?? null);
  return (
    <div className="mff-field">
      <label htmlFor={id}>{label}</label>
      <DateField
        id={id}
        value={text}
        min={FINANCE_DATE_RANGE.min}
        max={`${Number(today.slice(0, 4)) + FINANCE_DATE_RANGE.yearsAhead}-12-31`}
        openOn={value ?? today}
        calendarLabel={`Calendário de ${label}`}
        status={shown ? 'error' : undefined}
        aria-invalid={shown ? true : undefined}
        onChange={(next) => {
          setText(next);
          const iso = parseBrDate(next);
          if (iso || next.trim() === '') onChange(iso);
        }}
      />
      {shown && <span className="mff-field-error">{shown}</span>}
    </div>
  );
}
