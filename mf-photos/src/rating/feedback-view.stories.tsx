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

export const Form: Story = {};
export const WithoutPropertyName: Story = { args: { propertyName: null } };
export const Sent: Story = { args: { view: { state: 'sent' } } };
export const AlreadyRated: Story = { args: { view: { state: 'rated', rating: ratingRow({ rating: 4, comment: 'Fotógrafo pontual e cuidadoso.' }) } } };
export const SessionNotCompleted: Story = { args: { view: { state: 'not-completed', sessionId: 's1' } } };
export const SessionNotFound: Story = { args: { view: { state: 'not-found' } } };
export const Loading: Story = { args: { view: { state: 'loading' } } };
export const RatingsLoadFailed: Story = { args: { view: { state: 'error', message: 'Erro ao carregar avaliações', retry: fn() } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
