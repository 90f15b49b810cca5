// The six onboarding steps. Estimated times follow the current six-step screens (spec part 1 §3: "both
// readings exist; the current six-step screens use the first list"), not the older 10-15 min / 3-5 business
// days presentation.

export type OnboardingStepId = 'personal_data' | 'banking_data' | 'property_registration' | 'photo_session' | 'internal_approval' | 'platform_activation';
export type StepPriority = 'high' | 'medium' | 'low';

export interface OnboardingStepDefinition {
  id: OnboardingStepId;
  title: string;
  description: string;
  estimatedTime: string;
  dependencies: readonly OnboardingStepId[];
  priority: StepPriority;
}

/**
 * Titles and descriptions are not quoted by the spec; these are plain pt-BR names.
 * Priorities are not given either: the three steps the owner does alone (data, bank, property) are high —
 * they are what the estimated completion date waits on — the photo session is medium, the provider's
 * review and activation are low.
 */
export const ONBOARDING_STEPS: readonly OnboardingStepDefinition[] = [
  {
    id: 'personal_data',
    title: 'Dados pessoais',
    description: 'Conte quem você é e como falamos com você.',
    estimatedTime: '5 min',
    dependencies: [],
    priority: 'high',
  },
  {
    id: 'banking_data',
    title: 'Dados bancários',
    description: 'Informe a conta que vai receber os repasses.',
    estimatedTime: '3 min',
    dependencies: ['personal_data'],
    priority: 'high',
  },
  {
    id: 'property_registration',
    title: 'Cadastro do imóvel',
    description: 'Descreva sua propriedade, comodidades e regras da casa.',
    estimatedTime: '10 min',
    dependencies: ['personal_data', 'banking_data'],
    priority: 'high',
  },
  {
    id: 'photo_session',
    title: 'Sessão de fotos',
    description: 'Agende a sessão com nosso fotógrafo profissional.',
    estimatedTime: '2 h',
    dependencies: ['property_registration'],
    priority: 'medium',
  },
  {
    id: 'internal_approval',
    title: 'Aprovação interna',
    description: 'Nossa equipe revisa o cadastro e as fotos da propriedade.',
    estimatedTime: '2-3 dias',
    dependencies: ['personal_data', 'banking_data', 'property_registration', 'photo_session'],
    priority: 'low',
  },
  {
    id: 'platform_activation',
    title: 'Ativação nas plataformas',
    description: 'Publicamos seu anúncio nas plataformas de hospedagem.',
    estimatedTime: '1 dia',
    dependencies: ['internal_approval'],
    priority: 'low',
  },
];

const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;

/** Rounded percent of the six steps. */
export function onboardingProgress(completedCount: number): number {
  return Math.round((completedCount / ONBOARDING_STEP_COUNT) * 100);
}
