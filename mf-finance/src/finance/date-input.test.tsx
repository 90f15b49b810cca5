import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput } from './date-input';

describe("the finance page's dates ('Início', 'Fim', the custom period)", () => {
  it('take digits alone, as an iPhone keypad types them, and give the date', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<DateInput label="Início" value={null} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Início' }), '01102026');
    expect(screen.getByRole('textbox', { name: 'Início' })).toHaveValue('01/10/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-10-01');
  });

  it('offer a calendar in pt-BR that writes the picked day', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<DateInput label="Data final" value="2026-10-01" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = screen.getByRole('group', { name: 'Calendário de Data final' });
    expect(within(calendar).getByRole('combobox', { name: 'Mês' })).toHaveDisplayValue('outubro');
    await user.click(within(calendar).getByRole('button', { name: '15 de outubro de 2026' }));
    expect(screen.getByRole('textbox', { name: 'Data final' })).toHaveValue('15/10/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-10-15');
  });

  it("say 'Data inválida' for a date that does not exist, and clear when emptied", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<DateInput label="Fim" value={null} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Fim' }), '31022026');
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Fim' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
