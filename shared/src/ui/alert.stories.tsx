import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Alert } from './alert';
import { Button } from './button';

const meta = {
  title: 'Fundamentos/Componentes/Alerta',
  component: Alert,
  args: { showIcon: true, title: 'hmm, essas credenciais não conferem. pode tentar novamente?', type: 'error' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = { name: 'Erro do servidor' };
export const Success: Story = { name: 'Sucesso', args: { type: 'success', title: 'Dados bancários salvos.' } };
export const Info: Story = { name: 'Informação', args: { type: 'info', title: 'Sua sessão de fotos é amanhã.' } };
export const Warning: Story = { name: 'Aviso', args: { type: 'warning', title: 'Antes de continuar', description: 'Esta ação não pode ser desfeita.' } };
export const WithAction: Story = {
  name: 'Com ação',
  args: { title: 'Erro ao carregar suas notificações', action: <Button size="small">Tentar novamente</Button> },
};
export const Closable: Story = {
  name: 'Pode fechar',
  args: { type: 'info', title: 'Cadastro em análise', description: 'Avisaremos quando sua propriedade for aprovada.', closable: { 'aria-label': 'Fechar alerta' }, onClose: fn() },
};
export const OfflineBanner: Story = { name: 'Faixa sem conexão', args: { type: 'warning', banner: true, showIcon: undefined, title: 'Você está offline. Algumas funções podem não estar disponíveis.' } };
