import { AMENITIES, amenityLabel, HOUSE_RULES, houseRuleLabel, propertyTypeLabel } from './listing-options';

describe('listing options', () => {
  it('has the spec amenity ids', () => {
    expect(AMENITIES.map((a) => a.id)).toEqual([
      'ar-condicionado', 'wifi', 'maquina-lavar', 'cozinha-equipada', 'churrasqueira', 'piscina', 'permite-pets', 'vista-mar', 'cafe-manha', 'tv', 'garagem',
    ]);
  });

  it('has the spec house-rule ids', () => {
    expect(HOUSE_RULES.map((r) => r.id)).toEqual([
      'rule-permite-pets', 'rule-permite-fumar', 'rule-permite-festas', 'rule-permite-criancas', 'rule-silencio-noturno', 'rule-area-comum',
    ]);
  });

  it.each([
    ['wifi', 'Wi-Fi'],
    ['Lareira', 'Lareira'],
  ])('shows amenity %p as %p', (id, label) => {
    expect(amenityLabel(id)).toBe(label);
  });

  it('labels house rules by id', () => {
    expect(houseRuleLabel('rule-permite-fumar')).toBe('Permite fumar');
  });

  it.each([
    ['parte_casa', null, 'Parte de casa maior'],
    ['outro', null, 'Chalé, Cabana ou Outro'],
    ['outro', ' Cabana ', 'Cabana'],
    ['studio', null, ''],
  ])('shows property type %p (other %p) as %p', (type, other, label) => {
    expect(propertyTypeLabel(type, other)).toBe(label);
  });
});
