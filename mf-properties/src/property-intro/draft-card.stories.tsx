import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { STORY_PROPERTIES as P } from '../property-list/story-properties';
import { DraftCard } from './draft-card';
import { SWIPE_MAX_PX } from './swipe';

const meta = {
  title: 'Propriedades/Apresentação/Cartão de rascunho',
  component: DraftCard,
  args: { property: P.draftReadyForPhotos, onContinue: fn(), onAskRemove: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof DraftCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Swipe it left (finger or mouse) to reveal Remover. */
export const Draft: Story = { name: 'Rascunho' };
export const SwipedOpen: Story = { name: 'Deslizado aberto', args: { initialReveal: SWIPE_MAX_PX } };
export const Removing: Story = { name: 'Removendo', args: { removing: true } };
export const Unnamed: Story = { name: 'Sem nome', args: { property: P.draft } };
export const NotRemovable: Story = { name: 'Não removível', args: { property: P.awaitingApproval } };
