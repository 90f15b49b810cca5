import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField } from './date-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <label htmlFor="inicio">Início</label>
      <DateField id="inicio" value={text} onChange={setText} min="2024-01-01" max="2026-12-31" openOn="2026-10-15" calendarLabel="Calendário de Início" />
      <p>fora</p>
    </>
  );
}

const field = () => screen.getByLabelText('Início');

describe('DateField', () => {
  it('takes digits alone as dd/mm/aaaa, on the numeric keypad', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(field(), '01102026');
    expect(field()).toHaveValue('01/10/2026');
  });

  it('keeps a date typed with slashes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '15/07/2025');
    expect(field()).toHaveValue('15/07/2025');
  });

  it('picks a day in the calendar, in pt-BR, opening on the typed month', async () => {
    const user = userEvent.setup();
    render(<Harness initial="20/03/2025" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = screen.getByRole('group', { name: 'Calendário de Início' });
    expect(within(calendar).getByRole('combobox', { name: 'Mês' })).toHaveDisplayValue('março');
    expect(within(calendar).getByRole('combobox', { name: 'Ano' })).toHaveDisplayValue('2025');
    expect(within(calendar).getByRole('button', { name: '20 de março de 2025' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Mês' }), 'abril');
    await user.click(within(calendar).getByRole('button', { name: '2 de abril de 2025' }));
    expect(field()).toHaveValue('02/04/2025');
    expect(screen.queryByRole('group', { name: 'Calendário de Início' })).not.toBeInTheDocument();
  });

  it('offers no day outside its range, and opens on its default month when the text is not a date', async () => {
    const user = userEvent.setup();
    render(<Harness initial="31/02/2025" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = screen.getByRole('group', { name: 'Calendário de Início' });
    expect(within(calendar).getByRole('combobox', { name: 'Ano' })).toHaveDisplayValue('2026');
    expect(within(calendar).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['2026', '2025', '2024']));
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Mês' }), 'dezembro');
    expect(within(calendar).getByRole('button', { name: '31 de dezembro de 2026' })).toBeEnabled();
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Ano' }), '2024');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Mês' }), 'janeiro');
    expect(within(calendar).getByRole('button', { name: '1 de janeiro de 2024' })).toBeEnabled();
  });

  it('closes on Escape and on a tap elsewhere', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    fireEvent.keyDown(screen.getByRole('group', { name: 'Calendário de Início' }), { key: 'Escape' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    fireEvent.pointerDown(screen.getByText('fora'));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('closes on Escape pressed right after opening it, while its button still has the focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    expect(screen.getByRole('button', { name: 'Abrir calendário' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('gives the focus back to its button when Escape closes it from a day', async () => {
    const user = userEvent.setup();
    render(<Harness initial="15/10/2026" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    screen.getByRole('button', { name: '15 de outubro de 2026' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir calendário' })).toHaveFocus();
  });
});
