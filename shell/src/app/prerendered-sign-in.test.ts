import { AUTH_STORAGE_KEY } from '@portal/shared/supabase';
import { needsAuthClientNow } from '../session/auth-client-loading';
import { TOAST_AFTER_REDIRECT_KEY } from '../session/toast-after-redirect-key';
import {
  APP_CODE_TEMPLATE_ID,
  CLICKED_ATTRIBUTE,
  MAIN_SCRIPT_LINK_ID,
  PRERENDER_SKIPPED_CLASS,
  PRESSING_ATTRIBUTE,
  prerenderGateScript,
  pressReleased,
} from './prerendered-sign-in';

const MAIN = 'http://localhost/main.0123abcd.js';

/** auth.html's parts the script works with, and the script run as the page runs it: plain, first. */
function runGate(): { hidden: () => boolean; started: () => number; fetching: () => boolean } {
  document.documentElement.classList.remove(PRERENDER_SKIPPED_CLASS);
  document.head.innerHTML =
    `<template id="${APP_CODE_TEMPLATE_ID}"><link id="${MAIN_SCRIPT_LINK_ID}" rel="preload" as="script" href="${MAIN}">` +
    '<link as="script" href="/bootstrap.0123abcd.js" rel="preload"></template>';
  document.body.innerHTML = '<div data-prerendered="sign-in"><button type="button" aria-label="Mostrar senha">o</button><button type="button">não tem conta? crie agora</button></div>';
  new Function(prerenderGateScript())();
  return {
    hidden: () => document.documentElement.classList.contains(PRERENDER_SKIPPED_CLASS),
    started: () => [...document.head.querySelectorAll('script')].filter((script) => script.src === MAIN).length,
    // The code's preload links are in the page (out of their template): the browser fetches them.
    fetching: () => document.head.querySelectorAll(':scope > link[rel="preload"]').length === 2 && !document.getElementById(APP_CODE_TEMPLATE_ID),
  };
}

describe("auth.html's start script", () => {
  afterEach(() => {
    // A page runs the script once: start what this test left waiting, so its listeners go too.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['a signed-out visit: the screen shows, the app waits for the owner', '/auth', null, false],
    ['a stored session (the owner goes on to the portal)', '/auth', '{"access_token":"x"}', true],
    ['an e-mailed link with the session in the hash', '/auth#access_token=a&refresh_token=b&type=signup', null, true],
    ['a password-reset link', '/auth#access_token=a&type=recovery', null, true],
    ['an expired link', '/auth#error=access_denied&error_code=otp_expired&error_description=x', null, true],
    ['a code in the query', '/auth?code=abc', null, true],
    ['an unrelated query', '/auth?utm_source=mail', null, false],
    ['an unrelated hash', '/auth#topo', null, false],
  ])('%s', (_case, url, stored, hidden) => {
    window.history.replaceState(null, '', url);
    if (stored) window.localStorage.setItem(AUTH_STORAGE_KEY, stored);
    const gate = runGate();
    expect(gate.hidden()).toBe(hidden);
    expect(gate.started()).toBe(hidden ? 1 : 0);
    expect(gate.fetching()).toBe(hidden);
    // The same rule the app applies when it starts.
    expect(needsAuthClientNow(window.location, window.localStorage)).toBe(hidden);
  });

  it.each([['pointerdown'], ['touchstart'], ['keydown'], ['focusin']])('starts the app once on the first %s', (type) => {
    const gate = runGate();
    expect(gate.started()).toBe(0);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(gate.started()).toBe(1);
    expect(gate.fetching()).toBe(true);
  });

  it('fetches the code, without running it, once the page has loaded and the browser is idle', () => {
    jest.useFakeTimers();
    try {
      const gate = runGate();
      window.dispatchEvent(new Event('load'));
      expect(gate.fetching()).toBe(false);
      jest.runAllTimers();
      expect(gate.fetching()).toBe(true);
      expect(gate.started()).toBe(0);
      // The first touch then runs what is already there.
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(gate.started()).toBe(1);
      expect(gate.fetching()).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts the app at once, over the screen, when a toast waits from the previous page', () => {
    window.sessionStorage.setItem(TOAST_AFTER_REDIRECT_KEY, '{"title":"Sessão encerrada"}');
    const gate = runGate();
    expect(gate.hidden()).toBe(false);
    expect(gate.started()).toBe(1);
  });

  it('remembers the prerendered button pressed last, by its label', () => {
    runGate();
    const screen = document.querySelector('[data-prerendered]')!;
    const [toggle, signUp] = [...screen.querySelectorAll('button')];
    toggle!.click();
    expect(screen.getAttribute(CLICKED_ATTRIBUTE)).toBe('Mostrar senha');
    signUp!.click();
    expect(screen.getAttribute(CLICKED_ATTRIBUTE)).toBe('não tem conta? crie agora');
  });

  it('marks a press on the screen until the pointer is released and its click handled', () => {
    jest.useFakeTimers();
    try {
      runGate();
      const screen = document.querySelector('[data-prerendered]')!;
      const signUp = screen.querySelectorAll('button')[1]!;
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(screen.hasAttribute(PRESSING_ATTRIBUTE)).toBe(false);
      signUp.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      // The mark names the button held down.
      expect(screen.getAttribute(PRESSING_ATTRIBUTE)).toBe('não tem conta? crie agora');
      signUp.dispatchEvent(new Event('pointerup', { bubbles: true }));
      signUp.click();
      // Still marked while the release's task runs, so nothing replaces the screen before the click;
      // no button is held any more.
      expect(screen.getAttribute(PRESSING_ATTRIBUTE)).toBe('');
      jest.runAllTimers();
      expect(screen.hasAttribute(PRESSING_ATTRIBUTE)).toBe(false);
      expect(screen.getAttribute(CLICKED_ATTRIBUTE)).toBe('não tem conta? crie agora');
      signUp.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      signUp.dispatchEvent(new Event('pointercancel', { bubbles: true }));
      jest.runAllTimers();
      expect(screen.hasAttribute(PRESSING_ATTRIBUTE)).toBe(false);
      // A press on the screen beside its buttons is marked without a label.
      screen.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(screen.getAttribute(PRESSING_ATTRIBUTE)).toBe('');
      screen.dispatchEvent(new Event('pointerup', { bubbles: true }));
      jest.runAllTimers();
    } finally {
      jest.useRealTimers();
    }
  });

  it('hides the screen and starts the app when storage cannot be read (the app decides then)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      const gate = runGate();
      expect(gate.hidden()).toBe(true);
      expect(gate.started()).toBe(1);
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('pressReleased', () => {
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it.each([
    ['no press under way: at once', false, 'none', true],
    ['a press released', true, 'release', true],
    ['a press still held', true, 'none', false],
    ['a release that never reaches the page: after the limit', true, 'limit', true],
  ])('%s', async (_case, pressing, then, resolved) => {
    jest.useFakeTimers();
    try {
      const screen = document.createElement('div');
      if (pressing) screen.setAttribute(PRESSING_ATTRIBUTE, '');
      document.body.append(screen);
      const released = pressReleased(screen, 2000);
      if (then === 'release') screen.removeAttribute(PRESSING_ATTRIBUTE);
      if (then === 'limit') jest.advanceTimersByTime(2000);
      if (then === 'none') jest.advanceTimersByTime(1999);
      expect(await settled(released)).toBe(resolved);
      screen.remove();
    } finally {
      jest.useRealTimers();
    }
  });
});
