import { ACCOUNT_TYPE_LABELS, resolveBankName } from '@portal/shared/domain';
import { formatLongDate, parseBrDate } from '@portal/shared/format';
import type { OwnerFormValues } from './owner-schema';

export interface SummaryCard {
  title: string;
  /** The step that edits it, for the card's 'editar'. */
  step: 1 | 2 | 3 | 4 | 5;
  rows: Array<{ label: string; value: string }>;
}

const orDash = (value: string | undefined | null) => {
  const text = (value ?? '').trim();
  return text === '' ? '—' : text;
};

/**
 * The summary's cards (spec part 1 §2, step 6): birth date as 'dd de MMMM de yyyy', the account type as
 * 'conta corrente' or 'poupança', the bank as typed when 'Outro'.
 */
export function ownerSummaryCards(values: OwnerFormValues): SummaryCard[] {
  const birth = parseBrDate(values.dataNascimento);
  const complement = (values.complemento ?? '').trim();
  const street = [values.logradouro, values.numero].map((part) => (part ?? '').trim()).filter(Boolean).join(', ');
  return [
    {
      title: 'dados pessoais',
      step: 1,
      rows: [
        { label: 'nome', value: orDash(values.nome) },
        { label: values.tipoDocumento === 'cnpj' ? 'CNPJ' : 'CPF', value: orDash(values.documento) },
        { label: 'data de nascimento', value: orDash(birth ? formatLongDate(birth) : '') },
      ],
    },
    {
      title: 'contato',
      step: 2,
      rows: [
        { label: 'email', value: orDash(values.email) },
        { label: 'telefone', value: orDash(values.telefone) },
      ],
    },
    {
      title: 'endereço',
      step: 3,
      rows: [
        { label: 'endereço', value: orDash(complement ? `${street} - ${complement}` : street) },
        { label: 'bairro', value: orDash(values.bairro) },
        { label: 'cidade', value: orDash([values.cidade, values.estado].map((p) => (p ?? '').trim()).filter(Boolean).join(' - ')) },
        { label: 'CEP', value: orDash(values.cep) },
      ],
    },
    {
      title: 'dados bancários',
      step: 4,
      rows: [
        { label: 'banco', value: orDash(resolveBankName(values)) },
        { label: 'agência', value: orDash(values.agencia) },
        { label: 'conta', value: orDash(values.conta) },
        { label: 'tipo de conta', value: values.tipoConta ? ACCOUNT_TYPE_LABELS[values.tipoConta] : '—' },
      ],
    },
    {
      title: 'termos',
      step: 5,
      rows: [{ label: 'termos de uso e contrato de gestão', value: values.aceito ? 'aceitos' : 'não aceitos' }],
    },
  ];
}
