import {
  type FormErrors,
  isBlank,
  NOT_SIGNED_IN_TOAST,
  type OnboardingStepId,
  partialProfileUpdate,
  type ProfileFields,
  type ProfileRow,
  validateBankForm,
} from '@portal/shared/domain';
import { OWNER_STEP_COLUMNS, type OwnerFormValues, profileFromOwnerForm, validateOwnerFields } from './owner-schema';

export type OwnerWizardStep = 1 | 2 | 3 | 4 | 5 | 6;
export type OwnerDataStep = Exclude<OwnerWizardStep, 6>;

export const OWNER_WIZARD_STEPS: ReadonlyArray<{ step: OwnerWizardStep; title: string; subtitle?: string }> = [
  { step: 1, title: 'dados pessoais', subtitle: 'conte-nos sobre você' },
  { step: 2, title: 'contato' },
  { step: 3, title: 'endereço' },
  { step: 4, title: 'dados bancários', subtitle: 'para os repasses' },
  { step: 5, title: 'termos', subtitle: 'nossa parceria' },
  { step: 6, title: 'resumo', subtitle: 'vamos confirmar tudo' },
];

/** Redirect to /dashboard this long after finishing. */
export const OWNER_WIZARD_REDIRECT_MS = 1500;
/** The 'Salvando automaticamente...' indicator hides this long after a save. */
export const OWNER_WIZARD_SAVE_INDICATOR_MS = 500;

export const OWNER_WIZARD_TOASTS = {
  requiredFields: { title: 'Campos obrigatórios', description: 'Os campos destacados em vermelho são obrigatórios.' },
  finalIncomplete: { title: 'Campos obrigatórios', description: 'Revise as etapas e preencha os campos destacados.' },
  saveFailed: { title: 'Ops, algo deu errado', description: 'Não conseguimos finalizar seu cadastro. Tente novamente.' },
  notAuthenticated: NOT_SIGNED_IN_TOAST,
} as const;

/** Success toast; the brand name is inserted by the product. */
export function ownerWizardFinishedToast(brand: string) {
  return { title: 'Cadastro finalizado!', description: `Bem-vindo à família ${brand}. Em breve entraremos em contato.` };
}

/** Errors of one step (1–5); step 6 (summary) checks every step. `today` is 'yyyy-MM-dd'. */
export function validateOwnerStep(step: OwnerWizardStep, values: OwnerFormValues, today: string): FormErrors {
  if (step === 6) {
    return Object.assign({}, ...([1, 2, 3, 4, 5] as const).map((s) => validateOwnerFields(s, values, today)));
  }
  return validateOwnerFields(step, values, today);
}

/** Final submit needs the terms plus all four data groups valid. */
export function canFinishOwnerWizard(values: OwnerFormValues, today: string): boolean {
  return Object.keys(validateOwnerStep(6, values, today)).length === 0;
}

/** Step 1's fields as their labels read on screen (the document's follows the chosen type). */
function stepOneFieldLabel(field: string, documentType: string | null | undefined): string {
  switch (field) {
    case 'nome':
      return 'nome completo';
    case 'tipoDocumento':
      return 'tipo de documento';
    case 'documento':
      return documentType === 'cnpj' ? 'número do CNPJ' : 'número do CPF';
    case 'dataNascimento':
      return 'data de nascimento';
    default:
      return field;
  }
}

/**
 * Toast for a failing step; for step 1 the description also lists the missing fields — by the labels
 * the owner sees, not the form's field names (the spec says "selectors"; 'dataNascimento' means
 * nothing to an owner).
 */
export function requiredFieldsToast(step: OwnerDataStep, errors: FormErrors, documentType?: string | null): { title: string; description: string } {
  const base = OWNER_WIZARD_TOASTS.requiredFields;
  const fields = Object.keys(errors);
  if (step !== 1 || fields.length === 0) return { ...base };
  return { title: base.title, description: `${base.description} (${fields.map((field) => stepOneFieldLabel(field, documentType)).join(', ')})` };
}

type PreloadProfile = Partial<
  Pick<ProfileRow, 'full_name' | 'document' | 'email' | 'phone' | 'address_cep' | 'address_street' | 'bank_name' | 'bank_agency' | 'terms_accepted'>
>;

/** Saved progress: which steps count as filled (spec part 1 §2). Whitespace-only counts as missing. */
export function filledOwnerSteps(profile: PreloadProfile | null | undefined): Set<OwnerDataStep> {
  const filled = new Set<OwnerDataStep>();
  if (!profile) return filled;
  const has = (...values: unknown[]) => values.every((value) => !isBlank(value));
  if (has(profile.full_name, profile.document)) filled.add(1);
  if (has(profile.email, profile.phone)) filled.add(2);
  if (has(profile.address_cep, profile.address_street)) filled.add(3);
  if (has(profile.bank_name, profile.bank_agency)) filled.add(4);
  if (profile.terms_accepted === true) filled.add(5);
  return filled;
}

/** Where a returning owner lands: the first step not yet filled, or the summary when all five are. */
export function resumeOwnerStep(profile: PreloadProfile | null | undefined): OwnerWizardStep {
  const filled = filledOwnerSteps(profile);
  return ([1, 2, 3, 4, 5] as const).find((step) => !filled.has(step)) ?? 6;
}

/** The partial update sent after a step: that step's columns, non-empty only. */
export function ownerStepPatch(step: OwnerDataStep, values: OwnerFormValues): ProfileFields {
  const all = profileFromOwnerForm(values);
  const picked: Record<string, unknown> = {};
  for (const column of OWNER_STEP_COLUMNS[step]) picked[column] = all[column];
  return partialProfileUpdate(picked);
}

/** Finishing step 6 marks personal data complete, and banking data only if the bank fields are valid. */
export function stepsCompletedByOwnerWizard(values: OwnerFormValues): OnboardingStepId[] {
  const bankValid = Object.keys(validateBankForm(values)).length === 0;
  return bankValid ? ['personal_data', 'banking_data'] : ['personal_data'];
}
