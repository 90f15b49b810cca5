import { BANK_FORM_SCHEMA, type BankFormValues, formFromProfile, profileFromForm, type ProfileFields, type ProfileRow } from '@portal/shared/domain';

/** The bank data page's form, loaded from the saved profile (a bank outside the known lists becomes 'Outro' + name). */
export function bankFormFromProfile(profile: Partial<Pick<ProfileRow, 'bank_name' | 'bank_agency' | 'bank_account' | 'bank_account_type'>> | null | undefined): Required<BankFormValues> {
  return formFromProfile(BANK_FORM_SCHEMA, profile);
}

/** The profile columns 'Salvar alterações' writes; the custom name, when filled, is the bank saved. */
export function bankProfileFields(values: BankFormValues): ProfileFields {
  return profileFromForm(BANK_FORM_SCHEMA, values);
}
