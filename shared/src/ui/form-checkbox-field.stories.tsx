import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { inFieldStoryForm } from './field-story-form';
import { FormCheckboxField } from './form-checkbox-field';

const meta = {
  title: 'Fundamentos/Campos/Caixa de seleção',
  component: FormCheckboxField,
  decorators: [inFieldStoryForm],
  args: { name: 'aceito', children: 'Li e aceito os termos de uso e o contrato de gestão' },
} satisfies Meta<typeof FormCheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { parameters: { form: { values: { aceito: true } } } };
export const ErrorShown: Story = { parameters: { form: { errors: { aceito: 'é preciso aceitar os termos para continuar' } } } };
export const Disabled: Story = { args: { disabled: true }, parameters: { form: { values: { aceito: true } } } };
