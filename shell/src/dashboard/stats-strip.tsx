import type { ReactNode } from 'react';
import { showActivePropertiesStat, type DashboardStats } from './dashboard-stats';
import { formatBRLWhole, formatPercent } from '@portal/shared/format';
import { Card, Skeleton, palette } from '@portal/shared/ui';
import { ArrowDownOutlined, ArrowUpOutlined } from '@portal/shared/icons';

interface TileProps {
  label: string;
  value: ReactNode;
  trend?: 'up' | 'down';
}

/** A statistic tile: label, value and an optional trend marker. */
export function StatTile({ label, value, trend }: TileProps) {
  return (
    <Card size="small" style={{ minWidth: 140, flex: '1 0 140px' }}>
      <div style={{ fontSize: 13, color: '#5b6b67' }}>{label}</div>
      <div style={{ fontSize: 22, fontWeight: 700, lineHeight: '32px', minHeight: 32, display: 'flex', alignItems: 'center', gap: 6 }}>
        {value}
        {trend && (
          <span aria-label={trend === 'up' ? 'em alta' : 'em baixa'} style={{ fontSize: 14, color: trend === 'up' ? palette.success : palette.danger }}>
            {trend === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
          </span>
        )}
      </div>
    </Card>
  );
}

const pending = <Skeleton.Input active size="small" aria-label="Carregando" />;

/**
 * Propriedades Ativas (only with more than one property), Receita Mensal, Reservas (30 dias), Taxa
 * de Ocupação. Without stats yet (recent reservations still loading) each value is a placeholder of
 * its size, so nothing below moves when the figures arrive.
 */
export function StatsStrip({ stats, propertyCount }: { stats: DashboardStats | null; propertyCount: number }) {
  return (
    <section aria-label="Indicadores" aria-busy={stats === null} style={{ display: 'flex', gap: 8, overflowX: 'auto', marginBottom: 16 }}>
      {showActivePropertiesStat(propertyCount) && <StatTile label="Propriedades Ativas" value={stats ? stats.activeProperties : pending} />}
      <StatTile label="Receita Mensal" value={stats ? formatBRLWhole(stats.monthlyRevenue) : pending} />
      <StatTile label="Reservas (30 dias)" value={stats ? stats.recentReservations : pending} />
      <StatTile label="Taxa de Ocupação" value={stats ? formatPercent(stats.occupancy) : pending} trend={stats?.occupancyTrend} />
    </section>
  );
}
