import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BR_NUMBER_MESSAGES } from '@portal/shared/ui';
import { inFieldStoryForm } from './field-story-form';
import { FormNumberField } from './form-number-field';

const meta = {
  title: 'Fundamentos/Campos/Número',
  component: FormNumberField,
  decorators: [inFieldStoryForm],
  args: { name: 'area_sqm', label: 'Área (m²)', suffix: 'm²', decimals: 2 },
} satisfies Meta<typeof FormNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vazio', parameters: { form: { values: { area_sqm: null } } } };
export const Filled: Story = { name: 'Preenchido', parameters: { form: { values: { area_sqm: 1250.5 } } } };
export const ErrorShown: Story = { name: 'Com erro', parameters: { form: { values: { area_sqm: '1.250' }, errors: { area_sqm: BR_NUMBER_MESSAGES.ambiguous } } } };
export const Disabled: Story = { name: 'Desativado', args: { disabled: true }, parameters: { form: { values: { area_sqm: 72.5 } } } };
export const WholeCount: Story = { name: 'Número inteiro', args: { name: 'bedrooms', label: 'Quartos', suffix: undefined, decimals: 0, required: true }, parameters: { form: { values: { bedrooms: 3 } } } };
