import { act, screen } from '@testing-library/react';
import { logoutStarted } from '@portal/shared/store';
import { renderWithProviders } from '@portal/shared/testing';
import { AlertList, startsExpanded } from './alert-list';
import { AppHeader } from './app-header';

describe('header', () => {
  it("offers 'Forçar' only while a logout is running", async () => {
    const onForceLogout = jest.fn();
    const { store, user } = await renderWithProviders(<AppHeader onForceLogout={onForceLogout} />);
    expect(screen.queryByRole('button', { name: 'Forçar' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(logoutStarted());
    });
    await user.click(screen.getByRole('button', { name: 'Forçar' }));
    expect(onForceLogout).toHaveBeenCalled();
  });
});

describe('alert list (spec part 1 §2)', () => {
  const alerts = [
    { id: 'a1', type: 'onboarding' as const, title: 'Continue seu cadastro', message: 'Próxima etapa: Dados bancários.', action: { label: 'Continuar', route: '/cadastro-proprietario' }, dismissible: false },
    { id: 'a2', type: 'photography' as const, title: 'Sessão de fotos agendada', message: '26/11/2026', dismissible: true },
  ];

  it('marks each alert with its type, closes only dismissible ones, and shows the action', async () => {
    const onDismiss = jest.fn();
    const { user } = await renderWithProviders(<AlertList alerts={alerts} onDismiss={onDismiss} />);
    const [onboarding, photography] = screen.getAllByRole('alert');
    expect(onboarding).toHaveAttribute('data-alert-type', 'onboarding');
    expect(photography).toHaveAttribute('data-alert-type', 'photography');
    expect(screen.getAllByRole('button', { name: 'Fechar alerta' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar alerta' }));
    expect(onDismiss).toHaveBeenCalledWith('a2');
  });

  it.each([
    [1, false, null, true],
    [2, false, null, true],
    [3, false, null, false],
    [1, true, null, false],
    [5, true, true, true],
    [1, false, false, false],
  ])('with %i alert(s), on a phone %p and the choice %p, starts open: %p', (count, phone, choice, open) => {
    expect(startsExpanded(count, phone, choice)).toBe(open);
  });

  it('folds to one line with the first title, its action and the count, and opens again', async () => {
    window.sessionStorage.clear();
    const many = [...alerts, { id: 'a3', type: 'payout' as const, title: 'Repasse a caminho', message: '15/12/2026', dismissible: true }];
    const { user } = await renderWithProviders(<AlertList alerts={many} onDismiss={jest.fn()} />);
    const region = screen.getByRole('region', { name: 'Alertas' });
    expect(region).toHaveTextContent('Continue seu cadastro');
    expect(region).toHaveTextContent('+2');
    expect(region).not.toHaveTextContent('Repasse a caminho');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar 3 alertas' }));
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: /Recolher 3 alertas/ }));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(window.sessionStorage.getItem('portal-alerts-expanded')).toBe('false');
  });
});
