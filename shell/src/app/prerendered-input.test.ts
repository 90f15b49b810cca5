import { capturePrerenderedInput, prerenderedClick, takePrerenderedInput } from './prerendered-input';

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
});
