import {
  APP_TOAST_DURATION_S,
  APP_TOAST_MAX_VISIBLE,
  attachPresenter,
  toasterNeeded,
  LIGHT_TOAST_DURATION_S,
  LIGHT_TOAST_MAX_VISIBLE,
  onToastWaiting,
  toast,
  type ToastRequest,
} from './toast';
import type * as toastModule from './toast';

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
    expect(toasterNeeded()).toBe(true);

    const presented: ToastRequest[] = [];
    const detach = attachPresenter((request) => presented.push(request));
    expect(toasterNeeded()).toBe(false);
    toast.show({ title: 'Perfil atualizado' });
    expect(presented).toEqual([
      { kind: 'app', content: { title: 'Sessão expirada', description: 'Faça login novamente para continuar.', variant: 'error' } },
      { kind: 'light', text: 'Salvo', variant: 'info' },
      { kind: 'app', content: { title: 'Perfil atualizado' } },
    ]);
    detach();
    toast.show({ title: 'depois' });
    expect(toasterNeeded()).toBe(true);
  });

  it('a screen can have the toaster load before its toast: the outlet wakes once, and nothing is presented', () => {
    jest.isolateModules(() => {
      // A fresh module: nothing raised, no toaster mounted.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules hands a fresh copy only to require
      const fresh = require('./toast') as typeof toastModule;
      const wake = jest.fn();
      const stopWaiting = fresh.onToastWaiting(wake);
      expect(fresh.toasterNeeded()).toBe(false);
      fresh.toast.prepare();
      fresh.toast.prepare();
      expect(wake).toHaveBeenCalledTimes(1);
      expect(fresh.toasterNeeded()).toBe(true);
      stopWaiting();

      const presented: ToastRequest[] = [];
      fresh.attachPresenter((request) => presented.push(request));
      expect(presented).toEqual([]);
      fresh.toast.prepare();
      expect(wake).toHaveBeenCalledTimes(1);
    });
  });
});
