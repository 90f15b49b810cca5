import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { STORY_BRAND, STORY_TODAY, storyReservations } from '../testing/story-data';
import { EarningsCard } from './earnings-card';
import { earningsRows } from './earnings-tabs';

const rows = storyReservations();

const meta = {
  title: 'Financeiro/Ganhos no Início',
  component: EarningsCard,
  args: {
    view: { state: 'ready', rowsFor: (tab) => earningsRows(rows, tab, STORY_TODAY, STORY_BRAND) },
    brandName: STORY_BRAND,
    chartHref: '/financeiro#financial-chart',
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof EarningsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { name: 'Visão geral' };
export const Revenue: Story = { name: 'Receita', args: { initialTab: 'revenue' } };
export const FutureReservations: Story = { name: 'Reservas futuras', args: { initialTab: 'future' } };
export const NoProperty: Story = { name: 'Sem propriedade', args: { view: { state: 'no-property' } } };
export const NoReservation: Story = { name: 'Sem reserva', args: { view: { state: 'ready', rowsFor: (tab) => earningsRows([], tab, STORY_TODAY, STORY_BRAND) } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
