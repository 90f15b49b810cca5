import { AUTH_STORAGE_KEY } from '@portal/shared/supabase';
import { LINK_PARAMS } from '../session/auth-client-loading';

/**
 * `/auth` is served as `auth.html`: the sign-in screen rendered at build time (prerender/), so it
 * paints with the HTML while the app's code downloads. It is a real form: the owner can type, let a
 * password manager fill it and send it before the app runs. The app then draws the same screen over
 * it in one task, with what was typed (see `takeOverPrerenderedScreen`).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Set on <html> by the page's script when the prerendered sign-in is not what this visit shows. */
export const PRERENDER_SKIPPED_CLASS = 'portal-prerender-skipped';

/** Set on the prerendered form when the owner sent it before the app ran: the app sends it on. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';

/**
 * auth.html's only inline script (its hash is in the content security policy), first in <body>:
 * - a stored session to restore, an e-mailed link's session or error in the URL (the same rule as
 *   `needsAuthClientNow`; a test holds them together), or unreadable storage: the sign-in screen is
 *   hidden behind the loading spinner, as the owner is going on to the portal;
 * - a submit before the app runs (the 'entrar' button, Enter or a keyboard's Go) is kept on the form
 *   rather than sent by the browser, which would leave the page and lose what was typed.
 */
export function prerenderedPageScript(): string {
  const json = JSON.stringify;
  return [
    '(function(){var d=document,hide=1;',
    'try{var l=location,p=[new URLSearchParams(l.hash.replace(/^#/,"")),new URLSearchParams(l.search)];',
    `hide=localStorage.getItem(${json(AUTH_STORAGE_KEY)})!==null||${json(LINK_PARAMS)}.some(function(n){return p[0].has(n)||p[1].has(n)})}catch(e){}`,
    `if(hide)d.documentElement.classList.add(${json(PRERENDER_SKIPPED_CLASS)});`,
    `d.addEventListener("submit",function(e){var f=e.target;if(f.closest&&f.closest(${json(`[${PRERENDERED_ATTRIBUTE}]`)})){e.preventDefault();f.setAttribute(${json(SUBMITTED_ATTRIBUTE)},"")}},true)`,
    '})();',
  ].join('');
}

/** The page's own rules: the spinner shows only when the prerendered screen is hidden. */
export const PRERENDER_CSS =
  `[${PRERENDERED_ATTRIBUTE}]{display:contents}` +
  `.portal-prerender-spinner{display:none}` +
  `.${PRERENDER_SKIPPED_CLASS} .portal-prerender-spinner{display:flex}` +
  `.${PRERENDER_SKIPPED_CLASS} [${PRERENDERED_ATTRIBUTE}]{display:none}`;
