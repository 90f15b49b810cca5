import { propertyRow, sessionRow } from '../testing/fixtures';
import { chooserContent, initialChoice } from './chooser';

const none = new Set<string>();

describe('the property chooser', () => {
  it.each([
    ['no session', [], true],
    ['a cancelled session', ['cancelled'], true],
    ['a pending session', ['pending'], false],
    ['a confirmed session', ['confirmed'], false],
    ['a rescheduled session', ['rescheduled'], false],
    ['a completed session', ['completed'], false],
    ['a cancelled and a pending session', ['cancelled', 'pending'], false],
  ] as const)('lists a property with %s: %p', (_case, statuses, listed) => {
    const photoSessions = statuses.map((status, i) => sessionRow({ id: `s${i}`, status }));
    expect(chooserContent([propertyRow()], photoSessions, none).options.map((o) => o.id)).toEqual(listed ? ['prop-1'] : []);
  });

  it('leaves drafts out, and says whether any finished property exists', () => {
    expect(chooserContent([propertyRow({ is_draft: true })], [], none)).toEqual({ options: [], hasFinishedProperties: false });
    expect(chooserContent([propertyRow({ id: 'a' }), propertyRow({ id: 'b', is_draft: true })], [], none).hasFinishedProperties).toBe(true);
  });

  it('shows type, bedrooms, guests and address of each option', () => {
    const [option] = chooserContent([propertyRow({ property_type: 'apartamento', bedrooms: 1, guest_capacity: 2 })], [], none).options;
    expect(option).toEqual({
      id: 'prop-1',
      name: 'Casa da Praia',
      typeLabel: 'Apartamento',
      bedrooms: '1 quarto',
      guests: '2 hóspedes',
      address: 'Rua das Gaivotas, 100 - Centro, Florianópolis - SC',
      queued: false,
    });
  });

  it('marks a property whose booking waits offline, and never preselects it', () => {
    const content = chooserContent([propertyRow({ id: 'a' }), propertyRow({ id: 'b' })], [], new Set(['a']));
    expect(content.options.map((o) => [o.id, o.queued])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(initialChoice(content.options)).toBe('b');
  });

  it.each([
    [[], null],
    [['a'], 'a'],
    [['a', 'b'], null],
  ])('with options %p preselects %p', (ids, chosen) => {
    const content = chooserContent(ids.map((id) => propertyRow({ id })), [], none);
    expect(initialChoice(content.options)).toBe(chosen);
  });
});
