import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { maskPhone } from '../domain/masks';
import { inFieldStoryForm } from './field-story-form';
import { FormMaskedField } from './form-masked-field';

const meta = {
  title: 'Fundamentos/Campos/Texto com máscara',
  component: FormMaskedField,
  decorators: [inFieldStoryForm],
  args: { name: 'telefone', label: 'telefone', mask: maskPhone, maxLength: 15, inputMode: 'tel', autoComplete: 'tel', placeholder: '(00) 00000-0000' },
} satisfies Meta<typeof FormMaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vazio' };
export const Filled: Story = { name: 'Preenchido', parameters: { form: { values: { telefone: '(11) 98765-4321' } } } };
export const ErrorShown: Story = { name: 'Com erro', parameters: { form: { values: { telefone: '(11) 9876' }, errors: { telefone: 'telefone inválido' } } } };
export const Disabled: Story = { name: 'Desativado', args: { disabled: true }, parameters: { form: { values: { telefone: '(11) 98765-4321' } } } };
