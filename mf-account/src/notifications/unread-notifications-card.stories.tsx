import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { UnreadNotificationsCard } from './unread-notifications-card';

const NOW = new Date('2026-03-05T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const meta = {
  title: 'Mensagens/Notificações não lidas no Início',
  component: UnreadNotificationsCard,
  args: {
    view: {
      state: 'ready',
      now: NOW,
      notifications: [
        { id: '1', type: 'photography', title: 'Sessão de fotos agendada', message: 'm', timestamp: hoursAgo(1), read: false },
        { id: '2', type: 'status_change', title: 'Chalé em análise', message: 'm', timestamp: hoursAgo(30), read: false },
        { id: '3', type: 'reminder', title: 'Complete o cadastro da sua propriedade', message: 'm', timestamp: hoursAgo(50), read: false },
        { id: '4', type: 'completion', title: 'Casa ativa', message: 'm', timestamp: hoursAgo(60), read: false },
      ],
    },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof UnreadNotificationsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralUnread: Story = { name: 'Várias não lidas' };
export const NothingUnread: Story = { name: 'Nada não lido', args: { view: { state: 'ready', now: NOW, notifications: [] } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
