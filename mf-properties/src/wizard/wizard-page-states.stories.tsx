import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CannotOpenProperty, WizardSkeleton } from './wizard-page-states';

const meta = {
  title: 'Propriedades/Cadastro da propriedade/Estados da página',
  component: CannotOpenProperty,
  args: { error: 'not-found' },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof CannotOpenProperty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `?edit=` of a property that is missing or someone else's: the toast, then the list after 2 s. */
export const NotFound: Story = { name: 'Não encontrada' };
/** The property could not be loaded. */
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { error: { status: 'NETWORK_ERROR', message: 'Failed to fetch' } } };
/** While the property being edited loads. */
export const Loading: Story = { name: 'Carregando', render: () => <WizardSkeleton /> };
