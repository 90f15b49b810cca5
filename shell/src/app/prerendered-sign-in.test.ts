import { AUTH_STORAGE_KEY } from '@portal/shared/supabase';
import { needsAuthClientNow } from '../session/auth-client-loading';
import { PRERENDER_SKIPPED_CLASS, SUBMITTED_ATTRIBUTE, prerenderedPageScript } from './prerendered-sign-in';

/** auth.html's form and the page's script, run as the page runs it: plain, first. */
function runPageScript(): { hidden: () => boolean; form: HTMLFormElement } {
  document.documentElement.classList.remove(PRERENDER_SKIPPED_CLASS);
  document.body.innerHTML =
    '<div data-prerendered="sign-in"><form method="post"><input name="email"><button type="submit">entrar</button></form></div><form id="outra"></form>';
  new Function(prerenderedPageScript())();
  return { hidden: () => document.documentElement.classList.contains(PRERENDER_SKIPPED_CLASS), form: document.querySelector('form')! };
}

describe("auth.html's script", () => {
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['a signed-out visit: the screen shows', '/auth', null, false],
    ['a stored session (the owner goes on to the portal)', '/auth', '{"access_token":"x"}', true],
    ['an e-mailed link with the session in the hash', '/auth#access_token=a&refresh_token=b&type=signup', null, true],
    ['a password-reset link', '/auth#access_token=a&type=recovery', null, true],
    ['an expired link', '/auth#error=access_denied&error_code=otp_expired&error_description=x', null, true],
    ['a code in the query', '/auth?code=abc', null, true],
    ['an unrelated query', '/auth?utm_source=mail', null, false],
    ['a mode in the hash', '/auth#criar-conta', null, false],
  ])('%s', (_case, url, stored, hidden) => {
    window.history.replaceState(null, '', url);
    if (stored) window.localStorage.setItem(AUTH_STORAGE_KEY, stored);
    expect(runPageScript().hidden()).toBe(hidden);
    // The same rule the app applies when it starts.
    expect(needsAuthClientNow(window.location, window.localStorage)).toBe(hidden);
  });

  it('hides the screen when storage cannot be read (the app decides then)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(runPageScript().hidden()).toBe(true);
    } finally {
      getItem.mockRestore();
    }
  });

  it('keeps a submit of the prerendered form on the page, marked for the app, and leaves other forms alone', () => {
    const { form } = runPageScript();
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(form.hasAttribute(SUBMITTED_ATTRIBUTE)).toBe(true);
    const other = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('outra')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });
});
