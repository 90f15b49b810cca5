import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FormField } from './form-field';
import { Input } from './input';

const meta = {
  title: 'Fundamentos/Componentes/Campo de texto',
  component: Input,
  args: { id: 'field', placeholder: 'voce@exemplo.com' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="email" htmlFor="field">
        <Input {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vazio' };
export const Filled: Story = { name: 'Preenchido', args: { defaultValue: 'marina@exemplo.com' } };
export const WithError: Story = {
  name: 'Com erro',
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="email" htmlFor="field" error="informe um email válido">
        <Input {...args} status="error" aria-invalid defaultValue="marina@" />
      </FormField>
    </div>
  ),
};
export const ReadOnly: Story = { name: 'Somente leitura', args: { readOnly: true, defaultValue: 'marina@exemplo.com' } };
export const Disabled: Story = { name: 'Desativado', args: { disabled: true, defaultValue: 'marina@exemplo.com' } };
export const PrefixAndSuffix: Story = { name: 'Prefixo e sufixo', args: { prefix: 'R$', suffix: '/noite', placeholder: '0,00', inputMode: 'decimal' } };
export const Password: Story = {
  name: 'Senha',
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="senha" htmlFor="password">
        <Input.Password id="password" defaultValue="Segredo@2026" />
      </FormField>
    </div>
  ),
};
export const TextArea: Story = {
  name: 'Área de texto',
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="descrição" htmlFor="description">
        <Input.TextArea id="description" defaultValue="Apartamento a 200 m da praia." />
      </FormField>
    </div>
  ),
};
