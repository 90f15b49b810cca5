import { shownFieldError, type FieldErrorFacts } from './field-error';

const REQUIRED = 'Rua: campo obrigatório';
const AMBIGUOUS = 'Número ambíguo: use vírgula para os decimais (72,5) e ponto só para o milhar (1.250)';

describe('when a field shows its message', () => {
  it.each<[string, FieldErrorFacts, string | undefined]>([
    ['nothing checked yet, even with a message pending', { error: REQUIRED }, undefined],
    ['nothing checked yet, after leaving the field', { error: REQUIRED, left: true }, undefined],
    ['after a failed check', { error: REQUIRED, checkFailed: true }, REQUIRED],
    ['after a failed check, the field left', { error: REQUIRED, checkFailed: true, left: true }, REQUIRED],
    ['edited since the failed check', { error: REQUIRED, checkFailed: true, editedSinceCheck: true }, undefined],
    ['a failed check that found nothing in this field', { checkFailed: true }, undefined],
    ['an empty message', { error: '', checkFailed: true }, undefined],
    ['a message that is not text', { error: { street: REQUIRED }, checkFailed: true }, undefined],
    ['unreadable text while still typing', { unreadable: AMBIGUOUS }, undefined],
    ['unreadable text once the field is left', { unreadable: AMBIGUOUS, left: true }, AMBIGUOUS],
    ['unreadable text, edited since a failed check, once left', { error: REQUIRED, checkFailed: true, editedSinceCheck: true, unreadable: AMBIGUOUS, left: true }, AMBIGUOUS],
    ["the check's message before the unreadable one", { error: REQUIRED, checkFailed: true, unreadable: AMBIGUOUS, left: true }, REQUIRED],
  ])('%s', (_, facts, shown) => {
    expect(shownFieldError(facts)).toBe(shown);
  });
});
