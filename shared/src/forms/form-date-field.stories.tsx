import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { inFieldStoryForm } from './field-story-form';
import { FormDateField } from './form-date-field';

const meta = {
  title: 'Fundamentos/Campos/Data',
  component: FormDateField,
  decorators: [inFieldStoryForm],
  args: { name: 'dataNascimento', label: 'data de nascimento', min: '1925-01-01', max: '2026-12-06', openOn: '2026-12-06', calendarLabel: 'Calendário de data de nascimento', autoComplete: 'bday' },
} satisfies Meta<typeof FormDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vazio' };
export const Filled: Story = { name: 'Preenchido', parameters: { form: { values: { dataNascimento: '15/07/1990' } } } };
export const ErrorShown: Story = { name: 'Com erro', parameters: { form: { values: { dataNascimento: '31/02/1990' }, errors: { dataNascimento: 'Data de nascimento inválida' } } } };
export const Disabled: Story = { name: 'Desativado', args: { disabled: true }, parameters: { form: { values: { dataNascimento: '15/07/1990' } } } };
export const CalendarOpen: Story = { name: 'Calendário aberto', args: { initiallyOpen: true }, parameters: { form: { values: { dataNascimento: '15/07/1990' } } }, decorators: [(Story) => <div style={{ minHeight: 420 }}><Story /></div>] };
