import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { renderWithProviders } from '@portal/shared/testing';
import { PerformanceTip } from './performance-tip';

function Where() {
  return <p>rota: {useLocation().pathname}</p>;
}

describe('dashboard performance tip card', () => {
  it("opens /performance from 'Ver desempenho'", async () => {
    const { user } = await renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<PerformanceTip />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/dashboard' },
    );
    expect(screen.getByRole('region', { name: 'Dica de desempenho' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver desempenho' }));
    expect(await screen.findByText('rota: /performance')).toBeInTheDocument();
  });
});
