import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './badge';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Fundamentos/Componentes/Textos vazios e contagens',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLoading: Story = { name: 'Texto carregando', args: { active: true } };
export const ListItemLoading: Story = { name: 'Item de lista carregando', args: { active: true, avatar: true, paragraph: { rows: 2 } } };
export const ValueLoading: Story = { name: 'Valor carregando', render: () => <Skeleton.Input active size="small" /> };
export const Counts: Story = {
  name: 'Contagens',
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <span>
        Notificações <Badge count={3} aria-label="3 não lidas" />
      </span>
      <span>
        Muitas <Badge count={150} aria-label="150 não lidas" />
      </span>
      <span>
        Nenhuma <Badge count={0} showZero aria-label="0 não lidas" />
      </span>
    </div>
  ),
};
