import { useField } from 'react-final-form';
import { controlState, leaving, useShownFieldError } from './field-checks';
import { FormField, Select } from '@portal/shared/ui';
import type { FormFieldBaseProps } from './form-text-field';

export interface FormSelectFieldProps extends FormFieldBaseProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  /** Told of every choice, after the form holds it (a bank other than Outro clears the custom name). */
  onValueChange?: (value: string) => void;
}

/** One choice from a list of a react-final-form form; nothing chosen is the empty text. */
export function FormSelectField({ name, label, id = name, help, required, disabled, onBlur, style, options, placeholder, onValueChange }: FormSelectFieldProps) {
  const { input, meta } = useField<string>(name);
  const { error, edited } = useShownFieldError(name, meta);
  return (
    <FormField label={label} htmlFor={id} error={error} help={help} required={required} style={style}>
      <Select<string>
        id={id}
        aria-label={typeof label === 'string' ? label : undefined}
        {...controlState(error, required)}
        style={{ width: '100%' }}
        placeholder={placeholder}
        // The portal's lists are short: rendering every option keeps each reachable without scrolling a virtual list.
        virtual={false}
        disabled={disabled}
        value={input.value || undefined}
        options={options as Array<{ value: string; label: string }>}
        onChange={(value) => {
          input.onChange(value);
          edited();
          onValueChange?.(value);
        }}
        onBlur={leaving(input, onBlur)}
      />
    </FormField>
  );
}
