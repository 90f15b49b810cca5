import { isBlank, type PropertyRow } from '@portal/shared/domain';
import { paths } from '../paths';

const PROPERTY_FALLBACKS = {
  name: 'Propriedade sem nome',
  address: 'Endereço não informado',
} as const;

export const DRAFT_RULE_TEXTS = {
  existingDraftWarning: 'Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.',
  listButtonLabel: 'Finalize o rascunho',
  introButtonLabel: 'finalize o rascunho existente',
  notRemovable: 'Não pode ser removida',
} as const;

/** The redirect screen's toast for a link to a property that is missing or not the owner's (spec part 2 §2). */
export const PROPERTY_LINK_NOT_FOUND_TOAST = { title: 'Propriedade não encontrada', description: 'Verifique o link e tente novamente.' } as const;

export function propertyDisplayName(property: Pick<PropertyRow, 'property_name'>): string {
  return isBlank(property.property_name) ? PROPERTY_FALLBACKS.name : (property.property_name ?? '').trim();
}

/** 'neighborhood, city' from what is filled, else 'Endereço não informado'. */
export function propertyAddressLine(property: Pick<PropertyRow, 'address_neighborhood' | 'address_city'>): string {
  const parts = [property.address_neighborhood, property.address_city].filter((part) => !isBlank(part)).map((part) => (part ?? '').trim());
  return parts.length > 0 ? parts.join(', ') : PROPERTY_FALLBACKS.address;
}

/** '1 imóvel', '0 imóveis', '3 imóveis' */
export function propertyCountText(count: number): string {
  return `${count} ${count === 1 ? 'imóvel' : 'imóveis'}`;
}

/** 'Florianópolis, SC' from what is filled, else 'Endereço não informado' (the dashboard card's address). */
export function propertyCityState(property: Pick<PropertyRow, 'address_city' | 'address_state'>): string {
  const parts = [property.address_city, property.address_state].filter((part) => !isBlank(part)).map((part) => (part ?? '').trim());
  return parts.length > 0 ? parts.join(', ') : PROPERTY_FALLBACKS.address;
}

const areaFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function count(value: number | string | null | undefined, one: string, many: string): string | null {
  const n = value === null || value === undefined || value === '' ? NaN : Number(value);
  if (!Number.isFinite(n)) return null;
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The card's facts in order — bedrooms, bathrooms, area in m² — leaving out what a draft has not filled yet
 * rather than printing a made-up zero. PostgREST may send a numeric column as text, so numbers are read either way.
 */
export function propertyFacts(
  property: Partial<Record<'bedrooms' | 'bathrooms' | 'area_sqm', number | string | null>>,
): Array<{ key: 'bedrooms' | 'bathrooms' | 'area'; text: string }> {
  const facts: Array<{ key: 'bedrooms' | 'bathrooms' | 'area'; text: string }> = [];
  const bedrooms = count(property.bedrooms, 'quarto', 'quartos');
  if (bedrooms) facts.push({ key: 'bedrooms', text: bedrooms });
  const bathrooms = count(property.bathrooms, 'banheiro', 'banheiros');
  if (bathrooms) facts.push({ key: 'bathrooms', text: bathrooms });
  const area = property.area_sqm === null || property.area_sqm === undefined || property.area_sqm === '' ? NaN : Number(property.area_sqm);
  if (Number.isFinite(area)) facts.push({ key: 'area', text: `${areaFormat.format(area)} m²` });
  return facts;
}

/** Only drafts may be removed. */
export function canDeleteProperty(property: Pick<PropertyRow, 'is_draft'>): boolean {
  return property.is_draft;
}

/** Only one draft at a time: creating another is blocked until it is finished or deleted. */
export function canCreateProperty(properties: ReadonlyArray<Pick<PropertyRow, 'is_draft'>>): boolean {
  return !properties.some((p) => p.is_draft);
}

export function deletePropertyConfirmation(name: string): string {
  return `Tem certeza que deseja excluir a propriedade "${name}"? Esta ação não pode ser desfeita.`;
}

/** /propriedade/{id}: drafts go to the wizard in edit mode, others to their calendar, a missing property back to the list. */
export function propertyRedirectTarget(property: Pick<PropertyRow, 'id' | 'is_draft'> | null | undefined): string {
  if (!property) return paths.properties.getHref();
  return property.is_draft ? paths.propertyWizard.getEditHref(property.id) : paths.propertyCalendar.getHref(property.id);
}
