// The final-form field family every remote's forms use: one component per kind of field, and one
// rule for when a field's message shows (field-error.ts). An entry of its own, bundled into each app
// that has forms (as domain and photos are), so screens without forms, the sign-in and the dashboard
// among them, never download final-form; the parts it draws come from the shared design system.
export { FieldChecksProvider, useShownFieldError } from './field-checks';
export { shownFieldError } from './field-error';
export { FormTextField } from './form-text-field';
export type { FormFieldBaseProps, FormTextFieldProps } from './form-text-field';
export { FormMaskedField } from './form-masked-field';
export type { FormMaskedFieldProps } from './form-masked-field';
export { FormNumberField } from './form-number-field';
export type { FormNumberFieldProps, FormNumberValue } from './form-number-field';
export { FormDateField } from './form-date-field';
export type { FormDateFieldProps } from './form-date-field';
export { FormSelectField } from './form-select-field';
export type { FormSelectFieldProps } from './form-select-field';
export { FormCheckboxField } from './form-checkbox-field';
export type { FormCheckboxFieldProps } from './form-checkbox-field';
