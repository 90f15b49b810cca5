import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { PropertyListView } from './property-list-view';
import { storyPicture } from '../property-photos/story-photos';
import { STORY_PROPERTIES as P } from './story-properties';

const meta = {
  title: 'Propriedades/Minhas propriedades',
  component: PropertyListView,
  args: {
    view: { state: 'ready', properties: [P.active, P.activeCity, P.awaitingApproval] },
    onAdd: fn(),
    onRegisterFirst: fn(),
    onAction: fn(),
    onShortcut: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
  },
  // The page adds no inset of its own: the layout's <main> gives it its width and 16 px edges.
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof PropertyListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Preenchido' };
export const OneProperty: Story = { name: 'Uma propriedade', args: { view: { state: 'ready', properties: [P.active] } } };
/** A draft exists: Excluir on its card, and the add button disabled as 'Finalize o rascunho'. */
export const WithDraft: Story = { name: 'Com rascunho', args: { view: { state: 'ready', properties: [P.draft, P.draftReadyForPhotos, P.active] } } };
/** Properties with a main photo show its thumbnail; one without keeps its card as it was. */
export const WithPhotos: Story = {
  name: 'Com fotos',
  args: { view: { state: 'ready', properties: [P.draft, P.active, P.activeCity], thumbnails: { [P.draft.id]: storyPicture('Capa', 1), [P.active.id]: storyPicture('Capa', 0) } } },
};
export const Empty: Story = { name: 'Vazio', args: { view: { state: 'ready', properties: [] } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const ConfirmDelete: Story = { name: 'Confirmar exclusão', args: { view: { state: 'ready', properties: [P.draftReadyForPhotos, P.active] }, pendingDelete: P.draftReadyForPhotos } };
export const Deleting: Story = { name: 'Excluindo', args: { ...ConfirmDelete.args, deleting: true } };
export const Desktop: Story = { name: 'Computador', args: WithDraft.args, globals: { viewport: { value: 'desktop' } } };
