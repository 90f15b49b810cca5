/** @jest-environment ./src/testing/utc-environment.cjs */
import { screen } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { clock } from '../clock';
import { createCalendarBackend } from '../testing/calendar-backend';
import { propertyRow } from '../testing/fixtures';
import { renderCalendar } from '../testing/render-calendar';
import { PropertyCalendarPage } from './property-calendar-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);

afterEach(() => jest.restoreAllMocks());

async function openAt(instant: string) {
  jest.spyOn(clock, 'now').mockReturnValue(new Date(instant));
  const backend = createCalendarBackend({ properties: [propertyRow()] });
  const view = await renderCalendar(
    <Routes>
      <Route path="/propriedade/:propertyId/calendario" element={<PropertyCalendarPage />} />
    </Routes>,
    { route: '/propriedade/prop-1/calendario', supabase: backend.fake },
  );
  return { ...view, backend };
}

describe("the calendar in a browser set to UTC keeps Brazil's day", () => {
  it('at 23:30 on 31 March in Brazil (already April in UTC) shows March, with the 31st as today, and blocks it', async () => {
    const { user, backend } = await openAt('2025-04-01T02:30:00Z');
    expect(await screen.findByRole('grid', { name: 'Março de 2025' })).toBeInTheDocument();
    const today = screen.getByRole('button', { name: '31 de março (hoje): Disponível' });
    await user.click(today);
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Datas bloqueadas')).toBeInTheDocument();
    expect(backend.events().map((e) => e.date)).toEqual(['2025-03-31']);
  });

  it('at 00:30 on 1 April in Brazil the 31st of March is past', async () => {
    const { user } = await openAt('2025-04-01T03:30:00Z');
    expect(await screen.findByRole('grid', { name: 'Abril de 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 de abril (hoje): Disponível' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(screen.getByRole('button', { name: '31 de março: Indisponível' })).toBeDisabled();
  });
});
