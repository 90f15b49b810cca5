import { createHash } from 'node:crypto';
import { prerenderedPageScript } from '../src/app/prerendered-sign-in';
import { contentSecurityPolicy, pageScriptSource, securityHeaders } from './security-headers';

const origins = {
  remotes: ['http://cdn.example/finance/mf-manifest.json', 'http://cdn.example/account/mf-manifest.json', 'http://localhost:8086/mf-manifest.json'],
  supabaseUrl: 'https://abc.supabase.co',
  postalCodeUrl: 'https://viacep.com.br/ws',
};

describe('security headers (spec part 1 §7, §9: own origin only, no objects, no frames)', () => {
  const policy = contentSecurityPolicy(origins);
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('runs scripts only from the app and the configured remotes, each origin once, and its two inline scripts by their hashes', () => {
    expect(directive('script-src')).toBe(`script-src 'self' ${pageScriptSource()} http://cdn.example http://localhost:8086`);
    expect(pageScriptSource()).toBe(`'sha256-${createHash('sha256').update(prerenderedPageScript()).digest('base64')}'`);
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it("connects only to the app, the remotes, the backend (and its Realtime websocket) and the postal-code service", () => {
    expect(directive('connect-src')).toBe("connect-src 'self' http://cdn.example http://localhost:8086 https://abc.supabase.co wss://abc.supabase.co https://viacep.com.br");
  });

  it.each(["default-src 'self'", "object-src 'none'", "frame-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"])('has %s', (rule) => {
    expect(policy.split('; ')).toContain(rule);
  });

  it('adds the hardening headers', () => {
    expect(securityHeaders(origins)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
  });
});
