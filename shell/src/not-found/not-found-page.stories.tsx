import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Shell/NotFoundPage',
  component: NotFoundPage,
  parameters: { route: '/caminho-inexistente' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
