import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { quickMenuItems, type QuickMenuInput } from '@portal/shared/domain';
import { QuickMenu } from './quick-menu';

const base: QuickMenuInput = {
  propertyCount: 1,
  allPropertiesPhotographed: true,
  somePropertyLacksCompletedSession: false,
  showOnboarding: false,
  onboarded: true,
  featuresBlocked: false,
  singlePropertyId: 'p1',
  supportUrl: 'https://wa.me/5511999999999',
};

const meta = {
  title: 'Fundamentos/Moldura do portal/Menu rápido',
  component: QuickMenu,
  args: { items: quickMenuItems(base) },
} satisfies Meta<typeof QuickMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnboardedWithOneProperty: Story = { name: 'Cadastro concluído, uma propriedade' };
export const UnreadMessages: Story = { name: 'Mensagens não lidas', args: { unreadMessages: 2 } };
export const SeveralProperties: Story = { name: 'Várias propriedades', args: { items: quickMenuItems({ ...base, propertyCount: 3, singlePropertyId: null }) } };
export const NewOwner: Story = {
  name: 'Proprietário novo',
  args: {
    items: quickMenuItems({ ...base, propertyCount: 0, allPropertiesPhotographed: false, somePropertyLacksCompletedSession: true, showOnboarding: true, onboarded: false, featuresBlocked: true }),
  },
};
export const PropertyAwaitingPhotos: Story = {
  name: 'Propriedade aguardando fotos',
  args: { items: quickMenuItems({ ...base, allPropertiesPhotographed: false, somePropertyLacksCompletedSession: true }) },
};
export const FeaturesLocked: Story = {
  name: 'Áreas bloqueadas',
  args: { items: quickMenuItems({ ...base, propertyCount: 0, onboarded: false, featuresBlocked: true, allPropertiesPhotographed: false }) },
};
