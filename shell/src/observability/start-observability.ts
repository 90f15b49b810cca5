import type { Metric } from 'web-vitals';
import { reportWarning } from './error-reporter';

function logMetric(metric: Metric) {
  // Web vitals are only logged (spec part 1 §7); a deployment may forward the console.
  console.info(`[portal] web-vital ${metric.name}`, { value: Math.round(metric.value * 1000) / 1000, rating: metric.rating });
}

/** Metrics, unexpected errors and content-security-policy violations. */
export function startObservability(): void {
  // The metrics library is not needed to paint: it loads when the page has loaded and the main
  // thread is idle (it reads the browser's buffered entries, so nothing before is missed).
  const observeMetrics = () =>
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(logMetric);
    });
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(observeMetrics, { timeout: 5000 }) : setTimeout(observeMetrics, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  document.addEventListener('securitypolicyviolation', (event) => {
    reportWarning('content security policy violation', { directive: event.violatedDirective, blocked: event.blockedURI });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportWarning('unhandled rejection', { reason: event.reason });
  });
}
