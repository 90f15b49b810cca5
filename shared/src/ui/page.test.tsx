import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Page } from './page';

const user = userEvent.setup({ delay: null });

describe('Page', () => {
  it('is a region named by its one h1 title, with the subtitle and the content under it', () => {
    render(
      <Page title="Minha Conta" subtitle="Gerencie suas informações e configurações">
        <p>conteúdo</p>
      </Page>,
    );
    const page = screen.getByRole('region', { name: 'Minha Conta' });
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Minha Conta');
    expect(within(page).getByText('Gerencie suas informações e configurações')).toBeInTheDocument();
    expect(within(page).getByText('conteúdo')).toBeInTheDocument();
  });

  it('shows the actions in the header, after the title and subtitle', () => {
    const settings = jest.fn();
    render(
      <Page title="Central de Notificações" subtitle="Acompanhe todas as atualizações" actions={<button onClick={settings}>Configurações</button>}>
        <p>lista</p>
      </Page>,
    );
    const title = screen.getByRole('heading', { name: 'Central de Notificações' });
    const action = screen.getByRole('button', { name: 'Configurações' });
    // In reading order the action comes after the subtitle, so where it wraps (a phone) it goes under it.
    expect(screen.getByText('Acompanhe todas as atualizações').compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.closest('header')).toContainElement(action);
    expect(title.closest('header')).not.toContainElement(screen.getByText('lista'));
  });

  it('offers the way back above the title', async () => {
    const back = jest.fn();
    render(<Page title="Dados Bancários" back={{ label: 'Voltar', onClick: back }} />);
    const button = screen.getByRole('button', { name: 'Voltar' });
    expect(button.compareDocumentPosition(screen.getByRole('heading', { name: 'Dados Bancários' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(button);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('shows no subtitle, actions or way back when none is given', () => {
    const { container } = render(<Page title="Mensagens" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('.portal-page-subtitle, .portal-page-actions')).toBeNull();
  });

  it('adds no inset or width of its own: the layout places every page', () => {
    render(<Page title="Financeiro" />);
    const page = screen.getByRole('region', { name: 'Financeiro' });
    expect(page).not.toHaveAttribute('style');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const pageRule = /\.portal-page\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(pageRule).not.toBe('');
    expect(pageRule).not.toMatch(/(^|;)(padding|margin|max-width|width)\b/);
  });
});
