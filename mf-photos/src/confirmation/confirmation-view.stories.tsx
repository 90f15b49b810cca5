import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ConfirmationView } from './confirmation-view';

const SUMMARY = {
  propertyName: 'Casa da Praia',
  dateText: 'terça-feira, 11 de março de 2025',
  slotText: 'Tarde (13h às 17h)',
  address: 'Rua das Gaivotas, 100 - Centro, Florianópolis - SC',
  notes: 'Portão azul, chave na portaria.',
};

const meta = {
  title: 'Fotos/Confirmar agendamento',
  component: ConfirmationView,
  args: {
    view: { state: 'ready', summary: SUMMARY },
    outcome: { kind: 'idle' },
    onConfirm: fn(),
    onEdit: fn(),
    onBack: fn(),
    onHome: fn(),
    onOpenSession: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof ConfirmationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = { name: 'Resumo' };
export const WithoutNotes: Story = { name: 'Sem observações', args: { view: { state: 'ready', summary: { ...SUMMARY, notes: null } } } };
export const Sending: Story = { name: 'Enviando', args: { outcome: { kind: 'sending' } } };
export const Confirmed: Story = { name: 'Confirmada', args: { outcome: { kind: 'confirmed' } } };
export const SavedOffline: Story = { name: 'Salvo sem conexão', args: { outcome: { kind: 'queued', cause: 'offline' } } };
export const SavedAfterNetworkFailure: Story = { name: 'Salvo após falha de rede', args: { outcome: { kind: 'queued', cause: 'network' } } };
export const Failed: Story = { name: 'Falhou', args: { outcome: { kind: 'failed', message: 'Tente novamente ou entre em contato conosco.', existingSessionId: null } } };
export const DuplicateRefused: Story = { name: 'Duplicado recusado', args: { outcome: { kind: 'failed', message: 'Esta propriedade já possui uma sessão de fotos agendada', existingSessionId: 's1' } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', message: 'Erro ao carregar sessões', retry: fn() } } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
