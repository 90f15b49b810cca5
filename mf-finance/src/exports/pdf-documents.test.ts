import { financeRow } from '../testing/fixtures';
import { monthlyStatementPdf, NET_TEXTS, ownerLine, payoutText, pdfMoney, providerLine, yearlyIncomeReportPdf } from './pdf-documents';
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

  it("names the owner's CPF or CNPJ and the provider's legal name and CNPJ", () => {
    const h = { ...header, ownerDocument: { type: 'cpf' as const, number: '52998224725' }, provider: { legalName: 'Lar Temporada Gestão de Imóveis Ltda.', cnpj: '11222333000181' } };
    const text = pdfStrings(monthlyStatementPdf(monthlyStatement(rows, '2025-03'), h).output());
    expect(text).toContain('Proprietário: Ana Souza · CPF 529.982.247-25');
    expect(text).toContain('Administradora: Lar Temporada Gestão de Imóveis Ltda. · CNPJ 11.222.333/0001-81');
    const report = pdfStrings(yearlyIncomeReportPdf(yearlyIncomeReport(rows, 2025), h).output());
    expect(report).toContain('CPF 529.982.247-25');
    expect(report).toContain('CNPJ 11.222.333/0001-81');
  });

  it.each([
    [{ ownerName: 'Ana Souza', ownerDocument: { type: 'cpf' as const, number: '529.982.247-25' } }, 'Proprietário: Ana Souza · CPF 529.982.247-25'],
    [{ ownerName: 'Casa Boa Ltda.', ownerDocument: { type: 'cnpj' as const, number: '11.222.333/0001-81' } }, 'Proprietário: Casa Boa Ltda. · CNPJ 11.222.333/0001-81'],
    [{ ownerName: 'Ana Souza', ownerDocument: { type: 'cpf' as const, number: null } }, 'Proprietário: Ana Souza'],
  ])('the owner line of %p is %p', (h, line) => {
    expect(ownerLine(h)).toBe(line);
  });

  it.each([
    [{ brandName: 'Lar Temporada', provider: { legalName: 'LT Gestão Ltda.', cnpj: '11222333000181' } }, 'Administradora: LT Gestão Ltda. · CNPJ 11.222.333/0001-81'],
    [{ brandName: 'Lar Temporada', provider: {} }, 'Administradora: Lar Temporada'],
    [{ brandName: 'Lar Temporada' }, 'Administradora: Lar Temporada'],
  ])('the provider line of %p is %p', (h, line) => {
    expect(providerLine(h)).toBe(line);
  });

  it.each([
    [{ actual_payout_date: '2026-11-20', expected_payout_date: '2026-11-19' }, 'Pago em 20/11/2026'],
    [{ actual_payout_date: null, expected_payout_date: '2026-11-19' }, 'Atrasado (previsto 19/11/2026)'],
    [{ actual_payout_date: null, expected_payout_date: '2026-12-06' }, 'Previsto 06/12/2026'],
    [{ actual_payout_date: null, expected_payout_date: '2026-12-20' }, 'Previsto 20/12/2026'],
    [{ actual_payout_date: null, expected_payout_date: null }, 'A definir'],
  ])('on 06/12/2026 the payout of %p reads %p', (stay, text) => {
    expect(payoutText(stay, '2026-12-06')).toBe(text);
  });

  it("prints an overdue expected payout as 'atrasado', and how net is reached", () => {
    const late = [financeRow({ id: 'late', guest_name: 'Rita Alves', check_in: '2026-11-02', check_out: '2026-11-05', actual_payout_date: null, expected_payout_date: '2026-11-19' })];
    const text = pdfStrings(monthlyStatementPdf(monthlyStatement(late, '2026-11'), { ...header, issuedOn: '2026-12-06' }).output());
    expect(text).toContain('Atrasado \\(previsto 19/11/2026\\)');
    expect(text).toContain('|atrasado');
    expect(text).not.toContain('Previsto 19/11/2026');
    expect(text).toContain('Valor líquido = valor bruto \\(diárias\\) - comissão do canal - comissão Lar Temporada.');
    expect(NET_TEXTS.statement('Lar Temporada')).toMatch(/taxa de limpeza é paga pelo hóspede além das diárias/);
    const report = pdfStrings(yearlyIncomeReportPdf(yearlyIncomeReport(late, 2026), header).output());
    expect(report).toContain('Valor repassado = valor bruto recebido - taxas deduzidas');
  });

  it('right-aligns each column of figures in its heading, its rows and its total, so totals stand under their columns', () => {
    type Cell = { styles: { halign: string } };
    type Table = { head: Array<{ cells: Record<number, Cell> }>; body: Array<{ cells: Record<number, Cell> }>; foot: Array<{ cells: Record<number, Cell> }> };
    const aligned = (table: Table, column: number) => [table.head[0]!.cells[column]!, table.body[0]!.cells[column]!, table.foot[0]!.cells[column]!].map((c) => c.styles.halign);
    const report = yearlyIncomeReportPdf(yearlyIncomeReport(rows, 2025), header) as unknown as { lastAutoTable: Table };
    for (const column of [1, 2, 3, 4]) expect(aligned(report.lastAutoTable, column)).toEqual(['right', 'right', 'right']);
    expect(aligned(report.lastAutoTable, 0)).toEqual(['left', 'left', 'left']);
    // The statement's last table: the payouts expected in the month, its amount in column 4.
    const statement = monthlyStatementPdf(monthlyStatement(rows, '2025-03'), header) as unknown as { lastAutoTable: Table };
    expect(aligned(statement.lastAutoTable, 4)).toEqual(['right', 'right', 'right']);
  });

  it('writes money the pt-BR way with a plain space', () => {
    expect(pdfMoney(1234.5)).toBe('R$ 1.234,50');
  });
});
