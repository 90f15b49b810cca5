// Builds the owner's PDF statements with jsPDF + jspdf-autotable. This module is imported only when
// the owner asks for a PDF, so neither library reaches the finance page's first load.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { maskDocument } from '@portal/shared/domain';
import { formatBRL, MONTH_NAMES } from '@portal/shared/format';
import { channelLabel } from '../finance/channel-labels';
import { stayAmounts } from '../finance/amounts';
import { csvDate } from './csv';
import type { MonthlyStatement, YearlyIncomeReport } from './statements';

export interface DocumentHeader {
  brandName: string;
  ownerName: string;
  /** The owner's CPF or CNPJ as registered (profiles.document / document_type); left out while there is none. */
  ownerDocument?: { type: 'cpf' | 'cnpj' | null | undefined; number: string | null | undefined } | null;
  /** The provider's legal name and CNPJ, from app-config.json; the brand stands in for a missing legal name. */
  provider?: { legalName?: string | null; cnpj?: string | null };
  /** 'Todas as propriedades' or the chosen properties' names. */
  scope: string;
  /** 'yyyy-MM-dd' the document was issued: a payout expected before it and not made is late ('atrasado'). */
  issuedOn: string;
}

/** 'Ana Souza · CPF 529.982.247-25': the owner as the statement names them. */
export function ownerLine(h: Pick<DocumentHeader, 'ownerName' | 'ownerDocument'>): string {
  const number = maskDocument(h.ownerDocument?.number);
  if (!number) return `Proprietário: ${h.ownerName}`;
  const kind = h.ownerDocument?.type === 'cnpj' || number.length > 14 ? 'CNPJ' : 'CPF';
  return `Proprietário: ${h.ownerName} · ${kind} ${number}`;
}

/** 'Administradora: Lar Temporada Gestão de Imóveis Ltda. · CNPJ 12.345.678/0001-90': who issues the statement. */
export function providerLine(h: Pick<DocumentHeader, 'brandName' | 'provider'>): string {
  const name = h.provider?.legalName?.trim() || h.brandName;
  const cnpj = maskDocument(h.provider?.cnpj);
  return cnpj ? `Administradora: ${name} · CNPJ ${cnpj}` : `Administradora: ${name}`;
}

// How net is reached, in the owner's words (the amounts as the provider records them, 0005). A hyphen for
// minus: the PDF's standard fonts write neither the minus sign nor the en dash.
export const NET_TEXTS = {
  statement: (brandName: string) =>
    `Valor líquido = valor bruto (diárias) - comissão do canal - comissão ${brandName}. A taxa de limpeza é paga pelo hóspede além das diárias, cobre a limpeza e não entra no valor líquido.`,
  incomeReport: 'Valor repassado = valor bruto recebido - taxas deduzidas (comissão do canal de reserva e comissão de administração). A taxa de limpeza, paga pelo hóspede além das diárias, não entra nesses valores.',
} as const;

/** The payout column of a stay: paid on a day, expected on a day, or late once that day has passed unpaid. */
export function payoutText(r: { actual_payout_date: string | null; expected_payout_date: string | null }, issuedOn: string): string {
  if (r.actual_payout_date) return `Pago em ${csvDate(r.actual_payout_date)}`;
  if (!r.expected_payout_date) return 'A definir';
  if (r.expected_payout_date < issuedOn) return `Atrasado (previsto ${csvDate(r.expected_payout_date)})`;
  return `Previsto ${csvDate(r.expected_payout_date)}`;
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
  for (const line of [ownerLine(h), `Propriedade: ${h.scope}`, ...lines, providerLine(h), `Emitido em ${csvDate(h.issuedOn)}`]) {
    doc.text(line, 14, y);
    y += 5;
  }
  return y + 2;
}

function finalY(doc: jsPDF, fallback: number): number {
  return (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? fallback;
}

/**
 * The tables' look. A column of figures is right-aligned in its heading, its rows and its total alike
 * (autoTable's columnStyles reach the body only), so each total stands under its column.
 */
function tableStyles(rightColumns: readonly number[]) {
  const right = new Set(rightColumns);
  return {
    styles: { fontSize: 8, cellPadding: 1.6 },
    headStyles: { fillColor: BRAND_GREEN, textColor: 255 as const },
    footStyles: { fillColor: [232, 240, 238] as [number, number, number], textColor: 20 as const, fontStyle: 'bold' as const },
    margin: { left: 14, right: 14 },
    columnStyles: Object.fromEntries(rightColumns.map((column) => [column, { halign: 'right' as const }])),
    didParseCell: ({ cell, column }: { cell: { styles: { halign: string } }; column: { index: number } }) => {
      if (right.has(column.index)) cell.styles.halign = 'right';
    },
  };
}

/** A note under a table, in small type, wrapped to the page's width. */
function note(doc: jsPDF, text: string, y: number): number {
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  const lines = doc.splitTextToSize(text, doc.internal.pageSize.getWidth() - 28) as string[];
  doc.text(lines, 14, y);
  return y + lines.length * 4;
}

/**
 * The monthly owner statement: every stay checking in during the month whatever the page's status filter (the
 * property scope is named in the header), each with its breakdown, then the payouts made and expected in the month.
 */
export function monthlyStatementPdf(statement: MonthlyStatement, h: DocumentHeader): jsPDF {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const provider = `Comissão ${h.brandName}`;
  let y = header(doc, 'Extrato mensal do proprietário', [`Mês: ${monthTitle(statement.month)} (todas as estadias com entrada no mês)`], h);
  doc.setFont('helvetica', 'bold');
  doc.text('Estadias do mês', 14, y);
  autoTable(doc, {
    ...tableStyles([3, 5, 6, 7, 8, 9]),
    startY: y + 2,
    head: [['Hóspede', 'Entrada', 'Saída', 'Noites', 'Canal', 'Valor bruto', 'Comissão do canal', provider, 'Taxa de limpeza', 'Valor líquido', 'Repasse']],
    body: statement.stays.map((r) => {
      const a = stayAmounts(r);
      return [r.guest_name ?? '', csvDate(r.check_in), csvDate(r.check_out), String(r.nights), channelLabel(r.platform, h.brandName), pdfMoney(a.gross), pdfMoney(a.channelFee), pdfMoney(a.providerFee), pdfMoney(a.cleaningFee), pdfMoney(a.net), payoutText(r, h.issuedOn)];
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
  });
  y = finalY(doc, y);
  if (statement.stays.length === 0) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    doc.text('Nenhuma estadia com entrada neste mês.', 14, y + 6);
    y += 6;
  }
  y = note(doc, NET_TEXTS.statement(h.brandName), y + 6);
  (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable = { finalY: y };

  for (const [title, payouts, total, empty, expected] of [
    ['Repasses realizados no mês', statement.payoutsMade, statement.payoutsMadeTotal, 'Nenhum repasse realizado neste mês.', false],
    ['Repasses previstos no mês', statement.payoutsExpected, statement.payoutsExpectedTotal, 'Nenhum repasse previsto para este mês.', true],
  ] as const) {
    y = finalY(doc, y) + 10;
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
      ...tableStyles([4]),
      startY: y + 2,
      head: [['Data', 'Hóspede', 'Estadia', 'Canal', 'Valor', ...(expected ? ['Situação'] : [])]],
      body: payouts.map((p) => [
        csvDate(p.date),
        p.reservation.guest_name ?? '',
        `${csvDate(p.reservation.check_in)} a ${csvDate(p.reservation.check_out)}`,
        channelLabel(p.reservation.platform, h.brandName),
        pdfMoney(p.amount),
        ...(expected ? [p.date < h.issuedOn ? 'atrasado' : 'previsto'] : []),
      ]),
      foot: [['Total', '', '', '', pdfMoney(total), ...(expected ? [''] : [])]],
    });
  }
  return doc;
}

/** The yearly income report: by payout date, month by month, gross received, fees deducted and the amount paid out. */
export function yearlyIncomeReportPdf(report: YearlyIncomeReport, h: DocumentHeader): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const y = header(doc, `Informe anual de rendimentos ${report.year}`, ['Valores pela data do repasse ao proprietário.'], h);
  autoTable(doc, {
    ...tableStyles([1, 2, 3, 4]),
    styles: { fontSize: 9, cellPadding: 2 },
    startY: y + 2,
    head: [['Mês', 'Repasses', 'Valor bruto recebido', 'Taxas deduzidas', 'Valor repassado']],
    body: report.months.map((m) => [MONTH_NAMES[m.month - 1] ?? '', String(m.payouts), pdfMoney(m.gross), pdfMoney(m.fees), pdfMoney(m.paidOut)]),
    foot: [['Total', String(report.totals.payouts), pdfMoney(report.totals.gross), pdfMoney(report.totals.fees), pdfMoney(report.totals.paidOut)]],
  });
  note(doc, NET_TEXTS.incomeReport, finalY(doc, y) + 8);
  return doc;
}
