import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DecimalField, type DecimalFieldChange } from './decimal-field';

function Harness({ initial = null as number | string | null, decimals = 2, log = [] as DecimalFieldChange[] }) {
  const [value, setValue] = useState<number | string | null>(initial);
  return (
    <>
      <label htmlFor="area">Área</label>
      <DecimalField
        id="area"
        value={value}
        decimals={decimals}
        onValueChange={(change) => {
          log.push(change);
          setValue(change.error ? change.text : change.value);
        }}
      />
      <output>{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue(88)}>
        restaurar
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Área');
const held = () => JSON.parse(screen.getByRole('status').textContent ?? 'null') as unknown;

describe('DecimalField', () => {
  it('is a text field with the decimal keypad, never a browser number input', () => {
    render(<Harness />);
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAttribute('inputmode', 'decimal');
  });

  it.each([
    ['72,5', 72.5, '72,5'],
    ['1.250,50', 1250.5, '1250,5'],
    ['72.5', 72.5, '72,5'],
  ])('holds %p as %p and writes it %p on leaving', (typed, value, written) => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: typed } });
    expect(held()).toBe(value);
    expect(field()).toHaveValue(typed);
    fireEvent.blur(field());
    expect(field()).toHaveValue(written);
  });

  it('keeps ambiguous text as typed and says why, holding no number', () => {
    const log: DecimalFieldChange[] = [];
    render(<Harness log={log} />);
    fireEvent.change(field(), { target: { value: '1.250' } });
    fireEvent.blur(field());
    expect(field()).toHaveValue('1.250');
    expect(held()).toBe('1.250');
    expect(log.at(-1)).toEqual({ value: null, text: '1.250', error: expect.stringMatching(/^Número ambíguo/) });
  });

  it('shows a value set from elsewhere as it writes it', () => {
    render(<Harness initial={72.5} />);
    expect(field()).toHaveValue('72,5');
    fireEvent.click(screen.getByRole('button', { name: 'restaurar' }));
    expect(field()).toHaveValue('88');
  });

  it('uses the numeric keypad for counts', () => {
    render(<Harness decimals={0} />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(field(), { target: { value: '2,5' } });
    expect(held()).toBe('2,5');
  });
});
