import { redactSensitive } from './redact';

/**
 * A reporter the deployment may install (e.g. an error-tracking service's client): it receives the
 * portal's errors and warnings, and each web-vital measured in the owner's browser ('info').
 */
interface GlobalReporter {
  captureMessage(message: string, context: unknown, level: 'info' | 'warning' | 'error'): void;
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

/** A web-vital as measured in the owner's browser (web-vitals' Metric, the fields reported). */
export interface MeasuredMetric {
  name: string;
  value: number;
  rating: string;
}

/** Ids in an address (a property's, a conversation's) are not the page: `/propriedade/:id/calendario`. */
function pageOf(pathname: string): string {
  return pathname.replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi, '/:id').replace(/\/\d+(?=\/|$)/g, '/:id');
}

/**
 * Logs a web-vital (spec part 1 §7) and hands it to the deployment's reporter, so a provider sees
 * what its owners feel: LCP, INP and CLS, by page, with their rating.
 */
export function reportMetric(metric: MeasuredMetric, pathname: string = window.location.pathname): void {
  const context = { value: Math.round(metric.value * 1000) / 1000, rating: metric.rating, page: pageOf(pathname) };
  console.info(`[portal] web-vital ${metric.name}`, context);
  window.portalErrorReporter?.captureMessage(`web-vital ${metric.name}`, context, 'info');
}
