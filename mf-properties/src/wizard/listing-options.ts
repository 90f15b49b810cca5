import type { LocationType, PropertyType } from '@portal/shared/domain';

// Ids are the spec's; the pt-BR labels of amenities and house rules are not quoted there and are chosen here.

export const AMENITIES = [
  { id: 'ar-condicionado', label: 'Ar-condicionado' },
  { id: 'wifi', label: 'Wi-Fi' },
  { id: 'maquina-lavar', label: 'Máquina de lavar' },
  { id: 'cozinha-equipada', label: 'Cozinha equipada' },
  { id: 'churrasqueira', label: 'Churrasqueira' },
  { id: 'piscina', label: 'Piscina' },
  { id: 'permite-pets', label: 'Aceita pets' },
  { id: 'vista-mar', label: 'Vista para o mar' },
  { id: 'cafe-manha', label: 'Café da manhã' },
  { id: 'tv', label: 'TV' },
  { id: 'garagem', label: 'Garagem' },
] as const;

export const HOUSE_RULES = [
  { id: 'rule-permite-pets', label: 'Permite animais de estimação' },
  { id: 'rule-permite-fumar', label: 'Permite fumar' },
  { id: 'rule-permite-festas', label: 'Permite festas e eventos' },
  { id: 'rule-permite-criancas', label: 'Adequado para crianças' },
  { id: 'rule-silencio-noturno', label: 'Silêncio após as 22h' },
  { id: 'rule-area-comum', label: 'Uso de áreas comuns' },
] as const;

export type AmenityId = (typeof AMENITIES)[number]['id'];
export type HouseRuleId = (typeof HOUSE_RULES)[number]['id'];

export const LOCATION_TYPES: ReadonlyArray<{ id: LocationType; label: string; hint: string }> = [
  { id: 'campo', label: 'Campo', hint: 'Áreas rurais, sítios e fazendas' },
  { id: 'capital', label: 'Capital', hint: 'Centros urbanos' },
  { id: 'montanha', label: 'Montanha', hint: 'Regiões de montanha' },
  { id: 'litoral', label: 'Litoral', hint: 'Praias e costa' },
];

export const PROPERTY_TYPES: ReadonlyArray<{ id: PropertyType; label: string }> = [
  { id: 'casa', label: 'Casa' },
  { id: 'apartamento', label: 'Apartamento' },
  { id: 'parte_casa', label: 'Parte de casa maior' },
  { id: 'outro', label: 'Chalé, Cabana ou Outro' },
];
