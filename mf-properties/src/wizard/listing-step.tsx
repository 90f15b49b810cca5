import { memo, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useBusinessLimits } from '@portal/shared/api';
import type { BusinessLimits } from '@portal/shared/domain';
import { CalendarOutlined, CloseCircleOutlined } from '@portal/shared/icons';
import { Button, FormField, Input } from '@portal/shared/ui';
import { FieldChecksProvider, FormTextField, useShownFieldError } from '@portal/shared/forms';
import { AMENITIES, HOUSE_RULES } from './listing-options';
import { PropertyPhotosSection } from './property-photos-section';
import { addCustomAmenity, descriptionCounter, PROPERTY_FIELD_LIMITS, toggleOption, type WizardErrors } from './property-wizard';
import { fieldId, sameErrors, WizardFieldset } from './wizard-fields';

interface Props {
  errors: WizardErrors;
  /** The owner and the property the photos belong to (null before step 1 is saved), and whether step 2 shows. */
  photos: { userId: string | null; propertyId: string | null; visible: boolean };
}

const sameListingProps = (before: Props, after: Props) =>
  sameErrors(before, after) && before.photos.userId === after.photos.userId && before.photos.propertyId === after.photos.propertyId && before.photos.visible === after.photos.visible;

const AMENITY_LABELS = new Map<string, string>(AMENITIES.map((amenity) => [amenity.id, amenity.label]));
const isListedAmenity = (amenity: string) => AMENITY_LABELS.has(amenity);

/** The own-use rule shown to owners (spec part 1 §1, part 2 §1), with the limit the database enforces. */
const ownUseNote = (limits: Pick<BusinessLimits, 'blockDaysPerMonth'>) =>
  `Você pode bloquear a propriedade para uso próprio até ${limits.blockDaysPerMonth} dias por mês, sem custo adicional.`;

/** Step 2, 'Preparar Anúncio': what guests read — name, description, amenities, photos and house rules. Re-renders only when its errors or photo owner change. */
export const ListingStep = memo(function ListingStep({ errors, photos }: Props) {
  return (
    <FieldChecksProvider errors={errors}>
      <FormTextField name="property_name" id={fieldId('property_name')} label="Nome da propriedade" required placeholder="Ex.: Casa da Praia em Búzios" maxLength={PROPERTY_FIELD_LIMITS.property_name} />
      <div style={{ marginBottom: 20 }}>
        <FormTextField
          name="description"
          id={fieldId('description')}
          label="Descrição"
          required
          multiline
          rows={5}
          maxLength={PROPERTY_FIELD_LIMITS.description}
          placeholder="Conte o que torna a propriedade especial: ambientes, vista, o que há por perto..."
        />
        <DescriptionCounter />
      </div>

      <Amenities />

      <PropertyPhotosSection userId={photos.userId} propertyId={photos.propertyId} visible={photos.visible} />

      <Checklist
        name="house_rules_options"
        legend="Regras da casa"
        options={HOUSE_RULES.map((rule) => ({ value: rule.id, label: rule.label }))}
        required
      />
      <FormTextField
        name="house_rules"
        id={fieldId('house_rules')}
        label="Regras específicas (opcional)"
        multiline
        rows={3}
        maxLength={PROPERTY_FIELD_LIMITS.house_rules}
        placeholder="Ex.: check-in após as 14h, não é permitido som alto na piscina."
      />

      <OwnUseNote />
    </FieldChecksProvider>
  );
}, sameListingProps);

function OwnUseNote() {
  const { data: limits } = useBusinessLimits();
  if (!limits) return null;
  return (
    <p className="pw-note">
      <CalendarOutlined />
      <span>{ownUseNote(limits)}</span>
    </p>
  );
}

function DescriptionCounter() {
  const description = useField<string>('description', { subscription: { value: true } }).input.value;
  const counter = descriptionCounter(description);
  return (
    <div className="pw-counter" style={{ marginTop: -12 }} aria-live="polite">
      <span className={counter.enough ? 'pw-counter-ok' : 'pw-counter-short'}>{counter.text}</span>
    </div>
  );
}

interface ChecklistProps {
  name: 'amenities' | 'house_rules_options';
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  hint?: string;
  children?: ReactNode;
}

function Checklist({ name, legend, options, required, hint, children }: ChecklistProps) {
  const { input, meta } = useField<string[] | null>(name);
  const { error, edited } = useShownFieldError(name, meta);
  const selected = input.value || [];
  const id = fieldId(name);
  return (
    <WizardFieldset name={name} legend={legend} required={required} error={error}>
      {hint && <p className="pw-section-hint">{hint}</p>}
      <div className="pw-checklist" id={id}>
        {options.map((option) => (
          <label key={option.value} className="pw-check">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={() => {
                input.onChange(toggleOption(selected, option.value));
                edited();
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      {children}
    </WizardFieldset>
  );
}

/** The amenities checklist plus the owner's own amenities, added by Enter or 'Adicionar' and removable. */
function Amenities() {
  const { input } = useField<string[] | null>('amenities', { subscription: { value: true } });
  const [draft, setDraft] = useState('');
  const amenities = input.value || [];
  const custom = amenities.filter((amenity) => !isListedAmenity(amenity));

  const add = () => {
    input.onChange(addCustomAmenity(amenities, draft, AMENITY_LABELS));
    setDraft('');
  };

  return (
    <Checklist name="amenities" legend="Comodidades" options={AMENITIES.map((a) => ({ value: a.id, label: a.label }))} required>
      <FormField label="Outra comodidade" htmlFor="property-custom-amenity" style={{ margin: '12px 0 0' }}>
        <div className="pw-add-row">
          <Input
            id="property-custom-amenity"
            value={draft}
            maxLength={PROPERTY_FIELD_LIMITS.customAmenity}
            placeholder="Ex.: Lareira"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter adds the amenity; it must not submit the wizard.
              event.preventDefault();
              add();
            }}
          />
          <Button onClick={add} disabled={draft.trim() === ''}>
            Adicionar
          </Button>
        </div>
      </FormField>
      {custom.length > 0 && (
        <ul className="pw-chips" aria-label="Comodidades adicionadas">
          {custom.map((amenity) => (
            <li key={amenity} className="pw-chip">
              {amenity}
              <button type="button" aria-label={`Remover ${amenity}`} onClick={() => input.onChange(amenities.filter((item) => item !== amenity))}>
                <CloseCircleOutlined />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Checklist>
  );
}
