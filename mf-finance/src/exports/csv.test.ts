import { financeRow } from '../testing/fixtures';
import { financePageSummary } from '../finance/finance-summary';
import { financeCsv } from './csv';

const options = { today: '2025-03-10', brandName: 'Lar Temporada', propertyLabel: () => 'Casa da Praia' };
/** The CSV line of one stay (the one after the header). */
const stayLine = (fields: Parameters<typeof financeRow>[0]) => financeCsv([financeRow(fields)], options).split('\r\n')[1] ?? '';

describe('CSV for Excel pt-BR', () => {
  it.each([
    [1234.5, '1234,50'],
    [0, '0,00'],
    [0.1 + 0.2, '0,30'],
    [99999.999, '100000,00'],
  ])('writes a gross amount of %p as %s', (value, text) => {
    expect(stayLine({ gross_amount: value }).split(';')[8]).toBe(text);
  });

  it.each([
    ['São João', 'São João'],
    ['Silva; Souza', '"Silva; Souza"'],
    ['Ana "Aninha"', '"Ana ""Aninha"""'],
    ['=SOMA(A1)', "'=SOMA(A1)"],
    ['linha 1\nlinha 2', 'linha 1 linha 2'],
  ])("writes a guest's name %p as %s", (value, text) => {
    const start = `Casa da Praia;${text};Pago;`;
    expect(stayLine({ guest_name: value }).slice(0, start.length)).toBe(start);
  });

  it('starts with a byte-order mark, separates with ; and ends lines with CRLF', () => {
    const csv = financeCsv([financeRow()], options);
    expect(csv.startsWith('\uFEFFPropriedade;Hóspede;Status;Entrada;Saída;Noites;Hóspedes;Canal;Valor bruto (R$);Comissão do canal (R$);Comissão Lar Temporada (R$);')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('Casa da Praia;João Silva;Pago;01/03/2025;05/03/2025;4;2;Airbnb;1000,00;160,00;180,00;100,00;660,00;;08/03/2025');
  });

  it("names the brand's own channel and shows an unpaid stay's expected payout date", () => {
    const line = financeCsv([financeRow({ platform: 'direct', actual_payout_date: null, expected_payout_date: '2025-04-01', check_in: '2025-03-20', check_out: '2025-03-22' })], options).split('\r\n')[1];
    expect(line).toContain(';Futuro;');
    expect(line).toContain(';Lar Temporada;');
    expect(line?.endsWith(';01/04/2025;')).toBe(true);
  });

  it("ends with a 'Total' line whose net equals the page's Total de Ganhos", () => {
    const rows = [financeRow({ id: 'a', host_payout: 660.1 }), financeRow({ id: 'b', host_payout: 339.2, gross_amount: 500, nights: 2 }), financeRow({ id: 'c', host_payout: 0.7 })];
    const lines = financeCsv(rows, options).split('\r\n');
    const total = lines[lines.length - 2]?.split(';') ?? [];
    expect(total[0]).toBe('Total');
    expect(total[5]).toBe('10');
    expect(financePageSummary(rows, options.today).totalEarnings).toBe(1000);
    expect(total[12]).toBe('1000,00');
  });
});
