import { isBlank, type PropertyRow } from '@portal/shared/domain';

export const PROPERTY_FALLBACKS = {
  name: 'Propriedade sem nome',
  address: 'Endereço não informado',
} as const;

export const DRAFT_RULE_TEXTS = {
  existingDraftWarning: 'Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.',
  listButtonLabel: 'Finalize o rascunho',
  introButtonLabel: 'finalize o rascunho existente',
  notRemovable: 'Não pode ser removida',
} as const;

export const PROPERTY_TOASTS = {
  notRemovable: { title: 'Não é possível remover', description: 'Propriedades finalizadas não podem ser removidas.' },
  removed: { title: 'Propriedade removida', description: 'A propriedade foi removida com sucesso.' },
  removeFailed: { title: 'Erro ao remover', description: 'Ocorreu um erro inesperado. Tente novamente.' },
  deleted: { title: 'Propriedade excluída', description: 'A propriedade foi excluída com sucesso.' },
  deleteFailed: { title: 'Erro ao excluir', description: 'Não foi possível excluir a propriedade. Tente novamente.' },
  notFound: { title: 'Propriedade não encontrada', description: 'Verifique o link e tente novamente.' },
  created: { title: 'Propriedade cadastrada!' },
  updated: { title: 'Propriedade atualizada!' },
} as const;

export function propertyDisplayName(property: Pick<PropertyRow, 'property_name'>): string {
  return isBlank(property.property_name) ? PROPERTY_FALLBACKS.name : (property.property_name ?? '').trim();
}

/** 'neighborhood, city' from what is filled, else 'Endereço não informado'. */
export function propertyAddressLine(property: Pick<PropertyRow, 'address_neighborhood' | 'address_city'>): string {
  const parts = [property.address_neighborhood, property.address_city].filter((part) => !isBlank(part)).map((part) => (part ?? '').trim());
  return parts.length > 0 ? parts.join(', ') : PROPERTY_FALLBACKS.address;
}

/** Finance label of an unnamed property: 'Propriedade' and the first 8 characters of its id (a space between). */
export function financePropertyLabel(property: Pick<PropertyRow, 'id' | 'property_name'>): string {
  return isBlank(property.property_name) ? `Propriedade ${property.id.slice(0, 8)}` : (property.property_name ?? '').trim();
}

/** '1 imóvel', '0 imóveis', '3 imóveis' */
export function propertyCountText(count: number): string {
  return `${count} ${count === 1 ? 'imóvel' : 'imóveis'}`;
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

/** /propriedade/{id}: drafts go to the wizard, others to their calendar, a missing property back to the list. */
export function propertyRedirectTarget(property: Pick<PropertyRow, 'id' | 'is_draft'> | null | undefined): string {
  if (!property) return '/propriedades';
  const id = encodeURIComponent(property.id);
  return property.is_draft ? `/cadastro-imovel/etapas?edit=${id}` : `/propriedade/${id}/calendario`;
}

export const propertyRoutes = {
  edit: (id: string) => `/cadastro-imovel/etapas?edit=${encodeURIComponent(id)}`,
  calendar: (id: string) => `/propriedade/${encodeURIComponent(id)}/calendario`,
  earnings: (id: string) => `/financeiro?property=${encodeURIComponent(id)}`,
  onboarding: (id: string) => `/propriedade/${encodeURIComponent(id)}/onboarding`,
  reservations: (id: string) => `/propriedade/${encodeURIComponent(id)}/reservas`,
} as const;
