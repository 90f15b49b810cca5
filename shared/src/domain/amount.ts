/** A stored amount for sums: a missing or non-finite value counts as 0 (finance formulas of spec part 2 §9). */
export function amountOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
