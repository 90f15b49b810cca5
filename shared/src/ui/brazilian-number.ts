// How an owner writes a number in Brazil: a comma before the decimals ('72,5') and, optionally, dots
// between thousands ('1.250,50'). A phone's keypad may offer only a dot, so '72.5' is read as 72,5 too.
// What has two readings ('1.250': 1250 or 1,25?) is not guessed: the owner is asked to write it again.

export const BR_NUMBER_MESSAGES = {
  invalid: 'Número inválido: use algarismos e vírgula para os decimais (ex.: 72,5)',
  invalidWhole: 'Número inválido: use apenas algarismos',
  ambiguous: 'Número ambíguo: use vírgula para os decimais (72,5) e ponto só para o milhar (1.250)',
  whole: 'Informe um número inteiro',
  decimals: (decimals: number) => `Use no máximo ${decimals} casas decimais`,
} as const;

export type BrazilianNumber = { value: number | null; error: null } | { value: null; error: string };

const THOUSANDS = /^\d{1,3}(\.\d{3})+$/;

/**
 * Reads a number typed the Brazilian way. Empty text is no number (null). `decimals` is how many
 * decimal places the field keeps (0 for counts); more (other than trailing zeros) is refused, never rounded.
 */
export function parseBrazilianNumber(text: string | null | undefined, { decimals = 2 }: { decimals?: number } = {}): BrazilianNumber {
  const raw = (text ?? '').replace(/\s+/g, '');
  if (raw === '') return { value: null, error: null };
  const invalid = { value: null, error: decimals === 0 ? BR_NUMBER_MESSAGES.invalidWhole : BR_NUMBER_MESSAGES.invalid };
  const negative = raw.startsWith('-');
  const body = negative ? raw.slice(1) : raw;
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return invalid;

  let whole: string;
  let fraction: string;
  const commas = body.split(',').length - 1;
  const dots = body.split('.').length - 1;
  if (commas > 1) return invalid;
  if (commas === 1) {
    [whole = '', fraction = ''] = body.split(',');
    if (fraction.includes('.')) return invalid;
    if (whole.includes('.')) {
      if (!THOUSANDS.test(whole)) return invalid;
      whole = whole.replace(/\./g, '');
    }
  } else if (dots === 0) {
    [whole, fraction] = [body, ''];
  } else if (dots === 1) {
    [whole = '', fraction = ''] = body.split('.');
    // One dot and three digits after it: a thousands dot ('1.250') or a decimal one ('1.250' m² as 1,25)?
    if (fraction.length === 3 && whole !== '' && whole !== '0') return { value: null, error: BR_NUMBER_MESSAGES.ambiguous };
  } else {
    if (!THOUSANDS.test(body)) return invalid;
    [whole, fraction] = [body.replace(/\./g, ''), ''];
  }

  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return { value: null, error: decimals === 0 ? BR_NUMBER_MESSAGES.whole : BR_NUMBER_MESSAGES.decimals(decimals) };
  const value = Number(`${whole === '' ? '0' : whole}.${significant === '' ? '0' : significant}`);
  if (!Number.isFinite(value)) return invalid;
  return { value: negative && value !== 0 ? -value : value, error: null };
}

/** A number as the field shows it: comma decimals, no thousands dots (so it reads back the same), up to `decimals` places. */
export function formatBrazilianNumber(value: number | null | undefined, { decimals = 2 }: { decimals?: number } = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: decimals, useGrouping: false }).format(value);
}
