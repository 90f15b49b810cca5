import { useField, useForm } from 'react-final-form';
import { ACCOUNT_TYPE_LABELS, bankOptionsFor, maxLengthsOf, maskCep, maskPhone, OTHER_BANK, withBankSelected, type PostalAddress } from '@portal/shared/domain';
import { RightOutlined } from '@portal/shared/icons';
import { Button, FormField, fontSize, palette, PortalStyle, Radio, Typography } from '@portal/shared/ui';
import { FormCheckboxField, FormMaskedField, FormSelectField, FormTextField, useShownFieldError } from '@portal/shared/forms';
import { BirthDateField } from './birth-date-field';
import { DocumentField } from './document-field';
import type { DocumentCheck } from './document-check';
import { OWNER_FORM_SCHEMA, type OwnerFormValues } from './owner-schema';
import { sanitizeInput } from './sanitize';
import { fieldId } from './field-id';

/** Each input's max length: its schema entry's. */
const MAX = maxLengthsOf(OWNER_FORM_SCHEMA);

export function PersonalDataStep({ today, documentCheck, calendarOpen }: { today: string; documentCheck?: DocumentCheck; calendarOpen?: boolean }) {
  return (
    <>
      <FormMaskedField name="nome" id={fieldId('nome')} label="nome completo" mask={(value) => sanitizeInput(value, 'name')} maxLength={MAX.nome} autoComplete="name" />
      <DocumentField initialCheck={documentCheck} />
      <BirthDateField today={today} initiallyOpen={calendarOpen} />
    </>
  );
}

export function ContactStep() {
  return (
    <>
      <FormTextField
        name="email"
        id={fieldId('email')}
        label="email"
        readOnly
        maxLength={MAX.email}
        inputMode="email"
        help="É o email do seu login; para mudá-lo, altere o login."
      />
      <FormMaskedField name="telefone" id={fieldId('telefone')} label="telefone" mask={maskPhone} maxLength={MAX.telefone} inputMode="tel" autoComplete="tel" placeholder="(00) 00000-0000" />
    </>
  );
}

export interface PostalLookup {
  searching: boolean;
  onPostalCodeChange: (cep: string) => void;
}

/** Fills street, neighbourhood, city and state from a found CEP; what the lookup did not find stays as typed. */
export function applyAddress(form: ReturnType<typeof useForm<OwnerFormValues>>, address: Partial<PostalAddress>) {
  form.batch(() => {
    if (address.address_street) form.change('logradouro', address.address_street);
    if (address.address_neighborhood) form.change('bairro', address.address_neighborhood);
    if (address.address_city) form.change('cidade', address.address_city);
    if (address.address_state) form.change('estado', address.address_state);
  });
}

export function AddressStep({ lookup }: { lookup: PostalLookup }) {
  const cep = useField<string>('cep', { subscription: { value: true } }).input.value ?? '';
  return (
    <>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, alignItems: 'end' }}>
        <FormMaskedField
          name="cep"
          id={fieldId('cep')}
          label="CEP"
          mask={maskCep}
          maxLength={MAX.cep}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          disabled={lookup.searching}
          onValueChange={lookup.onPostalCodeChange}
          help={lookup.searching ? 'Buscando endereço...' : undefined}
        />
        <Button
          aria-label="Buscar CEP"
          loading={lookup.searching}
          style={{ marginBottom: lookup.searching ? 38 : 16 }}
          onClick={() => lookup.onPostalCodeChange(cep)}
        >
          Buscar
        </Button>
      </div>
      <FormTextField name="logradouro" id={fieldId('logradouro')} label="logradouro" maxLength={MAX.logradouro} autoComplete="address-line1" />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1.4fr', gap: 12 }}>
        <FormTextField name="numero" id={fieldId('numero')} label="número" maxLength={MAX.numero} inputMode="numeric" />
        <FormTextField name="complemento" id={fieldId('complemento')} label="complemento (opcional)" maxLength={MAX.complemento} autoComplete="address-line2" />
      </div>
      <FormTextField name="bairro" id={fieldId('bairro')} label="bairro" maxLength={MAX.bairro} />
      <div style={{ display: 'grid', gridTemplateColumns: '1.6fr 1fr', gap: 12 }}>
        <FormTextField name="cidade" id={fieldId('cidade')} label="cidade" maxLength={MAX.cidade} autoComplete="address-level2" />
        <FormTextField name="estado" id={fieldId('estado')} label="estado" maxLength={MAX.estado} autoComplete="address-level1" />
      </div>
    </>
  );
}

const ACCOUNT_TYPES = (['corrente', 'poupanca'] as const).map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value] }));

export function BankStep() {
  const form = useForm<OwnerFormValues>();
  const banco = useField<string>('banco', { subscription: { value: true } }).input.value;
  return (
    <>
      <FormSelectField
        name="banco"
        id={fieldId('banco')}
        label="banco"
        placeholder="Selecione o banco"
        options={bankOptionsFor(banco).map((bank) => ({ value: bank, label: bank }))}
        // Choosing a bank other than Outro clears the custom name (spec part 1 §4).
        onValueChange={(bank) => form.change('bancoOutro', withBankSelected(form.getState().values, bank).bancoOutro)}
      />
      {banco === OTHER_BANK && <FormTextField name="bancoOutro" id={fieldId('bancoOutro')} label="nome do banco" maxLength={MAX.bancoOutro} />}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1.4fr', gap: 12 }}>
        <FormTextField name="agencia" id={fieldId('agencia')} label="agência" maxLength={MAX.agencia} inputMode="numeric" />
        <FormTextField name="conta" id={fieldId('conta')} label="conta (com dígito)" maxLength={MAX.conta} inputMode="numeric" />
      </div>
      <AccountTypeField />
    </>
  );
}

function AccountTypeField() {
  const { input, meta } = useField<string>('tipoConta');
  const { error, edited } = useShownFieldError('tipoConta', meta);
  return (
    <FormField label="tipo de conta" htmlFor={fieldId('tipoConta')} error={error}>
      <Radio.Group
        id={fieldId('tipoConta')}
        aria-label="tipo de conta"
        options={ACCOUNT_TYPES}
        value={input.value}
        onChange={(event) => {
          input.onChange(event.target.value);
          edited();
        }}
      />
    </FormField>
  );
}

export interface LegalDocuments {
  termsOfUseUrl: string;
  managementContractUrl: string;
}

const TERMS_CSS = `
.ow-doc{display:flex;align-items:center;justify-content:space-between;min-height:48px;padding:0 16px;border:1px solid ${palette.border};border-radius:12px;color:${palette.brand};text-decoration:none;font-size:${fontSize.body}px}
.ow-doc:hover{border-color:${palette.brandHover};color:${palette.brandHover}}
.ow-doc:focus-visible{outline:3px solid ${palette.focusRing};outline-offset:1px}
`;

export function TermsStep({ documents }: { documents: LegalDocuments }) {
  return (
    <>
      <Typography.Paragraph>Antes de começar, leia com calma os documentos da nossa parceria.</Typography.Paragraph>
      <PortalStyle name="owner-terms" css={TERMS_CSS} />
      <div style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
        {/* Links, not buttons: each document opens in a new tab, where the owner can read, save or print it. */}
        <a className="ow-doc" href={documents.termsOfUseUrl} target="_blank" rel="noopener noreferrer">
          ler termos de uso
          <RightOutlined />
        </a>
        <a className="ow-doc" href={documents.managementContractUrl} target="_blank" rel="noopener noreferrer">
          ler contrato de gestão
          <RightOutlined />
        </a>
      </div>
      <FormCheckboxField name="aceito" id={fieldId('aceito')}>
        Li e aceito os termos de uso e o contrato de gestão
      </FormCheckboxField>
      <p style={{ fontSize: fontSize.note, color: palette.textSecondary, background: palette.readOnlyBackground, borderRadius: 12, padding: 12, margin: 0 }}>
        Seus dados são tratados conforme a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018): usamos suas informações apenas
        para o cadastro, os repasses e a gestão da sua propriedade, e você pode pedir acesso, correção ou exclusão a qualquer momento.
      </p>
    </>
  );
}
