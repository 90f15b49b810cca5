import { bankFromSaved, resolveBankName, type BankAccountType, type DocumentType, type ProfileFields, type ProfileRow } from '@portal/shared/domain';
import { apiDateToBr, parseBrDate } from '@portal/shared/format';

type OwnerDataStep = 1 | 2 | 3 | 4 | 5;
type Profile = Partial<ProfileRow>;

/** One field of the owner registration form: its step, its value read from the profile, and the columns it writes. */
interface OwnerField<Value> {
  step: OwnerDataStep;
  fromProfile: (profile: Profile) => Value;
  /** The profile columns it writes, given the whole form (the bank's name reads two fields). */
  toProfile: (values: FormSoFar) => Partial<Required<ProfileFields>>;
}

/** The form as a field's save reads it: any field may still be missing. */
type FormSoFar = Partial<Record<string, unknown>>;
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function blankToNull(value: unknown): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

type TextColumn = { [K in keyof ProfileFields]-?: Required<ProfileFields>[K] extends string | null ? K : never }[keyof ProfileFields];

/** Text of one column: '' when the profile has none, trimmed and blank as null when saved. */
function text(step: OwnerDataStep, name: string, column: TextColumn): OwnerField<string> {
  return { step, fromProfile: (profile) => (profile[column] as string | null | undefined) ?? '', toProfile: (values) => ({ [column]: blankToNull(values[name]) }) };
}

/**
 * The owner registration form (spec part 1 §3, onboarding form shape), one entry per field in screen order: its
 * step, how a saved profile preloads it and which columns it saves. The form's type, its preload, the final upsert
 * and each step's partial save derive from here; the steps' rules are the step structs of owner-form.ts.
 */
export const OWNER_FORM_SCHEMA = {
  // Step 1 'dados pessoais'.
  nome: text(1, 'nome', 'full_name'),
  tipoDocumento: {
    step: 1,
    fromProfile: (profile) => profile.document_type ?? 'cpf',
    toProfile: (values) => ({ document_type: (values.tipoDocumento as DocumentType | undefined) ?? 'cpf' }),
  } as OwnerField<DocumentType>,
  documento: text(1, 'documento', 'document'),
  /** Typed 'dd/MM/yyyy'; saved as yyyy-MM-dd. */
  dataNascimento: {
    step: 1,
    fromProfile: (profile) => apiDateToBr(profile.birth_date),
    toProfile: (values) => ({ birth_date: parseBrDate(textOf(values.dataNascimento)) }),
  } as OwnerField<string>,
  // Step 2 'contato'.
  email: text(2, 'email', 'email'),
  telefone: text(2, 'telefone', 'phone'),
  // Step 3 'endereço'.
  cep: text(3, 'cep', 'address_cep'),
  logradouro: text(3, 'logradouro', 'address_street'),
  numero: text(3, 'numero', 'address_number'),
  complemento: text(3, 'complemento', 'address_complement'),
  bairro: text(3, 'bairro', 'address_neighborhood'),
  cidade: text(3, 'cidade', 'address_city'),
  estado: text(3, 'estado', 'address_state'),
  // Step 4 'dados bancários': a bank of the list, or 'Outro' and its name; bank_name carries the one given.
  banco: {
    step: 4,
    fromProfile: (profile) => bankFromSaved(profile.bank_name).banco,
    toProfile: (values) => ({ bank_name: blankToNull(resolveBankName({ banco: textOf(values.banco), bancoOutro: textOf(values.bancoOutro) })) }),
  } as OwnerField<string>,
  bancoOutro: { step: 4, fromProfile: (profile) => bankFromSaved(profile.bank_name).bancoOutro, toProfile: () => ({}) } as OwnerField<string>,
  agencia: text(4, 'agencia', 'bank_agency'),
  conta: text(4, 'conta', 'bank_account'),
  tipoConta: {
    step: 4,
    fromProfile: (profile) => profile.bank_account_type ?? 'corrente',
    toProfile: (values) => ({ bank_account_type: values.tipoConta ? (values.tipoConta as BankAccountType) : null }),
  } as OwnerField<BankAccountType | ''>,
  // Step 5 'termos'.
  aceito: { step: 5, fromProfile: (profile) => profile.terms_accepted === true, toProfile: (values) => ({ terms_accepted: values.aceito === true }) } as OwnerField<boolean>,
};

type Schema = typeof OWNER_FORM_SCHEMA;

/** The form's values; a field is missing until its step is reached. */
export type OwnerFormValues = { [K in keyof Schema]?: Schema[K] extends OwnerField<infer Value> ? Value : never };

const entries = Object.entries(OWNER_FORM_SCHEMA) as Array<[keyof Schema, OwnerField<unknown>]>;

/** Form values preloaded from a saved profile (none: the form's empty values). */
export function ownerFormFromProfile(profile: Profile | null | undefined): Required<OwnerFormValues> {
  const saved = profile ?? {};
  return Object.fromEntries(entries.map(([name, field]) => [name, field.fromProfile(saved)])) as Required<OwnerFormValues>;
}

/** Every profile column of the form, for the final upsert: empty text as null. */
export function profileFromOwnerForm(values: OwnerFormValues): Required<ProfileFields> {
  return Object.assign({}, ...entries.map(([, field]) => field.toProfile(values))) as Required<ProfileFields>;
}

/** The profile columns each step saves. */
const stepColumns = (step: OwnerDataStep) =>
  entries.filter(([, field]) => field.step === step).flatMap(([, field]) => Object.keys(field.toProfile({})) as Array<keyof ProfileFields>);
export const OWNER_STEP_COLUMNS: Record<OwnerDataStep, ReadonlyArray<keyof ProfileFields>> = {
  1: stepColumns(1),
  2: stepColumns(2),
  3: stepColumns(3),
  4: stepColumns(4),
  5: stepColumns(5),
};
