import { useEffect, useState } from 'react';
import { apiDateToBr, parseBrDate } from '@portal/shared/format';
import { Input } from '@portal/shared/ui';

/** A segmented choice (radio group) of the portal's look, native and keyboard friendly. */
export function Segmented<T extends string>({ label, options, value, onChange }: { label: string; options: ReadonlyArray<{ value: T; label: string }>; value: T; onChange: (value: T) => void }) {
  return (
    <div className="mff-segmented" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" role="radio" aria-checked={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A dd/MM/yyyy date picker field: a typed date is taken once it is a real date; emptying it clears it. */
export function DateInput({ label, value, onChange, error }: { label: string; value: string | null; onChange: (iso: string | null) => void; error?: string | null }) {
  const [text, setText] = useState(apiDateToBr(value));
  useEffect(() => setText((current) => (parseBrDate(current) === value ? current : apiDateToBr(value))), [value]);
  const shown = text.trim().length >= 10 && parseBrDate(text) === null ? 'Data inválida' : (error ?? null);
  return (
    <label className="mff-field">
      {label}
      <Input
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        value={text}
        status={shown ? 'error' : undefined}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const iso = parseBrDate(event.target.value);
          if (iso || event.target.value.trim() === '') onChange(iso);
        }}
      />
      {shown && <span className="mff-field-error">{shown}</span>}
    </label>
  );
}
