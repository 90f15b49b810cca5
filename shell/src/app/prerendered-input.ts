/**
 * What the owner typed into the prerendered sign-in before the app took over, so the screen the app
 * renders over it starts with the same text, focus and caret: nothing typed early is lost.
 */
export interface PrerenderedInput {
  /** Field values by input id. */
  values: Record<string, string>;
  focusedId: string | null;
  selection: [number, number] | null;
  /** The label of the prerendered button pressed last (the page's start script records it), to be pressed again in the app. */
  clicked: string | null;
  /** The label of a prerendered button still held down as the app takes over: its release, on the app's button, presses it. */
  pressing: string | null;
}

import { CLICKED_ATTRIBUTE, PRESSING_ATTRIBUTE } from './prerendered-sign-in';

let captured: { screen: Element; state: Omit<PrerenderedInput, 'clicked' | 'pressing'> } | null = null;

/**
 * Follows typing in the prerendered screen until `takePrerenderedInput` is called. Does nothing if
 * the page has no prerendered screen.
 */
export function capturePrerenderedInput(screen: Element | null): void {
  if (!screen) return;
  const state: Omit<PrerenderedInput, 'clicked' | 'pressing'> = { values: {}, focusedId: null, selection: null };
  captured = { screen, state };
  const remember = () => {
    // Once the app's screen has replaced it, what it holds is final.
    if (!screen.isConnected) return;
    for (const field of screen.querySelectorAll('input')) {
      if (field.id) state.values[field.id] = field.value;
    }
    const active = screen.ownerDocument.activeElement;
    state.focusedId = active instanceof HTMLInputElement && screen.contains(active) ? active.id : null;
    state.selection = active instanceof HTMLInputElement && state.focusedId && active.selectionStart !== null
      ? [active.selectionStart, active.selectionEnd ?? active.selectionStart]
      : null;
  };
  for (const type of ['input', 'focusin', 'keyup', 'pointerup']) screen.addEventListener(type, remember, true);
  // Chromium fires focusout when the app's render removes the focused field: look once the event
  // is over, when a removed screen is no longer followed and a real blur has left the field.
  screen.addEventListener('focusout', () => setTimeout(remember, 0), true);
  // Autofill and a value typed before this script ran are read now too.
  remember();
}

/** The label of the prerendered button pressed last, without taking the input (the screen's mode comes from it). */
export function prerenderedClick(): string | null {
  return captured?.screen.getAttribute(CLICKED_ATTRIBUTE) ?? null;
}

/** The captured input, once; null when there was none or it was already taken. */
export function takePrerenderedInput(): PrerenderedInput | null {
  const taken = captured;
  captured = null;
  if (!taken) return null;
  const values = Object.fromEntries(Object.entries(taken.state.values).filter(([, value]) => value !== ''));
  const clicked = taken.screen.getAttribute(CLICKED_ATTRIBUTE);
  const pressing = taken.screen.getAttribute(PRESSING_ATTRIBUTE) || null;
  if (Object.keys(values).length === 0 && !taken.state.focusedId && !clicked && !pressing) return null;
  return { ...taken.state, values, clicked, pressing };
}

/** A button's label as the start script records it: its aria-label, else its text. */
export function labelOf(button: Element): string | undefined {
  return button.getAttribute('aria-label') || button.textContent?.trim();
}

/**
 * Completes a press that began on the prerendered screen and is still held as the app replaces it
 * (the browser sends no click to a button removed under the pointer): released on the app's button
 * with the same label, that button is pressed, unless the browser delivered the click itself;
 * released elsewhere or cancelled, nothing happens, as with any press.
 */
export function completePressAfterTakeover(label: string, doc: Document = document): void {
  const buttonAt = (target: EventTarget | null) => {
    const button = target instanceof Element ? target.closest('button') : null;
    return button && labelOf(button) === label ? button : null;
  };
  const stop = () => {
    doc.removeEventListener('pointerup', release, true);
    doc.removeEventListener('pointercancel', stop, true);
  };
  function release(event: Event) {
    stop();
    const button = buttonAt(event.target);
    if (!button) return;
    // The browser's own click, if any, follows the release in the same task.
    let clicked = false;
    const noteClick = (click: Event) => {
      if (buttonAt(click.target) === button) clicked = true;
    };
    doc.addEventListener('click', noteClick, true);
    setTimeout(() => {
      doc.removeEventListener('click', noteClick, true);
      if (!clicked && button.isConnected) button.click();
    }, 0);
  }
  doc.addEventListener('pointerup', release, true);
  doc.addEventListener('pointercancel', stop, true);
}
