import { PROPERTY_STATUS_LABELS, propertyDisplayStatus, type StatusFields } from './property-status';
import { propertyRow } from '../testing/fixtures';

/** The badge's text: the label of the property's display status. */
const badgeText = (property: StatusFields, photoSessions: Parameters<typeof propertyDisplayStatus>[1]) => PROPERTY_STATUS_LABELS[propertyDisplayStatus(property, photoSessions)].label;

// The derivation itself is tabled where it lives (shared/domain/property-status.test.ts); these are the
// remote's own choices on top of it: the badge texts and which ids count as sample properties.
const basics = propertyRow({ id: 'p1', description: 'x'.repeat(100), amenities: ['wifi'] });
const draft = { ...basics, is_draft: true, is_verified: false };

describe("the property badge's text", () => {
  it.each([
    ['finished and verified', { ...basics, is_draft: false, is_verified: true }, 'Ativo'],
    ['a complete draft', draft, 'Rascunho'],
    ['finished and not verified, no photos yet', { ...basics, is_draft: false, is_verified: false }, 'Aguardando fotos'],
  ])('%s reads %p', (_case, property, label) => {
    expect(badgeText(property, [])).toBe(label);
  });

  it('finished and photographed reads Aguardando aprovação', () => {
    expect(badgeText({ ...basics, is_draft: false, is_verified: false }, [{ property_id: 'p1', status: 'completed' }])).toBe('Aguardando aprovação');
  });

  it('a sample property is active whatever its row says', () => {
    expect(propertyDisplayStatus({ ...draft, id: 'sample-1' }, [], new Set(['sample-1']))).toBe('active');
  });

  it('exempts no id of the demo data, whose properties carry their real states', () => {
    expect(propertyDisplayStatus({ ...draft, id: 'any' }, [])).toBe('draft');
  });
});
