import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AutosaveIndicator } from './autosave-indicator';
import { WizardStyle } from './wizard-style';

const meta = {
  title: 'Propriedades/Cadastro da propriedade/Salvamento automático',
  component: AutosaveIndicator,
  args: { state: 'saving' },
  decorators: [(Story) => <div style={{ padding: 16 }}><WizardStyle /><Story /></div>],
} satisfies Meta<typeof AutosaveIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saving: Story = { name: 'Salvando' };
/** Shown for the 1000 ms after a save, then hidden. */
export const Saved: Story = { name: 'Salvo', args: { state: 'saved' } };
export const Error: Story = { name: 'Erro', args: { state: 'error' } };
/** Nothing to say: the indicator takes its height but shows nothing. */
export const Idle: Story = { name: 'Parado', args: { state: 'idle' } };
