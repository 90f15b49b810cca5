import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { STORY_PROPERTIES as P } from '../property-list/story-properties';
import { PropertyIntroView } from './property-intro-view';

const meta = {
  title: 'Propriedades/Apresentação/Página',
  component: PropertyIntroView,
  args: {
    view: { state: 'ready', properties: [] },
    onStart: fn(),
    onContinue: fn(),
    onAskRemove: fn(),
    onRemove: fn(),
    onConfirmRemove: fn(),
    onCancelRemove: fn(),
    onBack: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof PropertyIntroView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No registration under way: the four steps and 'começar cadastro'. */
export const FirstProperty: Story = { name: 'Primeira propriedade' };
/** A draft is pending: its card, and creating another disabled with the warning. */
export const WithDraft: Story = { name: 'Com rascunho', args: { view: { state: 'ready', properties: [P.draft, P.active] } } };
/** Finished and waiting for review: listed, 'Não pode ser removida', and a new registration may start. */
export const AwaitingReview: Story = { name: 'Aguardando análise', args: { view: { state: 'ready', properties: [P.awaitingApproval, P.active] } } };
export const DraftAndAwaitingReview: Story = { name: 'Rascunho e aguardando análise', args: { view: { state: 'ready', properties: [P.draftReadyForPhotos, P.awaitingApproval] } } };
export const ConfirmRemove: Story = { name: 'Confirmar remoção', args: { view: { state: 'ready', properties: [P.draftReadyForPhotos] }, askingRemove: P.draftReadyForPhotos } };
export const Removing: Story = { name: 'Removendo', args: { ...ConfirmRemove.args, removingId: P.draftReadyForPhotos.id } };
export const Initializing: Story = { name: 'Iniciando', args: { view: { state: 'initializing' } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadingTimeout: Story = { name: 'Carregamento demorado', args: { view: { state: 'timeout', retry: fn() } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const Desktop: Story = { name: 'Computador', args: DraftAndAwaitingReview.args, globals: { viewport: { value: 'desktop' } } };
