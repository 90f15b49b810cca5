import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountDeletionDialog } from './account-deletion-dialog';

const meta = {
  title: 'Account/AccountDeletionDialog',
  component: AccountDeletionDialog,
  args: { open: true, propertyCount: 2, documentCount: 3, deleting: false, onClose: fn(), onConfirm: fn() },
} satisfies Meta<typeof AccountDeletionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
export const WarningWithoutProperties: Story = { args: { propertyCount: 0, documentCount: 0 } };
/** Confirm step, nothing typed: the button is disabled. */
export const Confirm: Story = { args: { initialStep: 'confirm' } };
/** Password and DELETAR typed: the button is enabled. */
export const ConfirmReady: Story = {
  args: { initialStep: 'confirm' },
  play: async () => {
    const body = within(document.body);
    await userEvent.type(body.getByLabelText('Senha atual'), 'Segredo@1');
    await userEvent.type(body.getByLabelText('Digite DELETAR para confirmar'), 'DELETAR');
    await expect(body.getByRole('button', { name: 'Deletar Conta Definitivamente' })).toBeEnabled();
  },
};
/** The word typed wrong keeps the button disabled. */
export const ConfirmWrongWord: Story = {
  args: { initialStep: 'confirm' },
  play: async () => {
    const body = within(document.body);
    await userEvent.type(body.getByLabelText('Senha atual'), 'Segredo@1');
    await userEvent.type(body.getByLabelText('Digite DELETAR para confirmar'), 'deletar');
    await expect(body.getByRole('button', { name: 'Deletar Conta Definitivamente' })).toBeDisabled();
  },
};
export const Deleting: Story = { args: { initialStep: 'confirm', deleting: true } };
