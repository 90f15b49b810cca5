import { AUTH_STORAGE_KEY } from '@portal/shared/supabase';
import { LINK_PARAMS } from '../session/auth-client-loading';
import { TOAST_AFTER_REDIRECT_KEY } from '../session/toast-after-redirect-key';

/**
 * `/auth` is served as `auth.html`: the sign-in screen rendered at build time (prerender/), so it
 * paints with the HTML instead of after the code. The app renders the same screen over it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Set on <html> by the start script below when the prerendered sign-in is not what this visit shows. */
export const PRERENDER_SKIPPED_CLASS = 'portal-prerender-skipped';

/** The app's entry file, named in auth.html by a preload link with this id instead of a <script>. */
export const MAIN_SCRIPT_LINK_ID = 'portal-main-script';

/** The <template> holding auth.html's preload links for the app's code, put to work by the start script. */
export const APP_CODE_TEMPLATE_ID = 'portal-app-code';

/** The prerendered button pressed last before the app took over (its label), kept on the screen's element. */
export const CLICKED_ATTRIBUTE = 'data-clicked';

/**
 * Set on the prerendered screen by the start script while a pointer is pressed on it, with the label
 * of the button pressed (empty elsewhere on the screen): the app waits for the release before
 * replacing the screen, or the press would end on another element and its click would be lost (see
 * `pressReleased`); a press that is still under way when the screen is replaced all the same (it
 * began while the app was rendering, or its release took longer than the wait) is completed by the
 * app on its own button (auth-form.tsx).
 */
export const PRESSING_ATTRIBUTE = 'data-pressing';

/** What starts the app on the prerendered page when nothing else does: the owner's first touch, key or focus. */
const START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/**
 * auth.html's only inline script (its hash is in the content security policy), first in <body>:
 * - a stored session to restore or an e-mailed link's session or error in the URL (the same rule as
 *   `needsAuthClientNow`; a test holds them together), or unreadable storage: the prerendered screen
 *   is hidden behind the loading spinner and the app starts as soon as the page is parsed;
 * - a toast waiting from the previous page: the screen shows and the app starts at once to show it;
 * - otherwise the screen is all the visit needs until the owner touches it: the app's code is
 *   fetched once the page has loaded and the browser is idle (or at the first touch, if sooner) and
 *   runs on the first touch, key or focus; the button pressed then is remembered so the app presses it again once it has taken over (typed text and focus the app
 *   reads from the fields themselves, see prerendered-input.ts); a press on the screen is marked until
 *   the pointer is released and its click has been handled.
 */
export function prerenderGateScript(): string {
  const json = JSON.stringify;
  return [
    '(function(){',
    `var d=document,h=d.documentElement,started=0,events=${json(START_EVENTS)},i;`,
    `function fetchCode(){var t=d.getElementById(${json(APP_CODE_TEMPLATE_ID)});if(t){t.remove();d.head.appendChild(t.content)}}`,
    'function start(){if(started)return;started=1;fetchCode();',
    'for(i=0;i<events.length;i++)d.removeEventListener(events[i],start,true);',
    `var s=d.createElement("script");s.src=d.getElementById(${json(MAIN_SCRIPT_LINK_ID)}).href;d.head.appendChild(s)}`,
    'var hide=1,now=1;',
    'try{var l=location,p=[new URLSearchParams(l.hash.replace(/^#/,"")),new URLSearchParams(l.search)];',
    `hide=localStorage.getItem(${json(AUTH_STORAGE_KEY)})!==null||${json(LINK_PARAMS)}.some(function(n){return p[0].has(n)||p[1].has(n)});`,
    `now=hide||sessionStorage.getItem(${json(TOAST_AFTER_REDIRECT_KEY)})!==null}catch(e){}`,
    `if(hide)h.classList.add(${json(PRERENDER_SKIPPED_CLASS)});`,
    'if(now){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start();return}',
    'for(i=0;i<events.length;i++)d.addEventListener(events[i],start,{capture:true,passive:true});',
    'addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(fetchCode)});',
    'd.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest(',
    `${json(`[${PRERENDERED_ATTRIBUTE}] button`)});if(b)b.closest(${json(`[${PRERENDERED_ATTRIBUTE}]`)}).setAttribute(`,
    `${json(CLICKED_ATTRIBUTE)},b.getAttribute("aria-label")||b.textContent.trim())},true);`,
    `function screen(){return d.querySelector(${json(`[${PRERENDERED_ATTRIBUTE}]`)})}`,
    'd.addEventListener("pointerdown",function(e){var s=screen(),b;if(s&&s.contains(e.target)){',
    'b=e.target.closest&&e.target.closest("button");',
    `s.setAttribute(${json(PRESSING_ATTRIBUTE)},b?b.getAttribute("aria-label")||b.textContent.trim():"")}},true);`,
    // The click follows the pointerup in the same task: the mark goes once both are handled.
    // The pressed button's label goes at once: the press is over, only its click is still to come.
    `function release(){var s=screen();if(s&&s.hasAttribute(${json(PRESSING_ATTRIBUTE)}))s.setAttribute(${json(PRESSING_ATTRIBUTE)},"");`,
    `setTimeout(function(){var s=screen();if(s)s.removeAttribute(${json(PRESSING_ATTRIBUTE)})})}`,
    'd.addEventListener("pointerup",release,true);d.addEventListener("pointercancel",release,true)',
    '})();',
  ].join('');
}

/**
 * Resolves once no press is under way on the prerendered screen (at once when there is none), or
 * after `limitMs` when the release never reaches the page.
 */
export function pressReleased(screen: Element, limitMs = 2000): Promise<void> {
  if (!screen.hasAttribute(PRESSING_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!screen.hasAttribute(PRESSING_ATTRIBUTE)) done();
    });
    const timer = setTimeout(done, limitMs);
    observer.observe(screen, { attributes: true, attributeFilter: [PRESSING_ATTRIBUTE] });
  });
}

/** The page's own rules for the gate: the spinner shows only when the prerendered screen is hidden. */
export const PRERENDER_GATE_CSS =
  `[${PRERENDERED_ATTRIBUTE}]{display:contents}` +
  `.portal-prerender-spinner{display:none}` +
  `.${PRERENDER_SKIPPED_CLASS} .portal-prerender-spinner{display:flex}` +
  `.${PRERENDER_SKIPPED_CLASS} [${PRERENDERED_ATTRIBUTE}]{display:none}`;
