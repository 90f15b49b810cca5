import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ModuleFallback } from './module-fallback';

const meta = {
  title: 'Fundamentos/Componentes/Falha ao carregar uma área',
  component: ModuleFallback,
  args: { onRetry: fn() },
} satisfies Meta<typeof ModuleFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouteUnavailable: Story = { name: 'Área indisponível' };
export const WidgetUnavailable: Story = { name: 'Cartão indisponível', args: { compact: true } };
export const PublishedForAnotherVersion: Story = { name: 'Publicado para outra versão', args: { detail: 'Este módulo foi publicado para outra versão do portal.' } };
