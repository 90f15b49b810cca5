import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { deriveOwnerOverview, isDashboardUnlocked } from '@portal/shared/domain';

type OwnerOverviewInput = Parameters<typeof deriveOwnerOverview>[0];
import { bottomBarTabs } from '../layout/bottom-bar-tabs';
import { QuickActions, quickActions } from './quick-actions';

describe('dashboard quick actions', () => {
  it.each([
    [{ gated: false, featuresBlocked: false }, []],
    [{ gated: true, featuresBlocked: false }, ['calendar', 'messages', 'finance']],
    [{ gated: false, featuresBlocked: true }, ['calendar', 'messages', 'finance']],
    [{ gated: true, featuresBlocked: true }, ['calendar', 'messages', 'finance']],
  ])('with %p the locked actions are %p', (input, locked) => {
    expect(quickActions(input).filter((action) => action.disabled).map((action) => action.key)).toEqual(locked);
  });

  it('leads to each area, a locked action showing a lock and going nowhere', async () => {
    await renderWithProviders(<QuickActions actions={quickActions({ gated: true, featuresBlocked: true })} />);
    const region = screen.getByRole('region', { name: 'Ações rápidas' });
    const finance = within(region).getByRole('link', { name: /Financeiro/ });
    expect(finance).toHaveAttribute('aria-disabled', 'true');
    expect(finance).not.toHaveAttribute('href');
    expect(within(finance).getByText('Disponível após o cadastro')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /Propriedades/ })).toHaveAttribute('href', '/propriedades');
  });

  const finished = { id: 'p1', is_draft: false, is_verified: false, description: null, amenities: [], property_name: 'Casa' };
  const profile = { full_name: 'Ana', email: 'a@x.com', phone: '11987654321', document: '52998224725', document_type: 'cpf' as const, bank_name: 'Itaú', bank_agency: '1', bank_account: '2', bank_account_type: 'corrente' as const };
  it.each<[string, OwnerOverviewInput]>([
    ['a new owner', { profile: null, properties: [], photoSessions: [] }],
    ['an owner with a draft', { profile, properties: [{ ...finished, is_draft: true }], photoSessions: [] }],
    ['an owner whose property waits for photos', { profile, properties: [finished], photoSessions: [] }],
    ['an active owner', { profile, properties: [{ ...finished, is_verified: true }], photoSessions: [] }],
  ])('for %s, quick actions, quick menu and bottom bar show Calendário and Financeiro in one state', (_case, input) => {
    const overview = deriveOwnerOverview(input);
    const gated = !isDashboardUnlocked(overview.status);
    const actions = quickActions({ gated, featuresBlocked: overview.flags.featuresBlocked });
    const tabs = bottomBarTabs('/dashboard', overview.flags.featuresBlocked);
    for (const key of ['calendar', 'finance'] as const) {
      const states = [
        actions.find((action) => action.key === key)!.disabled,
        overview.quickMenu.find((item) => item.key === key)!.disabled,
        tabs.find((tab) => tab.key === key)!.locked,
      ];
      expect(states).toEqual([gated, gated, gated]);
    }
  });
});
