import type { ReactNode } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { DashboardError } from './dashboard-error';
import { DashboardLoading } from './dashboard-loading';
import { OnboardingGate } from './onboarding-gate';
import { PerformanceTip } from './performance-tip';
import { QuickActions, quickActions } from './quick-actions';
import { StatsStrip } from './stats-strip';

const meta = {
  title: 'Início/Painel',
  component: DashboardError,
  args: { message: 'Erro ao carregar os dados do seu painel', onRetry: fn() },
} satisfies Meta<typeof DashboardError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailed: Story = { name: 'Erro ao carregar' };
export const Loading: Story = { name: 'Carregando', render: () => <DashboardLoading /> };
const gated = (status: 'not_started' | 'in_progress') => (
  <div style={{ display: 'grid', gap: 16 }}>
    <OnboardingGate status={status} />
    <QuickActions actions={quickActions({ gated: true, featuresBlocked: true })} />
  </div>
);
/** The gate replaces the dashboard; its quick actions show calendar, messages and finance locked. */
export const WelcomeBeforeOnboarding: Story = { name: 'Boas-vindas antes do cadastro', render: () => gated('not_started') };
export const OnboardingUnderway: Story = { name: 'Cadastro em andamento', render: () => gated('in_progress') };
/** Below the property cards of an onboarded owner: the quick actions and the performance tip card. */
export const QuickActionsAndTip: Story = {
  name: 'Ações rápidas e dica',
  render: () => (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px', display: 'grid', gap: 16 }}>
      <QuickActions actions={quickActions({ gated: false, featuresBlocked: false })} />
      <PerformanceTip />
    </div>
  ),
};
// The strip as the dashboard shows it, inside the layout's 16 px edges.
const inLayout = (strip: ReactNode) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px' }}>{strip}</div>;
const onDesktop = { viewport: { value: 'desktop' } };
const oneProperty = <StatsStrip propertyCount={1} stats={{ activeProperties: 1, monthlyRevenue: 8450.5, recentReservations: 6, occupancy: 63.3, occupancyTrend: 'up' }} />;
const severalProperties = <StatsStrip propertyCount={3} stats={{ activeProperties: 2, monthlyRevenue: 3120, recentReservations: 4, occupancy: 21.7, occupancyTrend: 'down' }} />;

/** On a phone: two tiles, then the third across the row. */
export const StatsOneProperty: Story = { name: 'Números, uma propriedade', render: () => inLayout(oneProperty) };
/** On a phone: two by two, every tile on screen. */
export const StatsSeveralPropertiesLowOccupancy: Story = { name: 'Números, várias propriedades, ocupação baixa', render: () => inLayout(severalProperties) };
export const StatsStillLoading: Story = { name: 'Números carregando', render: () => inLayout(<StatsStrip propertyCount={3} stats={null} />) };
/** Wider screens: one row of equal tiles. */
export const StatsOnePropertyDesktop: Story = { name: 'Números, uma propriedade, computador', render: () => inLayout(oneProperty), globals: onDesktop };
export const StatsSeveralPropertiesDesktop: Story = { name: 'Números, várias propriedades, computador', render: () => inLayout(severalProperties), globals: onDesktop };
