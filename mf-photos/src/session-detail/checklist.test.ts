import { act, renderHook } from '@testing-library/react';
import { checklistKey, checklistProgress, EMPTY_CHECKLIST, useChecklist } from './checklist';

/** The ticked items of a checklist, in its order. */
const ticked = (checklist: Record<string, boolean>) => Object.entries(checklist).filter(([, done]) => done).map(([item]) => item);

describe('the preparation checklist', () => {
  beforeEach(() => localStorage.clear());

  it('starts with every item unticked', () => {
    expect(EMPTY_CHECKLIST).toEqual({ clean: false, light: false, personal: false, beds: false, lights: false });
    expect(checklistProgress(EMPTY_CHECKLIST)).toEqual({ done: 0, total: 5 });
    expect(renderHook(() => useChecklist('s1')).result.current.checklist).toEqual(EMPTY_CHECKLIST);
  });

  it.each([
    [null, []],
    ['not json', []],
    ['{"clean":true}', []],
    ['["beds","clean","unknown"]', ['clean', 'beds']],
  ])('reads %p as ticked %p', (text, expected) => {
    if (text !== null) localStorage.setItem(checklistKey('s1'), text);
    expect(ticked(renderHook(() => useChecklist('s1')).result.current.checklist)).toEqual(expected);
  });

  it('stores the ticked items in the checklist’s order, and counts them', () => {
    const { result } = renderHook(() => useChecklist('s1'));
    act(() => result.current.toggle('lights', true));
    act(() => result.current.toggle('clean', true));
    act(() => result.current.toggle('lights', false));
    act(() => result.current.toggle('beds', true));
    expect(localStorage.getItem(checklistKey('s1'))).toBe('["clean","beds"]');
    expect(checklistProgress(result.current.checklist)).toEqual({ done: 2, total: 5 });
  });

  it('is kept per session', () => {
    localStorage.setItem(checklistKey('s1'), '["clean"]');
    expect(renderHook(() => useChecklist('s1')).result.current.checklist.clean).toBe(true);
    expect(renderHook(() => useChecklist('s2')).result.current.checklist.clean).toBe(false);
  });
});
