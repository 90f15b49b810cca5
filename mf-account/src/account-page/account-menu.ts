/** The account menu, in the spec's order (part 1 §2). */
export const ACCOUNT_MENU = [
  { key: 'personal-info', label: 'Informações pessoais' },
  { key: 'properties', label: 'Minhas propriedades' },
  { key: 'bank-data', label: 'Dados bancários' },
  { key: 'settings', label: 'Configurações' },
  { key: 'notifications', label: 'Notificações' },
  { key: 'help', label: 'Central de ajuda' },
  { key: 'privacy', label: 'Privacidade e segurança' },
  { key: 'logout', label: 'Sair da conta' },
] as const;

export type AccountMenuKey = (typeof ACCOUNT_MENU)[number]['key'];
