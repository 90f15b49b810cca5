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

export const Primary: Story = { name: 'Principal', args: { type: 'primary' } };
export const Default: Story = { name: 'Padrão' };
export const Link: Story = { name: 'Link', args: { type: 'link', children: 'esqueci minha senha' } };
export const Text: Story = { name: 'Texto', args: { type: 'text', children: 'Forçar' } };
export const Dashed: Story = { name: 'Tracejado', args: { type: 'dashed', icon: <PlusOutlined />, children: 'Adicionar propriedade' } };
export const Danger: Story = { name: 'Perigo', args: { type: 'primary', danger: true, children: 'Deletar Conta Definitivamente' } };
export const Loading: Story = { name: 'Carregando', args: { type: 'primary', loading: true } };
export const Disabled: Story = { name: 'Desativado', args: { type: 'primary', disabled: true } };
export const LargeBlockOnPhone: Story = {
  name: 'Grande, largura toda no celular',
  args: { type: 'primary', size: 'large', block: true, children: 'entrar' },
  globals: { viewport: { value: 'phone360' } },
};
export const Sizes: Story = {
  name: 'Tamanhos',
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
