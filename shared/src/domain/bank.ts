import { INPUT_LIMITS } from './masks';
import { blankToNull, profileText, validateProfileForm, type ProfileFormField, type ProfileFormValues } from './profile-form';
import type { BankAccountType } from './rows';
import { isBlank, required, text, type FormErrors } from './validate-with';

export const OTHER_BANK = 'Outro';

/** The select's options (spec part 1 §5), 'Outro' last. */
export const BANK_OPTIONS = [
  'Banco do Brasil',
  'Bradesco',
  'Caixa Econômica Federal',
  'Itaú',
  'Santander',
  'Nubank',
  'Inter',
  'PicPay',
  'C6 Bank',
  OTHER_BANK,
] as const;

/** Banks recognised when a saved profile is loaded: the select's banks plus the longer list. */
const KNOWN_BANKS: readonly string[] = [
  ...BANK_OPTIONS.filter((bank) => bank !== OTHER_BANK),
  'BTG Pactual',
  'Banco Inter',
  'Banco Original',
  'Banco Safra',
  'Sicoob',
  'Sicredi',
  'Banco Pan',
  'Banco BMG',
  'Banco Votorantim',
  'Banco Pine',
  'Banco Fibra',
  'Banco Daycoval',
  'Banco Rendimento',
];

export const ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  corrente: 'conta corrente',
  poupanca: 'poupança',
};

const BANK_MESSAGES = {
  bankRequired: 'banco é obrigatório',
  bankNameRequired: 'nome do banco é obrigatório',
  agencyRequired: 'agência é obrigatória',
  accountRequired: 'conta é obrigatória',
  // Not quoted by the spec; the wizard's step 4 requires the account type too.
  accountTypeRequired: 'tipo de conta é obrigatório',
} as const;

export const BANK_SAVED_TOAST = {
  title: 'Dados bancários atualizados',
  description: 'Suas informações bancárias foram salvas com sucesso.',
} as const;

/**
 * The bank form (spec part 1 §5, bank form), shared by the bank data page and the owner wizard's step 4: each
 * field's preload from the saved profile, the columns it saves, its rules with the spec's messages and its
 * input's max length (its column's check). The page's and the step's values, loading, saving and checks
 * derive from here.
 */
export const BANK_FORM_SCHEMA = {
  // A bank of the list, or 'Outro' and its name: bank_name carries the one given.
  banco: {
    fromProfile: (profile) => bankFromSaved(profile.bank_name).banco,
    toProfile: (values) => ({ bank_name: blankToNull(resolveBankName({ banco: text(values.banco), bancoOutro: text(values.bancoOutro) })) }),
    rules: [required(BANK_MESSAGES.bankRequired)],
  } as ProfileFormField<string>,
  bancoOutro: {
    fromProfile: (profile) => bankFromSaved(profile.bank_name).bancoOutro,
    toProfile: () => ({}),
    rules: [(value, values) => (text(values.banco) === OTHER_BANK && isBlank(value) ? BANK_MESSAGES.bankNameRequired : null)],
    maxLength: INPUT_LIMITS.name,
    column: 'bank_name',
  } as ProfileFormField<string>,
  agencia: profileText('agencia', 'bank_agency', 20, [required(BANK_MESSAGES.agencyRequired)]),
  conta: profileText('conta', 'bank_account', 30, [required(BANK_MESSAGES.accountRequired)]),
  // The column defaults to 'corrente', so a profile without bank data starts there too.
  tipoConta: {
    fromProfile: (profile) => profile.bank_account_type ?? 'corrente',
    toProfile: (values) => ({ bank_account_type: values.tipoConta === 'poupanca' ? 'poupanca' : 'corrente' }),
    rules: [(value) => (value === 'corrente' || value === 'poupanca' ? null : BANK_MESSAGES.accountTypeRequired)],
  } as ProfileFormField<'corrente' | 'poupanca' | ''>,
};

/** Field names of the bank form; the owner wizard's step 4 has the same ones. */
export type BankFormValues = Partial<ProfileFormValues<typeof BANK_FORM_SCHEMA>>;

export function validateBankForm(values: BankFormValues): FormErrors {
  return validateProfileForm(BANK_FORM_SCHEMA, values, undefined);
}

/** The name that is saved as bank_name: a filled custom name overrides the selected bank. */
export function resolveBankName(values: { banco?: string; bancoOutro?: string }): string {
  const custom = (values.bancoOutro ?? '').trim();
  return custom !== '' ? custom : (values.banco ?? '').trim();
}

/** Loading a profile: a saved bank outside the known lists is shown as 'Outro' plus its name. */
function bankFromSaved(bankName: string | null | undefined): { banco: string; bancoOutro: string } {
  const name = (bankName ?? '').trim();
  if (name === '') return { banco: '', bancoOutro: '' };
  if (KNOWN_BANKS.includes(name)) return { banco: name, bancoOutro: '' };
  return { banco: OTHER_BANK, bancoOutro: name };
}

/**
 * Options for the select given the current value: a known bank that is not among the short options
 * (e.g. a saved 'Sicoob') is added before 'Outro' so the select can show it.
 */
export function bankOptionsFor(selected: string | null | undefined): string[] {
  const options: string[] = [...BANK_OPTIONS];
  if (selected && !options.includes(selected) && KNOWN_BANKS.includes(selected)) {
    options.splice(options.length - 1, 0, selected);
  }
  return options;
}

/** Choosing a bank: picking anything other than 'Outro' clears the custom bank name. */
export function withBankSelected<T extends BankFormValues>(values: T, banco: string): T {
  return { ...values, banco, bancoOutro: banco === OTHER_BANK ? (values.bancoOutro ?? '') : '' };
}

/** The bank page's 'Salvar alterações' stays disabled until bank, agency and account are filled. */
export function canSaveBank(values: BankFormValues): boolean {
  return !isBlank(values.banco) && !isBlank(values.agencia) && !isBlank(values.conta);
}
