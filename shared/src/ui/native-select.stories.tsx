import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FormField } from './form-field';
import { NativeSelect } from './native-select';

/** The filters' select (Período in Financeiro and in Reservas, the export's month): the phone's own picker, the portal's field. */
const meta = {
  title: 'Fundamentos/Componentes/Lista de opções',
  component: NativeSelect,
  args: { id: 'period', defaultValue: 'next30' },
  render: (args) => (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <FormField label="Período" htmlFor="period">
        <NativeSelect {...args}>
          <option value="next30">Próximos 30 dias</option>
          <option value="month">Este mês</option>
          <option value="custom">Personalizado</option>
        </NativeSelect>
      </FormField>
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Padrão' };
export const Disabled: Story = { name: 'Desativado', args: { disabled: true } };
