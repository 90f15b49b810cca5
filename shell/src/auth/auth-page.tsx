import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from '@portal/shared/router';
import type { AuthMode } from './auth-form-rules';
import { useAppConfig } from '@portal/shared/host';
import { selectPasswordRecovery, selectSessionStatus, useAppSelector } from '@portal/shared/store';
import { Card, fontSize, FullScreenSpinner, palette, tones, Typography } from '@portal/shared/ui';
import { AUTH_COPY, OWNER_BENEFITS } from './auth-copy';
import { AUTH_MODE_HASH, AuthForm, modeOfHash } from './auth-form';
import { linkErrorFromHash } from './link-error';
import { NewPasswordForm } from './new-password-form';

/** `/auth`: sign in, sign up and forgot password on one screen; a signed-in owner goes to `/`. */
export function AuthPage() {
  const status = useAppSelector(selectSessionStatus);
  const recovering = useAppSelector(selectPasswordRecovery);
  const { brandName } = useAppConfig();
  // The mode is in the address, so a mode link tapped on the prerendered screen before the app ran
  // is where the app starts.
  const location = useLocation();
  const navigate = useNavigate();
  const mode = modeOfHash(location.hash);
  const setMode = (next: AuthMode) => navigate({ pathname: location.pathname, search: location.search, hash: AUTH_MODE_HASH[next] });
  const [linkError] = useState(() => linkErrorFromHash(globalThis.location?.hash ?? ''));
  const [signUpPending, setSignUpPending] = useState(false);

  if (status === 'loading' && !signUpPending) return <FullScreenSpinner />;
  if (status === 'signedIn' && !recovering && !signUpPending) return <Navigate to="/" replace />;

  const copy = recovering
    ? { title: 'crie uma nova senha', subtitle: 'escolha uma senha forte para proteger sua conta' }
    : AUTH_COPY[mode];

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: `linear-gradient(180deg, ${tones.brand.background} 0%, ${palette.page} 60%)` }}>
      <div style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Text strong style={{ display: 'block', textAlign: 'center', color: palette.brand, fontSize: fontSize.title, marginBottom: 16 }}>
          {brandName}
        </Typography.Text>
        <Card>
          <Typography.Title level={1} style={{ fontSize: fontSize.display, marginTop: 0 }}>
            {copy.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{copy.subtitle}</Typography.Paragraph>
          {recovering ? <NewPasswordForm /> : <AuthForm mode={mode} onModeChange={setMode} initialError={linkError} onSignUpPending={setSignUpPending} />}
        </Card>
        {!recovering && (
          <ul aria-label="vantagens" style={{ margin: '20px 8px 0', paddingLeft: 20, color: tones.neutral.text, lineHeight: 1.8 }}>
            {OWNER_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
