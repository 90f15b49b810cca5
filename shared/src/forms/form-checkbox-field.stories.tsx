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

export const Empty: Story = { name: 'Vazio' };
export const Filled: Story = { name: 'Preenchido', parameters: { form: { values: { aceito: true } } } };
export const ErrorShown: Story = { name: 'Com erro', parameters: { form: { errors: { aceito: 'é preciso aceitar os termos para continuar' } } } };
export const Disabled: Story = { name: 'Desativado', args: { disabled: true }, parameters: { form: { values: { aceito: true } } } };
