/** The routes this remote owns, and the other screens it links to, in one place. */
export const paths = {
  account: { path: '/conta', getHref: () => '/conta' },
  bankData: { path: '/conta/dados-bancarios', getHref: () => '/conta/dados-bancarios' },
  notifications: { path: '/notificacoes', getHref: () => '/notificacoes' },
  messages: { path: '/mensagens', getHref: () => '/mensagens' },
  thread: { path: '/mensagens/:id', getHref: (conversationId: string) => `/mensagens/${encodeURIComponent(conversationId)}` },
  /** Owned by mf-properties: reached by navigation, never by import. */
  properties: { getHref: () => '/propriedades' },
} as const;
