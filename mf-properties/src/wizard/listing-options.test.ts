import { AMENITIES, HOUSE_RULES } from './listing-options';

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
});
