import { Field } from 'react-final-form';
import { FormField, Input } from '@portal/shared/ui';
import { fieldError } from './field-error';

interface Props {
  name: string;
  label: string;
  /** Applied on every keystroke, so the form holds the masked text. */
  mask?: (value: string) => string;
  maxLength?: number;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
  /** Renders nothing but keeps the field registered (and its value). */
  hidden?: boolean;
}

/** A labelled text input bound to react-final-form, with the account forms' error visibility. */
export function TextField({ name, label, mask, maxLength, readOnly, autoComplete, inputMode, placeholder, hidden = false }: Props) {
  const id = `account-${name}`;
  return (
    <Field<string> name={name} parse={(value) => (mask ? mask(value ?? '') : (value ?? ''))}>
      {({ input, meta }) => {
        if (hidden) return null;
        const error = fieldError(meta);
        return (
          <FormField label={label} htmlFor={id} error={error} style={{ marginBottom: 12 }}>
            <Input
              {...input}
              id={id}
              maxLength={maxLength}
              readOnly={readOnly}
              disabled={readOnly}
              autoComplete={autoComplete}
              inputMode={inputMode}
              placeholder={placeholder}
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
            />
          </FormField>
        );
      }}
    </Field>
  );
}
