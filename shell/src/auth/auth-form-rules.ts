import { type } from 'superstruct';
import { isStrongPassword, isTooLongPassword, PASSWORD_STRENGTH_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from './password-strength';
import { field, type FormErrors, isBlank, required, text, validateWith } from '@portal/shared/domain';

/** One screen, three modes (spec part 1 §2). */
export type AuthMode = 'signIn' | 'signUp' | 'forgot';

export interface AuthFormValues {
  email?: string;
  password?: string;
  confirmPassword?: string;
}

const AUTH_FORM_MESSAGES = {
  emailRequired: 'seu email é necessário para continuarmos',
  emailInvalid: 'ops, parece que esse email não está correto',
  passwordRequired: 'precisamos de uma senha para proteger sua conta',
  passwordWeak: PASSWORD_STRENGTH_MESSAGE,
  passwordTooLong: PASSWORD_TOO_LONG_MESSAGE,
  passwordMismatch: 'as senhas não estão iguais, pode verificar?',
} as const;

const email = field(
  'email',
  required(AUTH_FORM_MESSAGES.emailRequired),
  // The auth screen only asks for an at-sign; the server judges the rest.
  (value) => (text(value).includes('@') ? null : AUTH_FORM_MESSAGES.emailInvalid),
);

// Strength is checked at sign in too (spec part 1 §5), so an old weak password cannot be submitted here.
const password = field(
  'password',
  required(AUTH_FORM_MESSAGES.passwordRequired),
  (value) => (isStrongPassword(text(value)) ? null : AUTH_FORM_MESSAGES.passwordWeak),
  (value) => (isTooLongPassword(text(value)) ? AUTH_FORM_MESSAGES.passwordTooLong : null),
);

const confirmPassword = field('confirmPassword', (value, values) =>
  !isBlank(value) && text(value) === text(values.password) ? null : AUTH_FORM_MESSAGES.passwordMismatch,
);

const authFormStructs = {
  signIn: type({ email, password }),
  signUp: type({ email, password, confirmPassword }),
  forgot: type({ email }),
} as const;

/** The new-password screen a reset e-mail leads to: sign-up's password rules, no e-mail. */
const newPasswordStruct = type({ password, confirmPassword });

export function validateNewPassword(values: Pick<AuthFormValues, 'password' | 'confirmPassword'>): FormErrors {
  return validateWith(newPasswordStruct, values);
}

export function validateAuthForm(mode: AuthMode, values: AuthFormValues): FormErrors {
  switch (mode) {
    case 'signIn':
      return validateWith(authFormStructs.signIn, values);
    case 'signUp':
      return validateWith(authFormStructs.signUp, values);
    case 'forgot':
      return validateWith(authFormStructs.forgot, values);
  }
}
