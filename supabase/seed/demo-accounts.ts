// The two demo logins printed at start: an owner who finished onboarding and a brand-new one.
export const DEMO_OWNER = {
  email: 'proprietario@demo.com.br',
  password: 'Demo@2026!',
  fullName: 'Marina Albuquerque',
} as const;

export const NEW_OWNER = {
  email: 'novo@demo.com.br',
  password: 'Novo@2026!',
} as const;
