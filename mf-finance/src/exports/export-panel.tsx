import { useState } from 'react';
import { MONTH_NAMES } from '@portal/shared/format';
import { Button, Card, fontSize, NativeSelect, Typography } from '@portal/shared/ui';

export type ExportKind = 'csv' | 'statement' | 'incomeReport';

interface Props {
  months: readonly string[];
  /** This month ('yyyy-MM'): the statement the panel offers first, when it is one of `months`. */
  currentMonth?: string;
  years: readonly number[];
  /** How many reservations the current filters keep (the CSV's lines). */
  rowCount: number;
  /** Whether the stays the statements are made of have been read (they are read when the panel opens). */
  documentsReady?: boolean;
  busy: ExportKind | null;
  onExportCsv: () => void;
  onExportStatement: (month: string) => void;
  onExportIncomeReport: (year: number) => void;
}

function monthOption(month: string): string {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${month.slice(0, 4)}`;
}

/** What 'Exportar' offers: the filtered list as CSV, the monthly statement and the yearly income report as PDF. */
export function ExportPanel({ months, currentMonth, years, rowCount, documentsReady = true, busy, onExportCsv, onExportStatement, onExportIncomeReport }: Props) {
  const [chosenMonth, setMonth] = useState('');
  const [chosenYear, setYear] = useState(years[0] ?? new Date().getFullYear());
  // The months and years come with the statements' stays, read when the panel opens: until the owner picks one,
  // this month's statement (the list also holds the months of payouts expected ahead, whose statements are
  // nearly empty), or the newest when this month has none; the newest year.
  const month = months.includes(chosenMonth) ? chosenMonth : currentMonth && months.includes(currentMonth) ? currentMonth : (months[0] ?? '');
  const year = years.includes(chosenYear) ? chosenYear : (years[0] ?? chosenYear);
  return (
    <Card role="region" aria-label="Exportar" title="Exportar">
      <div className="mff-export">
        <div className="mff-export-row">
          <div>
            <strong>Planilha (CSV)</strong>
            <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: fontSize.note }}>
              As {rowCount} reservas dos filtros atuais, para abrir no Excel.
            </Typography.Paragraph>
          </div>
          <Button onClick={onExportCsv} loading={busy === 'csv'} disabled={rowCount === 0}>
            Baixar CSV
          </Button>
        </div>
        <div className="mff-export-row">
          <label className="mff-field">
            Extrato mensal (PDF)
            <NativeSelect value={month} onChange={(event) => setMonth(event.target.value)}>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthOption(m)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button onClick={() => onExportStatement(month)} loading={busy === 'statement'} disabled={busy !== null || !documentsReady || !month}>
            Baixar extrato
          </Button>
        </div>
        <div className="mff-export-row">
          <label className="mff-field">
            Informe anual de rendimentos (PDF)
            <NativeSelect value={year} onChange={(event) => setYear(Number(event.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button onClick={() => onExportIncomeReport(year)} loading={busy === 'incomeReport'} disabled={busy !== null || !documentsReady}>
            Baixar informe
          </Button>
        </div>
      </div>
    </Card>
  );
}
