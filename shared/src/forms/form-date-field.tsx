import { useField } from 'react-final-form';
import { DateField, type DateFieldProps, FormField } from '@portal/shared/ui';
import { controlState, leaving, useShownFieldError } from './field-checks';
import type { FormFieldBaseProps } from './form-text-field';

export interface FormDateFieldProps extends FormFieldBaseProps, Pick<DateFieldProps, 'min' | 'max' | 'openOn' | 'calendarLabel' | 'initiallyOpen' | 'autoComplete'> {}

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
        onBlur={leaving(input, onBlur)}
        {...controlState(error, required)}
      />
    </FormField>
  );
}
