const id = (value: string) => encodeURIComponent(value);

/** The routes this remote owns, and the other screens it links to, in one place. */
export const paths = {
  properties: { path: '/propriedades', getHref: () => '/propriedades' },
  /** The detail route of the spec's route table: a redirect screen, never a page of its own. */
  property: { path: '/propriedade/:propertyId', getHref: (propertyId: string) => `/propriedade/${id(propertyId)}` },
  /** The dashboard card's target in the spec's other reading; it redirects exactly like /propriedade/{id}. */
  propertyAlias: { path: '/property/:id', getHref: (propertyId: string) => `/property/${id(propertyId)}` },
  propertyIntro: { path: '/cadastro-imovel', getHref: () => '/cadastro-imovel' },
  propertyWizard: {
    path: '/cadastro-imovel/etapas',
    getHref: () => '/cadastro-imovel/etapas',
    /** Edit mode of an existing property (drafts and finished ones). */
    getEditHref: (propertyId: string) => `/cadastro-imovel/etapas?edit=${id(propertyId)}`,
    /** The onboarding journey's link into the wizard for one property. */
    getOnboardingHref: (propertyId: string) => `/cadastro-imovel/etapas?propertyId=${id(propertyId)}`,
  },

  // Owned by other remotes or the shell: reached by navigation, never by import.
  auth: { getHref: () => '/auth' },
  dashboard: { getHref: () => '/dashboard' },
  propertyCalendar: { getHref: (propertyId: string) => `/propriedade/${id(propertyId)}/calendario` },
  propertyOnboarding: { getHref: (propertyId: string) => `/propriedade/${id(propertyId)}/onboarding` },
  propertyEarnings: { getHref: (propertyId: string) => `/financeiro?property=${id(propertyId)}` },
  finance: { getHref: () => '/financeiro' },
  photoSessionIntro: { getHref: () => '/sessao-fotos-intro' },
  onboardingProgress: { getHref: () => '/progresso-onboarding' },
} as const;
