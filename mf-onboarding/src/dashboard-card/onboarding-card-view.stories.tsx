import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { onboardingCard } from './onboarding-card';
import { OnboardingCardView } from './onboarding-card-view';

const meta = {
  title: 'Onboarding/OnboardingCard',
  component: OnboardingCardView,
  args: { card: onboardingCard(new Set()), onNavigate: fn() },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof OnboardingCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {};
export const Halfway: Story = { args: { card: onboardingCard(new Set(['personal_data', 'banking_data'])) } };
export const PhotosPending: Story = { args: { card: onboardingCard(new Set(['personal_data', 'banking_data', 'property_registration'])) } };
/** The four steps done: 'Ver progresso detalhado'. */
export const AllFourDone: Story = { args: { card: onboardingCard(new Set(['personal_data', 'banking_data', 'property_registration', 'photo_session'])) } };
export const Loading: Story = { args: { card: null } };
export const Desktop: Story = { args: Halfway.args, parameters: { viewport: { defaultViewport: 'desktop' } } };
