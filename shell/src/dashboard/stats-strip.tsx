import type { ReactNode } from 'react';
import { showActivePropertiesStat, type DashboardStats } from './dashboard-stats';
// Money only: the format entry also sets up moment (20 KB gzip), which the dashboard's first screen does not need.
import { formatBRLWhole, formatPercent } from '@portal/shared/format/money';
import { Card, fontSize, palette, PortalStyle, Skeleton, tones } from '@portal/shared/ui';
import { ArrowDownOutlined, ArrowUpOutlined } from '@portal/shared/icons';

interface TileProps {
  label: string;
  value: ReactNode;
  trend?: 'up' | 'down';
}

/** A statistic tile: label, value and an optional trend marker. */
function StatTile({ label, value, trend }: TileProps) {
  return (
    <Card role="listitem" size="small" style={{ minWidth: 0 }}>
      <div style={{ fontSize: fontSize.note, color: tones.neutral.text }}>{label}</div>
      <div style={{ fontSize: fontSize.title, fontWeight: 700, lineHeight: '32px', minHeight: 32, display: 'flex', alignItems: 'center', gap: 6 }}>
        {value}
        {trend && (
          <span aria-label={trend === 'up' ? 'em alta' : 'em baixa'} style={{ fontSize: fontSize.small, color: trend === 'up' ? tones.success.text : palette.danger }}>
            {trend === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
          </span>
        )}
      </div>
    </Card>
  );
}

const pending = <Skeleton.Input active size="small" aria-label="Carregando" />;

// Every tile on screen at once, never a strip to scroll sideways: two by two where the strip is
// narrow (a phone; a third tile alone takes the whole row), one row of equal tiles where it is
// wide. The strip's own width decides, so it holds in any frame.
const CSS = `
.portal-stats{container-type:inline-size;margin-bottom:16px}
.portal-stats-tiles{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr))}
.portal-stats-tiles>:last-child:nth-child(odd){grid-column:1/-1}
@container (min-width:560px){.portal-stats-tiles{grid-template-columns:none;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr)}.portal-stats-tiles>:last-child:nth-child(odd){grid-column:auto}}
`;

/**
 * Propriedades Ativas (only with more than one property), Receita Mensal, Reservas (30 dias), Taxa
 * de Ocupação. Without stats yet (recent reservations still loading) each value is a placeholder of
 * its size, so nothing below moves when the figures arrive.
 */
export function StatsStrip({ stats, propertyCount }: { stats: DashboardStats | null; propertyCount: number }) {
  return (
    <section aria-label="Indicadores" aria-busy={stats === null} className="portal-stats">
      <PortalStyle name="stats-strip" css={CSS} />
      <div role="list" className="portal-stats-tiles">
        {showActivePropertiesStat(propertyCount) && <StatTile label="Propriedades Ativas" value={stats ? stats.activeProperties : pending} />}
        <StatTile label="Receita Mensal" value={stats ? formatBRLWhole(stats.monthlyRevenue) : pending} />
        <StatTile label="Reservas (30 dias)" value={stats ? stats.recentReservations : pending} />
        <StatTile label="Taxa de Ocupação" value={stats ? formatPercent(stats.occupancy) : pending} trend={stats?.occupancyTrend} />
      </div>
    </section>
  );
}
