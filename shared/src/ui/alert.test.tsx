import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// No delay between keystrokes: the fields are plain DOM, nothing waits on timing.
const user = userEvent.setup({ delay: null });
import { Alert } from './alert';
import { tones } from './palette';

describe('Alert', () => {
  it('announces its title and description', () => {
    render(<Alert type="error" showIcon title="Não foi possível salvar." description="Tente novamente." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar.');
    expect(alert).toHaveTextContent('Tente novamente.');
    expect(alert).toHaveClass('portal-alert-error', 'portal-alert-with-description');
  });

  it('shows an action beside the message', async () => {
    const retry = jest.fn();
    render(<Alert type="error" title="Falhou." action={<button onClick={retry}>Tentar novamente</button>} />);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalled();
  });

  it('closes with its close button, named as asked, and tells the page', async () => {
    const onClose = jest.fn();
    render(<Alert title="Sessão de fotos amanhã" closable={{ 'aria-label': 'Fechar alerta' }} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Fechar alerta' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not closable unless asked', () => {
    render(<Alert title="Você está offline." banner />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('portal-alert-banner', 'portal-alert-info');
  });

  it('draws a neutral notice in the neutral tone, not in an outcome colour', () => {
    render(<Alert type="neutral" showIcon title="Novidade no portal" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('portal-alert-neutral');
    expect(alert).toHaveStyle({ background: tones.neutral.tint, borderColor: tones.neutral.border });
  });
});
