import { SUBMITTED_ATTRIBUTE } from './prerendered-sign-in';
import { takeAdoptedValues, takeOverPrerenderedScreen } from './prerendered-input';

function prerenderedScreen(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><div data-prerendered="sign-in"><form method="post"><input name="email" type="email"><input name="password" type="password"><button type="submit">entrar</button></form></div></div>';
  return document.querySelector('[data-prerendered]')!;
}

/** What the app renders in place of the screen: the same fields, filled from the adopted values. */
function appScreen(onSubmit: () => void = () => undefined) {
  const seen: { values: Record<string, string> | null } = { values: null };
  const render = () => {
    seen.values = takeAdoptedValues();
    const root = document.getElementById('root')!;
    root.innerHTML = '<form><input name="email" type="email"><input name="password" type="password"><button type="submit">entrar</button></form>';
    for (const [name, value] of Object.entries(seen.values ?? {})) root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
    root.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      onSubmit();
    });
  };
  return { seen, render };
}

function type(field: HTMLInputElement, value: string) {
  field.focus();
  field.value = value;
}

describe('the app taking over the prerendered sign-in', () => {
  beforeAll(() => {
    // jsdom has no requestSubmit: the browser's sends a submit event through the form's validation.
    HTMLFormElement.prototype.requestSubmit ??= function requestSubmit(this: HTMLFormElement) {
      this.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    };
  });

  it('starts the app form with what was typed, the same field focused and the caret where it was', () => {
    const screen = prerenderedScreen();
    type(screen.querySelector<HTMLInputElement>('[name="email"]')!, 'dona@exemplo.com');
    const password = screen.querySelector<HTMLInputElement>('[name="password"]')!;
    type(password, 'Segre');
    password.setSelectionRange(2, 2);
    const app = appScreen();
    takeOverPrerenderedScreen(screen, app.render);
    expect(app.seen.values).toEqual({ email: 'dona@exemplo.com', password: 'Segre' });
    const focused = document.activeElement as HTMLInputElement;
    expect(focused.name).toBe('password');
    expect(focused.value).toBe('Segre');
    expect([focused.selectionStart, focused.selectionEnd]).toEqual([2, 2]);
    // The values are the first render's only.
    expect(takeAdoptedValues()).toBeNull();
  });

  it('sends the app form on when the owner sent the prerendered one, and only then', () => {
    for (const sent of [true, false]) {
      const screen = prerenderedScreen();
      type(screen.querySelector<HTMLInputElement>('[name="email"]')!, 'dona@exemplo.com');
      if (sent) screen.querySelector('form')!.setAttribute(SUBMITTED_ATTRIBUTE, '');
      const submit = jest.fn();
      takeOverPrerenderedScreen(screen, appScreen(submit).render);
      expect(submit).toHaveBeenCalledTimes(sent ? 1 : 0);
    }
  });

  it('adopts nothing from empty fields and moves no focus the owner had not given', () => {
    const screen = prerenderedScreen();
    const app = appScreen();
    takeOverPrerenderedScreen(screen, app.render);
    expect(app.seen.values).toEqual({});
    expect(document.activeElement).toBe(document.body);
  });
});
