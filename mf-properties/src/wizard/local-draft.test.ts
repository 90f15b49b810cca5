import { localDraftKey, readLocalDraft, removeLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft';
import { EMPTY_WIZARD_VALUES } from './property-schema';

const draft: LocalDraft = {
  data: { ...EMPTY_WIZARD_VALUES, property_name: 'Casa Azul', bedrooms: 2, amenities: ['wifi'], location_type: 'campo', has_garage: true },
  currentStep: 1,
  propertyId: 'draft-1',
  lastSaved: '2025-02-01T12:00:00.000Z',
};
const stored = (change: Record<string, unknown> = {}) => JSON.stringify({ ...draft, ...change });

/** What the wizard reads back when the browser holds `text` as the owner's draft (null: nothing). */
function parseLocalDraft(text: string | null): LocalDraft | null {
  if (text === null) window.localStorage.removeItem(localDraftKey('u1'));
  else window.localStorage.setItem(localDraftKey('u1'), text);
  return readLocalDraft(window.localStorage, 'u1');
}

describe('local draft', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept per owner', () => {
    expect(localDraftKey('u1')).toBe('property-draft:u1');
  });

  it('reads back what was written', () => {
    expect(parseLocalDraft(stored())).toEqual(draft);
  });

  it('fills fields an older copy lacks', () => {
    expect(parseLocalDraft(stored({ data: { property_name: 'Casa' }, propertyId: null }))).toEqual({
      ...draft,
      propertyId: null,
      data: { ...EMPTY_WIZARD_VALUES, property_name: 'Casa' },
    });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{data:'],
    ['not an object', '[]'],
    ['no data', stored({ data: undefined })],
    ['a step past the last', stored({ currentStep: 2 })],
    ['a fractional step', stored({ currentStep: 0.5 })],
    ['a numeric id', stored({ propertyId: 7 })],
    ['an empty id', stored({ propertyId: '' })],
    ['no time', stored({ lastSaved: undefined })],
    ['an invalid time', stored({ lastSaved: 'ontem' })],
    ['a count that is neither a number nor text', stored({ data: { bedrooms: true } })],
    ['an unknown location type', stored({ data: { location_type: 'praia' } })],
    ['an unknown property type', stored({ data: { property_type: 'studio' } })],
    ['amenities that are not texts', stored({ data: { amenities: [1] } })],
    ['a text garage', stored({ data: { has_garage: 'sim' } })],
  ])('discards %s', (_case, text) => {
    expect(parseLocalDraft(text)).toBeNull();
  });

  it.each([
    ['2', 2],
    ['1.250', '1.250'],
  ])('brings back a count typed as %p as %p (a number when it reads as one, else the text the owner typed)', (typed, held) => {
    expect(parseLocalDraft(stored({ data: { bedrooms: typed } }))?.data.bedrooms).toBe(held);
  });

  it('removes a corrupt copy from storage, and keeps a good one', () => {
    window.localStorage.setItem(localDraftKey('u1'), '{corrupt');
    expect(readLocalDraft(window.localStorage, 'u1')).toBeNull();
    expect(window.localStorage.getItem(localDraftKey('u1'))).toBeNull();
    expect(writeLocalDraft(window.localStorage, 'u1', draft)).toBe(true);
    expect(readLocalDraft(window.localStorage, 'u1')).toEqual(draft);
    expect(readLocalDraft(window.localStorage, 'u2')).toBeNull();
    removeLocalDraft(window.localStorage, 'u1');
    expect(readLocalDraft(window.localStorage, 'u1')).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const full = { setItem: () => { throw new DOMException('QuotaExceededError'); } } as unknown as Storage;
    expect(writeLocalDraft(full, 'u1', draft)).toBe(false);
  });
});
