import { type } from 'superstruct';
import type { BankAccountType } from './rows';
import { field, isBlank, required, text, validateWith, type FormErrors } from './validate-with';

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
export const KNOWN_BANKS: readonly string[] = [
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

/** Field names of the bank part of the owner form; the bank data page uses the same ones. */
export interface BankFormValues {
  banco?: string;
  bancoOutro?: string;
  agencia?: string;
  conta?: string;
  tipoConta?: BankAccountType | '';
}

export const bankFormStruct = type({
  banco: field('banco', required(BANK_MESSAGES.bankRequired)),
  bancoOutro: field('bancoOutro', (value, values) =>
    text(values.banco) === OTHER_BANK && isBlank(value) ? BANK_MESSAGES.bankNameRequired : null,
  ),
  agencia: field('agencia', required(BANK_MESSAGES.agencyRequired)),
  conta: field('conta', required(BANK_MESSAGES.accountRequired)),
  tipoConta: field('tipoConta', (value) =>
    value === 'corrente' || value === 'poupanca' ? null : BANK_MESSAGES.accountTypeRequired,
  ),
});

export function validateBankForm(values: BankFormValues): FormErrors {
  return validateWith(bankFormStruct, values);
}

/** The name that is saved as bank_name: a filled custom name overrides the selected bank. */
export function resolveBankName(values: Pick<BankFormValues, 'banco' | 'bancoOutro'>): string {
  const custom = (values.bancoOutro ?? '').trim();
  return custom !== '' ? custom : (values.banco ?? '').trim();
}

/** Loading a profile: a saved bank outside the known lists is shown as 'Outro' plus its name. */
export function bankFromSaved(bankName: string | null | undefined): Required<Pick<BankFormValues, 'banco' | 'bancoOutro'>> {
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
