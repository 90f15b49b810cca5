import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountDeletionDialog } from './account-deletion-dialog';

const meta = {
  title: 'Conta/Deletar conta (diálogo)',
  component: AccountDeletionDialog,
  args: { open: true, propertyCount: 2, documentCount: 3, deleting: false, onClose: fn(), onConfirm: fn() },
  // On the docs page each story gets its own frame: the dialog covers the screen it opens on.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof AccountDeletionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = { name: 'Aviso' };
export const WarningWithoutProperties: Story = { name: 'Aviso sem propriedades', args: { propertyCount: 0, documentCount: 0 } };
/** Confirm step, nothing typed: the button is disabled. */
export const Confirm: Story = { name: 'Confirmação', args: { initialStep: 'confirm' } };
/** Password and DELETAR typed: the button is enabled. */
export const ConfirmReady: Story = {
  name: 'Confirmação pronta',
  args: { initialStep: 'confirm' },
  play: async () => {
    // The dialog is drawn by antd, which loads on first use: wait for its fields.
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('Senha atual'), 'Segredo@1');
    await userEvent.type(body.getByLabelText('Digite DELETAR para confirmar'), 'DELETAR');
    await expect(body.getByRole('button', { name: 'Deletar Conta Definitivamente' })).toBeEnabled();
  },
};
/** The word typed wrong keeps the button disabled. */
export const ConfirmWrongWord: Story = {
  name: 'Confirmação com palavra errada',
  args: { initialStep: 'confirm' },
  play: async () => {
    // The dialog is drawn by antd, which loads on first use: wait for its fields.
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('Senha atual'), 'Segredo@1');
    await userEvent.type(body.getByLabelText('Digite DELETAR para confirmar'), 'deletar');
    await expect(body.getByRole('button', { name: 'Deletar Conta Definitivamente' })).toBeDisabled();
  },
};
export const Deleting: Story = { name: 'Excluindo', args: { initialStep: 'confirm', deleting: true } };
