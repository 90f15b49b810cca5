import { checklistKey, checklistProgress, EMPTY_CHECKLIST, parseChecklist, readChecklist, serializeChecklist, withItem } from './checklist';

describe('the preparation checklist', () => {
  it('starts with every item unticked', () => {
    expect(EMPTY_CHECKLIST).toEqual({ clean: false, light: false, personal: false, beds: false, lights: false });
    expect(checklistProgress(EMPTY_CHECKLIST)).toEqual({ done: 0, total: 5 });
  });

  it.each([
    [null, []],
    ['not json', []],
    ['{"clean":true}', []],
    ['["beds","clean","unknown"]', ['clean', 'beds']],
  ])('reads %p as ticked %p', (text, ticked) => {
    const checklist = parseChecklist(text);
    expect(Object.entries(checklist).filter(([, done]) => done).map(([item]) => item)).toEqual(ticked);
  });

  it('stores the ticked items in the checklist’s order, and counts them', () => {
    const checklist = withItem(withItem(withItem(EMPTY_CHECKLIST, 'lights', true), 'clean', true), 'lights', false);
    expect(serializeChecklist(withItem(checklist, 'beds', true))).toBe('["clean","beds"]');
    expect(checklistProgress(withItem(checklist, 'beds', true))).toEqual({ done: 2, total: 5 });
  });

  it('is kept per session', () => {
    const data = new Map([[checklistKey('s1'), '["clean"]']]);
    const storage = { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
    expect(readChecklist('s1', storage).clean).toBe(true);
    expect(readChecklist('s2', storage).clean).toBe(false);
  });
});
