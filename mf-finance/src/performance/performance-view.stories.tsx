import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { STORY_PROPERTIES, STORY_TODAY, storyReservations } from '../testing/story-data';
import { performanceReport, performanceTip } from './performance';
import { PerformanceView, type PerformanceViewState } from './performance-view';

function ready(properties: ReadonlyArray<{ id: string; label: string }>): PerformanceViewState {
  const report = performanceReport(properties, storyReservations(), STORY_TODAY);
  return { state: 'ready', ...report, tip: performanceTip(report), monthLabel: 'Março de 2025', lastYearLabel: 'Março de 2024' };
}

const meta = {
  title: 'Financeiro/Desempenho',
  component: PerformanceView,
  args: { view: ready(STORY_PROPERTIES), onAddProperty: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof PerformanceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralProperties: Story = { name: 'Várias propriedades' };
export const OneProperty: Story = { name: 'Uma propriedade', args: { view: ready(STORY_PROPERTIES.slice(0, 1)) } };
export const NoActiveProperty: Story = { name: 'Nenhuma propriedade ativa', args: { view: ready([]) } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
