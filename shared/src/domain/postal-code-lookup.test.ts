import { addressFieldsToFill, lookUpPostalCode, postalCodeToLookUp } from './postal-code-lookup';

const reply = (status: number, body: unknown) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

const paulista = { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' };

describe('CEP lookup', () => {
  it.each([
    ['0131010', null],
    ['01310-10', null],
    ['01310-100', '01310100'],
    ['01310100', '01310100'],
    ['', null],
    [null, null],
  ])('looks %p up as %p', (cep, digits) => {
    expect(postalCodeToLookUp(cep)).toBe(digits);
  });

  it.each([
    ['http://localhost:54321/ws', 'http://localhost:54321/ws/01310100/json/'],
    ['https://viacep.com.br/ws/', 'https://viacep.com.br/ws/01310100/json/'],
  ])('asks %s at %s', async (service, url) => {
    const found = reply(200, paulista);
    await lookUpPostalCode(service, '01310100', found);
    expect(found).toHaveBeenCalledWith(url, expect.anything());
  });

  it.each([
    [paulista, { address_street: 'Avenida Paulista', address_neighborhood: 'Bela Vista', address_city: 'São Paulo', address_state: 'SP' }],
    [{ erro: true }, null],
    [{ erro: 'true' }, null],
    [null, null],
    ['<h1>Http 400</h1>', null],
    [{ logradouro: '', bairro: '', localidade: 'Paraty', uf: 'RJ' }, { address_street: '', address_neighborhood: '', address_city: 'Paraty', address_state: 'RJ' }],
  ])('reads %p as %p', async (body, address) => {
    await expect(lookUpPostalCode('http://cep/ws', '01310100', reply(200, body))).resolves.toEqual(address);
  });

  it("keeps what the owner typed where a town's CEP has nothing", () => {
    expect(addressFieldsToFill({ address_street: '', address_neighborhood: '', address_city: 'Paraty', address_state: 'RJ' })).toEqual({ address_city: 'Paraty', address_state: 'RJ' });
  });

  it('answers null for an unknown CEP and for a refused request', async () => {
    const found = reply(200, paulista);
    await expect(lookUpPostalCode('http://cep/ws', '01310100', found)).resolves.toMatchObject({ address_city: 'São Paulo' });
    expect(found).toHaveBeenCalledWith('http://cep/ws/01310100/json/', expect.anything());
    await expect(lookUpPostalCode('http://cep/ws', '99999999', reply(200, { erro: true }))).resolves.toBeNull();
    await expect(lookUpPostalCode('http://cep/ws', '01310100', reply(400, {}))).resolves.toBeNull();
  });

  it('throws when the service cannot be reached', async () => {
    await expect(lookUpPostalCode('http://cep/ws', '01310100', jest.fn(async () => { throw new TypeError('Failed to fetch'); }))).rejects.toThrow('Failed to fetch');
  });
});
