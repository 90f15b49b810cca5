import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BANK_OPTIONS } from '../domain/bank';
import { inFieldStoryForm } from './field-story-form';
import { FormSelectField } from './form-select-field';

const meta = {
  title: 'Fundamentos/Campos/Lista de opções',
  component: FormSelectField,
  decorators: [inFieldStoryForm],
  args: { name: 'banco', label: 'Banco', placeholder: 'Selecione o banco', options: BANK_OPTIONS.map((bank) => ({ value: bank, label: bank })) },
} satisfies Meta<typeof FormSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vazio' };
export const Filled: Story = { name: 'Preenchido', parameters: { form: { values: { banco: 'Nubank' } } } };
export const ErrorShown: Story = { name: 'Com erro', parameters: { form: { errors: { banco: 'banco é obrigatório' } } } };
export const Disabled: Story = { name: 'Desativado', args: { disabled: true }, parameters: { form: { values: { banco: 'Nubank' } } } };
