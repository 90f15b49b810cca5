/**
 * A money amount: a number, not NaN, not negative. Infinity is refused too — the spec says "a number", and no
 * amount the product stores can be infinite.
 */
export function isValidAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A stored amount for sums: a missing or non-finite value counts as 0 (finance formulas of spec part 2 §9). */
export function amountOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
