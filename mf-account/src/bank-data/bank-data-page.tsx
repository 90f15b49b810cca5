import { useEffect, useMemo } from 'react';
import { useNavigate } from '@portal/shared/router';
import { BANK_SAVED_TOAST, partialProfileUpdate, type BankFormValues } from '@portal/shared/domain';
import { PERSONAL_INFO_TOASTS } from '../personal-info/personal-info';
import { bankFormFromProfile, bankProfileFields } from './bank-data';
import { Card, LoadFailedAlert, Page, Skeleton, toast } from '@portal/shared/ui';
import { paths } from '../paths';
import { saveFailureToast } from '../profile/save-outcome';
import { PROFILE_LOAD_FAILED, useAccountProfile } from '../profile/use-account-profile';
import { useUpdateProfileMutation } from '../profile/update-profile';
import { BankDataForm } from './bank-data-form';

/** `/conta/dados-bancarios`: the owner's bank account for payouts. */
export function BankDataPage() {
  const navigate = useNavigate();
  const { user, profile, isLoading, loadFailed, retry } = useAccountProfile();
  const [updateProfile] = useUpdateProfileMutation();
  const initialValues = useMemo(() => bankFormFromProfile(profile), [profile]);
  const backToAccount = () => navigate(paths.account.getHref());
  // The save answers with a toast: its code comes now, while the owner is online, so a failed save says so at once.
  useEffect(() => toast.prepare(), []);

  async function save(values: BankFormValues) {
    if (!user) {
      toast.show({ ...PERSONAL_INFO_TOASTS.notSignedIn, variant: 'error' });
      return;
    }
    try {
      await updateProfile({ userId: user.id, fields: partialProfileUpdate(bankProfileFields(values)) }).unwrap();
      toast.show({ ...BANK_SAVED_TOAST, variant: 'success' });
      backToAccount();
    } catch (error) {
      toast.show({ ...saveFailureToast(error), variant: 'error' });
    }
  }

  return (
    <Page title="Dados Bancários" back={{ label: 'Voltar', onClick: backToAccount }}>
      {/* A short form reads better in a narrower column, at the page's left edge under its title. */}
      <Card style={{ maxWidth: 560 }}>
        {loadFailed ? (
          <LoadFailedAlert title={PROFILE_LOAD_FAILED} onRetry={retry} />
        ) : isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <BankDataForm key={profile?.updated_at ?? 'new'} initialValues={initialValues} onSubmit={save} onCancel={backToAccount} />
        )}
      </Card>
    </Page>
  );
}
