import { act, renderHook } from '@testing-library/react';
import { useBrowserOnline } from './use-browser-online';

describe('useBrowserOnline', () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
  afterAll(() => onLine.mockRestore());

  it('follows the browser going offline and back online', () => {
    onLine.mockReturnValue(true);
    const { result } = renderHook(() => useBrowserOnline());
    expect(result.current).toBe(true);
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(false);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBe(true);
  });
});
