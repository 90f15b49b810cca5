import type { FinanceReservation } from '../finance/finance-reservation';
import { financeCsv } from './csv';
import { downloadFile } from '@portal/shared/ui';
import type { DocumentHeader } from './pdf-documents';
import { monthlyStatement, yearlyIncomeReport } from './statements';

export interface ExportContext extends DocumentHeader {
  today: string;
  propertyLabel: (propertyId: string) => string;
}

const EXPORT_FILE_NAMES = {
  csv: (today: string) => `financeiro-${today}.csv`,
  statement: (month: string) => `extrato-${month}.pdf`,
  incomeReport: (year: number) => `informe-rendimentos-${year}.pdf`,
} as const;

/** The filtered reservations as a spreadsheet (the page's list, cards and this file agree). */
export function exportCsv(rows: readonly FinanceReservation[], context: ExportContext): void {
  const text = financeCsv(rows, context);
  downloadFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), EXPORT_FILE_NAMES.csv(context.today));
}

// The PDF library (~120 KB gzip) loads on the first PDF an owner asks for, never with the page.
const loadPdf = () => import('./pdf-documents');

export async function exportMonthlyStatement(rows: readonly FinanceReservation[], month: string, context: ExportContext): Promise<void> {
  const { monthlyStatementPdf } = await loadPdf();
  const doc = monthlyStatementPdf(monthlyStatement(rows, month), context);
  downloadFile(doc.output('blob'), EXPORT_FILE_NAMES.statement(month));
}

export async function exportIncomeReport(rows: readonly FinanceReservation[], year: number, context: ExportContext): Promise<void> {
  const { yearlyIncomeReportPdf } = await loadPdf();
  const doc = yearlyIncomeReportPdf(yearlyIncomeReport(rows, year), context);
  downloadFile(doc.output('blob'), EXPORT_FILE_NAMES.incomeReport(year));
}

/** Months ('yyyy-MM') an owner can ask a statement for: those with a stay or a payout, newest first, and the current one. */
export function statementMonths(rows: readonly FinanceReservation[], today: string): string[] {
  const months = new Set<string>([today.slice(0, 7)]);
  for (const r of rows) {
    months.add(r.check_in.slice(0, 7));
    if (r.actual_payout_date) months.add(r.actual_payout_date.slice(0, 7));
    if (r.expected_payout_date) months.add(r.expected_payout_date.slice(0, 7));
  }
  return [...months].sort().reverse();
}

/** Years with a payout, newest first, and the current one. */
export function incomeReportYears(rows: readonly FinanceReservation[], today: string): number[] {
  const years = new Set<number>([Number(today.slice(0, 4))]);
  for (const r of rows) if (r.actual_payout_date) years.add(Number(r.actual_payout_date.slice(0, 4)));
  return [...years].sort((a, b) => b - a);
}
