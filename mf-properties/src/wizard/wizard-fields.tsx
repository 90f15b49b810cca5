import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useShownFieldError } from '@portal/shared/forms';
import type { WizardErrors } from './property-wizard';

/** The id of a field's control: labels, error messages and "go to the first error" all use it. */
export const fieldId = (name: string) => `property-${name.replace(/_/g, '-')}`;

/** A group of inputs under its legend (a '*' when required), with its message below once it shows. */
export function WizardFieldset({ name, legend, required, error, children }: { name: string; legend: string; required?: boolean; error: string | null | undefined; children: ReactNode }) {
  const id = fieldId(name);
  return (
    <fieldset className={error ? 'pw-section pw-invalid' : 'pw-section'} aria-describedby={error ? `${id}-message` : undefined} aria-invalid={error ? true : undefined}>
      <legend>
        {legend}
        {required && <span aria-hidden className="pw-required">*</span>}
      </legend>
      {children}
      {error && (
        <div id={`${id}-message`} role="alert" className="pw-error">
          {error}
        </div>
      )}
    </fieldset>
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
  required?: boolean;
}

/** One choice among cards (radio buttons with a label and, where the spec gives one, a description). */
export function WizardChoiceCards<V extends string>({ name, legend, options, required }: ChoiceProps<V>) {
  const id = fieldId(name);
  const { input, meta } = useField<V | null>(name);
  const { error, edited } = useShownFieldError(name, meta);
  return (
    <WizardFieldset name={name} legend={legend} required={required} error={error}>
      <div className="pw-choices" id={id}>
        {options.map((option) => {
          const checked = input.value === option.value;
          return (
            <label key={option.value} className={checked ? 'pw-choice pw-choice-checked' : 'pw-choice'}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                required={required}
                onChange={() => {
                  input.onChange(option.value);
                  edited();
                }}
                onBlur={input.onBlur}
              />
              <span className="pw-choice-label">{option.label}</span>
              {option.hint && <span className="pw-choice-hint">{option.hint}</span>}
            </label>
          );
        })}
      </div>
    </WizardFieldset>
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
