import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { DecimalField, FormField, parseBrazilianNumber } from '@portal/shared/ui';
import { controlState, leaving, useShownFieldError } from './field-checks';
import type { FormFieldBaseProps } from './form-text-field';

/** What a number field holds: its number, null when empty, or the typed text while it cannot be read. */
export type FormNumberValue = number | string | null;

export interface FormNumberFieldProps extends FormFieldBaseProps {
  /** Decimal places kept: 0 for counts, 2 for an area or an amount (the default). */
  decimals?: number;
  suffix?: ReactNode;
  placeholder?: string;
}

/**
 * A number read the Brazilian way ('72,5', '1.250,50'). The form holds the number, null when empty, or —
 * while what the owner typed cannot be read ('1.250': 1250 or 1,25?) — that text, so nothing is saved as a
 * number the owner did not mean; why it cannot be read shows once the owner leaves the field.
 */
export function FormNumberField({ name, label, id = name, help, required, disabled, onBlur, style, decimals = 2, suffix, placeholder }: FormNumberFieldProps) {
  const { input, meta } = useField<FormNumberValue>(name);
  const unreadable = typeof input.value === 'string' ? parseBrazilianNumber(input.value, { decimals }).error : null;
  const { error, edited } = useShownFieldError(name, meta, unreadable);
  return (
    <FormField label={label} htmlFor={id} error={error} help={help} required={required} style={style}>
      <DecimalField
        name={name}
        id={id}
        value={input.value}
        decimals={decimals}
        placeholder={placeholder}
        disabled={disabled}
        suffix={suffix}
        onValueChange={(change) => {
          input.onChange(change.error ? change.text : change.value);
          edited();
        }}
        onBlur={leaving(input, onBlur)}
        {...controlState(error, required)}
      />
    </FormField>
  );
}
