import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { AlertList } from './alert-list';

const meta = {
  title: 'Fundamentos/Moldura do portal/Lista de alertas',
  component: AlertList,
  args: {
    onDismiss: fn(),
    alerts: [
      { id: 'a1', type: 'onboarding', title: 'Continue seu cadastro', message: 'Próxima etapa: Dados bancários.', action: { label: 'Continuar', route: '/cadastro-proprietario' }, dismissible: false },
      { id: 'a2', type: 'photography', title: 'Sessão de fotos agendada', message: 'Sua sessão de fotos está marcada para 26/11/2026, Tarde (13h às 17h).', action: { label: 'Ver detalhes', route: '/sessao-fotos-confirmacao?sessionId=s1' }, dismissible: true },
      { id: 'a3', type: 'payout', title: 'Repasse a caminho', message: 'Seu próximo repasse está previsto para 15/12/2026.', dismissible: true },
      { id: 'a4', type: 'general', title: 'Aviso', message: 'Manutenção programada no domingo às 2h.', dismissible: true },
    ],
  },
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryType: Story = { name: 'Todos os tipos' };
export const PhotoSessionRescheduled: Story = {
  name: 'Sessão de fotos reagendada',
  args: { alerts: [{ id: 'r1', type: 'photography', title: 'Sessão de fotos reagendada', message: 'Sua sessão de fotos está marcada para 28/11/2026, Manhã (8h às 12h).', action: { label: 'Ver detalhes', route: '/sessao-fotos-confirmacao?sessionId=s1' }, dismissible: true }] },
};
export const Empty: Story = { name: 'Vazio', args: { alerts: [] } };
