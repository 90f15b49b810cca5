import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@portal/shared/domain';
import { Route, Routes } from '@portal/shared/router';
import { routes } from '../routes';
import { propertyRow, rawRpcRow } from '../testing/fixtures';
import { captureDownloads } from '../testing/downloads';
import { day, financeBackend, renderFinance } from '../testing/render-finance';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);
jest.mock('highcharts', () => ({ __esModule: true, default: { setOptions: jest.fn() } }));
jest.mock('highcharts-react-official', () => ({ __esModule: true, default: jest.requireActual('../testing/chart-stub').default }));

const FinancePage = routes.find((route) => route.path === '/financeiro')!.Component!;
const beach = propertyRow({ id: 'beach-0001-aaaa', property_name: 'Casa da Praia' });

// Last month: one stay paid, one whose payout was expected on the 20th and has not come.
const lastMonth = addDays(`${day().slice(0, 7)}-01`, -1).slice(0, 7);
const paid = rawRpcRow({ id: 'paid', guest_name: 'Marina Costa', check_in: `${lastMonth}-02`, check_out: `${lastMonth}-05`, nights: 3, host_payout: 1000, actual_payout_date: `${lastMonth}-10`, expected_payout_date: `${lastMonth}-10` });
const late = rawRpcRow({ id: 'late', guest_name: 'Pedro Lima', check_in: `${lastMonth}-06`, check_out: `${lastMonth}-08`, nights: 2, host_payout: 1076, actual_payout_date: null, expected_payout_date: `${lastMonth}-20`, platform: 'booking' });

/** The strings a jsPDF file shows (it writes its text uncompressed, each a (…) Tj operand). */
async function pdfStrings(blob: Blob): Promise<string> {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return [...text.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => m[1]).join('|');
}

/** /financeiro over these stays of the beach house. */
function openFinance(reservations: Array<ReturnType<typeof rawRpcRow>>) {
  return renderFinance(
    <Routes>
      <Route path="/financeiro" element={<FinancePage />} />
    </Routes>,
    { route: '/financeiro', supabase: financeBackend({ reservations, properties: [beach] }) },
  );
}

describe('the monthly statement', () => {
  it("covers the whole month whatever the page's status filter", async () => {
    const { blobs, restore } = captureDownloads();
    const { supabase, user } = await openFinance([paid, late]);
    await screen.findByText('Marina Costa');
    // Only 'Pagos': from all statuses, unticking the other two.
    await user.click(screen.getByRole('button', { name: 'Hospedando (Em Curso)' }));
    await user.click(screen.getByRole('button', { name: 'Agendado (Futuras)' }));
    await waitFor(() => expect(screen.queryByText('Pedro Lima')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const panel = screen.getByRole('region', { name: 'Exportar' });
    // The statement's stays are read when the panel opens: every stay of the property choice, whatever the status.
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Baixar extrato' })).toBeEnabled());
    expect(supabase.requests.filter((r) => r.table === 'get_finance_reservations').at(-1)?.values).toEqual(
      expect.objectContaining({ p_status_keys: null, p_check_in_from: null, p_check_in_to: null, p_limit: 500, p_after_id: null }),
    );
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Extrato mensal (PDF)' }), lastMonth);
    await user.click(within(panel).getByRole('button', { name: 'Baixar extrato' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await pdfStrings(blobs[0]!);
    expect(text).toContain('Marina Costa');
    expect(text).toContain('Pedro Lima');
    expect(text).toContain('R$ 2.076,00');
    expect(text).not.toContain('Nenhuma estadia com entrada neste m');
    expect(text).not.toContain('Nenhum repasse previsto para este m');
    // jsPDF escapes parentheses in its strings.
    expect(text).toContain(`Atrasado \\(previsto 20/${lastMonth.slice(5, 7)}/${lastMonth.slice(0, 4)}\\)`);
    restore();
  });

  it("offers this month's statement first, not the month of a payout expected months ahead", async () => {
    const thisMonth = day().slice(0, 7);
    const inFourMonths = addDays(`${thisMonth}-01`, 120).slice(0, 7);
    const ahead = rawRpcRow({ id: 'ahead', guest_name: 'Ana Reis', check_in: addDays(day(), 40), check_out: addDays(day(), 43), nights: 3, host_payout: 900, actual_payout_date: null, expected_payout_date: `${inFourMonths}-02` });
    const { user } = await openFinance([ahead, paid]);
    await screen.findByText('Ana Reis');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const panel = screen.getByRole('region', { name: 'Exportar' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Baixar extrato' })).toBeEnabled());
    const months = within(panel).getByRole('combobox', { name: 'Extrato mensal (PDF)' });
    expect(within(months).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toContain(inFourMonths);
    expect(months).toHaveValue(thisMonth);
  });
});
