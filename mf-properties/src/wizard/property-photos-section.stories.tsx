import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PropertyPhotosSection } from './property-photos-section';
import { WizardStyle } from './wizard-style';

const meta = {
  title: 'Propriedades/Cadastro da propriedade/Seção de fotos',
  component: PropertyPhotosSection,
  args: { visible: true },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 760 }}><WizardStyle /><Story /></div>],
} satisfies Meta<typeof PropertyPhotosSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before step 1 is saved there is no draft row for the photos to belong to: the area says so, the tips stay. */
export const BeforeDraftSaved: Story = { name: 'Antes de salvar o rascunho' };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
