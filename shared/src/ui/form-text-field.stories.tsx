import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { inFieldStoryForm } from './field-story-form';
import { FormTextField } from './form-text-field';

const meta = {
  title: 'Fundamentos/Campos/Texto',
  component: FormTextField,
  decorators: [inFieldStoryForm],
  args: { name: 'street', label: 'Rua', required: true, autoComplete: 'address-line1', maxLength: 200 },
} satisfies Meta<typeof FormTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { parameters: { form: { values: { street: 'Avenida Paulista' } } } };
export const ErrorShown: Story = { parameters: { form: { errors: { street: 'Rua: campo obrigatório' } } } };
export const Disabled: Story = { args: { disabled: true }, parameters: { form: { values: { street: 'Avenida Paulista' } } } };
export const ReadOnlyWithHelp: Story = {
  args: { name: 'email', label: 'email', required: false, readOnly: true, help: 'É o e-mail do seu login; para mudá-lo, altere o login.' },
  parameters: { form: { values: { email: 'proprietario@demo.com.br' } } },
};
export const Multiline: Story = {
  args: { name: 'description', label: 'Descrição', multiline: true, rows: 5, maxLength: 2000 },
  parameters: { form: { values: { description: 'Casa de frente para o mar, com varanda e vista para o pôr do sol.' } } },
};
