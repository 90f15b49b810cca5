import { channelLabels, channelOf } from '../finance/channel-labels';
import { stayAmounts, sumStayAmounts } from '../finance/amounts';
import type { FinanceReservation } from '../finance/finance-reservation';
import { FINANCE_STATUS_LABELS, financeStatus } from '../finance/payout';

// Excel in Brazil opens a CSV by double click correctly only when it is UTF-8 *with* a byte-order
// mark (otherwise accents break), uses ';' between fields (',' is the decimal separator there),
// writes decimals with a comma and ends lines with CRLF.
const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';
const CSV_LINE_END = '\r\n';

/** 1234.5 → '1234,50': no thousands separator, so Excel reads the cell as a number. */
function csvNumber(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (Excel pt-BR reads it as a date). */
export function csvDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Quotes a text field when it holds the separator, a quote or a line break; a text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
function csvText(value: string | null | undefined): string {
  let text = (value ?? '').replace(/\r\n|\r|\n/g, ' ');
  if (/^[=+\-@\t]/.test(text)) text = `'${text}`;
  return /[;"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_HEADER = [
  'Propriedade',
  'Hóspede',
  'Status',
  'Entrada',
  'Saída',
  'Noites',
  'Hóspedes',
  'Canal',
  'Valor bruto (R$)',
  'Comissão do canal (R$)',
  'Comissão {brand} (R$)',
  'Taxa de limpeza (R$)',
  'Valor líquido (R$)',
  'Repasse previsto',
  'Repasse realizado',
] as const;

export interface CsvOptions {
  today: string;
  brandName: string;
  propertyLabel: (propertyId: string) => string;
}

/**
 * The filtered reservations as the owner's accountant opens them in Excel: one line per stay, then a
 * 'Total' line whose net column equals the page's 'Total de Ganhos' for the same filters.
 */
export function financeCsv(rows: readonly FinanceReservation[], { today, brandName, propertyLabel }: CsvOptions): string {
  const channels = channelLabels(brandName);
  const header = CSV_HEADER.map((title) => csvText(title.replace('{brand}', brandName)));
  const lines = [header.join(CSV_SEPARATOR)];
  for (const r of rows) {
    const a = stayAmounts(r);
    const channel = channelOf(r.platform, brandName);
    lines.push(
      [
        csvText(propertyLabel(r.property_id)),
        csvText(r.guest_name),
        csvText(FINANCE_STATUS_LABELS[financeStatus(r, today)]),
        csvDate(r.check_in),
        csvDate(r.check_out),
        String(r.nights),
        r.guests === null ? '' : String(r.guests),
        csvText(channel ? channels[channel] : (r.platform ?? '')),
        csvNumber(a.gross),
        csvNumber(a.channelFee),
        csvNumber(a.providerFee),
        csvNumber(a.cleaningFee),
        csvNumber(a.net),
        csvDate(r.actual_payout_date ? null : r.expected_payout_date),
        csvDate(r.actual_payout_date),
      ].join(CSV_SEPARATOR),
    );
  }
  const totals = sumStayAmounts(rows);
  const nights = rows.reduce((sum, r) => sum + r.nights, 0);
  lines.push(
    ['Total', '', '', '', '', String(nights), '', '', csvNumber(totals.gross), csvNumber(totals.channelFee), csvNumber(totals.providerFee), csvNumber(totals.cleaningFee), csvNumber(totals.net), '', ''].join(
      CSV_SEPARATOR,
    ),
  );
  return CSV_BOM + lines.join(CSV_LINE_END) + CSV_LINE_END;
}
