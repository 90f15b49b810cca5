import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhotoNeedBadge, StatusBadge } from './status-badge';

function AllBadges() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16 }}>
      {['pending', 'confirmed', 'rescheduled', 'cancelled', 'completed'].map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
      <PhotoNeedBadge scheduled={false} />
      <PhotoNeedBadge scheduled />
    </div>
  );
}

const meta = {
  title: 'Fotos/Selo de status da sessão',
  component: AllBadges,
} satisfies Meta<typeof AllBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Agendada, Confirmada, Reagendada, Cancelada, Concluída, and the chooser's two. */
export const AllStatuses: Story = { name: 'Todos os status' };
