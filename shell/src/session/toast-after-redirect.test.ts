import { toast } from '@portal/shared/ui';
import { rememberToastForNextPage, showRememberedToast } from './toast-after-redirect';

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(toast, 'show').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a toast across a hard redirect', () => {
  it("shows 'Logout forçado' once on the next page", () => {
    const forced = { title: 'Logout forçado', description: 'Você foi desconectado com sucesso.', variant: 'info' as const };
    rememberToastForNextPage(forced);
    // The next page starts:
    showRememberedToast();
    expect(toast.show).toHaveBeenCalledWith(forced);
    showRememberedToast();
    expect(toast.show).toHaveBeenCalledTimes(1);
  });

  it('drops a damaged entry without failing the page', () => {
    window.sessionStorage.setItem('portal-toast-after-redirect', '{not json');
    expect(() => showRememberedToast()).not.toThrow();
    expect(toast.show).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('portal-toast-after-redirect')).toBeNull();
  });
});
