import { TextFieldControl, type FormTextFieldProps } from './form-text-field';

export interface FormMaskedFieldProps extends Omit<FormTextFieldProps, 'multiline' | 'rows'> {
  /** Applied on every keystroke, so the form holds the masked text ('01310-100', '(11) 98765-4321'). */
  mask: (text: string) => string;
}

/** A text field whose text is masked as it is typed (CEP, phone, CPF or CNPJ). */
export function FormMaskedField({ mask, ...props }: FormMaskedFieldProps) {
  return <TextFieldControl {...props} parse={mask} />;
}
