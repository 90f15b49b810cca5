import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { derivePropertyOnboarding, type PhotoSessionRow } from '@portal/shared/domain';
import { FINISHED_PROFILE, photoSession, property } from '../testing/fixtures';
import { onboardingCard } from './onboarding-card';
import { OnboardingCardView } from './onboarding-card-view';

const card = (input: Partial<Parameters<typeof derivePropertyOnboarding>[0]>) =>
  onboardingCard(derivePropertyOnboarding({ profile: null, property: null, photoSessions: [], ...input }));
const booked: PhotoSessionRow = { ...photoSession('pending'), date: '2026-12-14' };

const meta = {
  title: 'Início/Onboarding/Cartão no Início',
  component: OnboardingCardView,
  args: { card: card({}), onNavigate: fn() },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof OnboardingCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = { name: 'Não iniciado' };
export const Halfway: Story = { name: 'Na metade', args: { card: card({ profile: FINISHED_PROFILE }) } };
export const PhotosPending: Story = { name: 'Fotos pendentes', args: { card: card({ profile: FINISHED_PROFILE, property: property() }) } };
/** The session booked: the four steps done, its date under 'Agendamento de fotos', 'Ver progresso detalhado'. */
export const PhotosBooked: Story = { name: 'Fotos agendadas', args: { card: card({ profile: FINISHED_PROFILE, property: property(), photoSessions: [booked] }) } };
export const Loading: Story = { name: 'Carregando', args: { card: null } };
export const Desktop: Story = { name: 'Computador', args: Halfway.args, globals: { viewport: { value: 'desktop' } } };
