import { createHash } from 'node:crypto';
import { prerenderedPageScript } from '../src/app/prerendered-sign-in';

/**
 * Headers every page of the portal is served with. The content security policy allows scripts and
 * connections only to the app's own origin, the configured remotes and the backend; no objects,
 * no frames. antd injects its styles at run time, hence 'unsafe-inline' for styles only. The one
 * inline script, auth.html's (src/app/prerendered-sign-in.ts), is allowed by its hash.
 */
export interface SecurityPolicyOrigins {
  remotes: string[];
  supabaseUrl: string;
  postalCodeUrl: string;
  /** Development only: the dev servers' hot-reload sockets (ws://…). */
  devSockets?: string[];
}

function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The CSP source that allows exactly the prerendered sign-in page's script. */
export function pageScriptSource(): string {
  return hashSource(prerenderedPageScript());
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The backend's Realtime websocket (ws:// for http://, wss:// for https://): browsers do not derive it from the http origin. */
function socketOriginOf(url: string): string {
  return originOf(url).replace(/^http/, 'ws');
}

export function contentSecurityPolicy({ remotes, supabaseUrl, postalCodeUrl, devSockets = [] }: SecurityPolicyOrigins): string {
  const remoteOrigins = [...new Set(remotes.map(originOf))];
  const backend = originOf(supabaseUrl);
  const connect = [...new Set(["'self'", ...remoteOrigins, backend, socketOriginOf(supabaseUrl), originOf(postalCodeUrl), ...devSockets])];
  return [
    "default-src 'self'",
    `script-src ${["'self'", pageScriptSource(), ...remoteOrigins].join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `img-src 'self' data: blob: ${[...remoteOrigins, backend].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(origins: SecurityPolicyOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
