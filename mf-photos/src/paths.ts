const id = (value: string) => encodeURIComponent(value);

/** The routes this remote owns, and the other screens it links to, in one place. */
export const paths = {
  intro: { path: '/sessao-fotos-intro', getHref: () => '/sessao-fotos-intro' },
  chooseProperty: { path: '/escolher-propriedade-fotos', getHref: () => '/escolher-propriedade-fotos' },
  /** The scheduling screen; the route table gives it two names. */
  schedule: {
    path: '/agendamento-fotos',
    getHref: (propertyId?: string | null) => (propertyId ? `/agendamento-fotos?propertyId=${id(propertyId)}` : '/agendamento-fotos'),
  },
  scheduleAlias: { path: '/agendamento-sessao-fotos' },
  /** The confirmation screen; the route table gives it two names. */
  confirmation: { path: '/confirmacao-fotos', getHref: () => '/confirmacao-fotos' },
  confirmationAlias: { path: '/confirmacao-sessao-fotos' },
  /** The session detail (the spec's route name reads "confirmation", it is the detail of one session). */
  sessionDetail: { path: '/sessao-fotos-confirmacao', getHref: (sessionId: string) => `/sessao-fotos-confirmacao?sessionId=${id(sessionId)}` },
  feedback: {
    path: '/feedback-sessao-fotos',
    getHref: (sessionId: string, propertyName?: string | null) =>
      `/feedback-sessao-fotos?sessionId=${id(sessionId)}${propertyName ? `&propertyName=${id(propertyName)}` : ''}`,
  },

  // Owned by the shell or other remotes: reached by navigation, never by import.
  home: { getHref: () => '/' },
  dashboard: { getHref: () => '/dashboard' },
  propertyIntro: { getHref: () => '/cadastro-imovel' },
  propertyWizard: { getHref: (propertyId: string) => `/cadastro-imovel/etapas?edit=${id(propertyId)}` },
} as const;
