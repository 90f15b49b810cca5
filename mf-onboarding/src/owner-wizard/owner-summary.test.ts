import { ownerSummaryCards } from './owner-summary';

const values = {
  nome: 'Ana Souza',
  tipoDocumento: 'cpf' as const,
  documento: '529.982.247-25',
  dataNascimento: '05/03/1990',
  email: 'ana@x.com',
  telefone: '(11) 98765-4321',
  cep: '01310-100',
  logradouro: 'Av. Paulista',
  numero: '1000',
  complemento: 'apto 12',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
  banco: 'Outro',
  bancoOutro: 'Banco Regional',
  agencia: '0001',
  conta: '12345-6',
  tipoConta: 'poupanca' as const,
  aceito: true,
};

const row = (cards: ReturnType<typeof ownerSummaryCards>, title: string, label: string) =>
  cards.find((c) => c.title === title)!.rows.find((r) => r.label === label)!.value;

describe('owner wizard summary', () => {
  it('shows the birth date as dd de MMMM de yyyy, the document by its type and the custom bank', () => {
    const cards = ownerSummaryCards(values);
    expect(cards.map((c) => c.title)).toEqual(['dados pessoais', 'contato', 'endereço', 'dados bancários', 'termos']);
    expect(row(cards, 'dados pessoais', 'data de nascimento')).toBe('05 de março de 1990');
    expect(row(cards, 'dados pessoais', 'CPF')).toBe('529.982.247-25');
    expect(row(cards, 'endereço', 'endereço')).toBe('Av. Paulista, 1000 - apto 12');
    expect(row(cards, 'dados bancários', 'banco')).toBe('Banco Regional');
    expect(row(cards, 'termos', 'termos de uso e contrato de gestão')).toBe('aceitos');
  });

  it.each([
    ['corrente', 'conta corrente'],
    ['poupanca', 'poupança'],
  ] as const)('names the account type %s as %p', (tipoConta, label) => {
    expect(row(ownerSummaryCards({ ...values, tipoConta }), 'dados bancários', 'tipo de conta')).toBe(label);
  });

  it('shows a dash for what is missing, and CNPJ for a company', () => {
    const cards = ownerSummaryCards({ tipoDocumento: 'cnpj', dataNascimento: '31/02/1990' });
    expect(row(cards, 'dados pessoais', 'CNPJ')).toBe('—');
    expect(row(cards, 'dados pessoais', 'data de nascimento')).toBe('—');
    expect(row(cards, 'termos', 'termos de uso e contrato de gestão')).toBe('não aceitos');
  });
});
