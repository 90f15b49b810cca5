import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { DEFAULT_NOTIFICATION_SETTINGS, type AppNotification } from './notifications';
import { NotificationCentreView } from './notification-centre-view';
import { NotificationSettingsPanel } from './notification-settings-panel';

const NOW = new Date('2026-03-05T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const FULL: AppNotification[] = [
  { id: '1', type: 'photography', title: 'Sessão de fotos agendada', message: 'Sua sessão de fotos está marcada para 20/03/2026, Manhã (8h às 12h).', timestamp: hoursAgo(0.2), read: false, action: { label: 'Ver detalhes', route: '/sessao-fotos-confirmacao?sessionId=s1' } },
  { id: '7', type: 'message', title: 'Nova mensagem da equipe', message: 'Oi! Já enviamos um técnico para ver a geladeira amanhã às 10h.', timestamp: hoursAgo(0.5), read: false, action: { label: 'Ver conversa', route: '/mensagens/c1' } },
  { id: '2', type: 'reminder', title: 'Complete o cadastro da sua propriedade', message: 'Finalize as informações da sua propriedade para avançar na ativação.', timestamp: hoursAgo(2), read: false, action: { label: 'Continuar', route: '/cadastro-imovel' } },
  { id: '3', type: 'status_change', title: 'Chalé em análise', message: 'O Chalé da Serra em Monte Verde está em aprovação interna.', timestamp: hoursAgo(30), read: false },
  { id: '4', type: 'completion', title: 'Apartamento Paulista ativo', message: 'Seu apartamento está publicado nas plataformas de reserva.', timestamp: hoursAgo(24 * 12), read: true },
  { id: '5', type: 'error', title: 'Falha na sincronização', message: 'Não conseguimos atualizar o calendário do Airbnb. Tentaremos novamente.', timestamp: hoursAgo(24 * 40), read: true },
  { id: '6', type: 'completion', title: 'Casa da Praia em Búzios ativa', message: 'Sua casa está publicada nas plataformas de reserva.', timestamp: hoursAgo(24 * 380), read: true },
];

const meta = {
  title: 'Mensagens/Central de notificações',
  component: NotificationCentreView,
  args: {
    view: { state: 'ready', notifications: FULL, now: NOW },
    onOpen: fn(),
    onDelete: fn(),
    onAction: fn(),
    onMarkAllRead: fn(),
    settings: <NotificationSettingsPanel settings={DEFAULT_NOTIFICATION_SETTINGS} onChange={fn()} />,
  },
  // The page adds no inset of its own: the layout's <main> gives it its width and 16 px edges.
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof NotificationCentreView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { name: 'Completa' };
export const AllRead: Story = { name: 'Todas lidas', args: { view: { state: 'ready', now: NOW, notifications: FULL.map((n) => ({ ...n, read: true })) } } };
export const Empty: Story = { name: 'Vazio', args: { view: { state: 'ready', notifications: [], now: NOW } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const SettingsOpen: Story = { name: 'Configurações abertas', args: { settingsOpen: true } };
export const SettingsAllOff: Story = {
  name: 'Configurações todas desligadas',
  args: {
    settingsOpen: true,
    settings: <NotificationSettingsPanel settings={{ ...DEFAULT_NOTIFICATION_SETTINGS, enabled: false }} onChange={fn()} />,
  },
};
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
