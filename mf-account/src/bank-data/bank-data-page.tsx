import { useMemo } from 'react';
import { useNavigate } from '@portal/shared/router';
import { BANK_SAVED_TOAST, partialProfileUpdate, type BankFormValues } from '@portal/shared/domain';
import { PERSONAL_INFO_TOASTS } from '../personal-info/personal-info';
import { bankFormFromProfile, bankProfileFields } from './bank-data';
import { Button, Card, Skeleton, Typography, toast } from '@portal/shared/ui';
import { LeftOutlined } from '@portal/shared/icons';
import { paths } from '../paths';
import { saveFailureToast } from '../profile/save-outcome';
import { useAccountProfile } from '../profile/use-account-profile';
import { useUpdateProfileMutation } from '../profile/update-profile';
import { BankDataForm } from './bank-data-form';

/** `/conta/dados-bancarios`: the owner's bank account for payouts. */
export function BankDataPage() {
  const navigate = useNavigate();
  const { user, profile, isLoading } = useAccountProfile();
  const [updateProfile] = useUpdateProfileMutation();
  const initialValues = useMemo(() => bankFormFromProfile(profile), [profile]);
  const backToAccount = () => navigate(paths.account.getHref());

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
    <section style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        <Button type="text" icon={<LeftOutlined aria-hidden />} aria-label="Voltar" onClick={backToAccount} />
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          Dados Bancários
        </Typography.Title>
      </header>
      <Card>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <BankDataForm key={profile?.updated_at ?? 'new'} initialValues={initialValues} onSubmit={save} onCancel={backToAccount} />
        )}
      </Card>
    </section>
  );
}
