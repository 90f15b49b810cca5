export type QuickMenuKey =
  | 'calendar'
  | 'reservations'
  | 'finance'
  | 'messages'
  | 'support'
  | 'properties'
  | 'onboarding'
  | 'photography'
  | 'settings';

export interface QuickMenuItem {
  key: QuickMenuKey;
  label: string;
  /** For 'support' this is the external chat link (opened in a new tab), '' when none is configured. */
  route: string;
  external: boolean;
  hidden: boolean;
  /** Shown with a lock. */
  disabled: boolean;
}

export interface QuickMenuInput {
  propertyCount: number;
  allPropertiesPhotographed: boolean;
  somePropertyLacksCompletedSession: boolean;
  showOnboarding: boolean;
  onboarded: boolean;
  featuresBlocked: boolean;
  /** The id behind 'Reservas' when the owner has exactly one property. */
  singlePropertyId?: string | null;
  /** Chat link from the runtime configuration. */
  supportUrl?: string | null;
}

/**
 * The spec says the reservations item "uses a placeholder property id"; a placeholder lands on the not-found
 * screen, so the single property's id is used when there is one, and this placeholder otherwise.
 */
const RESERVATIONS_PLACEHOLDER_PROPERTY_ID = 'default';

const LOCKABLE = new Set<QuickMenuKey>(['calendar', 'reservations', 'finance', 'messages']);

/** The nine quick-menu items with the visibility and lock rules of spec part 1 §2 / part 2 §2, applied together. */
export function quickMenuItems(input: QuickMenuInput): QuickMenuItem[] {
  const propertyId = input.singlePropertyId ?? RESERVATIONS_PLACEHOLDER_PROPERTY_ID;
  const base: Array<Pick<QuickMenuItem, 'key' | 'label' | 'route'> & { external?: boolean }> = [
    { key: 'calendar', label: 'Calendário', route: '/calendario' },
    { key: 'reservations', label: 'Reservas', route: `/propriedade/${encodeURIComponent(propertyId)}/reservas` },
    { key: 'finance', label: 'Financeiro', route: '/financeiro' },
    { key: 'messages', label: 'Mensagens', route: '/mensagens' },
    { key: 'support', label: 'Suporte', route: input.supportUrl ?? '', external: true },
    { key: 'properties', label: 'Propriedades', route: '/propriedades' },
    { key: 'onboarding', label: 'Onboarding', route: '/progresso-onboarding' },
    { key: 'photography', label: 'Fotografia', route: '/sessao-fotos-intro' },
    { key: 'settings', label: 'Configurações', route: '/conta' },
  ];

  return base.map((item) => {
    let hidden = false;
    if (input.propertyCount > 1 && (item.key === 'calendar' || item.key === 'reservations')) hidden = true;
    if (item.key === 'photography' && input.allPropertiesPhotographed && !input.showOnboarding) hidden = true;
    if (input.showOnboarding) {
      const allowed = item.key === 'onboarding' || item.key === 'settings' || (item.key === 'photography' && input.somePropertyLacksCompletedSession);
      if (!allowed) hidden = true;
    }
    if (item.key === 'onboarding' && input.onboarded) hidden = true;
    return {
      key: item.key,
      label: item.label,
      route: item.route,
      external: item.external ?? false,
      hidden,
      disabled: input.featuresBlocked && LOCKABLE.has(item.key),
    };
  });
}
