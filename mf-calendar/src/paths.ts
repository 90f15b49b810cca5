const id = (value: string) => encodeURIComponent(value);

/** The routes this remote owns, and the other screens it links to, in one place. */
export const paths = {
  calendar: { path: '/calendario', getHref: () => '/calendario' },
  selectProperty: { path: '/calendario/selecionar-propriedade', getHref: () => '/calendario/selecionar-propriedade' },
  propertyCalendar: { path: '/propriedade/:propertyId/calendario', getHref: (propertyId: string) => `/propriedade/${id(propertyId)}/calendario` },
  reservations: { path: '/propriedade/:propertyId/reservas', getHref: (propertyId: string) => `/propriedade/${id(propertyId)}/reservas` },

  // Owned by mf-properties: reached by navigation, never by import.
  properties: { getHref: () => '/propriedades' },
  propertyIntro: { getHref: () => '/cadastro-imovel' },
} as const;
