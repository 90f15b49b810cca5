// The few Deno globals the hosted entries use (Supabase Edge Functions), and their configuration.

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(options: { port?: number; hostname?: string }, handler: (request: Request) => Response | Promise<Response>): unknown;
};

export function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function optionalEnv(name: string): string | undefined {
  return Deno.env.get(name);
}

/**
 * Serves the function. Hosted Supabase runs it on its own port; a local Deno (the backend's tests)
 * names one with PORT, on loopback.
 */
export function serve(handler: (request: Request) => Response | Promise<Response>): void {
  const port = Deno.env.get('PORT');
  Deno.serve(port ? { port: Number(port), hostname: '127.0.0.1' } : {}, handler);
}

export const NO_SESSION = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
