import { Form as FinalForm } from 'react-final-form';
import { ACCOUNT_MODAL_TOASTS } from './account-modal';
import { maskDocument, maskPhone } from '@portal/shared/domain';
import { PERSONAL_INFO_FIELDS as FIELDS, validatePersonalInfo, type PersonalInfoValues } from './personal-info';
import { Button, toast } from '@portal/shared/ui';
import { FormMaskedField, FormTextField } from '@portal/shared/forms';

const ROW = { marginBottom: 12 };

interface Props {
  initialValues: PersonalInfoValues;
  onSubmit: (values: PersonalInfoValues) => Promise<void> | void;
  onCancel: () => void;
}

/** The personal-info fields with their masks and rules; saving is the caller's. */
export function PersonalInfoForm({ initialValues, onSubmit, onCancel }: Props) {
  return (
    <FinalForm<PersonalInfoValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      validate={validatePersonalInfo}
      render={({ handleSubmit, submitting, hasValidationErrors }) => (
        <form
          aria-label="Informações pessoais"
          noValidate
          onSubmit={(event) => {
            const form = event.currentTarget;
            if (hasValidationErrors) {
              toast.show({ ...ACCOUNT_MODAL_TOASTS.requiredFields, variant: 'error' });
              // The field at fault may be scrolled out of the dialog on a phone: it takes the focus, which shows it.
              setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
            }
            void handleSubmit(event);
          }}
        >
          <div style={{ display: 'grid' }}>
            <FormTextField name="full_name" label="Nome completo" autoComplete="name" maxLength={FIELDS.full_name.maxLength} style={ROW} />
            <FormTextField name="email" label="Email" readOnly disabled style={ROW} />
            <FormMaskedField name="phone" label="Telefone" mask={maskPhone} maxLength={FIELDS.phone.maxLength} inputMode="tel" autoComplete="tel" placeholder="(00) 00000-0000" style={ROW} />
            <FormMaskedField name="document" label="CPF/CNPJ" mask={maskDocument} maxLength={FIELDS.document.maxLength} inputMode="numeric" style={ROW} />
            <FormTextField name="address_street" label="Rua" autoComplete="address-line1" maxLength={FIELDS.address_street.maxLength} style={ROW} />
            <div style={{ display: 'grid', gridTemplateColumns: '10fr 14fr', columnGap: 12 }}>
              <FormTextField name="address_number" label="Número" maxLength={FIELDS.address_number.maxLength} style={ROW} />
              <FormTextField name="address_neighborhood" label="Bairro" maxLength={FIELDS.address_neighborhood.maxLength} style={ROW} />
            </div>
            <div style={{ display: 'grid', gridTemplateColumns: '2fr 1fr', columnGap: 12 }}>
              <FormTextField name="address_city" label="Cidade" autoComplete="address-level2" maxLength={FIELDS.address_city.maxLength} style={ROW} />
              <FormTextField name="address_state" label="Estado" autoComplete="address-level1" maxLength={FIELDS.address_state.maxLength} style={ROW} />
            </div>
          </div>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 8 }}>
            <Button onClick={onCancel} disabled={submitting}>
              Cancelar
            </Button>
            <Button type="primary" htmlType="submit" loading={submitting} aria-busy={submitting}>
              Salvar alterações
            </Button>
          </div>
        </form>
      )}
    />
  );
}
