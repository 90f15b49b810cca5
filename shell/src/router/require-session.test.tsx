import { screen } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { createPortalStore, sessionEnded, sessionStarted } from '@portal/shared/store';
import { renderWithProviders, SIGNED_IN, SIGNED_IN_USER, SIGNED_OUT } from '@portal/shared/testing';
import { RequireSession } from './require-session';

const LOADING = { session: { ...SIGNED_OUT.session, status: 'loading' as const } };

function renderGuarded(preloadedState: object) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard"
        element={
          <RequireSession>
            <h1>Painel do proprietário</h1>
          </RequireSession>
        }
      />
      <Route path="/auth" element={<h1>Entrar</h1>} />
    </Routes>,
    { route: '/dashboard', store: createPortalStore(preloadedState) },
  );
}

/** Lets the store's synchronous update render (React flushes it in a microtask), not the deferred one. */
async function synchronousRender() {
  for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
}

describe('RequireSession', () => {
  it.each([
    ['a loading session', 'status', 'Carregando sessão', LOADING],
    ['a signed-in owner', 'heading', 'Painel do proprietário', SIGNED_IN],
    ['a signed-out visit', 'heading', 'Entrar', SIGNED_OUT],
  ] as const)('shows %s the %s "%s"', async (_case, role, name, state) => {
    await renderGuarded(state);
    expect(screen.getByRole(role, { name })).toBeInTheDocument();
  });

  /** Dispatches outside act(), where React renders as in the browser: the store's update at once, a deferred one later. */
  async function asInTheBrowser(steps: () => Promise<void>) {
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await steps();
    } finally {
      global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  }

  it('opens the frame of a session that starts while it loads in a deferred render, the spinner staying through the synchronous one', async () => {
    const { store } = await renderGuarded(LOADING);
    await asInTheBrowser(async () => {
      store.dispatch(sessionStarted({ user: { ...SIGNED_IN_USER }, expiresAt: null }));
      await synchronousRender();
      expect(screen.getByRole('status', { name: 'Carregando sessão' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Painel do proprietário' })).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Painel do proprietário' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Carregando sessão' })).not.toBeInTheDocument();
    });
  });

  it('takes the frame away in the very render in which the session ends, and sends the owner to /auth', async () => {
    const { store } = await renderGuarded(SIGNED_IN);
    await asInTheBrowser(async () => {
      store.dispatch(sessionEnded());
      await synchronousRender();
      expect(screen.queryByRole('heading', { name: 'Painel do proprietário' })).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    });
  });
});
