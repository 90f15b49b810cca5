import { ownerDraftKey, readOwnerDraft, removeOwnerDraft, writeOwnerDraft } from './owner-local-draft';

const AT = '2026-12-07T10:00:00.000Z';

/** Reads a copy stored as the text given. */
function readStored(text: string | null) {
  if (text === null) window.sessionStorage.removeItem(ownerDraftKey('u1'));
  else window.sessionStorage.setItem(ownerDraftKey('u1'), text);
  return readOwnerDraft('u1');
}

describe('reading the stored copy', () => {
  afterEach(() => window.sessionStorage.clear());

  it.each([
    ['nothing stored', null, null],
    ['text that is not JSON', '{"data":', null],
    ['a list', '[]', null],
    ['no data', JSON.stringify({ currentStep: 2, lastSaved: AT }), null],
    ['a step before 1', JSON.stringify({ data: {}, currentStep: 0, lastSaved: AT }), null],
    ['a step after 6', JSON.stringify({ data: {}, currentStep: 7, lastSaved: AT }), null],
    ['a step that is not whole', JSON.stringify({ data: {}, currentStep: 2.5, lastSaved: AT }), null],
    ['a field of another kind', JSON.stringify({ data: { nome: 42 }, currentStep: 1, lastSaved: AT }), null],
    ['a time that is not one', JSON.stringify({ data: {}, currentStep: 1, lastSaved: 'ontem' }), null],
  ])('discards %s', (_case, text, expected) => {
    expect(readStored(text)).toEqual(expected);
  });

  it("keeps the form's own fields, texts and the terms' yes/no, and leaves other keys behind", () => {
    const text = JSON.stringify({ data: { nome: 'Ana Souza', aceito: true, complemento: null, senha: 'x' }, currentStep: 5, lastSaved: AT });
    expect(readStored(text)).toEqual({ data: { nome: 'Ana Souza', aceito: true }, currentStep: 5, lastSaved: AT });
  });
});

describe('the stored copy', () => {
  afterEach(() => window.sessionStorage.clear());

  it("is one per owner: another owner's tab copy is never read", () => {
    writeOwnerDraft('u1', { data: { nome: 'Ana' }, currentStep: 1 });
    expect(readOwnerDraft('u1')?.data).toEqual({ nome: 'Ana' });
    expect(readOwnerDraft('u2')).toBeNull();
    removeOwnerDraft('u1');
    expect(readOwnerDraft('u1')).toBeNull();
  });

  it('removes a corrupt copy as it reads it', () => {
    window.sessionStorage.setItem(ownerDraftKey('u1'), '{"data":');
    expect(readOwnerDraft('u1')).toBeNull();
    expect(window.sessionStorage.getItem(ownerDraftKey('u1'))).toBeNull();
  });

  it('costs only the copy when the storage refuses it', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => writeOwnerDraft('u1', { data: { nome: 'Ana' }, currentStep: 1 }, full)).not.toThrow();
  });
});
