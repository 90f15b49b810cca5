import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { storyPicture } from '../property-photos/story-photos';
import { STORY_PROPERTIES as P } from '../property-list/story-properties';
import { PropertyCardsView } from './property-cards-view';

const meta = {
  title: 'Propriedades/Propriedades no Início',
  component: PropertyCardsView,
  args: {
    view: { state: 'ready', properties: [P.active, P.activeCity, P.awaitingApproval, P.draftReadyForPhotos] },
    onAction: fn(),
    onAdd: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof PropertyCardsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Preenchido' };
export const OneActive: Story = { name: 'Uma ativa', args: { view: { state: 'ready', properties: [P.active] } } };
export const NotActiveYet: Story = { name: 'Ainda não ativa', args: { view: { state: 'ready', properties: [P.awaitingApproval, P.draft] } } };
/** Properties with a main photo show its thumbnail; one without keeps its card as it was. */
export const WithPhotos: Story = {
  name: 'Com fotos',
  args: {
    view: {
      state: 'ready',
      properties: [P.active, P.activeCity, P.awaitingApproval],
      thumbnails: { [P.active.id]: storyPicture('Capa', 0), [P.awaitingApproval.id]: storyPicture('Capa', 2) },
    },
  },
};
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const Empty: Story = { name: 'Vazio', args: { view: { state: 'ready', properties: [] } } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
