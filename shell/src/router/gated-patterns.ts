/** Route patterns of the areas locked until the owner is onboarded or has a property (spec part 1 §6). */
const GATED_PATTERNS = [/^\/financeiro/, /^\/calendario/, /^\/mensagens/, /^\/propriedade\/[^/]+\/(calendario|reservas)$/];

export function isGatedPattern(pattern: string): boolean {
  return GATED_PATTERNS.some((gated) => gated.test(pattern));
}
