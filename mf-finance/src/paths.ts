const id = (value: string) => encodeURIComponent(value);

/** The routes this remote owns, and the other screens it links to, in one place. */
export const paths = {
  finance: {
    path: '/financeiro',
    getHref: () => '/financeiro',
    /** A property's earnings (the property list's 'Ganhos'). */
    getPropertyHref: (propertyId: string) => `/financeiro?property=${id(propertyId)}`,
    /** The dashboard card's 'Ver análise completa': straight to the revenue chart. */
    getChartHref: () => '/financeiro#financial-chart',
  },
  /** The target of the dashboard's performance tip card; the spec does not show the screen. */
  performance: { path: '/performance', getHref: () => '/performance' },

  // Owned by other remotes: reached by navigation, never by import.
  propertyIntro: { getHref: () => '/cadastro-imovel' },
} as const;
