import { capturePrerenderedInput, completePressAfterTakeover, prerenderedClick, takePrerenderedInput } from './prerendered-input';

function prerenderedScreen(): HTMLElement {
  document.body.innerHTML =
    '<div data-prerendered="sign-in"><input id="auth-email" type="email" /><input id="auth-password" type="password" /></div><button id="fora">fora</button>';
  return document.querySelector('[data-prerendered]')!;
}

function type(field: HTMLInputElement, value: string) {
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('what is typed into the prerendered sign-in before the app takes over', () => {
  afterEach(() => {
    takePrerenderedInput();
    document.body.innerHTML = '';
  });

  it('is kept with the focused field and its caret, and taken once', () => {
    const screen = prerenderedScreen();
    capturePrerenderedInput(screen);
    type(screen.querySelector<HTMLInputElement>('#auth-email')!, 'dona@exemplo.com');
    const password = screen.querySelector<HTMLInputElement>('#auth-password')!;
    type(password, 'Segre');
    password.setSelectionRange(2, 2);
    password.dispatchEvent(new Event('keyup', { bubbles: true }));
    expect(takePrerenderedInput()).toEqual({
      values: { 'auth-email': 'dona@exemplo.com', 'auth-password': 'Segre' },
      focusedId: 'auth-password',
      selection: [2, 2],
      clicked: null,
      pressing: null,
    });
    expect(takePrerenderedInput()).toBeNull();
  });

  it('keeps a value filled in before the capture started (autofill)', () => {
    const screen = prerenderedScreen();
    screen.querySelector<HTMLInputElement>('#auth-email')!.value = 'auto@exemplo.com';
    capturePrerenderedInput(screen);
    expect(takePrerenderedInput()?.values).toEqual({ 'auth-email': 'auto@exemplo.com' });
  });

  it('forgets a field emptied again, and the focus once it leaves the screen', async () => {
    const screen = prerenderedScreen();
    capturePrerenderedInput(screen);
    const email = screen.querySelector<HTMLInputElement>('#auth-email')!;
    type(email, 'x');
    type(email, '');
    document.querySelector<HTMLButtonElement>('#fora')!.focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takePrerenderedInput()).toBeNull();
  });

  it('stops following the screen once the app has replaced it', () => {
    const screen = prerenderedScreen();
    capturePrerenderedInput(screen);
    const email = screen.querySelector<HTMLInputElement>('#auth-email')!;
    type(email, 'dona@exemplo.com');
    screen.remove();
    email.value = '';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(takePrerenderedInput()?.values).toEqual({ 'auth-email': 'dona@exemplo.com' });
  });

  it('keeps the focus when the field loses it by being removed with the screen (the app taking over)', () => {
    const screen = prerenderedScreen();
    capturePrerenderedInput(screen);
    const email = screen.querySelector<HTMLInputElement>('#auth-email')!;
    type(email, 'dona@exemplo.com');
    // As Chromium does: focusout while the field is still in the page, then the removal.
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    screen.remove();
    expect(takePrerenderedInput()?.focusedId).toBe('auth-email');
  });

  it('gives the button pressed last, to be pressed again, and shows it before the input is taken', () => {
    const screen = prerenderedScreen();
    capturePrerenderedInput(screen);
    screen.setAttribute('data-clicked', 'não tem conta? crie agora');
    type(screen.querySelector<HTMLInputElement>('#auth-email')!, 'dona@exemplo.com');
    expect(prerenderedClick()).toBe('não tem conta? crie agora');
    expect(takePrerenderedInput()?.clicked).toBe('não tem conta? crie agora');
    expect(prerenderedClick()).toBeNull();
  });

  it('has nothing to give without a prerendered screen', () => {
    capturePrerenderedInput(null);
    expect(takePrerenderedInput()).toBeNull();
  });

  it.each([
    ['a button held down', 'entrar', 'entrar'],
    ['a press beside the buttons', '', null],
  ])('gives %s as the app takes over', (_case, mark, pressing) => {
    const screen = prerenderedScreen();
    capturePrerenderedInput(screen);
    screen.setAttribute('data-pressing', mark);
    expect(takePrerenderedInput()).toEqual(pressing ? expect.objectContaining({ pressing, clicked: null }) : null);
  });
});

describe('a press held on the prerendered screen while the app replaced it', () => {
  let appButton: HTMLButtonElement;
  let presses: number;

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<form><button type="button">entrar</button><button type="button" aria-label="Mostrar senha">o</button></form><p id="fora">fora</p>';
    appButton = document.querySelector('button')!;
    presses = 0;
    appButton.addEventListener('click', () => (presses += 1));
  });

  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  const release = (target: Element, type = 'pointerup') => target.dispatchEvent(new Event(type, { bubbles: true }));

  it('presses the app\'s button when released on it (the browser sends no click to the button it removed)', () => {
    completePressAfterTakeover('entrar');
    release(appButton);
    expect(presses).toBe(0);
    jest.runAllTimers();
    expect(presses).toBe(1);
    // Only that press: a later release does nothing more.
    release(appButton);
    jest.runAllTimers();
    expect(presses).toBe(1);
  });

  it('does not press it twice when the browser delivered the click itself', () => {
    completePressAfterTakeover('entrar');
    release(appButton);
    appButton.click();
    jest.runAllTimers();
    expect(presses).toBe(1);
  });

  it.each([
    ['released elsewhere', () => release(document.getElementById('fora')!)],
    ['released on another button', () => release(document.querySelector('[aria-label="Mostrar senha"]')!)],
    ['cancelled, then released on it', () => (release(appButton, 'pointercancel'), release(appButton))],
  ])('does nothing when %s, as with any press', (_case, act) => {
    completePressAfterTakeover('entrar');
    act();
    jest.runAllTimers();
    expect(presses).toBe(0);
  });

  it('finds the button by its aria-label as by its text', () => {
    const toggle = document.querySelector<HTMLButtonElement>('[aria-label="Mostrar senha"]')!;
    let toggled = 0;
    toggle.addEventListener('click', () => (toggled += 1));
    completePressAfterTakeover('Mostrar senha');
    release(toggle);
    jest.runAllTimers();
    expect(toggled).toBe(1);
  });
});
