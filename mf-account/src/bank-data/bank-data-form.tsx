import { Form as FinalForm, useField } from 'react-final-form';
import {
  ACCOUNT_TYPE_LABELS,
  BANK_FORM_SCHEMA,
  OTHER_BANK,
  bankOptionsFor,
  canSaveBank,
  validateBankForm,
  withBankSelected,
  type BankFormValues,
} from '@portal/shared/domain';
import { Button, controlHeight, FormField, Radio } from '@portal/shared/ui';
import { FormSelectField, FormTextField, useShownFieldError } from '@portal/shared/forms';

interface Props {
  initialValues: BankFormValues;
  onSubmit: (values: BankFormValues) => Promise<void> | void;
  onCancel: () => void;
}

// Each choice a fingertip (44 px) tall: the radio's own line is 23 px.
const ACCOUNT_TYPES = (['corrente', 'poupanca'] as const).map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value], style: { minHeight: controlHeight.touch, alignItems: 'center' } }));
const ROW = { marginBottom: 12 };

function AccountTypeField() {
  const { input, meta } = useField<string>('tipoConta');
  const { error } = useShownFieldError('tipoConta', meta);
  return (
    <FormField label="Tipo de conta" htmlFor="account-tipo-conta" error={error}>
      <Radio.Group id="account-tipo-conta" aria-label="Tipo de conta" options={ACCOUNT_TYPES} value={input.value} onChange={(event) => input.onChange(event.target.value)} />
    </FormField>
  );
}

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
            <FormSelectField
              name="banco"
              label="Banco"
              placeholder="Selecione o banco"
              options={bankOptionsFor(values.banco).map((bank) => ({ value: bank, label: bank }))}
              // Choosing a bank other than Outro clears the custom name (spec part 1 §4).
              onValueChange={(bank) => form.change('bancoOutro', withBankSelected(values, bank).bancoOutro)}
              style={ROW}
            />
            {/* Always mounted, only hidden: react-final-form resets a remounted field to its initial value,
                which would bring back a custom name that choosing another bank cleared. */}
            <FormTextField name="bancoOutro" label="Nome do banco" maxLength={BANK_FORM_SCHEMA.bancoOutro.maxLength} hidden={values.banco !== OTHER_BANK} style={ROW} />
            <FormTextField name="agencia" label="Agência" inputMode="numeric" maxLength={BANK_FORM_SCHEMA.agencia.maxLength} style={ROW} />
            <FormTextField name="conta" label="Conta (com dígito)" inputMode="numeric" maxLength={BANK_FORM_SCHEMA.conta.maxLength} style={ROW} />
            <AccountTypeField />
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
