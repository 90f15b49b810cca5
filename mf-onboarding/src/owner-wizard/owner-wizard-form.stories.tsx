import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ownerFormFromProfile } from './owner-schema';
import { OwnerWizardForm } from './owner-wizard-form';

const EMPTY = { ...ownerFormFromProfile(null), email: 'ana@exemplo.com' };
const FILLED = {
  nome: 'Ana Souza',
  tipoDocumento: 'cpf' as const,
  documento: '529.982.247-25',
  dataNascimento: '15/07/1990',
  email: 'ana@exemplo.com',
  telefone: '(11) 98765-4321',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'apto 12',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
  banco: 'Nubank',
  bancoOutro: '',
  agencia: '0001',
  conta: '12345-6',
  tipoConta: 'corrente' as const,
  aceito: true,
};
const DOCUMENTS = { termsOfUseUrl: '#termos-de-uso', managementContractUrl: '#contrato-de-gestao' };

const meta = {
  title: 'Conta/Cadastro do proprietário',
  component: OwnerWizardForm,
  args: {
    initialValues: EMPTY,
    initialStep: 1,
    filledSteps: new Set(),
    today: '2025-03-05',
    documents: DOCUMENTS,
    onSaveStep: fn(async () => true),
    onFinish: fn(async () => true),
  },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof OwnerWizardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, nothing typed yet: 'voltar' is disabled. */
export const PersonalData: Story = { name: 'Dados pessoais' };
export const PersonalDataErrors: Story = {
  name: 'Dados pessoais com erros',
  args: { preview: { errors: { nome: 'Nome é obrigatório', documento: 'Documento inválido', dataNascimento: 'Data deve estar no formato dd/MM/yyyy' } } },
};
export const ShortNameAndFutureDate: Story = {
  name: 'Nome curto e data futura',
  args: {
    initialValues: { ...EMPTY, nome: 'Al', documento: '529.982.247-25', dataNascimento: '01/01/2999' },
    preview: { errors: { nome: 'Nome deve ter pelo menos 3 caracteres', dataNascimento: 'Data de nascimento inválida' } },
  },
};
/** The 800 ms live check of the document, running. */
export const CheckingDocument: Story = { name: 'Verificando documento', args: { initialValues: { ...EMPTY, documento: '529.982.247-25' }, preview: { documentCheck: { status: 'checking' } } } };
export const DocumentValid: Story = { name: 'Documento válido', args: { initialValues: { ...EMPTY, documento: '529.982.247-25' }, preview: { documentCheck: { status: 'valid', text: 'CPF válido' } } } };
export const DocumentInvalid: Story = {
  name: 'Documento inválido',
  args: { initialValues: { ...EMPTY, documento: '529.982.247-26' }, preview: { documentCheck: { status: 'invalid', text: 'CPF inválido. Verifique os números digitados.' } } },
};
export const CompanyDocument: Story = { name: 'Documento de empresa', args: { initialValues: { ...EMPTY, tipoDocumento: 'cnpj', documento: '11.222.333/0001-81' } } };
export const BirthDateCalendar: Story = { name: 'Calendário da data de nascimento', args: { initialValues: { ...EMPTY, dataNascimento: '15/07/1990' }, preview: { calendarOpen: true } } };
export const Contact: Story = { name: 'Contato', args: { initialValues: FILLED, initialStep: 2, filledSteps: new Set([1]) } };
export const Address: Story = { name: 'Endereço', args: { initialValues: { ...FILLED, cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '' }, initialStep: 3, filledSteps: new Set([1, 2]) } };
export const SearchingPostalCode: Story = {
  name: 'Buscando CEP',
  args: {
    initialValues: { ...FILLED, cep: '01310-100', logradouro: '', bairro: '', cidade: '', estado: '' },
    initialStep: 3,
    filledSteps: new Set([1, 2]),
    preview: { lookup: { searching: true, onPostalCodeChange: fn() } },
  },
};
export const AddressErrors: Story = {
  name: 'Endereço com erros',
  args: {
    initialValues: { ...FILLED, cep: '0131', logradouro: '', numero: '', bairro: '', cidade: '', estado: '' },
    initialStep: 3,
    filledSteps: new Set([1, 2]),
    preview: {
      errors: { cep: 'CEP inválido', logradouro: 'logradouro é obrigatório', numero: 'número é obrigatório', bairro: 'bairro é obrigatório', cidade: 'cidade é obrigatória', estado: 'estado é obrigatório' },
      lookup: { searching: false, onPostalCodeChange: fn() },
    },
  },
};
export const Bank: Story = { name: 'Banco', args: { initialValues: FILLED, initialStep: 4, filledSteps: new Set([1, 2, 3]) } };
export const OtherBank: Story = { name: 'Outro banco', args: { initialValues: { ...FILLED, banco: 'Outro', bancoOutro: 'Banco Cooperativo do Vale', tipoConta: 'poupanca' }, initialStep: 4, filledSteps: new Set([1, 2, 3]) } };
export const BankErrors: Story = {
  name: 'Banco com erros',
  args: {
    initialValues: { ...FILLED, banco: 'Outro', bancoOutro: '', agencia: '', conta: '' },
    initialStep: 4,
    filledSteps: new Set([1, 2, 3]),
    preview: { errors: { bancoOutro: 'nome do banco é obrigatório', agencia: 'agência é obrigatória', conta: 'conta é obrigatória' } },
  },
};
export const Terms: Story = { name: 'Termos', args: { initialValues: { ...FILLED, aceito: false }, initialStep: 5, filledSteps: new Set([1, 2, 3, 4]) } };
export const TermsNotAccepted: Story = {
  name: 'Termos não aceitos',
  args: { initialValues: { ...FILLED, aceito: false }, initialStep: 5, filledSteps: new Set([1, 2, 3, 4]), preview: { errors: { aceito: 'é preciso aceitar os termos para continuar' } } },
};
export const Saving: Story = { name: 'Salvando', args: { initialValues: FILLED, initialStep: 2, filledSteps: new Set([1]), preview: { saving: true } } };
export const Summary: Story = { name: 'Resumo', args: { initialValues: FILLED, initialStep: 6, filledSteps: new Set([1, 2, 3, 4, 5]) } };
export const SummarySavings: Story = { name: 'Resumo, salvando', args: { initialValues: { ...FILLED, tipoConta: 'poupanca' }, initialStep: 6, filledSteps: new Set([1, 2, 3, 4, 5]) } };
export const Finishing: Story = { name: 'Finalizando', args: { initialValues: FILLED, initialStep: 6, filledSteps: new Set([1, 2, 3, 4, 5]), preview: { finishing: true } } };
/** Pressing 'continuar' on an empty step 1 highlights every field. */
export const EmptyStepRefused: Story = {
  name: 'Etapa vazia recusada',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'continuar' }));
    await expect(await canvas.findByText('Nome é obrigatório')).toBeInTheDocument();
  },
};
export const Mobile: Story = { name: 'Celular', args: { initialValues: FILLED, initialStep: 3, filledSteps: new Set([1, 2]) }, globals: { viewport: { value: 'phone390' } } };
export const Desktop: Story = { name: 'Computador', args: Summary.args, globals: { viewport: { value: 'desktop' } } };
