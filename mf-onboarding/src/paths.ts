const id = (value: string) => encodeURIComponent(value);

/** The routes this remote owns, and the other screens it links to, in one place. */
export const paths = {
  ownerWizard: { path: '/cadastro-proprietario', getHref: () => '/cadastro-proprietario' },
  onboardingProgress: { path: '/progresso-onboarding', getHref: () => '/progresso-onboarding' },
  propertyOnboarding: { path: '/propriedade/:propertyId/onboarding', getHref: (propertyId: string) => `/propriedade/${id(propertyId)}/onboarding` },

  // Owned by other remotes or the shell: reached by navigation, never by import.
  dashboard: { getHref: () => '/dashboard' },
  propertyIntro: { getHref: () => '/cadastro-imovel' },
  propertyCalendar: { getHref: (propertyId: string) => `/propriedade/${id(propertyId)}/calendario` },
} as const;
