import { shownFieldError } from '@portal/shared/forms';
import { visibleError } from './visible-error';

const WEAK = 'sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.';

interface Meta {
  error?: unknown;
  touched?: boolean;
  submitFailed?: boolean;
  dirtySinceLastSubmit?: boolean;
}

/** What the portal's other forms would show for the same field state (useShownFieldError's reading of final-form). */
const portalRule = (meta: Meta) => shownFieldError({ error: meta.error, checkFailed: meta.submitFailed, editedSinceCheck: meta.dirtySinceLastSubmit, left: meta.touched });

describe('when the sign-in screen shows a field’s message, beside the portal’s one rule', () => {
  it.each<[string, Meta, string | undefined, string | undefined]>([
    // case, field state, sign-in screen, the portal's other forms
    ['typing, never left, nothing submitted', { error: WEAK }, undefined, undefined],
    ['the field left, nothing submitted', { error: WEAK, touched: true }, WEAK, undefined],
    ['a failed submit', { error: WEAK, submitFailed: true }, WEAK, WEAK],
    ['edited since the failed submit, still wrong', { error: WEAK, submitFailed: true, dirtySinceLastSubmit: true, touched: true }, WEAK, undefined],
    ['edited since the failed submit, now right', { submitFailed: true, dirtySinceLastSubmit: true, touched: true }, undefined, undefined],
    ['a message that is not text', { error: { password: WEAK }, touched: true, submitFailed: true }, undefined, undefined],
  ])('%s', (_, meta, signIn, portal) => {
    expect(visibleError(meta)).toBe(signIn);
    expect(portalRule(meta)).toBe(portal);
  });
});
