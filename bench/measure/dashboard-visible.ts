import type { Page } from '@playwright/test';

/**
 * In the page: performance.now() when the greeting and every dashboard widget show content, not a
 * loading box. Written as plain JavaScript: the page runs it as it is, without the helpers this
 * file's compiler would add. It watches the document itself: run as the page is committed, the
 * document may have no element yet.
 */
export const DASHBOARD_VISIBLE = `new Promise(function (resolve, reject) {
  function ready() {
    var widgets = Array.prototype.slice.call(document.querySelectorAll('section[data-widget]'));
    return document.querySelector('main h1') !== null && widgets.length >= 4 && widgets.every(function (widget) {
      var text = (widget.textContent || '').trim();
      // Loading: the slot's 'Carregando...' box is all it shows, or the widget shows placeholders.
      return text.length > 0 && text.indexOf('Carregando') !== 0 && !widget.querySelector('.portal-skeleton');
    });
  }
  var observer = new MutationObserver(check);
  function check() {
    if (!ready()) return false;
    observer.disconnect();
    resolve(performance.now());
    return true;
  }
  setTimeout(function () {
    observer.disconnect();
    reject(new Error('the dashboard did not show every widget within 20 s'));
  }, 20000);
  if (!check()) observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})`;

/** performance.now() in the page when the dashboard shows its greeting and every widget's content. */
export function whenDashboardVisible(page: Page): Promise<number> {
  return page.evaluate(DASHBOARD_VISIBLE) as Promise<number>;
}
