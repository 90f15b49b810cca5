import { memo } from 'react';
import { useField, useForm } from 'react-final-form';
import { LOCATION_TYPES, PROPERTY_TYPES } from './listing-options';
import { maskPostalCode, PROPERTY_FIELD_LIMITS, type PropertyWizardValues, type WizardErrors } from './property-wizard';
import { usePostalCodeLookup } from '@portal/shared/host';
import { sameErrors, WizardChoiceCards, WizardNumberField, WizardTextField } from './wizard-fields';

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
    <>
      <WizardChoiceCards name="location_type" legend="Tipo de localização" options={LOCATION_OPTIONS} error={errors.location_type} required />

      <fieldset className="pw-section">
        <legend>Endereço</legend>
        <div className="pw-grid pw-grid-2">
          <WizardTextField
            name="address_postal_code"
            label="CEP"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={PROPERTY_FIELD_LIMITS.address_postal_code}
            mask={maskPostalCode}
            onValueChange={onPostalCodeChange}
            disabled={searching}
            error={errors.address_postal_code}
            help={searching ? <span role="status">Buscando endereço...</span> : 'Preenchemos o endereço a partir do CEP.'}
          />
          <WizardTextField name="address_street" label="Rua" required autoComplete="address-line1" maxLength={PROPERTY_FIELD_LIMITS.address_street} error={errors.address_street} />
          <WizardTextField name="address_number" label="Número" required maxLength={PROPERTY_FIELD_LIMITS.address_number} error={errors.address_number} />
          {/* Marked required as in the product, though leaving it empty does not block the step (spec part 2 §5). */}
          <WizardTextField name="address_neighborhood" label="Bairro" required maxLength={PROPERTY_FIELD_LIMITS.address_neighborhood} error={errors.address_neighborhood} />
          <WizardTextField name="address_city" label="Cidade" required autoComplete="address-level2" maxLength={PROPERTY_FIELD_LIMITS.address_city} error={errors.address_city} />
          <WizardTextField name="address_state" label="Estado" required autoComplete="address-level1" maxLength={PROPERTY_FIELD_LIMITS.address_state} error={errors.address_state} />
        </div>
      </fieldset>

      <WizardChoiceCards name="property_type" legend="Tipo de propriedade" options={PROPERTY_TYPE_OPTIONS} error={errors.property_type} required />
      {propertyType === 'outro' && (
        <WizardTextField name="property_type_other" label="Especifique o tipo" placeholder="Ex.: Chalé, Cabana, Casa na árvore" maxLength={PROPERTY_FIELD_LIMITS.property_type_other} error={errors.property_type_other} />
      )}

      <fieldset className="pw-section">
        <legend>Capacidade</legend>
        <div className="pw-grid pw-grid-counts">
          <WizardNumberField name="bedrooms" label="Quartos" required error={errors.bedrooms} />
          <WizardNumberField name="bathrooms" label="Banheiros" required error={errors.bathrooms} />
          <WizardNumberField name="guest_capacity" label="Capacidade de hóspedes" required error={errors.guest_capacity} />
          <WizardNumberField name="area_sqm" label="Área (m²)" suffix="m²" error={errors.area_sqm} />
        </div>
        <GarageCheckbox />
      </fieldset>
    </>
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
