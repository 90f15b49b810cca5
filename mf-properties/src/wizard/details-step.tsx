import { memo } from 'react';
import { useField, useForm } from 'react-final-form';
import { LOCATION_TYPES, PROPERTY_TYPES } from './listing-options';
import { maskPostalCode, PROPERTY_FIELD_LIMITS, WIZARD_NUMBER_DECIMALS, type PropertyWizardValues, type WizardErrors } from './property-wizard';
import { usePostalCodeLookup } from '@portal/shared/host';
import { FieldChecksProvider, FormMaskedField, FormNumberField, FormTextField } from '@portal/shared/forms';
import { fieldId, sameErrors, WizardChoiceCards } from './wizard-fields';

interface Props {
  errors: WizardErrors;
}

const LOCATION_OPTIONS = LOCATION_TYPES.map((type) => ({ value: type.id, label: type.label, hint: type.hint }));
const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type.id, label: type.label }));

/** Step 1, 'Dados do Imóvel': where the property is, what it is and its size. Re-renders only when its errors change. */
export const DetailsStep = memo(function DetailsStep({ errors }: Props) {
  const form = useForm<PropertyWizardValues>();
  const propertyType = useField<PropertyWizardValues['property_type']>('property_type', { subscription: { value: true } }).input.value;
  const { searching, onPostalCodeChange } = usePostalCodeLookup((address) => {
    form.batch(() => {
      for (const [field, value] of Object.entries(address)) form.change(field as keyof PropertyWizardValues, value);
    });
  });

  return (
    <FieldChecksProvider errors={errors}>
      <WizardChoiceCards name="location_type" legend="Tipo de localização" options={LOCATION_OPTIONS} required />

      <fieldset className="pw-section">
        <legend>Endereço</legend>
        <div className="pw-grid pw-grid-2">
          <FormMaskedField
            name="address_postal_code"
            id={fieldId('address_postal_code')}
            label="CEP"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={PROPERTY_FIELD_LIMITS.address_postal_code}
            mask={maskPostalCode}
            onValueChange={onPostalCodeChange}
            disabled={searching}
            help={searching ? <span role="status">Buscando endereço...</span> : 'Preenchemos o endereço a partir do CEP.'}
          />
          <FormTextField name="address_street" id={fieldId('address_street')} label="Rua" required autoComplete="address-line1" maxLength={PROPERTY_FIELD_LIMITS.address_street} />
          <FormTextField name="address_number" id={fieldId('address_number')} label="Número" required maxLength={PROPERTY_FIELD_LIMITS.address_number} />
          {/* Marked required as in the product, though leaving it empty does not block the step (spec part 2 §5). */}
          <FormTextField name="address_neighborhood" id={fieldId('address_neighborhood')} label="Bairro" required maxLength={PROPERTY_FIELD_LIMITS.address_neighborhood} />
          <FormTextField name="address_city" id={fieldId('address_city')} label="Cidade" required autoComplete="address-level2" maxLength={PROPERTY_FIELD_LIMITS.address_city} />
          <FormTextField name="address_state" id={fieldId('address_state')} label="Estado" required autoComplete="address-level1" maxLength={PROPERTY_FIELD_LIMITS.address_state} />
        </div>
      </fieldset>

      <WizardChoiceCards name="property_type" legend="Tipo de propriedade" options={PROPERTY_TYPE_OPTIONS} required />
      {propertyType === 'outro' && (
        <FormTextField name="property_type_other" id={fieldId('property_type_other')} label="Especifique o tipo" placeholder="Ex.: Chalé, Cabana, Casa na árvore" maxLength={PROPERTY_FIELD_LIMITS.property_type_other} />
      )}

      <fieldset className="pw-section">
        <legend>Capacidade</legend>
        <div className="pw-grid pw-grid-counts">
          <FormNumberField name="bedrooms" id={fieldId('bedrooms')} decimals={WIZARD_NUMBER_DECIMALS.bedrooms} label="Quartos" required />
          <FormNumberField name="bathrooms" id={fieldId('bathrooms')} decimals={WIZARD_NUMBER_DECIMALS.bathrooms} label="Banheiros" required />
          <FormNumberField name="guest_capacity" id={fieldId('guest_capacity')} decimals={WIZARD_NUMBER_DECIMALS.guest_capacity} label="Capacidade de hóspedes" required />
          <FormNumberField name="area_sqm" id={fieldId('area_sqm')} decimals={WIZARD_NUMBER_DECIMALS.area_sqm} label="Área (m²)" suffix="m²" />
        </div>
        <GarageCheckbox />
      </fieldset>
    </FieldChecksProvider>
  );
}, sameErrors);

function GarageCheckbox() {
  const { input } = useField<boolean | null>('has_garage', { subscription: { value: true } });
  return (
    <label className="pw-check">
      <input type="checkbox" name="has_garage" checked={input.value === true} onChange={(event) => input.onChange(event.target.checked)} />
      Possui garagem
    </label>
  );
}
