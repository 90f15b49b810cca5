import { SUBMITTED_ATTRIBUTE } from './prerendered-sign-in';

/** What the owner left in the prerendered sign-in form, by field name. */
export type TypedValues = Record<string, string>;

let adopted: TypedValues | null = null;

/**
 * The values the app's form starts with when it replaces the prerendered one, once (null when it
 * replaced none, or they were taken already).
 */
export function takeAdoptedValues(): TypedValues | null {
  const values = adopted;
  adopted = null;
  return values;
}

/**
 * Replaces the prerendered sign-in screen with the app's, in one task: reads what was typed, the
 * focused field and its caret, renders (`render` must commit synchronously, e.g. through
 * `flushSync`), then puts focus and caret back and sends the form on if the owner already sent it.
 * Nothing can be typed between the read and the commit, and keys pressed meanwhile wait for the
 * task and reach the app's field, so no character and no submit is lost, however slow the render.
 */
export function takeOverPrerenderedScreen(screen: Element, render: () => void): void {
  const form = screen.querySelector('form');
  const values: TypedValues = {};
  for (const field of screen.querySelectorAll('input')) {
    if (field.name && field.value !== '') values[field.name] = field.value;
  }
  const active = screen.ownerDocument.activeElement;
  const focused = active instanceof HTMLInputElement && screen.contains(active) ? active.name : null;
  const caret = focused && active instanceof HTMLInputElement ? caretOf(active) : null;
  const submitted = form?.hasAttribute(SUBMITTED_ATTRIBUTE) ?? false;

  adopted = values;
  render();
  adopted = null;

  const root = screen.ownerDocument;
  const field = focused ? root.querySelector<HTMLInputElement>(`form input[name="${CSS.escape(focused)}"]`) : null;
  if (field) {
    field.focus();
    if (caret) setCaret(field, caret);
  }
  if (submitted) root.querySelector('form')?.requestSubmit();
}

/** e-mail fields have no selection API: their caret stays where the browser puts it (the end). */
function caretOf(field: HTMLInputElement): [number, number] | null {
  try {
    return field.selectionStart === null ? null : [field.selectionStart, field.selectionEnd ?? field.selectionStart];
  } catch {
    return null;
  }
}

function setCaret(field: HTMLInputElement, [start, end]: [number, number]): void {
  try {
    field.setSelectionRange(start, end);
  } catch {
    // As above.
  }
}
