import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Field, Form } from 'react-final-form';
import { AUTH_SUCCESS_TOASTS } from './auth-errors';
import { validateAuthForm, type AuthFormValues, type AuthMode } from './auth-form-rules';
import { Alert, Button, FormField, Input, toast } from '@portal/shared/ui';
import { sendPasswordReset, signIn, signUp, type AuthResult } from './auth-actions';
import { AUTH_COPY } from './auth-copy';
import { visibleError } from './visible-error';
import { takeAdoptedValues } from '../app/prerendered-input';

interface Props {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** A message to show on arrival, e.g. an e-mailed link that expired. */
  initialError?: string | null;
  /** True while a sign-up is under way: a session it briefly opens must not take the owner away. */
  onSignUpPending?: (pending: boolean) => void;
}

/** The sign-in screen's links to the other modes. */
const AUTH_MODE_LINKS = { forgot: 'esqueci minha senha', signUp: 'não tem conta? crie agora', signIn: 'já tem conta? entre' } as const;

/**
 * Each mode's place in the address (`/auth#criar-conta`): the links to the other modes are real
 * links, so one tapped on the prerendered screen before the app runs is not lost, and the back
 * button returns to sign-in.
 */
export const AUTH_MODE_HASH: Record<AuthMode, string> = { signIn: '', signUp: '#criar-conta', forgot: '#esqueci-a-senha' };

/** The mode an address shows; sign-in for any other hash (an e-mailed link's error, say). */
export function modeOfHash(hash: string): AuthMode {
  if (hash === AUTH_MODE_HASH.signUp) return 'signUp';
  if (hash === AUTH_MODE_HASH.forgot) return 'forgot';
  return 'signIn';
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

  // What the owner typed on the prerendered screen, when this form replaced it (auth.html): for the
  // mode it started in only, until the mode first changes (passwords are never carried over).
  const adopted = useRef<{ mode: AuthMode; values: AuthFormValues } | null>(null);
  const [startMode] = useState(() => {
    const values = takeAdoptedValues();
    if (values) adopted.current = { mode, values };
    return mode;
  });
  if (adopted.current && mode !== startMode) adopted.current = null;

  function switchMode(next: AuthMode) {
    clearTimeout(switchTimer.current);
    onModeChange(next);
  }

  const modeLink = (next: AuthMode) => (
    <a
      href={AUTH_MODE_HASH[next] || '#'}
      className="portal-btn portal-btn-link"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        switchMode(next);
      }}
    >
      {AUTH_MODE_LINKS[next]}
    </a>
  );

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
      initialValues={adopted.current?.values}
      validate={(values) => validateAuthForm(mode, values)}
      render={({ handleSubmit, submitting }) => (
        // POST: were the page's script ever refused, the browser would not put the password in the address.
        <form onSubmit={handleSubmit} method="post" noValidate aria-label={copy.title}>
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
                {modeLink('forgot')}
                {modeLink('signUp')}
              </>
            )}
            {mode !== 'signIn' && modeLink('signIn')}
          </nav>
        </form>
      )}
    />
  );
}
