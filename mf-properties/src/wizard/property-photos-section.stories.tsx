import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PropertyPhotosSection } from './property-photos-section';
import { WizardStyle } from './wizard-style';

const meta = {
  title: 'Properties/PropertyWizard/PhotosSection',
  component: PropertyPhotosSection,
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 760 }}><WizardStyle /><Story /></div>],
} satisfies Meta<typeof PropertyPhotosSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder of step 2: main photo, a gallery of up to 20, tips. Upload comes with its own issue. */
export const Placeholder: Story = {};
export const Desktop: Story = { parameters: { viewport: { defaultViewport: 'desktop' } } };
