import type { ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
import { DecimalField, FormField, Input } from '@portal/shared/ui';
import { numberFieldError, WIZARD_NUMBER_DECIMALS, type PropertyWizardValues, type WizardErrors, type WizardNumberFieldName, type WizardNumberValue } from './property-wizard';

export type WizardFieldName = keyof PropertyWizardValues;

/** The id of a field's control: labels, error messages and "go to the first error" all use it. */
export const fieldId = (name: string) => `property-${name.replace(/_/g, '-')}`;

interface TextProps {
  name: WizardFieldName;
  label: string;
  error?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  help?: ReactNode;
  disabled?: boolean;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  /** Applied on every keystroke, so the form holds the masked text. */
  mask?: (value: string) => string;
  /** Told of every change the owner makes (the CEP lookup listens here). */
  onValueChange?: (value: string) => void;
  multiline?: boolean;
  rows?: number;
}

/** A labelled text field bound to the wizard's form; `error` paints it red and says why. */
export function WizardTextField({ name, label, error, required, maxLength, placeholder, help, disabled, inputMode, autoComplete, mask, onValueChange, multiline, rows }: TextProps) {
  const id = fieldId(name);
  return (
    <Field<string> name={name} parse={(value) => (mask ? mask(value ?? '') : (value ?? ''))} format={(value) => value ?? ''}>
      {({ input }) => (
        <FormField label={label} htmlFor={id} error={error} help={help} required={required}>
          {multiline ? (
            <Input.TextArea
              {...input}
              id={id}
              rows={rows}
              maxLength={maxLength}
              placeholder={placeholder}
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
            />
          ) : (
            <Input
              {...input}
              onChange={(event) => {
                input.onChange(event);
                onValueChange?.(mask ? mask(event.target.value) : event.target.value);
              }}
              id={id}
              maxLength={maxLength}
              placeholder={placeholder}
              disabled={disabled}
              inputMode={inputMode}
              autoComplete={autoComplete}
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
            />
          )}
        </FormField>
      )}
    </Field>
  );
}

interface NumberProps {
  name: WizardNumberFieldName;
  label: string;
  error?: string;
  required?: boolean;
  suffix?: ReactNode;
}

/**
 * A number field of the wizard, read the Brazilian way ('72,5', '1.250,50'): the form holds the number, null
 * when empty, or the typed text while it cannot be read — whose reason shows once the owner leaves the field.
 */
export function WizardNumberField({ name, label, error, required, suffix }: NumberProps) {
  const id = fieldId(name);
  const { input, meta } = useField<WizardNumberValue>(name, { subscription: { value: true, touched: true } });
  const unread = numberFieldError(input.value, name);
  const shown = error ?? (meta.touched ? (unread ?? undefined) : undefined);
  return (
    <FormField label={label} htmlFor={id} error={shown} required={required}>
      <DecimalField
        name={name}
        id={id}
        value={input.value}
        decimals={WIZARD_NUMBER_DECIMALS[name]}
        onValueChange={(change) => input.onChange(change.error ? change.text : change.value)}
        onBlur={() => input.onBlur()}
        suffix={suffix}
        status={shown ? 'error' : undefined}
        aria-invalid={shown ? true : undefined}
        aria-required={required || undefined}
      />
    </FormField>
  );
}

interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  hint?: string;
}

interface ChoiceProps<V extends string> {
  name: 'location_type' | 'property_type';
  legend: string;
  options: ReadonlyArray<ChoiceOption<V>>;
  error?: string;
  required?: boolean;
}

/** One choice among cards (radio buttons with a label and, where the spec gives one, a description). */
export function WizardChoiceCards<V extends string>({ name, legend, options, error, required }: ChoiceProps<V>) {
  const id = fieldId(name);
  return (
    <Field<V | null> name={name}>
      {({ input }) => (
        <fieldset className={error ? 'pw-section pw-invalid' : 'pw-section'} aria-describedby={error ? `${id}-message` : undefined} aria-invalid={error ? true : undefined}>
          <legend>
            {legend}
            {required && <span aria-hidden className="pw-required">*</span>}
          </legend>
          <div className="pw-choices" id={id}>
            {options.map((option) => {
              const checked = input.value === option.value;
              return (
                <label key={option.value} className={checked ? 'pw-choice pw-choice-checked' : 'pw-choice'}>
                  <input type="radio" name={name} value={option.value} checked={checked} required={required} onChange={() => input.onChange(option.value)} onBlur={input.onBlur} />
                  <span className="pw-choice-label">{option.label}</span>
                  {option.hint && <span className="pw-choice-hint">{option.hint}</span>}
                </label>
              );
            })}
          </div>
          {error && (
            <div id={`${id}-message`} role="alert" className="pw-error">
              {error}
            </div>
          )}
        </fieldset>
      )}
    </Field>
  );
}

/** Moves focus to a field's control (its first input for a group), so the owner lands on what to fix. */
export function focusField(name: string): void {
  const element = document.getElementById(fieldId(name));
  if (!element) return;
  const target = element.matches('input, textarea, select') ? element : element.querySelector<HTMLElement>('input, textarea, select');
  (target ?? element).focus();
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** A step re-renders when the messages it shows change, not on every keystroke elsewhere in the form. */
export function sameErrors(before: { errors: WizardErrors }, after: { errors: WizardErrors }): boolean {
  const a = Object.entries(before.errors);
  return a.length === Object.keys(after.errors).length && a.every(([field, message]) => after.errors[field as keyof WizardErrors] === message);
}
