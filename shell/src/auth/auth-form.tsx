import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Field, Form, useForm } from 'react-final-form';
import { AUTH_SUCCESS_TOASTS } from './auth-errors';
import { validateAuthForm, type AuthFormValues, type AuthMode } from './auth-form-rules';
import { Alert, Button, FormField, Input, toast } from '@portal/shared/ui';
import { sendPasswordReset, signIn, signUp, type AuthResult } from './auth-actions';
import { AUTH_COPY } from './auth-copy';
import { visibleError } from './visible-error';
import { completePressAfterTakeover, labelOf, takePrerenderedInput } from '../app/prerendered-input';

interface Props {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** A message to show on arrival, e.g. an e-mailed link that expired. */
  initialError?: string | null;
  /** True while a sign-up is under way: a session it briefly opens must not take the owner away. */
  onSignUpPending?: (pending: boolean) => void;
}

/** The sign-in screen's links to the other modes. */
const AUTH_MODE_LINKS = { forgot: 'esqueci minha senha', signUp: 'não tem conta? crie agora' } as const;

// The prerendered sign-in's fields (auth.html), by id, and the form's names for them.
const PRERENDERED_FIELDS: Record<string, keyof AuthFormValues> = { 'auth-email': 'email', 'auth-password': 'password' };

/** The mode a prerendered sign-in button switches to, by its label. */
export function modeOfPrerenderedClick(label: string | null): AuthMode | null {
  if (label === AUTH_MODE_LINKS.signUp) return 'signUp';
  if (label === AUTH_MODE_LINKS.forgot) return 'forgot';
  return null;
}

/**
 * Takes over what the owner did on the prerendered sign-in before the app started: values, focus,
 * caret and the button pressed. Runs in the commit that replaced that screen, before anything else can be typed.
 */
function AdoptPrerenderedInput() {
  const form = useForm<AuthFormValues>();
  useLayoutEffect(() => {
    const typed = takePrerenderedInput();
    if (!typed) return;
    for (const [id, value] of Object.entries(typed.values)) {
      const name = PRERENDERED_FIELDS[id];
      if (name) form.change(name, value);
    }
    const focused = typed.focusedId ? document.getElementById(typed.focusedId) : null;
    if (focused instanceof HTMLInputElement) {
      focused.focus();
      // The field re-renders with the new value after this effect; the caret needs it now.
      focused.value = typed.values[focused.id] ?? focused.value;
      try {
        if (typed.selection) focused.setSelectionRange(...typed.selection);
      } catch {
        // e-mail fields have no selection API; the browser leaves the caret at the end.
      }
    }
    // A button pressed before the app took over is pressed again: its own (a mode, the password's
    // visibility, 'entrar' with what was typed).
    // A mode switch is already applied: the screen started in that mode.
    if (typed.clicked && !modeOfPrerenderedClick(typed.clicked)) {
      const label = typed.clicked;
      const element = focused?.closest('form') ?? document.querySelector('form');
      [...(element?.querySelectorAll('button') ?? [])].find((button) => labelOf(button) === label)?.click();
    }
    // A press still held as the screen was replaced: its release on the same button presses it here.
    if (typed.pressing) completePressAfterTakeover(typed.pressing);
  }, [form]);
  return null;
}

/** Sign in, sign up and forgot password: one form whose fields and rules follow the mode. */
export function AuthForm({ mode, onModeChange, initialError = null, onSignUpPending }: Props) {
  const [serverError, setServerError] = useState<string | null>(initialError);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const copy = AUTH_COPY[mode];

  useEffect(() => () => clearTimeout(switchTimer.current), []);
  // A message belongs to the mode it was given in: any change of mode (a link, a timed switch)
  // clears it, in both directions.
  const shownMode = useRef(mode);
  useEffect(() => {
    if (mode === shownMode.current) return;
    shownMode.current = mode;
    setServerError(null);
  }, [mode]);

  function switchMode(next: AuthMode) {
    clearTimeout(switchTimer.current);
    onModeChange(next);
  }

  async function submit(values: AuthFormValues): Promise<void> {
    setServerError(null);
    const email = values.email ?? '';
    const password = values.password ?? '';
    let result: AuthResult;
    if (mode === 'signIn') result = await signIn({ email, password });
    else if (mode === 'signUp') {
      onSignUpPending?.(true);
      try {
        result = await signUp({ email, password });
      } finally {
        onSignUpPending?.(false);
      }
    }
    else result = await sendPasswordReset(email);

    if (!result.ok) {
      setServerError(result.message);
      const next = result.switchTo;
      if (next) switchTimer.current = setTimeout(() => onModeChange(next.mode), next.afterMs);
      return;
    }
    if (mode === 'signUp') {
      toast.show({ ...AUTH_SUCCESS_TOASTS.signedUp, variant: 'success' });
      switchMode('signIn');
    } else if (mode === 'forgot') {
      toast.show({ ...AUTH_SUCCESS_TOASTS.resetSent, variant: 'success' });
      switchMode('signIn');
    }
    // A successful sign-in needs nothing here: the session reaches the store and the screen moves on.
  }

  return (
    <Form<AuthFormValues>
      key={mode /* a new mode starts clean: passwords are never carried over */}
      onSubmit={submit}
      validate={(values) => validateAuthForm(mode, values)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={copy.title}>
          <AdoptPrerenderedInput />
          <div>
            <Field<string> name="email">
              {({ input, meta }) => (
                <FormField label="email" htmlFor="auth-email" error={visibleError(meta)}>
                  <Input {...input} id="auth-email" status={visibleError(meta) ? 'error' : undefined} aria-invalid={Boolean(visibleError(meta))} type="email" autoComplete="email" inputMode="email" maxLength={320} placeholder="voce@exemplo.com" />
                </FormField>
              )}
            </Field>
            {mode !== 'forgot' && (
              <Field<string> name="password">
                {({ input, meta }) => (
                  <FormField label="senha" htmlFor="auth-password" error={visibleError(meta)}>
                    <Input.Password {...input} id="auth-password" status={visibleError(meta) ? 'error' : undefined} aria-invalid={Boolean(visibleError(meta))} autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'} />
                  </FormField>
                )}
              </Field>
            )}
            {mode === 'signUp' && (
              <Field<string> name="confirmPassword">
                {({ input, meta }) => (
                  <FormField label="confirme a senha" htmlFor="auth-confirm" error={visibleError(meta)}>
                    <Input.Password {...input} id="auth-confirm" status={visibleError(meta) ? 'error' : undefined} aria-invalid={Boolean(visibleError(meta))} autoComplete="new-password" />
                  </FormField>
                )}
              </Field>
            )}
          </div>
          {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" />}
          <Button type="primary" htmlType="submit" block size="large" disabled={submitting} aria-busy={submitting}>
            {submitting ? copy.busy : copy.submit}
          </Button>
          <nav aria-label="outras opções" style={{ display: 'grid', gap: 4, marginTop: 16, justifyItems: 'center' }}>
            {mode === 'signIn' && (
              <>
                <Button type="link" onClick={() => switchMode('forgot')}>{AUTH_MODE_LINKS.forgot}</Button>
                <Button type="link" onClick={() => switchMode('signUp')}>{AUTH_MODE_LINKS.signUp}</Button>
              </>
            )}
            {mode !== 'signIn' && <Button type="link" onClick={() => switchMode('signIn')}>já tem conta? entre</Button>}
          </nav>
        </form>
      )}
    />
  );
}
