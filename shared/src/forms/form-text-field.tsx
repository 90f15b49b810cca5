import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useField } from 'react-final-form';
import { controlState, leaving, useShownFieldError } from './field-checks';
import { FormField, Input } from '@portal/shared/ui';

/** What every field of the family takes: where its value lives in the form and how it is labelled. */
export interface FormFieldBaseProps {
  /** The value's name in the react-final-form form. */
  name: string;
  label: ReactNode;
  /** The control's id (labels, messages and "go to the first error" use it); the name by default. */
  id?: string;
  help?: ReactNode;
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  style?: CSSProperties;
}

export interface FormTextFieldProps extends FormFieldBaseProps {
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  suffix?: ReactNode;
  /** Several lines (a description, house rules). */
  multiline?: boolean;
  rows?: number;
  /** Told of every change the owner makes, with the text the form holds. */
  onValueChange?: (text: string) => void;
  /** Renders nothing but keeps the field registered, and its value with it. */
  hidden?: boolean;
}

/** The text field and the masked one: the form holds `parse` of what is typed (the masked text). */
export function TextFieldControl({ parse, ...props }: FormTextFieldProps & { parse?: (text: string) => string }) {
  const { name, label, id = name, help, required, disabled, onBlur, style, onValueChange, hidden, multiline, rows, suffix, ...control } = props;
  const { input, meta } = useField<string>(name, { parse: (value) => (parse ? parse(value ?? '') : (value ?? '')), format: (value) => value ?? '' });
  const { error, edited } = useShownFieldError(name, meta);
  if (hidden) return null;
  const shared = {
    ...control,
    id,
    name: input.name,
    value: input.value,
    disabled,
    ...controlState(error, required),
    onFocus: input.onFocus,
    onBlur: leaving(input, onBlur),
    onChange: (event: { target: { value: string } }) => {
      input.onChange(event.target.value);
      edited();
      onValueChange?.(parse ? parse(event.target.value) : event.target.value);
    },
  };
  return (
    <FormField label={label} htmlFor={id} error={error} help={help} required={required} style={style}>
      {multiline ? <Input.TextArea {...shared} rows={rows} /> : <Input {...shared} suffix={suffix} />}
    </FormField>
  );
}

/** A labelled text field of a react-final-form form; its message shows by the portal's one rule (field-error.ts). */
export function FormTextField(props: FormTextFieldProps) {
  return <TextFieldControl {...props} />;
}
