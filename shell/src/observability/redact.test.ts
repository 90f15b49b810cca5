import { redactSensitive } from './redact';

describe('redactSensitive', () => {
  it.each(['password', 'access_token', 'refreshToken', 'client_secret', 'apiKey', 'cpf', 'cnpj', 'document', 'email', 'phone', 'bank_account', 'bank_name', 'Authorization'])(
    'redacts %s',
    (key) => {
      expect(redactSensitive({ [key]: 'x', ok: 1 })).toEqual({ [key]: '[REDACTED]', ok: 1 });
    },
  );

  it('redacts deeply, inside arrays, without touching the input', () => {
    const input = { user: { id: 'u1', profile: { email: 'a@x.com', full_name: 'Ana' } }, list: [{ token: 't', n: 1 }], when: new Date(0) };
    expect(redactSensitive(input)).toEqual({
      user: { id: 'u1', profile: { email: '[REDACTED]', full_name: 'Ana' } },
      list: [{ token: '[REDACTED]', n: 1 }],
      when: new Date(0),
    });
    expect(input.user.profile.email).toBe('a@x.com');
  });

  it('keeps primitives and cuts cycles', () => {
    expect(redactSensitive('text')).toBe('text');
    expect(redactSensitive(null)).toBeNull();
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(redactSensitive(loop)).toEqual({ a: 1, self: '[Circular]' });
  });

  it('reads an Error message and redacts its sensitive fields', () => {
    const error = Object.assign(new Error('boom'), { password: 'p' });
    expect(redactSensitive(error)).toMatchObject({ message: 'boom', password: '[REDACTED]' });
  });
});
