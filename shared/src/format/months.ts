// Static pt-BR month names, so pure domain rules (block-limit messages) can name a month without moment.
// months.test.ts checks they match moment's pt-br locale word for word.
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export type MonthName = (typeof MONTH_NAMES)[number];

/** Month name for a 1-based month number (1 = janeiro). */
export function monthName(month: number): MonthName {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`month must be 1..12, got ${month}`);
  return name;
}
