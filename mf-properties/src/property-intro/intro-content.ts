import type { PropertyListRow } from '@portal/shared/domain';
import { propertyDisplayStatus } from '../property-list/property-status';
import { WIZARD_STEPS } from '../wizard/property-wizard';

/** If the session or the owner's properties take longer than this, the intro offers 'Tentar novamente' (spec part 2 §9). */
export const LOADING_TIMEOUT_MS = 10_000;

export const INTRO_TEXTS = {
  title: 'Cadastro de propriedade',
  initializing: 'Inicializando...',
  loading: 'Carregando...',
  timeoutTitle: 'Tempo de carregamento excedido',
  retry: 'Tentar novamente',
  removeTitle: 'Remover propriedade?',
  remove: 'Remover',
  continue: 'Continuar',
  start: 'começar cadastro',
  // Not quoted by the spec.
  timeoutHint: 'A conexão pode estar lenta. Verifique sua internet e tente de novo.',
  loadError: 'Erro ao carregar suas propriedades',
  subtitle: 'Em poucos passos sua propriedade fica pronta para receber hóspedes.',
  inProgressHeading: 'Suas propriedades em cadastro',
  stepsHeading: 'Como funciona',
  autosave: 'Seu progresso é salvo automaticamente: você pode parar e continuar de onde parou.',
  createAnother: 'Cadastrar nova propriedade',
  back: 'Voltar ao dashboard',
  removeMessage: (name: string) => `"${name}" e tudo o que foi preenchido serão apagados. Esta ação não pode ser desfeita.`,
} as const;

/**
 * What the intro explains. The spec lists four steps (dados básicos, detalhes e fotos, regras da casa,
 * revisão final) for a wizard it gives two; promising four to an owner who then finds two is a broken
 * promise, so the intro names the wizard's two steps and places the four topics inside them.
 */
export const INTRO_STEPS = [
  { title: WIZARD_STEPS[0].title, description: 'Dados básicos: localização, tipo de propriedade, quartos e capacidade.' },
  { title: WIZARD_STEPS[1].title, description: 'Detalhes e fotos, regras da casa e revisão final antes de finalizar o cadastro.' },
] as const satisfies ReadonlyArray<{ title: string; description: string }>;

/**
 * The cards of the intro: the owner's properties still on their way to being active — the draft first, then
 * those finished and waiting for photos or approval — so the owner picks up where they left off. Active ones
 * live in /propriedades.
 */
export function propertiesInRegistration(properties: readonly PropertyListRow[]): PropertyListRow[] {
  // Whether a property is active does not depend on its photo sessions.
  const pending = properties.filter((property) => propertyDisplayStatus(property, []) !== 'active');
  return [...pending.filter((p) => p.is_draft), ...pending.filter((p) => !p.is_draft)];
}
