import { onFirstInteraction } from '../session/auth-client-loading';
import { reportMetric, reportWarning } from './error-reporter';

/** The longest the metrics wait for a first paint that does not come (a page left blank by an error). */
const FIRST_PAINT_WAIT_MS = 10_000;

/**
 * Resolves at the owner's first tap or key, or when the page is first hidden: the metrics library
 * loads then, out of the first screen's downloads (a phone on a slow link is still fetching what the
 * owner is about to use). It reads the browser's buffered entries, so nothing before is missed, and
 * a page's LCP is final at its first input anyway.
 */
function firstUseOrHide(): Promise<void> {
  return new Promise((resolve) => {
    onFirstInteraction(resolve);
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    document.addEventListener('visibilitychange', onHidden);
  });
}

/** Calls `then` once the page has painted its first content, at once where the browser cannot tell, at the latest after FIRST_PAINT_WAIT_MS. */
function afterFirstContentfulPaint(then: () => void) {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  let done = false;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  const timer = setTimeout(finish, FIRST_PAINT_WAIT_MS);
  function finish() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  }
  observer.observe({ type: 'paint', buffered: true });
}

/** Metrics, unexpected errors and content-security-policy violations. */
export function startObservability(): void {
  // The metrics library is not needed to paint: it loads once the page has loaded and painted its
  // first content and the owner has first used it (or left it), when the main thread is idle. The
  // page's load comes before its first paint when the first screen waits for data: a download then
  // would compete with the first screen's own.
  const used = firstUseOrHide();
  const observeMetrics = () =>
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe((metric) => reportMetric(metric));
    });
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(observeMetrics, { timeout: 5000 }) : setTimeout(observeMetrics, 0));
  const afterLoad = () => afterFirstContentfulPaint(() => void used.then(whenIdle));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  document.addEventListener('securitypolicyviolation', (event) => {
    reportWarning('content security policy violation', { directive: event.violatedDirective, blocked: event.blockedURI });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportWarning('unhandled rejection', { reason: event.reason });
  });
}
