import { Field, Form } from 'react-final-form';
import { useNavigate } from '@portal/shared/router';
import { validateNewPassword } from './auth-form-rules';
import { passwordRecoveryFinished, useAppDispatch } from '@portal/shared/store';
import { Alert, Button, FormField, Input, toast } from '@portal/shared/ui';
import { useState } from 'react';
import { updatePassword } from './auth-actions';
import { visibleError } from './visible-error';

interface Values {
  password?: string;
  confirmPassword?: string;
}

/** The screen a password-reset e-mail leads to: the same strength and confirmation rules as sign-up. */
export function NewPasswordForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(values: Values) {
    setServerError(null);
    const result = await updatePassword(values.password ?? '');
    if (!result.ok) {
      setServerError(result.message);
      return;
    }
    toast.show({ title: 'senha atualizada!', description: 'sua nova senha já está valendo.', variant: 'success' });
    dispatch(passwordRecoveryFinished());
    navigate('/dashboard', { replace: true });
  }

  return (
    <Form<Values>
      onSubmit={submit}
      validate={validateNewPassword}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="crie uma nova senha">
          <div>
            <Field<string> name="password">
              {({ input, meta }) => (
                <FormField label="nova senha" htmlFor="new-password" error={visibleError(meta)}>
                  <Input.Password {...input} id="new-password" status={visibleError(meta) ? 'error' : undefined} aria-invalid={Boolean(visibleError(meta))} autoComplete="new-password" />
                </FormField>
              )}
            </Field>
            <Field<string> name="confirmPassword">
              {({ input, meta }) => (
                <FormField label="confirme a nova senha" htmlFor="new-password-confirm" error={visibleError(meta)}>
                  <Input.Password {...input} id="new-password-confirm" status={visibleError(meta) ? 'error' : undefined} aria-invalid={Boolean(visibleError(meta))} autoComplete="new-password" />
                </FormField>
              )}
            </Field>
          </div>
          {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" />}
          <Button type="primary" htmlType="submit" block size="large" disabled={submitting} aria-busy={submitting}>
            {submitting ? 'salvando...' : 'salvar nova senha'}
          </Button>
        </form>
      )}
    />
  );
}
