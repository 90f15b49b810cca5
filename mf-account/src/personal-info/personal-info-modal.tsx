import { useMemo } from 'react';
import { ACCOUNT_MODAL_TOASTS } from './account-modal';
import { PERSONAL_INFO_TOASTS, personalInfoFromProfile, personalInfoPatch, type PersonalInfoValues } from './personal-info';
import type { ProfileRow } from '@portal/shared/domain';
import type { SessionUser } from '@portal/shared/store';
import { LoadFailedAlert, Modal, Skeleton, toast } from '@portal/shared/ui';
import { saveFailureToast } from '../profile/save-outcome';
import { PROFILE_LOAD_FAILED } from '../profile/use-account-profile';
import { useUpdateProfileMutation } from '../profile/update-profile';
import { PersonalInfoForm } from './personal-info-form';

interface Props {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  profile: ProfileRow | null;
  loading?: boolean;
  /** The profile could not be read: 'Tentar novamente' instead of empty fields. */
  loadFailed?: { onRetry: () => void };
}

/** 'Informações pessoais': edits the profile with a partial update and says how it went. */
export function PersonalInfoModal({ open, onClose, user, profile, loading = false, loadFailed }: Props) {
  const [updateProfile] = useUpdateProfileMutation();
  const initialValues = useMemo(() => personalInfoFromProfile(profile, user?.email ?? ''), [profile, user?.email]);

  async function save(values: PersonalInfoValues) {
    if (!user) {
      toast.show({ ...PERSONAL_INFO_TOASTS.notSignedIn, variant: 'error' });
      return;
    }
    const fields = personalInfoPatch(initialValues, values);
    try {
      if (Object.keys(fields).length > 0) await updateProfile({ userId: user.id, fields }).unwrap();
      toast.show({ ...ACCOUNT_MODAL_TOASTS.saved, variant: 'success' });
      onClose();
    } catch (error) {
      toast.show({ ...saveFailureToast(error), variant: 'error' });
    }
  }

  return (
    <Modal open={open} onCancel={onClose} title="Informações pessoais" footer={null} destroyOnHidden>
      {loadFailed ? (
        <LoadFailedAlert title={PROFILE_LOAD_FAILED} onRetry={loadFailed.onRetry} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <PersonalInfoForm key={profile?.updated_at ?? 'new'} initialValues={initialValues} onSubmit={save} onCancel={onClose} />
      )}
    </Modal>
  );
}
