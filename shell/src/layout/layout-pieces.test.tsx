import { act, screen } from '@testing-library/react';
import { logoutStarted } from '@portal/shared/store';
import { renderWithProviders } from '@portal/shared/testing';
import { AlertList } from './alert-list';
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
});
