import { useField, useForm } from 'react-final-form';
import { maskDocument, type DocumentType } from '@portal/shared/domain';
import { CheckCircleOutlined, CloseCircleOutlined } from '@portal/shared/icons';
import { FormField, palette, Radio, Spinner, tones } from '@portal/shared/ui';
import { FormMaskedField, useShownFieldError } from '@portal/shared/forms';
import type { DocumentCheck } from './document-check';
import { useDocumentCheck } from './use-document-check';
import { fieldId } from './field-id';
import { OWNER_FORM_SCHEMA } from './owner-schema';

const TYPES = [
  { value: 'cpf', label: 'CPF' },
  { value: 'cnpj', label: 'CNPJ' },
];

function DocumentIndicator({ check }: { check: DocumentCheck }) {
  if (check.status === 'idle') return null;
  if (check.status === 'checking') {
    return (
      <span aria-live="polite" style={{ display: 'inline-flex', alignItems: 'center', gap: 6, color: palette.textSecondary }}>
        <Spinner size="small" label="Verificando" />
        Verificando documento...
      </span>
    );
  }
  const valid = check.status === 'valid';
  return (
    <span role="status" style={{ display: 'inline-flex', alignItems: 'center', gap: 6, color: valid ? tones.success.text : palette.danger }}>
      {valid ? <CheckCircleOutlined /> : <CloseCircleOutlined />}
      {check.text}
    </span>
  );
}

/** Document type (cpf or cnpj) and the number with its mask and live check. */
export function DocumentField({ initialCheck }: { initialCheck?: DocumentCheck }) {
  const form = useForm();
  const typeField = useField<DocumentType>('tipoDocumento');
  const type = typeField.input.value || 'cpf';
  const { error: typeError, edited: typeEdited } = useShownFieldError('tipoDocumento', typeField.meta);
  const { check, checkOnBlur, reset } = useDocumentCheck(initialCheck);
  return (
    <>
      <FormField label="tipo de documento" htmlFor={fieldId('tipoDocumento')} error={typeError}>
        <Radio.Group
          id={fieldId('tipoDocumento')}
          aria-label="tipo de documento"
          optionType="button"
          buttonStyle="solid"
          options={TYPES}
          value={type}
          onChange={(event) => {
            // Changing the type clears the document (spec part 1 §4) and its check.
            form.batch(() => {
              form.change('tipoDocumento', event.target.value);
              form.change('documento', '');
            });
            reset();
            typeEdited();
          }}
        />
      </FormField>
      <FormMaskedField
        name="documento"
        id={fieldId('documento')}
        label={type === 'cnpj' ? 'número do CNPJ' : 'número do CPF'}
        mask={maskDocument}
        maxLength={OWNER_FORM_SCHEMA.documento.maxLength}
        inputMode="numeric"
        placeholder={type === 'cnpj' ? '00.000.000/0000-00' : '000.000.000-00'}
        onValueChange={reset}
        onBlur={() => checkOnBlur(type, String(form.getState().values.documento ?? ''))}
        help={<DocumentIndicator check={check} />}
      />
    </>
  );
}
