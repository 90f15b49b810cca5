import { addDays, amountOrZero, dayNumber, dayNumberMemo, toIsoDate, type ReservationRow } from '@portal/shared/domain';

// /performance is the target of the dashboard's tip card; the spec does not show it. It compares the
// three figures short-stay owners read — occupancy, average daily rate (ADR) and revenue per
// available night (RevPAN) — over the last 30 days and this month against the same month last year.

/** A window of nights: from `from` (inclusive) to `to` (exclusive), 'yyyy-MM-dd'. */
export interface NightWindow {
  from: string;
  to: string;
}

export interface PerformanceFigures {
  nightsBooked: number;
  nightsAvailable: number;
  /** Price of the booked nights: each stay's gross amount spread evenly over its nights. */
  revenue: number;
  /** Booked over available nights, capped at 100, one decimal. */
  occupancy: number;
  /** Revenue per booked night. */
  averageDailyRate: number;
  /** Revenue per available night (ADR × occupancy). */
  revenuePerAvailableNight: number;
}

export type PerformanceStay = Pick<ReservationRow, 'property_id' | 'check_in' | 'check_out' | 'gross_amount' | 'total_amount'>;

export function performanceWindows(today: string): { last30: NightWindow; thisMonth: NightWindow; sameMonthLastYear: NightWindow } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    last30: { from: addDays(today, -30), to: today },
    thisMonth: { from: toIsoDate(year, month, 1), to: toIsoDate(next.year, next.month, 1) },
    sameMonthLastYear: { from: toIsoDate(year - 1, month, 1), to: toIsoDate(next.year - 1, next.month, 1) },
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The figures of `stays` over `window` for `propertyCount` properties (each available every night of it). */
export function windowFigures(stays: readonly PerformanceStay[], propertyCount: number, window: NightWindow): PerformanceFigures {
  const day = dayNumberMemo();
  const from = day(window.from);
  const to = day(window.to);
  const nightsAvailable = Math.max(0, to - from) * propertyCount;
  let nightsBooked = 0;
  let revenue = 0;
  for (const stay of stays) {
    const checkIn = day(stay.check_in);
    const checkOut = day(stay.check_out);
    const nights = checkOut - checkIn;
    if (nights <= 0) continue;
    const overlap = Math.min(checkOut, to) - Math.max(checkIn, from);
    if (overlap <= 0) continue;
    nightsBooked += overlap;
    revenue += (amountOrZero(stay.gross_amount ?? stay.total_amount) / nights) * overlap;
  }
  return figuresOf({ nightsBooked, revenue }, nightsAvailable);
}

/** The nights booked in a window and their price: what the database sums per property (get_performance_figures). */
export interface WindowTotals {
  nightsBooked: number;
  revenue: number;
}

/** The rates of a window from its booked nights and price and the nights available in it. */
function figuresOf({ nightsBooked, revenue }: WindowTotals, nightsAvailable: number): PerformanceFigures {
  const occupancy = nightsAvailable > 0 ? round1(Math.min(100, (nightsBooked / nightsAvailable) * 100)) : 0;
  return {
    nightsBooked,
    nightsAvailable,
    revenue: round2(revenue),
    occupancy,
    averageDailyRate: nightsBooked > 0 ? round2(revenue / nightsBooked) : 0,
    revenuePerAvailableNight: nightsAvailable > 0 ? round2(revenue / nightsAvailable) : 0,
  };
}

export interface PerformancePeriods {
  last30: PerformanceFigures;
  thisMonth: PerformanceFigures;
  sameMonthLastYear: PerformanceFigures;
}

export interface PropertyPerformance extends PerformancePeriods {
  propertyId: string;
  label: string;
}

/** Per property and in total, the three windows' figures. */
export function performanceReport(
  properties: ReadonlyArray<{ id: string; label: string }>,
  stays: readonly PerformanceStay[],
  today: string,
): { total: PerformancePeriods; properties: PropertyPerformance[] } {
  const windows = performanceWindows(today);
  const byProperty = new Map<string, PerformanceStay[]>(properties.map((p) => [p.id, []]));
  for (const stay of stays) byProperty.get(stay.property_id)?.push(stay);
  const counted = stays.filter((stay) => byProperty.has(stay.property_id));
  const periods = (list: readonly PerformanceStay[], count: number): PerformancePeriods => ({
    last30: windowFigures(list, count, windows.last30),
    thisMonth: windowFigures(list, count, windows.thisMonth),
    sameMonthLastYear: windowFigures(list, count, windows.sameMonthLastYear),
  });
  return {
    total: periods(counted, properties.length),
    properties: properties.map((p) => ({ propertyId: p.id, label: p.label, ...periods(byProperty.get(p.id) ?? [], 1) })),
  };
}

export type PeriodTotals = Record<keyof PerformancePeriods, WindowTotals>;

const NO_TOTALS: PeriodTotals = { last30: { nightsBooked: 0, revenue: 0 }, thisMonth: { nightsBooked: 0, revenue: 0 }, sameMonthLastYear: { nightsBooked: 0, revenue: 0 } };

/**
 * Per property and in total, the three windows' figures from each property's booked nights and their price as
 * the database sums them over every stay; a property without totals booked nothing.
 */
export function performanceReportFromTotals(
  properties: ReadonlyArray<{ id: string; label: string }>,
  totals: ReadonlyMap<string, PeriodTotals>,
  today: string,
): { total: PerformancePeriods; properties: PropertyPerformance[] } {
  const windows = performanceWindows(today);
  const days = (window: NightWindow) => Math.max(0, dayNumber(window.to) - dayNumber(window.from));
  const periods = (of: PeriodTotals, count: number): PerformancePeriods => ({
    last30: figuresOf(of.last30, days(windows.last30) * count),
    thisMonth: figuresOf(of.thisMonth, days(windows.thisMonth) * count),
    sameMonthLastYear: figuresOf(of.sameMonthLastYear, days(windows.sameMonthLastYear) * count),
  });
  const sum: PeriodTotals = { last30: { nightsBooked: 0, revenue: 0 }, thisMonth: { nightsBooked: 0, revenue: 0 }, sameMonthLastYear: { nightsBooked: 0, revenue: 0 } };
  for (const property of properties) {
    const of = totals.get(property.id) ?? NO_TOTALS;
    for (const key of ['last30', 'thisMonth', 'sameMonthLastYear'] as const) {
      sum[key].nightsBooked += of[key].nightsBooked;
      sum[key].revenue += of[key].revenue;
    }
  }
  return {
    total: periods(sum, properties.length),
    properties: properties.map((p) => ({ propertyId: p.id, label: p.label, ...periods(totals.get(p.id) ?? NO_TOTALS, 1) })),
  };
}

/** Change from `before` to `now` in percent, one decimal; null when there is nothing to compare with. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return round1(((now - before) / before) * 100);
}

export interface PerformanceTip {
  tone: 'success' | 'info' | 'warning';
  text: string;
}

/** High demand: above this occupancy the daily rate has room to rise. */
const HIGH_OCCUPANCY = 85;
/** Low demand: below this occupancy price and availability are the first things to review. */
const LOW_OCCUPANCY = 40;
/** A property this many points below the portfolio's occupancy is named in the tip. */
const LAGGING_POINTS = 20;

const pct = (value: number) => `${String(value).replace('.', ',')}%`;

/** One tip from the figures, the most pressing first. */
export function performanceTip(report: { total: PerformancePeriods; properties: readonly PropertyPerformance[] }): PerformanceTip {
  const { last30, thisMonth, sameMonthLastYear } = report.total;
  const lagging = report.properties.length > 1 ? report.properties.reduce((low, p) => (p.last30.occupancy < low.last30.occupancy ? p : low)) : null;
  if (last30.nightsAvailable === 0) return { tone: 'info', text: 'Assim que sua propriedade estiver ativa, seus indicadores de desempenho aparecem aqui.' };
  if (last30.nightsBooked === 0 && thisMonth.nightsBooked === 0) {
    return { tone: 'warning', text: 'Nenhuma noite reservada nos últimos 30 dias nem neste mês. Revise o calendário: datas bloqueadas não recebem reservas.' };
  }
  if (lagging && last30.occupancy - lagging.last30.occupancy >= LAGGING_POINTS) {
    return {
      tone: 'warning',
      text: `${lagging.label} teve ${pct(lagging.last30.occupancy)} de ocupação nos últimos 30 dias, abaixo da média das suas propriedades (${pct(last30.occupancy)}). Fotos novas e uma diária mais competitiva costumam ajudar.`,
    };
  }
  if (last30.occupancy >= HIGH_OCCUPANCY) {
    return { tone: 'success', text: `Alta procura: ${pct(last30.occupancy)} de ocupação nos últimos 30 dias. Há espaço para aumentar a diária nas próximas datas.` };
  }
  if (sameMonthLastYear.nightsBooked > 0 && thisMonth.revenuePerAvailableNight < sameMonthLastYear.revenuePerAvailableNight) {
    return { tone: 'warning', text: 'A receita por noite disponível deste mês está abaixo do mesmo mês do ano passado. Abrir datas livres e rever a diária de dias de semana pode recuperar a diferença.' };
  }
  if (last30.occupancy < LOW_OCCUPANCY) {
    return { tone: 'info', text: `Ocupação de ${pct(last30.occupancy)} nos últimos 30 dias. Estadias mínimas menores e diárias de meio de semana mais atrativas costumam aumentar as reservas.` };
  }
  return { tone: 'success', text: 'Bom desempenho: sua ocupação e sua diária estão equilibradas. Mantenha o calendário atualizado para não perder reservas.' };
}

