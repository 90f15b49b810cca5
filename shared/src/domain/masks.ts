// Input masks applied while typing. Each takes whatever is in the field and returns the masked text,
// so pasting a formatted or unformatted value gives the same result.

/** Spec part 1 §9, input limits: free text, e-mail, phone and name lengths (the tables' column checks agree). */
export const INPUT_LIMITS = {
  text: 1000,
  email: 320,
  phone: 20,
  name: 100,
} as const;

export const FIELD_MAX_LENGTH = {
  phone: 15,
  document: 18,
  cep: 9,
  birthDate: 10,
} as const;

export function digitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** '(xx) xxxxx-xxxx' for mobiles (11 digits), '(xx) xxxx-xxxx' for landlines (10 digits); max length 15. */
export function maskPhone(value: string | null | undefined): string {
  const d = digitsOnly(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  // Up to 10 digits the landline grouping (4-4) applies; the 11th digit shifts to mobile grouping (5-4).
  const split = d.length === 11 ? 5 : 4;
  return rest.length <= split ? area + rest : `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

function groups(digits: string, sizes: number[], separators: string[]): string {
  let out = '';
  let at = 0;
  sizes.forEach((size, i) => {
    if (at >= digits.length) return;
    if (i > 0) out += separators[i - 1] ?? '';
    out += digits.slice(at, at + size);
    at += size;
  });
  return out;
}

/** CPF mask 'xxx.xxx.xxx-xx' up to 11 digits, CNPJ mask 'xx.xxx.xxx/xxxx-xx' beyond; max length 18. */
export function maskDocument(value: string | null | undefined): string {
  const d = digitsOnly(value).slice(0, 14);
  return d.length <= 11
    ? groups(d, [3, 3, 3, 2], ['.', '.', '-'])
    : groups(d, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/** 'xxxxx-xxx'; max length 9. */
export function maskCep(value: string | null | undefined): string {
  return groups(digitsOnly(value).slice(0, 8), [5, 3], ['-']);
}

