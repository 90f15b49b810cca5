import type { ReactNode } from 'react';
import { formatBRL, formatPercent } from '@portal/shared/format';
import { Skeleton } from '@portal/shared/ui';
import type { FinanceSummary } from './finance-summary';

export interface FinanceFigures {
  summary: FinanceSummary;
  averageDailyRate: number;
  occupancy: number;
  nights: number;
  /** The stays the filters select: the list's count. */
  reservations: number;
}

function FigureCard({ label, value, note, brand }: { label: string; value: ReactNode; note?: ReactNode; brand?: boolean }) {
  return (
    <li className={brand ? 'mff-card mff-card-brand' : 'mff-card'} aria-label={label}>
      <div className="mff-card-label">{label}</div>
      <div className="mff-card-value">{value}</div>
      {note && <div className="mff-card-note">{note}</div>}
    </li>
  );
}

const pending = <Skeleton.Input active size="small" aria-label="Carregando" />;

/** The four summary cards of the finance page; placeholders of their size while loading. */
export function SummaryCards({ figures }: { figures: FinanceFigures | null }) {
  const s = figures?.summary;
  return (
    <ul className="mff-cards" aria-label="Resumo financeiro" aria-busy={figures === null}>
      <FigureCard label="Saldo Disponível" value={s ? formatBRL(s.availableBalance) : pending} note="Estadias já iniciadas" brand />
      <FigureCard label="Saldo Projetado" value={s ? formatBRL(s.projectedBalance) : pending} note="Estadias a partir de hoje" />
      <FigureCard label="Ganhos do Mês" value={s ? formatBRL(s.thisMonthEarnings) : pending} note="Entradas neste mês" />
      <FigureCard label="Total de Ganhos" value={s ? formatBRL(s.totalEarnings) : pending} note={s ? `${s.totalProperties} ${s.totalProperties === 1 ? 'propriedade' : 'propriedades'}` : undefined} />
    </ul>
  );
}

/** The average-daily-rate and occupancy cards. */
export function RateCards({ figures }: { figures: FinanceFigures | null }) {
  return (
    <ul className="mff-rates" aria-label="Indicadores de desempenho">
      <FigureCard
        label="Diária média"
        value={figures ? formatBRL(figures.averageDailyRate) : pending}
        note={figures ? `${figures.nights} ${figures.nights === 1 ? 'noite' : 'noites'} reservadas` : undefined}
      />
      <FigureCard label="Taxa de Ocupação" value={figures ? formatPercent(figures.occupancy) : pending} note="Média dos meses com reservas" />
    </ul>
  );
}
