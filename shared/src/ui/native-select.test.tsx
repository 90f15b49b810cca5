import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NativeSelect } from './native-select';

const user = userEvent.setup({ delay: null });

describe('NativeSelect', () => {
  it('is a labelled select with the portal look that reports the option picked', async () => {
    const onChange = jest.fn();
    render(
      <>
        <label htmlFor="period">Período</label>
        <NativeSelect id="period" className="extra" defaultValue="30" onChange={(event) => onChange(event.target.value)}>
          <option value="30">Próximos 30 dias</option>
          <option value="all">Todas as datas</option>
        </NativeSelect>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Período' });
    expect(select).toHaveClass('portal-select', 'extra');
    expect(select).toHaveValue('30');
    await user.selectOptions(select, 'Todas as datas');
    expect(onChange).toHaveBeenLastCalledWith('all');
  });

  it('can be disabled', () => {
    render(
      <NativeSelect aria-label="Mês" disabled>
        <option>janeiro</option>
      </NativeSelect>,
    );
    expect(screen.getByRole('combobox', { name: 'Mês' })).toBeDisabled();
  });
});
