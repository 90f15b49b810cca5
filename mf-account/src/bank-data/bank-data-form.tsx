import { Field, Form as FinalForm } from 'react-final-form';
import {
  ACCOUNT_TYPE_LABELS,
  OTHER_BANK,
  bankOptionsFor,
  canSaveBank,
  validateBankForm,
  withBankSelected,
  type BankFormValues,
} from '@portal/shared/domain';
import { Button, FormField, Radio, Select } from '@portal/shared/ui';
import { fieldError } from '../form-fields/field-error';
import { TextField } from '../form-fields/text-field';

interface Props {
  initialValues: BankFormValues;
  onSubmit: (values: BankFormValues) => Promise<void> | void;
  onCancel: () => void;
}

const ACCOUNT_TYPES = (['corrente', 'poupanca'] as const).map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value] }));

/** Bank, 'nome do banco' when Outro, agência, conta and account type; saving is the caller's. */
export function BankDataForm({ initialValues, onSubmit, onCancel }: Props) {
  return (
    <FinalForm<BankFormValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      validate={validateBankForm}
      render={({ handleSubmit, submitting, values, form }) => (
        <form aria-label="Dados bancários" noValidate onSubmit={handleSubmit}>
          <div>
            <Field<string> name="banco">
              {({ input, meta }) => {
                const error = fieldError(meta);
                return (
                  <FormField label="Banco" htmlFor="account-banco" error={error} style={{ marginBottom: 12 }}>
                    <Select
                      id="account-banco"
                      style={{ width: '100%' }}
                      aria-label="Banco"
                      placeholder="Selecione o banco"
                      // Ten banks: rendering them all keeps every option reachable without scrolling a virtual list.
                      virtual={false}
                      value={input.value || undefined}
                      options={bankOptionsFor(input.value).map((bank) => ({ value: bank, label: bank }))}
                      // Choosing a bank other than Outro clears the custom name (spec part 1 §4).
                      onChange={(bank: string) => {
                        const next = withBankSelected(values, bank);
                        form.change('bancoOutro', next.bancoOutro);
                        form.change('banco', next.banco);
                      }}
                      onBlur={() => input.onBlur()}
                      status={error ? 'error' : undefined}
                    />
                  </FormField>
                );
              }}
            </Field>
            {/* Always mounted, only hidden: react-final-form resets a remounted field to its initial value,
                which would bring back a custom name that choosing another bank cleared. */}
            <TextField name="bancoOutro" label="Nome do banco" maxLength={100} hidden={values.banco !== OTHER_BANK} />
            <TextField name="agencia" label="Agência" inputMode="numeric" maxLength={20} />
            <TextField name="conta" label="Conta (com dígito)" inputMode="numeric" maxLength={30} />
            <Field<string> name="tipoConta">
              {({ input, meta }) => {
                const error = fieldError(meta);
                return (
                  <FormField label="Tipo de conta" htmlFor="account-tipo-conta" error={error}>
                    <Radio.Group id="account-tipo-conta" aria-label="Tipo de conta" options={ACCOUNT_TYPES} value={input.value} onChange={(event) => input.onChange(event.target.value)} />
                  </FormField>
                );
              }}
            </Field>
          </div>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={submitting}>
              Cancelar
            </Button>
            <Button type="primary" htmlType="submit" disabled={!canSaveBank(values)} loading={submitting} aria-busy={submitting}>
              Salvar alterações
            </Button>
          </div>
        </form>
      )}
    />
  );
}
