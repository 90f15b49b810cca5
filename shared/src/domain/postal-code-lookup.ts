// Address lookup by CEP (spec part 1 §7, part 2 §5): GET {service}/{8 digits}/json/ on the public Brazilian
// postal-code service configured in app-config.json (postalCodeUrl); it answers erro, logradouro, bairro,
// localidade, uf. The owner wizard and the property wizard both fill an address from it.

/** The address fields a CEP fills. */
export interface PostalAddress {
  address_street: string;
  address_neighborhood: string;
  address_city: string;
  address_state: string;
}

const POSTAL_CODE_DIGITS = 8;

/** The 8 digits to look up, or null while the CEP is shorter (the lookup is ignored under 8 digits). */
export function postalCodeToLookUp(cep: string | null | undefined): string | null {
  const digits = (cep ?? '').replace(/\D/g, '');
  return digits.length === POSTAL_CODE_DIGITS ? digits : null;
}

function postalCodeUrl(serviceUrl: string, digits: string): string {
  return `${serviceUrl.replace(/\/+$/, '')}/${digits}/json/`;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The service's answer as address fields; null for an unknown CEP (`erro`) or an answer of another shape. */
function parsePostalCodeResponse(body: unknown): PostalAddress | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as Record<string, unknown>;
  if (answer.erro === true || answer.erro === 'true') return null;
  const address = {
    address_street: text(answer.logradouro),
    address_neighborhood: text(answer.bairro),
    address_city: text(answer.localidade),
    address_state: text(answer.uf),
  };
  return address.address_city === '' && address.address_state === '' ? null : address;
}

/**
 * The fields to change on the form: a CEP of a whole town has no street or neighbourhood, and then
 * what the owner typed there stays.
 */
export function addressFieldsToFill(address: PostalAddress): Partial<PostalAddress> {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== '')) as Partial<PostalAddress>;
}

/** Looks the CEP up; null when the service does not know it. Throws when the service cannot be reached. */
export async function lookUpPostalCode(serviceUrl: string, digits: string, fetchImpl: typeof fetch = fetch): Promise<PostalAddress | null> {
  const response = await fetchImpl(postalCodeUrl(serviceUrl, digits), { headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  return parsePostalCodeResponse(await response.json());
}
