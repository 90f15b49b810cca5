import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { leaving, useShownFieldError } from './field-checks';
import { Checkbox, FormField } from '@portal/shared/ui';
import type { FormFieldBaseProps } from './form-text-field';

export interface FormCheckboxFieldProps extends Omit<FormFieldBaseProps, 'label'> {
  /** What ticking it says ('Li e aceito os termos de uso e o contrato de gestão'). */
  children: ReactNode;
  /** A title above the box, where the box needs one. */
  label?: ReactNode;
}

/** A yes-or-no of a react-final-form form: the form holds true when ticked, false when not. */
export function FormCheckboxField({ name, label = '', id = name, help, required, disabled, onBlur, style, children }: FormCheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const { error, edited } = useShownFieldError(name, meta);
  return (
    <FormField label={label} htmlFor={id} error={error} help={help} required={required} style={style}>
      <Checkbox
        id={id}
        checked={input.checked === true}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        onChange={(event) => {
          input.onChange(event.target.checked);
          edited();
        }}
        onBlur={leaving(input, onBlur)}
      >
        {children}
      </Checkbox>
    </FormField>
  );
}
