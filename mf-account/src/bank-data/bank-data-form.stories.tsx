import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankDataForm } from './bank-data-form';

const meta = {
  title: 'Conta/Dados bancários',
  component: BankDataForm,
  args: { initialValues: { banco: 'Nubank', bancoOutro: '', agencia: '0001', conta: '12345-6', tipoConta: 'corrente' }, onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof BankDataForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = { name: 'Salvo' };
/** Nothing filled yet: 'Salvar alterações' is disabled. */
export const Empty: Story = { name: 'Vazio', args: { initialValues: { banco: '', bancoOutro: '', agencia: '', conta: '', tipoConta: 'corrente' } } };
export const CustomBank: Story = { name: 'Banco digitado', args: { initialValues: { banco: 'Outro', bancoOutro: 'Banco Cooperativo do Vale', agencia: '0101', conta: '9876-5', tipoConta: 'poupanca' } } };
export const CustomBankNameMissing: Story = {
  name: 'Banco digitado sem nome',
  args: { initialValues: { banco: 'Outro', bancoOutro: '', agencia: '0101', conta: '9876-5', tipoConta: 'corrente' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await canvas.findByText('nome do banco é obrigatório')).toBeInTheDocument();
  },
};
export const Saving: Story = {
  name: 'Salvando',
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar alterações' }));
  },
};
