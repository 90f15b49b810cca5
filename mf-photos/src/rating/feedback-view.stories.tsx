import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ratingRow } from '../testing/fixtures';
import { FeedbackView } from './feedback-view';

const meta = {
  title: 'Fotos/Avaliar sessão',
  component: FeedbackView,
  args: {
    view: { state: 'ready' },
    propertyName: 'Casa da Praia',
    onSubmit: fn(),
    onSkip: fn(),
    onBack: fn(),
    onOpenSession: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof FeedbackView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = { name: 'Formulário' };
export const WithoutPropertyName: Story = { name: 'Sem nome da propriedade', args: { propertyName: null } };
export const Sent: Story = { name: 'Enviado', args: { view: { state: 'sent' } } };
export const AlreadyRated: Story = { name: 'Já avaliada', args: { view: { state: 'rated', rating: ratingRow({ rating: 4, comment: 'Fotógrafo pontual e cuidadoso.' }) } } };
export const SessionNotCompleted: Story = { name: 'Sessão não concluída', args: { view: { state: 'not-completed', sessionId: 's1' } } };
export const SessionNotFound: Story = { name: 'Sessão não encontrada', args: { view: { state: 'not-found' } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const RatingsLoadFailed: Story = { name: 'Erro ao carregar avaliações', args: { view: { state: 'error', message: 'Erro ao carregar avaliações', retry: fn() } } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
