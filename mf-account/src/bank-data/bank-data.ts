import { type BankFormValues, bankFromSaved, type ProfileRow, resolveBankName } from '@portal/shared/domain';

/** The bank data page's form, loaded from the saved profile (a bank outside the known lists becomes 'Outro' + name). */
export function bankFormFromProfile(profile: Partial<Pick<ProfileRow, 'bank_name' | 'bank_agency' | 'bank_account' | 'bank_account_type'>> | null | undefined): Required<BankFormValues> {
  return {
    ...bankFromSaved(profile?.bank_name),
    agencia: profile?.bank_agency ?? '',
    conta: profile?.bank_account ?? '',
    // The column defaults to 'corrente', so a profile without bank data starts there too.
    tipoConta: profile?.bank_account_type ?? 'corrente',
  };
}

/** The profile columns 'Salvar alterações' writes; the custom name, when filled, is the bank saved. */
export function bankProfileFields(values: BankFormValues): Pick<ProfileRow, 'bank_name' | 'bank_agency' | 'bank_account' | 'bank_account_type'> {
  return {
    bank_name: resolveBankName(values),
    bank_agency: (values.agencia ?? '').trim(),
    bank_account: (values.conta ?? '').trim(),
    bank_account_type: values.tipoConta === 'poupanca' ? 'poupanca' : 'corrente',
  };
}
