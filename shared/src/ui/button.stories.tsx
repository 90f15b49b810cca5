import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from './button';

const meta = {
  title: 'Fundamentos/Componentes/Botão',
  component: Button,
  args: { children: 'Salvar alterações', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { type: 'primary' } };
export const Default: Story = {};
export const Link: Story = { args: { type: 'link', children: 'esqueci minha senha' } };
export const Text: Story = { args: { type: 'text', children: 'Forçar' } };
export const Dashed: Story = { args: { type: 'dashed', icon: <PlusOutlined />, children: 'Adicionar propriedade' } };
export const Danger: Story = { args: { type: 'primary', danger: true, children: 'Deletar Conta Definitivamente' } };
export const Loading: Story = { args: { type: 'primary', loading: true } };
export const Disabled: Story = { args: { type: 'primary', disabled: true } };
export const LargeBlockOnPhone: Story = {
  args: { type: 'primary', size: 'large', block: true, children: 'entrar' },
  globals: { viewport: { value: 'phone360' } },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="small">
        Pequeno
      </Button>
      <Button {...args}>Médio</Button>
      <Button {...args} size="large">
        Grande
      </Button>
      <Button {...args} icon={<PlusOutlined />} aria-label="Adicionar" children={undefined} />
    </div>
  ),
};
