import { localDraftRecord } from './local-draft-record';

const AT = '2026-12-07T10:00:00.000Z';
const STEPS = { first: 1, last: 6 };

describe('localDraftRecord', () => {
  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{"data":'],
    ['a list', '[]'],
    ['a plain value', '42'],
    ['no step', JSON.stringify({ data: {}, lastSaved: AT })],
    ['a step before the first', JSON.stringify({ data: {}, currentStep: 0, lastSaved: AT })],
    ['a step after the last', JSON.stringify({ data: {}, currentStep: 7, lastSaved: AT })],
    ['a step that is not whole', JSON.stringify({ data: {}, currentStep: 2.5, lastSaved: AT })],
    ['a step written as text', JSON.stringify({ data: {}, currentStep: '2', lastSaved: AT })],
    ['no time', JSON.stringify({ data: {}, currentStep: 1 })],
    ['a time that is not one', JSON.stringify({ data: {}, currentStep: 1, lastSaved: 'ontem' })],
  ])('is null for %s (a corrupt draft)', (_case, text) => {
    expect(localDraftRecord(text, STEPS)).toBeNull();
  });

  it('gives the record back with its step and time, the data and other fields unchecked for the wizard', () => {
    const stored = { data: { nome: 'Ana' }, currentStep: 6, lastSaved: AT, propertyId: 'p1' };
    expect(localDraftRecord(JSON.stringify(stored), STEPS)).toEqual(stored);
    expect(localDraftRecord(JSON.stringify({ ...stored, currentStep: 0 }), { first: 0, last: 1 })).toMatchObject({ currentStep: 0 });
  });
});
