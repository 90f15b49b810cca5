import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { DateField } from './date-field';
import { FormField } from './form-field';

function Dated({ initial = '', open = false, error }: { initial?: string; open?: boolean; error?: string }) {
  const [text, setText] = useState(initial);
  return (
    <div style={{ maxWidth: 360, minHeight: open ? 420 : undefined }}>
      <FormField label="data de nascimento" htmlFor="birth" error={error}>
        <DateField
          id="birth"
          value={text}
          onChange={setText}
          min="1925-01-01"
          max="2026-12-06"
          openOn="2026-12-06"
          calendarLabel="Calendário de data de nascimento"
          initiallyOpen={open}
          status={error ? 'error' : undefined}
        />
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Fundamentos/Componentes/Campo de data',
  component: DateField,
  args: { id: 'birth', value: '', onChange: fn(), min: '1925-01-01', max: '2026-12-06', openOn: '2026-12-06', calendarLabel: 'Calendário' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vazio', render: () => <Dated /> };
export const Filled: Story = { name: 'Preenchido', render: () => <Dated initial="15/07/1990" /> };
export const CalendarOpen: Story = { name: 'Calendário aberto', render: () => <Dated initial="15/07/1990" open /> };
export const WithError: Story = { name: 'Com erro', render: () => <Dated initial="31/02/1990" error="Data de nascimento inválida" /> };
/** Two dates side by side on a phone: the right one's calendar opens leftwards, within the screen. */
export const SideBySide: Story = {
  name: 'Lado a lado',
  render: () => {
    function Pair() {
      const [start, setStart] = useState('');
      const [end, setEnd] = useState('');
      return (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, maxWidth: 360, minHeight: 420 }}>
          {(
            [
              ['Início', start, setStart],
              ['Fim', end, setEnd],
            ] as const
          ).map(([label, value, set]) => (
            <FormField key={label} label={label} htmlFor={label}>
              <DateField id={label} value={value} onChange={set} min="2000-01-01" max="2031-12-31" openOn="2026-12-06" calendarLabel={`Calendário de ${label}`} />
            </FormField>
          ))}
        </div>
      );
    }
    return <Pair />;
  },
};
