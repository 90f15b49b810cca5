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

export const Empty: Story = { name: 'Vazio' };
export const Filled: Story = { name: 'Preenchido', parameters: { form: { values: { street: 'Avenida Paulista' } } } };
export const ErrorShown: Story = { name: 'Com erro', parameters: { form: { errors: { street: 'Rua: campo obrigatório' } } } };
export const Disabled: Story = { name: 'Desativado', args: { disabled: true }, parameters: { form: { values: { street: 'Avenida Paulista' } } } };
export const ReadOnlyWithHelp: Story = {
  name: 'Somente leitura, com ajuda',
  args: { name: 'email', label: 'email', required: false, readOnly: true, help: 'É o e-mail do seu login; para mudá-lo, altere o login.' },
  parameters: { form: { values: { email: 'proprietario@demo.com.br' } } },
};
export const Multiline: Story = {
  name: 'Várias linhas',
  args: { name: 'description', label: 'Descrição', multiline: true, rows: 5, maxLength: 2000 },
  parameters: { form: { values: { description: 'Casa de frente para o mar, com varanda e vista para o pôr do sol.' } } },
};
