import { useState } from 'react';
import { formatBrazilianNumber, parseBrazilianNumber } from './brazilian-number';
import { Input, type InputProps } from './input';

export interface DecimalFieldChange {
  /** The number read, or null when the field is empty or its text cannot be read. */
  value: number | null;
  /** What the owner typed. */
  text: string;
  /** Why the text cannot be read ('Número ambíguo: …'), or null. */
  error: string | null;
}

export interface DecimalFieldProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'> {
  /** The number held, or text that could not be read (kept so the owner sees it), or null. */
  value: number | string | null | undefined;
  /** Decimal places kept: 0 for counts, 2 for an area or an amount (the default). */
  decimals?: number;
  onValueChange: (change: DecimalFieldChange) => void;
}

function textOf(value: DecimalFieldProps['value'], decimals: number): string {
  return typeof value === 'string' ? value : formatBrazilianNumber(value, { decimals });
}

/**
 * The one field for numbers of the portal: reads them the Brazilian way ('72,5', '1.250,50'), never a
 * browser's number input (which, in some browsers and locales, drops the comma: '72,5' became 725).
 * What the owner types stays as typed while it means the value held; a value set from elsewhere (a
 * restored draft) shows as the field writes it. Leaving the field writes a read number back as '72,5'.
 */
export function DecimalField({ value, decimals = 2, onValueChange, onBlur, ...rest }: DecimalFieldProps) {
  const [typed, setTyped] = useState(() => textOf(value, decimals));
  const read = parseBrazilianNumber(typed, { decimals });
  // The typed text is shown while it means the value held (a number read from it, or the very text that
  // could not be read); anything else was set from outside and shows as the field writes it.
  const means = typeof value === 'string' ? value === typed : (value ?? null) === read.value;
  const text = means ? typed : textOf(value, decimals);

  return (
    <Input
      {...rest}
      type="text"
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete={rest.autoComplete ?? 'off'}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        const change = parseBrazilianNumber(next, { decimals });
        setTyped(next);
        onValueChange({ value: change.value, text: next, error: change.error });
      }}
      onBlur={(event) => {
        const shown = parseBrazilianNumber(text, { decimals });
        setTyped(shown.error ? text : formatBrazilianNumber(shown.value, { decimals }));
        onBlur?.(event);
      }}
    />
  );
}
