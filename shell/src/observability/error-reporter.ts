import { redactSensitive } from './redact';

/** A reporter the deployment may install (e.g. an error-tracking service's client). */
interface GlobalReporter {
  captureMessage(message: string, context: unknown, level: 'warning' | 'error'): void;
}

declare global {
  interface Window {
    portalErrorReporter?: GlobalReporter;
  }
}

function forward(level: 'warning' | 'error', message: string, context: unknown) {
  // Personal data and secrets never leave the browser, not even in the console.
  const safe = redactSensitive(context);
  if (level === 'error') console.error(`[portal] ${message}`, safe);
  else console.warn(`[portal] ${message}`, safe);
  window.portalErrorReporter?.captureMessage(message, safe, level);
}

export function reportError(message: string, context: unknown = {}): void {
  forward('error', message, context);
}

export function reportWarning(message: string, context: unknown = {}): void {
  forward('warning', message, context);
}
