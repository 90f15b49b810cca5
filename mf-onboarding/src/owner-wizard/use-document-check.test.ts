import { act, renderHook } from '@testing-library/react';
import { useDocumentCheck } from './use-document-check';

describe('useDocumentCheck', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['cpf', '529.982.247-26', { status: 'invalid', text: 'CPF inválido. Verifique os números digitados.' }],
    ['cpf', '529.982.247-25', { status: 'valid', text: 'CPF válido' }],
    ['cnpj', '11.222.333/0001-80', { status: 'invalid', text: 'CNPJ inválido. Verifique os números digitados.' }],
  ] as const)('checks %s %p for 800 ms, then shows %p', (type, value, result) => {
    const { result: hook } = renderHook(() => useDocumentCheck());
    act(() => hook.current.checkOnBlur(type, value));
    expect(hook.current.check).toEqual({ status: 'checking' });
    act(() => jest.advanceTimersByTime(799));
    expect(hook.current.check).toEqual({ status: 'checking' });
    act(() => jest.advanceTimersByTime(1));
    expect(hook.current.check).toEqual(result);
  });

  it('does not check a number short of its length', () => {
    const { result: hook } = renderHook(() => useDocumentCheck());
    act(() => hook.current.checkOnBlur('cnpj', '529.982.247-25'));
    expect(hook.current.check).toEqual({ status: 'idle' });
  });

  it('an edit during the wait resets the check and nothing shows afterwards', () => {
    const { result: hook } = renderHook(() => useDocumentCheck());
    act(() => hook.current.checkOnBlur('cpf', '529.982.247-26'));
    act(() => hook.current.reset());
    act(() => jest.advanceTimersByTime(1000));
    expect(hook.current.check).toEqual({ status: 'idle' });
  });
});
