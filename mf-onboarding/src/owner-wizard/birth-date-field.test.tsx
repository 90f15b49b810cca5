import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { BirthDateField } from './birth-date-field';
import { FieldChecksProvider } from '@portal/shared/forms';

const TODAY = '2025-03-05';

function renderField(errors: Record<string, string> = {}) {
  let value: unknown;
  render(
    <FieldChecksProvider errors={errors}>
      <Form onSubmit={() => undefined} initialValues={{ dataNascimento: '' }}>
        {({ form }) => {
          form.subscribe((state) => (value = (state.values as { dataNascimento?: string }).dataNascimento), { values: true });
          return <BirthDateField today={TODAY} />;
        }}
      </Form>
    </FieldChecksProvider>,
  );
  return () => value;
}

describe('the owner wizard’s birth date', () => {
  it('is the portal’s date field: digits alone are masked dd/mm/aaaa', async () => {
    const user = userEvent.setup();
    const value = renderField();
    await user.type(screen.getByLabelText('data de nascimento'), '15071990');
    expect(screen.getByLabelText('data de nascimento')).toHaveValue('15/07/1990');
    expect(value()).toBe('15/07/1990');
  });

  it('offers the years from this year down to 1925 and no day after today', async () => {
    const user = userEvent.setup();
    renderField();
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = screen.getByRole('group', { name: 'Calendário de data de nascimento' });
    const years = within(within(calendar).getByRole('combobox', { name: 'Ano' })).getAllByRole('option').map((o) => o.textContent);
    expect(years[0]).toBe('2025');
    expect(years.at(-1)).toBe('1925');
    expect(years).toHaveLength(101);
    expect(within(calendar).getByRole('button', { name: '5 de março de 2025' })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: '6 de março de 2025' })).toBeDisabled();
  });

  it('writes a picked day and clears the step’s message for the field', async () => {
    const user = userEvent.setup();
    const value = renderField({ dataNascimento: 'Data de nascimento inválida' });
    expect(screen.getByText('Data de nascimento inválida')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    await user.click(screen.getByRole('button', { name: '3 de março de 2025' }));
    expect(value()).toBe('03/03/2025');
    expect(screen.queryByText('Data de nascimento inválida')).not.toBeInTheDocument();
  });
});
