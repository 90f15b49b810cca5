import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { BR_NUMBER_MESSAGES } from '@portal/shared/ui';
import { FieldChecksProvider } from './field-checks';
import { FormCheckboxField } from './form-checkbox-field';
import { FormDateField } from './form-date-field';
import { FormMaskedField } from './form-masked-field';
import { FormNumberField } from './form-number-field';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

type Values = Record<string, unknown>;

/** A form checked by its submit ('Salvar'), as the account forms are; `held` reads what it holds. */
function renderSaved(fields: ReactNode, validate: (values: Values) => Values = () => ({}), initialValues: Values = {}) {
  let held: Values = {};
  render(
    <Form<Values> onSubmit={() => undefined} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, form }) => {
        form.subscribe((state) => (held = state.values), { values: true });
        return (
          <form onSubmit={handleSubmit} noValidate>
            {fields}
            <button type="submit">Salvar</button>
          </form>
        );
      }}
    </Form>,
  );
  return { user: userEvent.setup(), held: () => held };
}

/** A form checked step by step, as the wizards are: 'continuar' runs `check` and shows what it found. */
function Stepped({ check, children }: { check: (values: Values) => Record<string, string>; children: ReactNode }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form<Values> onSubmit={() => undefined}>
      {({ form }) => (
        <FieldChecksProvider errors={errors}>
          {children}
          <button type="button" onClick={() => setErrors(check(form.getState().values))}>
            continuar
          </button>
        </FieldChecksProvider>
      )}
    </Form>
  );
}

const requireStreet = (values: Values): Record<string, string> => (values.street ? {} : { street: 'Rua: campo obrigatório' });

describe('FormTextField', () => {
  it("in a saved form, shows the message after 'Salvar', hides it once edited, and shows it again on the next 'Salvar'", async () => {
    const { user } = renderSaved(<FormTextField name="nome" label="Nome completo" required />, (values) => (String(values.nome ?? '').trim() ? {} : { nome: 'Nome completo é obrigatório' }));
    const field = screen.getByLabelText(/Nome completo/);
    await user.type(field, ' ');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nome completo é obrigatório');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-required', 'true');
    await user.type(field, ' ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nome completo é obrigatório');
  });

  it("in a stepped form, shows what 'continuar' found until the field is edited; the next check shows it again", async () => {
    const user = userEvent.setup();
    render(
      <Stepped check={(values) => ({ ...requireStreet(values), city: 'Cidade: campo obrigatório' })}>
        <FormTextField name="street" label="Rua" />
        <FormTextField name="city" label="Cidade" />
      </Stepped>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Rua: campo obrigatório', 'Cidade: campo obrigatório']);
    await user.type(screen.getByLabelText('Rua'), ' ');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Cidade: campo obrigatório']);
    await user.clear(screen.getByLabelText('Rua'));
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Rua: campo obrigatório', 'Cidade: campo obrigatório']);
  });

  it('holds the text typed (an empty field holds empty text), several lines when multiline', async () => {
    const { user, held } = renderSaved(
      <>
        <FormTextField name="street" label="Rua" />
        <FormTextField name="rules" label="Regras" multiline rows={3} />
      </>,
    );
    await user.type(screen.getByLabelText('Rua'), 'Rua A');
    await user.type(screen.getByLabelText('Regras'), 'sem festas');
    expect(screen.getByLabelText('Regras').tagName).toBe('TEXTAREA');
    await user.clear(screen.getByLabelText('Rua'));
    expect(held()).toEqual({ street: '', rules: 'sem festas' });
  });

  it('disabled and read-only fields cannot be typed in; a hidden one keeps its value', async () => {
    const { user, held } = renderSaved(
      <>
        <FormTextField name="email" label="email" readOnly />
        <FormTextField name="cep" label="CEP" disabled />
        <FormTextField name="other" label="Nome do banco" hidden />
      </>,
      undefined,
      { email: 'ana@exemplo.com', other: 'Banco do Vale' },
    );
    await user.type(screen.getByLabelText('email'), 'x');
    expect(screen.getByLabelText('CEP')).toBeDisabled();
    expect(screen.queryByLabelText('Nome do banco')).not.toBeInTheDocument();
    expect(held()).toEqual({ email: 'ana@exemplo.com', other: 'Banco do Vale' });
  });
});

describe('FormMaskedField', () => {
  it('holds the masked text and tells each change with it', async () => {
    const told: string[] = [];
    const maskCep = (text: string) => text.replace(/\D/g, '').slice(0, 8).replace(/^(\d{5})(\d)/, '$1-$2');
    const { user, held } = renderSaved(<FormMaskedField name="cep" label="CEP" mask={maskCep} onValueChange={(text) => told.push(text)} />);
    await user.type(screen.getByLabelText('CEP'), '01310a100');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(held()).toEqual({ cep: '01310-100' });
    expect(told.at(-1)).toBe('01310-100');
  });
});

describe('FormNumberField', () => {
  it.each([
    ['72,5', 72.5, undefined],
    ['1.250,50', 1250.5, undefined],
    ['', null, undefined],
    ['1.250', '1.250', BR_NUMBER_MESSAGES.ambiguous],
    ['72,555', '72,555', BR_NUMBER_MESSAGES.decimals(2)],
  ])('%p holds %p and, once the field is left, says %p', (typed, stored, message) => {
    const { held } = renderSaved(<FormNumberField name="area" label="Área (m²)" suffix="m²" />, undefined, { area: null });
    const field = screen.getByLabelText('Área (m²)');
    fireEvent.change(field, { target: { value: typed } });
    expect(held().area).toBe(stored);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.blur(field);
    if (message) expect(screen.getByRole('alert')).toHaveTextContent(message);
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps whole numbers for a count', () => {
    const { held } = renderSaved(<FormNumberField name="bedrooms" label="Quartos" decimals={0} />);
    const field = screen.getByLabelText('Quartos');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(field, { target: { value: '2,5' } });
    fireEvent.blur(field);
    expect(held().bedrooms).toBe('2,5');
    expect(screen.getByRole('alert')).toHaveTextContent(BR_NUMBER_MESSAGES.whole);
  });
});

describe('FormDateField', () => {
  const dateField = <FormDateField name="birth" label="data de nascimento" min="1925-01-01" max="2026-12-06" openOn="2026-12-06" calendarLabel="Calendário de data de nascimento" />;

  it('holds the date typed as dd/mm/aaaa, or the day picked in the calendar', async () => {
    const { user, held } = renderSaved(dateField);
    await user.type(screen.getByLabelText('data de nascimento'), '15071990');
    expect(held()).toEqual({ birth: '15/07/1990' });
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    await user.click(screen.getByRole('button', { name: '20 de julho de 1990' }));
    expect(held()).toEqual({ birth: '20/07/1990' });
  });

  it("shows a failed check's message until the date is edited", async () => {
    const { user } = renderSaved(dateField, (values) => (values.birth ? {} : { birth: 'Data de nascimento inválida' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Data de nascimento inválida');
    await user.type(screen.getByLabelText('data de nascimento'), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FormSelectField', () => {
  it("holds the choice, tells it, and hides a failed check's message", async () => {
    const told: string[] = [];
    const { user, held } = renderSaved(
      <FormSelectField name="bank" label="Banco" placeholder="Selecione o banco" options={['Itaú', 'Nubank'].map((bank) => ({ value: bank, label: bank }))} onValueChange={(bank) => told.push(bank)} />,
      (values) => (values.bank ? {} : { bank: 'banco é obrigatório' }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('banco é obrigatório');
    await user.click(await screen.findByRole('combobox', { name: 'Banco' }));
    await user.click(await screen.findByTitle('Nubank'));
    expect(held()).toEqual({ bank: 'Nubank' });
    expect(told).toEqual(['Nubank']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FormCheckboxField', () => {
  it('holds true when ticked, and shows a failed check’s message until it is', async () => {
    const user = userEvent.setup();
    render(
      <Stepped check={(values): Record<string, string> => (values.accepted ? {} : { accepted: 'é preciso aceitar os termos para continuar' })}>
        <FormCheckboxField name="accepted">Li e aceito os termos de uso e o contrato de gestão</FormCheckboxField>
      </Stepped>,
    );
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('é preciso aceitar os termos para continuar');
    await user.click(await screen.findByRole('checkbox', { name: 'Li e aceito os termos de uso e o contrato de gestão' }));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => user.click(screen.getByRole('button', { name: 'continuar' })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
