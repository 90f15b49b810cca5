import type { Options, SeriesOptionsType } from 'highcharts';
import { formatBRL, formatBRLAxis } from '@portal/shared/format';
import { CHANNEL_ORDER, channelLabels } from '../finance/channel-labels';
import { chartColors } from '@portal/shared/ui';
import type { ChartRow } from './revenue-chart';

/** Highcharts' own texts in pt-BR (Highcharts ships no pt-BR language file). */
export const HIGHCHARTS_PT_BR = {
  locale: 'pt-BR',
  decimalPoint: ',',
  thousandsSep: '.',
  loading: 'Carregando...',
  noData: 'Nenhum dado para exibir',
  resetZoom: 'Redefinir zoom',
  resetZoomTitle: 'Voltar ao zoom 1:1',
  months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  shortMonths: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  weekdays: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
  shortWeekdays: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  numericSymbols: ['mil', 'mi', 'bi', 'tri'],
  accessibility: { defaultChartTitle: 'Gráfico' },
} as const;

const CHANNEL_COLORS = { airbnb: chartColors.airbnb, booking: chartColors.booking, vrbo: chartColors.vrbo, direct: chartColors.direct } as const;
const TOTAL_COLOR = chartColors.total;
const COUNT_COLOR = chartColors.count;

export interface RevenueSeriesOptions {
  byChannel: boolean;
  brandName: string;
  /** Which amount the single bar shows: the total, or only the paid or future part (dashboard tabs). */
  amount?: 'total' | 'paid' | 'future';
  amountName?: string;
  /** The chart's height in px (FINANCE_CHART_HEIGHT unless told); its box reserves it before the library loads. */
  height?: number;
}

/** The finance page's chart height: its box keeps this height from the first render, so nothing below it moves when the chart draws. */
export const FINANCE_CHART_HEIGHT = 320;

/** The chart's two axes: money (R$) first, the reservation count second. */
const MONEY_AXIS = 0;
const COUNT_AXIS = 1;

/**
 * The chart's series: per channel stacked bars (Airbnb, Booking, VRBO, the brand) or one bar, and always the
 * reservation count as a line on the second axis. Each series names its id and its axis: a drawn chart given
 * new options (the switch, another grouping, other dates) matches series by id, so a channel's bar never
 * takes the place — and the axis — of the count line, and a series left out is removed.
 */
function revenueSeries(rows: readonly ChartRow[], { byChannel, brandName, amount = 'total', amountName = 'Receita' }: RevenueSeriesOptions): SeriesOptionsType[] {
  const labels = channelLabels(brandName);
  const bars: SeriesOptionsType[] = byChannel
    ? CHANNEL_ORDER.map((channel) => ({
        type: 'column' as const,
        id: `channel-${channel}`,
        name: labels[channel],
        color: CHANNEL_COLORS[channel],
        yAxis: MONEY_AXIS,
        stack: 'receita',
        data: rows.map((row) => row[channel]),
      }))
    : [{ type: 'column' as const, id: `amount-${amount}`, name: amountName, color: TOTAL_COLOR, yAxis: MONEY_AXIS, data: rows.map((row) => row[amount]) }];
  const series: SeriesOptionsType[] = [
    ...bars,
    { type: 'line' as const, id: 'reservation-count', name: 'Reservas', color: COUNT_COLOR, yAxis: COUNT_AXIS, data: rows.map((row) => row.reservationCount), marker: { radius: 3 } },
  ];
  // Their order too (legend, drawing): a series added to a drawn chart would otherwise come after the line.
  return series.map((one, index) => ({ ...one, index, legendIndex: index }));
}

/** The whole Highcharts configuration: R$ pt-BR values, 'mil'/'mi' shorthand on the axis, the count on a second axis. */
export function revenueChartOptions(rows: readonly ChartRow[], options: RevenueSeriesOptions): Options {
  return {
    chart: { height: options.height ?? FINANCE_CHART_HEIGHT, spacing: [8, 4, 8, 4], style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: { enabled: false },
    xAxis: { categories: rows.map((row) => row.label), crosshair: true },
    yAxis: [
      { title: { text: undefined }, min: 0, labels: { formatter: (ctx) => formatBRLAxis(Number(ctx.value)) } },
      { title: { text: undefined }, min: 0, allowDecimals: false, opposite: true, labels: { style: { color: COUNT_COLOR } } },
    ],
    legend: { itemStyle: { fontWeight: '500' } },
    tooltip: {
      shared: true,
      pointFormatter() {
        const value = this.series.name === 'Reservas' ? String(this.y) : formatBRL(this.y);
        return `<span style="color:${String(this.color)}">●</span> ${this.series.name}: <b>${value}</b><br/>`;
      },
    },
    plotOptions: { column: { stacking: options.byChannel ? 'normal' : undefined, borderRadius: 3, maxPointWidth: 42 }, series: { animation: false } },
    series: revenueSeries(rows, options),
  };
}
