import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { reportWarning } from './error-reporter';

function logMetric(metric: Metric) {
  // Web vitals are only logged (spec part 1 §7); a deployment may forward the console.
  console.info(`[portal] web-vital ${metric.name}`, { value: Math.round(metric.value * 1000) / 1000, rating: metric.rating });
}

/** Metrics, unexpected errors and content-security-policy violations. */
export function startObservability(): void {
  onCLS(logMetric);
  onFCP(logMetric);
  onINP(logMetric);
  onLCP(logMetric);
  onTTFB(logMetric);
  document.addEventListener('securitypolicyviolation', (event) => {
    reportWarning('content security policy violation', { directive: event.violatedDirective, blocked: event.blockedURI });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportWarning('unhandled rejection', { reason: event.reason });
  });
}
