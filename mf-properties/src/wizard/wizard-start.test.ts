import { draftRow, propertyRow } from '../testing/fixtures';
import type { LocalDraft } from './local-draft';
import { wizardValuesFromProperty } from './property-payload';
import { EMPTY_WIZARD_VALUES } from './property-schema';
import { resolveWizardStart, wizardTarget, withServerDraft } from './wizard-start';

const typed = { ...EMPTY_WIZARD_VALUES, address_street: 'Rua digitada', description: 'Digitado e não salvo' };
const local = (fields: Partial<LocalDraft> = {}): LocalDraft => ({ data: typed, currentStep: 1, propertyId: 'draft-1', lastSaved: '2025-02-02T12:00:00.000Z', ...fields });

describe('wizard target', () => {
  it.each([
    [{ edit: 'p1', propertyId: 'p2' }, local(), { source: 'edit', propertyId: 'p1' }],
    [{ edit: null, propertyId: 'p2' }, local(), { source: 'link', propertyId: 'p2' }],
    [{ edit: null, propertyId: null }, local(), { source: 'local', propertyId: 'draft-1' }],
    [{ edit: null, propertyId: null }, local({ propertyId: null }), { source: 'new' }],
    [{ edit: null, propertyId: null }, null, { source: 'new' }],
  ])('%p with local draft %p opens %p', (query, draft, target) => {
    expect(wizardTarget(query, draft)).toEqual(target);
  });
});

describe('wizard start', () => {
  it('starts empty on step 1 without anything saved', () => {
    expect(resolveWizardStart({ source: 'new' }, null, null)).toEqual({
      kind: 'ready',
      start: { mode: 'create', propertyId: null, isDraft: true, storedName: null, values: EMPTY_WIZARD_VALUES, step: 0, discardLocalDraft: false },
    });
  });

  it('brings back an unsaved step 1, on step 1', () => {
    expect(resolveWizardStart({ source: 'new' }, null, local({ propertyId: null }))).toMatchObject({ start: { values: typed, step: 0, propertyId: null } });
  });

  it('continues the draft row with the local copy written after its last save, on the step the owner was', () => {
    const row = draftRow({ updated_at: '2025-02-01T12:00:00Z' });
    expect(resolveWizardStart({ source: 'local', propertyId: 'draft-1' }, row, local())).toMatchObject({
      start: { mode: 'create', propertyId: 'draft-1', isDraft: true, values: typed, step: 1, discardLocalDraft: false },
    });
  });

  it('takes the row when it was saved after the local copy (another device)', () => {
    const row = draftRow({ updated_at: '2025-02-03T12:00:00Z' });
    expect(resolveWizardStart({ source: 'local', propertyId: 'draft-1' }, row, local())).toMatchObject({
      start: { values: wizardValuesFromProperty(row), step: 1 },
    });
  });

  it.each([
    ['deleted', null],
    ['finished elsewhere', propertyRow({ id: 'draft-1' })],
  ])('ends the local draft of a row %s and starts empty', (_case, row) => {
    expect(resolveWizardStart({ source: 'local', propertyId: 'draft-1' }, row, local())).toMatchObject({
      start: { propertyId: null, values: EMPTY_WIZARD_VALUES, step: 0, discardLocalDraft: true },
    });
  });

  it('edits a finished property from its row, without the local copy', () => {
    const row = propertyRow();
    expect(resolveWizardStart({ source: 'edit', propertyId: 'prop-1' }, row, local({ propertyId: 'prop-1' }))).toEqual({
      kind: 'ready',
      start: { mode: 'edit', propertyId: 'prop-1', isDraft: false, storedName: 'Casa da Praia', values: wizardValuesFromProperty(row), step: 0, discardLocalDraft: false },
    });
  });

  it("resumes a draft opened by Editar with its newer local copy, to finish it as a registration ('Finalizar Cadastro', not 'Salvar Alterações')", () => {
    expect(resolveWizardStart({ source: 'edit', propertyId: 'draft-1' }, draftRow(), local())).toMatchObject({ start: { mode: 'create', isDraft: true, values: typed, step: 1 } });
  });

  it.each([
    [{ source: 'edit', propertyId: 'x' } as const],
    [{ source: 'link', propertyId: 'x' } as const],
  ])('%p of a property the owner does not have is not found', (target) => {
    expect(resolveWizardStart(target, null, null)).toEqual({ kind: 'not-found' });
  });

  it.each([
    [draftRow(), 'create'],
    [propertyRow(), 'edit'],
  ])('the onboarding link to %p registers it, or edits it once finished (%s)', (row, mode) => {
    expect(resolveWizardStart({ source: 'link', propertyId: row.id }, row, null)).toMatchObject({ start: { mode, propertyId: row.id } });
  });
});

describe('the owner draft on the server', () => {
  it.each([
    ['no property', [], { source: 'new' }],
    ['only finished ones', [{ id: 'a', is_draft: false }], { source: 'new' }],
    ['a draft begun on another device', [{ id: 'a', is_draft: false }, { id: 'd', is_draft: true }], { source: 'server', propertyId: 'd' }],
  ] as const)('with %s a new registration opens %p', (_case, properties, target) => {
    expect(withServerDraft({ source: 'new' }, properties)).toEqual(target);
  });

  it('leaves an address or this browser’s draft as they are', () => {
    expect(withServerDraft({ source: 'edit', propertyId: 'x' }, [{ id: 'd', is_draft: true }])).toEqual({ source: 'edit', propertyId: 'x' });
  });

  it('continues the server draft as a registration, or an empty form if it is gone', () => {
    expect(resolveWizardStart({ source: 'server', propertyId: 'draft-1' }, draftRow(), null)).toMatchObject({ start: { mode: 'create', propertyId: 'draft-1', isDraft: true } });
    expect(resolveWizardStart({ source: 'server', propertyId: 'draft-1' }, null, null)).toMatchObject({ start: { mode: 'create', propertyId: null } });
  });
});
