import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FormField, Input } from '@portal/shared/ui';
import { fieldId, useFieldError } from './wizard-errors';

interface TextFieldProps {
  name: string;
  label: string;
  /** Applied on every keystroke, so the form holds the masked (or sanitised) text. */
  parse?: (value: string) => string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  help?: ReactNode;
  optional?: boolean;
  onBlur?: () => void;
  onValueChange?: (value: string) => void;
  suffix?: ReactNode;
}

/** A labelled text input of the owner wizard, highlighted while its step's last check failed. */
export function TextField(props: TextFieldProps) {
  const { name, label, parse, maxLength, autoComplete, inputMode, placeholder, readOnly, disabled, help, optional, suffix } = props;
  const { error, clear } = useFieldError(name);
  const id = fieldId(name);
  return (
    <Field<string> name={name} parse={(value) => (parse ? parse(value ?? '') : (value ?? ''))}>
      {({ input }) => (
        <FormField label={optional ? `${label} (opcional)` : label} htmlFor={id} error={error} help={help}>
          <Input
            {...input}
            id={id}
            maxLength={maxLength}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={placeholder}
            readOnly={readOnly}
            disabled={disabled}
            suffix={suffix}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              input.onChange(event);
              if (error) clear();
              props.onValueChange?.(parse ? parse(event.target.value) : event.target.value);
            }}
            onBlur={() => {
              input.onBlur();
              props.onBlur?.();
            }}
          />
        </FormField>
      )}
    </Field>
  );
}
