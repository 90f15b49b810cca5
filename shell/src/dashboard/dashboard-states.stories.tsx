import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { DashboardError } from './dashboard-error';
import { DashboardLoading } from './dashboard-loading';
import { OnboardingGate } from './onboarding-gate';
import { StatsStrip } from './stats-strip';

const meta = {
  title: 'Shell/Dashboard',
  component: DashboardError,
  args: { message: 'Não foi possível carregar os dados do seu painel.', onRetry: fn() },
} satisfies Meta<typeof DashboardError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailed: Story = {};
export const Loading: Story = { render: () => <DashboardLoading /> };
export const WelcomeBeforeOnboarding: Story = { render: () => <OnboardingGate status="not_started" /> };
export const OnboardingUnderway: Story = { render: () => <OnboardingGate status="in_progress" /> };
export const StatsOneProperty: Story = {
  render: () => <StatsStrip propertyCount={1} stats={{ activeProperties: 1, monthlyRevenue: 8450.5, recentReservations: 6, occupancy: 63.3, occupancyTrend: 'up' }} />,
};
export const StatsSeveralPropertiesLowOccupancy: Story = {
  render: () => <StatsStrip propertyCount={3} stats={{ activeProperties: 2, monthlyRevenue: 3120, recentReservations: 4, occupancy: 21.7, occupancyTrend: 'down' }} />,
};
export const StatsStillLoading: Story = {
  render: () => <StatsStrip propertyCount={3} stats={null} />,
};
