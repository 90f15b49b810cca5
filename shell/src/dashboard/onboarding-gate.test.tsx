import { screen, waitFor } from '@testing-library/react';
import { useOwnerOverview } from '@portal/shared/api';
import { Route, Routes } from '@portal/shared/router';
import { createPortalStore } from '@portal/shared/store';
import { createFakeSupabase, renderWithProviders, setFakeSupabase, SIGNED_IN, type FakeHandler } from '@portal/shared/testing';
import { OnboardingGate } from './onboarding-gate';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);
jest.mock('@portal/shared/api', () => ({ ...jest.requireActual('@portal/shared/api'), useOwnerOverview: jest.fn() }));
// The onboarding card is mf-onboarding's widget; its slot is tested with the remote loading (widget-slot).
jest.mock('./widget-slot', () => ({ WidgetSlot: ({ name }: { name: string }) => <div data-testid={`slot-${name}`} /> }));

const nextStep = (id: string, title: string, target: string | null) => ({ state: 'ready', onboarding: { nextStep: { id, title, target, status: 'available' } } });

async function renderGate(status: 'not_started' | 'in_progress', overview: object, handler: FakeHandler = () => ({ data: { id: 'pr1', user_id: 'u1' } })) {
  jest.mocked(useOwnerOverview).mockReturnValue(overview as never);
  const fake = setFakeSupabase(createFakeSupabase(handler));
  const view = await renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<OnboardingGate status={status} />} />
      <Route path="/cadastro-proprietario" element={<p>Cadastro do proprietário</p>} />
      <Route path="/cadastro-imovel" element={<p>Cadastro do imóvel</p>} />
    </Routes>,
    { route: '/dashboard', store: createPortalStore(SIGNED_IN) },
  );
  return { ...view, fake };
}

describe('OnboardingGate', () => {
  it("remembers the start of onboarding when 'Cadastrar Propriedade' is pressed, then opens the owner wizard", async () => {
    const { user, fake } = await renderGate('not_started', { state: 'ready', onboarding: { nextStep: null } });
    expect(screen.getByText('Otimização de ganhos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Propriedade' }));
    expect(await screen.findByText('Cadastro do proprietário')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      expect.objectContaining({ table: 'profiles', operation: 'upsert', values: { user_id: 'u1' }, options: { onConflict: 'user_id', ignoreDuplicates: true } }),
    ]);
  });

  it('opens the wizard even when the start could not be recorded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderGate('not_started', { state: 'loading' }, () => ({ error: { message: 'offline' }, status: 503 }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar Propriedade' }));
    expect(await screen.findByText('Cadastro do proprietário')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('once begun, shows the sticky banner for the pending mandatory step above the onboarding card', async () => {
    const { user } = await renderGate('in_progress', nextStep('property_registration', 'Cadastro do imóvel', '/cadastro-imovel'));
    expect(screen.queryByRole('button', { name: 'Cadastrar Propriedade' })).not.toBeInTheDocument();
    expect(screen.getByTestId('slot-onboarding-card')).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Etapa pendente' });
    expect(banner).toHaveTextContent('Etapa obrigatória pendente');
    expect(banner).toHaveTextContent('Cadastro do imóvel');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Cadastro do imóvel')).toBeInTheDocument();
  });

  it.each([
    ['the provider’s review', nextStep('internal_approval', 'Aprovação interna', null)],
    [
      'the confirmation of a booked session',
      { state: 'ready', onboarding: { nextStep: { id: 'photo_session', title: 'Sessão de fotos', target: '/sessao-fotos-confirmacao?sessionId=s1', status: 'pending' } } },
    ],
    ['nothing pending', { state: 'ready', onboarding: { nextStep: null } }],
    ['the overview loading', { state: 'loading' }],
  ])('shows no banner while waiting on %s', async (_name, overview) => {
    await renderGate('in_progress', overview);
    expect(screen.queryByRole('region', { name: 'Etapa pendente' })).not.toBeInTheDocument();
    expect(screen.getByTestId('slot-onboarding-card')).toBeInTheDocument();
  });
});
