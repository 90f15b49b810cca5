import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Fundamentos/Moldura do portal/Página não encontrada',
  component: NotFoundPage,
  parameters: { route: '/caminho-inexistente' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
export const Default: StoryObj<typeof meta> = { name: 'Padrão' };
