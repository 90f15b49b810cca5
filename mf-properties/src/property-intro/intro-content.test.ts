import { propertyRow } from '../testing/fixtures';
import { WIZARD_STEPS } from '../wizard/property-wizard';
import { INTRO_STEPS, LOADING_TIMEOUT_MS, propertiesInRegistration } from './intro-content';

describe('the intro', () => {
  it('gives up waiting after 10 s', () => {
    expect(LOADING_TIMEOUT_MS).toBe(10_000);
  });

  it("promises as many steps as the wizard has, named as the wizard names them", () => {
    expect(INTRO_STEPS.map((step) => step.title)).toEqual(WIZARD_STEPS.map((step) => step.title));
  });

  it('lists the draft first, then the finished properties not active yet, and leaves active ones out', () => {
    const active = propertyRow({ id: 'active' });
    const awaiting = propertyRow({ id: 'awaiting', is_verified: false });
    const draft = propertyRow({ id: 'draft', is_draft: true, is_verified: false });
    expect(propertiesInRegistration([active, awaiting, draft]).map((p) => p.id)).toEqual(['draft', 'awaiting']);
    expect(propertiesInRegistration([active])).toEqual([]);
  });
});
