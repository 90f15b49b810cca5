import {
  APP_TOAST_DURATION_S,
  APP_TOAST_MAX_VISIBLE,
  attachPresenter,
  hasPendingToasts,
  LIGHT_TOAST_DURATION_S,
  LIGHT_TOAST_MAX_VISIBLE,
  onToastWaiting,
  toast,
  type ToastRequest,
} from './toast';

describe('toasts (spec part 1 §9)', () => {
  it('the app toast lasts 4.5 s, one at a time; the light toaster shows up to 3 for 4 s', () => {
    expect([APP_TOAST_DURATION_S, APP_TOAST_MAX_VISIBLE]).toEqual([4.5, 1]);
    expect([LIGHT_TOAST_DURATION_S, LIGHT_TOAST_MAX_VISIBLE]).toEqual([4, 3]);
  });

  it('keeps toasts raised before the toaster loads, wakes the outlet, and presents them in order', () => {
    const wake = jest.fn();
    const stopWaiting = onToastWaiting(wake);
    toast.show({ title: 'Sessão expirada', description: 'Faça login novamente para continuar.', variant: 'error' });
    toast.light('Salvo');
    stopWaiting();
    expect(wake).toHaveBeenCalledTimes(2);
    expect(hasPendingToasts()).toBe(true);

    const presented: ToastRequest[] = [];
    const detach = attachPresenter((request) => presented.push(request));
    expect(hasPendingToasts()).toBe(false);
    toast.show({ title: 'Perfil atualizado' });
    expect(presented).toEqual([
      { kind: 'app', content: { title: 'Sessão expirada', description: 'Faça login novamente para continuar.', variant: 'error' } },
      { kind: 'light', text: 'Salvo', variant: 'info' },
      { kind: 'app', content: { title: 'Perfil atualizado' } },
    ]);
    detach();
    toast.show({ title: 'depois' });
    expect(hasPendingToasts()).toBe(true);
  });
});
