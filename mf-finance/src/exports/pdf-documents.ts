// Builds the owner's PDF statements with jsPDF + jspdf-autotable. This module is imported only when
// the owner asks for a PDF, so neither library reaches the finance page's first load.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatBRL, MONTH_NAMES } from '@portal/shared/format';
import { channelLabel } from '../finance/channel-labels';
import { stayAmounts } from '../finance/amounts';
import { csvDate } from './csv';
import type { MonthlyStatement, YearlyIncomeReport } from './statements';

export interface DocumentHeader {
  brandName: string;
  ownerName: string;
  /** 'Todas as propriedades' or the chosen properties' names. */
  scope: string;
  /** 'yyyy-MM-dd' the document was issued. */
  issuedOn: string;
}

const BRAND_GREEN: [number, number, number] = [15, 107, 92];

/** Intl puts a no-break space after R$; the PDF's text reads better (and searches) with a plain one. */
export function pdfMoney(value: number): string {
  return formatBRL(value).replace(/\u00a0/g, ' ');
}

function monthTitle(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

function header(doc: jsPDF, title: string, lines: string[], h: DocumentHeader): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor(...BRAND_GREEN);
  doc.text(h.brandName, 14, 14);
  doc.setFontSize(16);
  doc.setTextColor(20, 20, 20);
  doc.text(title, 14, 24);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  let y = 32;
  for (const line of [`Proprietário: ${h.ownerName}`, `Propriedade: ${h.scope}`, ...lines, `Emitido em ${csvDate(h.issuedOn)}`]) {
    doc.text(line, 14, y);
    y += 5;
  }
  return y + 2;
}

function finalY(doc: jsPDF, fallback: number): number {
  return (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? fallback;
}

const tableStyles = {
  styles: { fontSize: 8, cellPadding: 1.6 },
  headStyles: { fillColor: BRAND_GREEN, textColor: 255 as const },
  footStyles: { fillColor: [232, 240, 238] as [number, number, number], textColor: 20 as const, fontStyle: 'bold' as const },
  margin: { left: 14, right: 14 },
};

/** The monthly owner statement: each stay with its breakdown, then the payouts made and expected in the month. */
export function monthlyStatementPdf(statement: MonthlyStatement, h: DocumentHeader): jsPDF {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const provider = `Comissão ${h.brandName}`;
  let y = header(doc, 'Extrato mensal do proprietário', [`Mês: ${monthTitle(statement.month)}`], h);
  doc.setFont('helvetica', 'bold');
  doc.text('Estadias do mês', 14, y);
  const right = { halign: 'right' as const };
  autoTable(doc, {
    ...tableStyles,
    startY: y + 2,
    head: [['Hóspede', 'Entrada', 'Saída', 'Noites', 'Canal', 'Valor bruto', 'Comissão do canal', provider, 'Taxa de limpeza', 'Valor líquido', 'Repasse']],
    body: statement.stays.map((r) => {
      const a = stayAmounts(r);
      const payout = r.actual_payout_date ? `Pago em ${csvDate(r.actual_payout_date)}` : `Previsto ${csvDate(r.expected_payout_date)}`;
      return [r.guest_name ?? '', csvDate(r.check_in), csvDate(r.check_out), String(r.nights), channelLabel(r.platform, h.brandName), pdfMoney(a.gross), pdfMoney(a.channelFee), pdfMoney(a.providerFee), pdfMoney(a.cleaningFee), pdfMoney(a.net), payout];
    }),
    foot: [
      [
        'Total',
        '',
        '',
        String(statement.totals.nights),
        '',
        pdfMoney(statement.totals.gross),
        pdfMoney(statement.totals.channelFee),
        pdfMoney(statement.totals.providerFee),
        pdfMoney(statement.totals.cleaningFee),
        pdfMoney(statement.totals.net),
        '',
      ],
    ],
    columnStyles: { 3: right, 5: right, 6: right, 7: right, 8: right, 9: right },
  });
  if (statement.stays.length === 0) {
    doc.setFont('helvetica', 'normal');
    doc.text('Nenhuma estadia com entrada neste mês.', 14, finalY(doc, y) + 6);
  }

  for (const [title, payouts, total, empty] of [
    ['Repasses realizados no mês', statement.payoutsMade, statement.payoutsMadeTotal, 'Nenhum repasse realizado neste mês.'],
    ['Repasses previstos no mês', statement.payoutsExpected, statement.payoutsExpectedTotal, 'Nenhum repasse previsto para este mês.'],
  ] as const) {
    y = finalY(doc, y) + 12;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(10);
    doc.text(title, 14, y);
    if (payouts.length === 0) {
      doc.setFont('helvetica', 'normal');
      doc.text(empty, 14, y + 6);
      (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable = { finalY: y + 6 };
      continue;
    }
    autoTable(doc, {
      ...tableStyles,
      startY: y + 2,
      head: [['Data', 'Hóspede', 'Estadia', 'Canal', 'Valor']],
      body: payouts.map((p) => [csvDate(p.date), p.reservation.guest_name ?? '', `${csvDate(p.reservation.check_in)} a ${csvDate(p.reservation.check_out)}`, channelLabel(p.reservation.platform, h.brandName), pdfMoney(p.amount)]),
      foot: [['Total', '', '', '', pdfMoney(total)]],
      columnStyles: { 4: right },
    });
  }
  return doc;
}

/** The yearly income report: by payout date, month by month, gross received, fees deducted and the amount paid out. */
export function yearlyIncomeReportPdf(report: YearlyIncomeReport, h: DocumentHeader): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const y = header(doc, `Informe anual de rendimentos ${report.year}`, ['Valores pela data do repasse ao proprietário.'], h);
  const right = { halign: 'right' as const };
  autoTable(doc, {
    ...tableStyles,
    styles: { fontSize: 9, cellPadding: 2 },
    startY: y + 2,
    head: [['Mês', 'Repasses', 'Valor bruto recebido', 'Taxas deduzidas', 'Valor repassado']],
    body: report.months.map((m) => [MONTH_NAMES[m.month - 1] ?? '', String(m.payouts), pdfMoney(m.gross), pdfMoney(m.fees), pdfMoney(m.paidOut)]),
    foot: [['Total', String(report.totals.payouts), pdfMoney(report.totals.gross), pdfMoney(report.totals.fees), pdfMoney(report.totals.paidOut)]],
    columnStyles: { 1: right, 2: right, 3: right, 4: right },
  });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.text('Taxas deduzidas: comissão do canal de reserva e comissão de administração.', 14, finalY(doc, y) + 8);
  return doc;
}
