import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PersonalInfoForm } from './personal-info-form';

const FILLED = {
  full_name: 'Ana Souza',
  email: 'ana@exemplo.com',
  phone: '(11) 98765-4321',
  document: '529.982.247-25',
  address_street: 'Avenida Paulista',
  address_number: '1000',
  address_neighborhood: 'Bela Vista',
  address_city: 'São Paulo',
  address_state: 'SP',
};

const meta = {
  title: 'Conta/Dados pessoais',
  component: PersonalInfoForm,
  args: { initialValues: FILLED, onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof PersonalInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Preenchido' };
export const NewProfile: Story = { name: 'Perfil novo', args: { initialValues: { ...FILLED, full_name: '', phone: '', document: '', address_street: '', address_number: '', address_neighborhood: '', address_city: '', address_state: '' } } };

/** 'Salvar alterações' with the required fields empty: each shows its message (and the toast appears). */
export const RequiredFieldsMissing: Story = {
  name: 'Campos obrigatórios faltando',
  args: NewProfile.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await canvas.findByText('Nome completo é obrigatório')).toBeInTheDocument();
    await expect(canvas.getByText('CPF/CNPJ é obrigatório')).toBeInTheDocument();
  },
};

export const DocumentIncomplete: Story = {
  name: 'Documento incompleto',
  args: { initialValues: { ...FILLED, document: '529.982.247' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await canvas.findByText('CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos')).toBeInTheDocument();
  },
};

export const DocumentInvalid: Story = {
  name: 'Documento inválido',
  args: { initialValues: { ...FILLED, document: '529.982.247-26' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await canvas.findByText('CPF inválido')).toBeInTheDocument();
  },
};

/** While the save is on its way. */
export const Saving: Story = {
  name: 'Salvando',
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar alterações' }));
  },
};
