import { useField } from 'react-final-form';
import { DateField } from './date-field';
import { useShownFieldError } from './field-checks';
import { FormField } from './form-field';
import type { FormFieldBaseProps } from './form-text-field';

export interface FormDateFieldProps extends FormFieldBaseProps {
  /** The first and the last day that may be picked ('yyyy-MM-dd'). */
  min: string;
  max: string;
  /** The day whose month the calendar opens on when the text is not a date in range ('yyyy-MM-dd'). */
  openOn: string;
  /** The calendar's name for screen readers ('Calendário de data de nascimento'). */
  calendarLabel: string;
  initiallyOpen?: boolean;
  autoComplete?: string;
}

/** A date of a react-final-form form: the form holds 'dd/mm/aaaa' as typed (masked) or picked in the calendar. */
export function FormDateField({ name, label, id = name, help, required, disabled, onBlur, style, ...calendar }: FormDateFieldProps) {
  const { input, meta } = useField<string>(name, { format: (value) => value ?? '' });
  const { error, edited } = useShownFieldError(name, meta);
  return (
    <FormField label={label} htmlFor={id} error={error} help={help} required={required} style={style}>
      <DateField
        {...calendar}
        id={id}
        name={name}
        value={input.value ?? ''}
        disabled={disabled}
        onChange={(text) => {
          input.onChange(text);
          edited();
        }}
        onBlur={() => {
          input.onBlur();
          onBlur?.();
        }}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
    </FormField>
  );
}
