import { financeRow } from '../testing/fixtures';
import { monthlyStatementPdf, pdfMoney, yearlyIncomeReportPdf } from './pdf-documents';
import { monthlyStatement, yearlyIncomeReport } from './statements';

const header = { brandName: 'Lar Temporada', ownerName: 'Ana Souza', scope: 'Todas as propriedades', issuedOn: '2025-03-20' };
const rows = [
  financeRow({ id: 'a', guest_name: 'Marina Costa', check_in: '2025-03-01', check_out: '2025-03-05', host_payout: 660, actual_payout_date: '2025-03-08' }),
  financeRow({ id: 'b', guest_name: 'Pedro Lima', platform: 'direct', check_in: '2025-03-10', check_out: '2025-03-12', nights: 2, gross_amount: 600, platform_fee: 0, management_fee: 108, cleaning_fee: 80, host_payout: 492, actual_payout_date: null, expected_payout_date: '2025-03-31' }),
];

// jsPDF writes text uncompressed by default: each shown string is in the file as a (…) Tj operand.
function pdfStrings(output: string): string {
  return [...output.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => m[1]).join('|');
}

describe('PDF statements', () => {
  it('the monthly statement names the brand, the owner, the scope and the month, and totals the stays and payouts', () => {
    const text = pdfStrings(monthlyStatementPdf(monthlyStatement(rows, '2025-03'), header).output());
    for (const expected of ['Lar Temporada', 'Extrato mensal do propriet', 'Ana Souza', 'Todas as propriedades', 'Mês: março de 2025'.slice(5), 'Marina Costa', 'Pedro Lima', 'Total', pdfMoney(1152), 'Repasses realizados no m', 'Repasses previstos no m', pdfMoney(492), 'Emitido em 20/03/2025']) {
      expect(text).toContain(expected);
    }
  });

  it('the yearly income report lists the twelve months and the year totals by payout date', () => {
    const text = pdfStrings(yearlyIncomeReportPdf(yearlyIncomeReport(rows, 2025), header).output());
    for (const expected of ['Informe anual de rendimentos 2025', 'janeiro', 'dezembro', 'Valor bruto recebido', 'Taxas deduzidas', 'Valor repassado', pdfMoney(660), pdfMoney(1000), pdfMoney(340)]) {
      expect(text).toContain(expected);
    }
  });

  it('writes money the pt-BR way with a plain space', () => {
    expect(pdfMoney(1234.5)).toBe('R$ 1.234,50');
  });
});
