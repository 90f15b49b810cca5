import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { parseBrazilianNumber } from './brazilian-number';
import { DecimalField } from './decimal-field';
import { FormField } from './form-field';

/** The field in a form: holds what it reads, and shows why when it cannot read the text. */
function Area({ initial, decimals = 2 }: { initial: number | string | null; decimals?: number }) {
  const [value, setValue] = useState(initial);
  const error = typeof value === 'string' ? (parseBrazilianNumber(value, { decimals }).error ?? undefined) : undefined;
  return (
    <div style={{ maxWidth: 240 }}>
      <FormField label={decimals === 0 ? 'Quartos' : 'Área (m²)'} htmlFor="area" error={error}>
        <DecimalField
          id="area"
          value={value}
          decimals={decimals}
          suffix={decimals === 0 ? undefined : 'm²'}
          status={error ? 'error' : undefined}
          onValueChange={(change) => setValue(change.error ? change.text : change.value)}
        />
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Fundamentos/Componentes/Campo decimal',
  component: DecimalField,
  args: { id: 'area', value: null, onValueChange: fn() },
} satisfies Meta<typeof DecimalField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vazio', render: () => <Area initial={null} /> };
export const Decimal: Story = { name: 'Decimal', render: () => <Area initial={72.5} /> };
export const Thousands: Story = { name: 'Milhares', render: () => <Area initial={1250.5} /> };
/** '1.250': 1250 or 1,25? The owner is asked to write it again. */
export const Ambiguous: Story = { name: 'Ambíguo', render: () => <Area initial="1.250" /> };
export const TooManyDecimals: Story = { name: 'Casas decimais demais', render: () => <Area initial="72,555" /> };
export const WholeCount: Story = { name: 'Número inteiro', render: () => <Area initial={3} decimals={0} /> };
