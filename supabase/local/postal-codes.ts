// An offline stand-in for the public Brazilian postal-code service: GET /ws/{8 digits}/json/
// answers like it does (unknown code → 200 { "erro": true }, malformed → 400), from a fixture of
// real codes, so address autofill works without a network.
import { readFileSync } from 'node:fs';
import { json, safeDecode, type ApiRequest, type ApiResponse } from './http.ts';

export interface PostalAddress {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
  ddd?: string;
}

const fixture: PostalAddress[] = JSON.parse(
  readFileSync(new URL('./fixtures/postal-codes.json', import.meta.url), 'utf8'),
) as PostalAddress[];
const byDigits = new Map(fixture.map((address) => [address.cep.replace(/\D/g, ''), address]));

export function handlePostalCode(request: ApiRequest): ApiResponse | undefined {
  const match = /^\/ws\/([^/]*)\/json\/?$/.exec(request.url.pathname);
  if (!match) return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { erro: true });
  const digits = safeDecode(match[1] ?? '')?.replace(/-/g, '');
  if (digits === undefined || !/^\d{8}$/.test(digits)) {
    return { status: 400, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: '<h1>Http 400</h1><p>Verifique a URL: o CEP deve ter 8 dígitos.</p>' };
  }
  const address = byDigits.get(digits);
  return json(200, address ?? { erro: true });
}
