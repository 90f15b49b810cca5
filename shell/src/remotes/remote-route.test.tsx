import { act, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { renderWithProviders } from '@portal/shared/testing';
import { LoadingFallback } from '@portal/shared/ui';
import { RemoteRoute } from './remote-route';
import { loadExposed, resetRemote } from './remote-modules';
import { RemoteUnavailableError } from './remote-unavailable';
import { SharedVersionMismatchError } from './shared-requirements';

jest.mock('./remote-modules', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));
jest.mock('../observability/error-reporter', () => ({ reportError: jest.fn() }));

const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

function routesModule(element: ReactElement, path = '/financeiro') {
  return Promise.resolve({ contractVersion: 1, release: '1.0.0', routes: [{ path, element }] });
}

/** The page area of the layout: one Suspense above the outlet, where a loading remote waits. */
function inPageArea(element: ReactElement) {
  return <Suspense fallback={<LoadingFallback />}>{element}</Suspense>;
}

function Throws(): never {
  throw new Error('render failure');
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRoute', () => {
  it('waits in the page area ("Carregando...") until the remote arrives, then shows its page for the pattern', async () => {
    let arrive!: (module: Awaited<ReturnType<typeof routesModule>>) => void;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await renderWithProviders(inPageArea(<RemoteRoute remote="mf_finance" pattern="/financeiro" />));
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    await act(async () => arrive(await routesModule(<h1>Financeiro</h1>)));
    expect(await screen.findByRole('heading', { name: 'Financeiro' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_finance', 'routes');
  });

  it('shows the module fallback when the remote cannot be fetched, and retries on "Tentar novamente"', async () => {
    load.mockReturnValue(Promise.reject(new RemoteUnavailableError('mf_finance', 'unreachable')));
    const { user } = await renderWithProviders(inPageArea(<RemoteRoute remote="mf_finance" pattern="/financeiro" />));
    expect(await screen.findByText('Erro ao carregar este módulo')).toBeInTheDocument();

    const loaded = routesModule(<h1>Financeiro</h1>);
    load.mockReturnValue(loaded);
    // The retried remote suspends again: let React settle it inside an awaited act().
    await act(() => user.click(screen.getByRole('button', { name: 'Tentar novamente' })));
    expect(await screen.findByRole('heading', { name: 'Financeiro' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('mf_finance');
  });

  it('contains a remote page that throws while rendering', async () => {
    load.mockReturnValue(routesModule(<Throws />));
    await renderWithProviders(
      <>
        <nav>menu</nav>
        {inPageArea(<RemoteRoute remote="mf_finance" pattern="/financeiro" />)}
      </>,
    );
    expect(await screen.findByText('Erro ao carregar este módulo')).toBeInTheDocument();
    expect(screen.getByText('menu')).toBeInTheDocument();
  });

  it('explains a remote published for another contract version', async () => {
    load.mockReturnValue(Promise.reject(new RemoteUnavailableError('mf_finance', 'contract-mismatch')));
    await renderWithProviders(inPageArea(<RemoteRoute remote="mf_finance" pattern="/financeiro" />));
    expect(await screen.findByText('Este módulo foi publicado para outra versão do portal.')).toBeInTheDocument();
  });

  it('explains a remote that needs a newer portal, and names the versions for operators', async () => {
    const refusal = new SharedVersionMismatchError('http://cdn/finance/mf-manifest.json', [
      { name: '@portal/shared/ui', requiredVersion: '^1.1.0', provided: '1.0.0' },
    ]);
    load.mockReturnValue(Promise.reject(new RemoteUnavailableError('mf_finance', 'shared-mismatch', refusal)));
    await renderWithProviders(inPageArea(<RemoteRoute remote="mf_finance" pattern="/financeiro" />));
    expect(
      await screen.findByText('Este módulo foi atualizado e precisa de uma versão mais recente do portal. Tente novamente em alguns minutos.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('module-fallback').closest('[data-fallback-reason]')).toHaveAttribute(
      'data-fallback-reason',
      'shared-mismatch: @portal/shared/ui ^1.1.0 (this portal runs 1.0.0)',
    );
  });

  it('falls back when the remote does not own the pattern', async () => {
    load.mockReturnValue(routesModule(<h1>Outra</h1>, '/outra'));
    await renderWithProviders(inPageArea(<RemoteRoute remote="mf_finance" pattern="/financeiro" />));
    expect(await screen.findByText('Erro ao carregar este módulo')).toBeInTheDocument();
  });
});
