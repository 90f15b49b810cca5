export type BottomTabKey = 'home' | 'calendar' | 'messages' | 'finance' | 'account';

export interface BottomTab {
  key: BottomTabKey;
  label: string;
  route: string;
  active: boolean;
  /** Shown disabled with a lock. */
  locked: boolean;
}

const TABS: ReadonlyArray<{ key: BottomTabKey; label: string; route: string; prefixes: string[] }> = [
  { key: 'home', label: 'Início', route: '/dashboard', prefixes: ['/dashboard', '/home'] },
  { key: 'calendar', label: 'Calendário', route: '/calendario', prefixes: ['/calendario'] },
  { key: 'messages', label: 'Mensagens', route: '/mensagens', prefixes: ['/mensagens'] },
  { key: 'finance', label: 'Financeiro', route: '/financeiro', prefixes: ['/financeiro'] },
  { key: 'account', label: 'Conta', route: '/conta', prefixes: ['/conta'] },
];

/** Prefix match on whole path segments: '/conta/dados-bancarios' is under '/conta', '/contatos' is not. */
function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The spec locks only Financeiro here, but the same gate locks Calendário and Mensagens in the quick
 * menu, the quick actions and their routes: one gate, one state on every control that leads there.
 */
const GATED_TABS = new Set<BottomTabKey>(['calendar', 'messages', 'finance']);

export function bottomBarTabs(pathname: string, featuresBlocked: boolean): BottomTab[] {
  return TABS.map((tab) => ({
    key: tab.key,
    label: tab.label,
    route: tab.route,
    active: tab.prefixes.some((prefix) => underPrefix(pathname, prefix)),
    locked: featuresBlocked && GATED_TABS.has(tab.key),
  }));
}
