import { useState, type FormEvent } from 'react';
import { getSupabase } from '@portal/shared/supabase';
import { Alert, Button, Card } from '@portal/shared/ui';

/** Lets a feature team sign in to a remote running alone, without the shell's auth screen. */
export function StandaloneSignIn({ remoteName }: { remoteName: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { error: signInError } = await (await getSupabase()).auth.signInWithPassword({ email, password });
    setBusy(false);
    if (signInError) setError('hmm, essas credenciais não conferem. pode tentar novamente?');
  }

  return (
    <div style={{ maxWidth: 420, margin: '48px auto', padding: 16 }}>
      <Card title={`${remoteName} — ambiente isolado`}>
        <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
          <label>
            Email
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} style={{ width: '100%' }} />
          </label>
          <label>
            Senha
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} style={{ width: '100%' }} />
          </label>
          {error && <Alert type="error" title={error} />}
          <Button type="primary" htmlType="submit" loading={busy}>
            Entrar
          </Button>
        </form>
      </Card>
    </div>
  );
}
