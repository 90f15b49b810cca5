import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
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
});
