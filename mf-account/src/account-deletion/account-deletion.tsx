import { ACCOUNT_DELETION_TOASTS, deletionFailedToast } from './account-deletion-rules';
import { logoutRequested, selectSessionUser, useAppDispatch, useAppSelector } from '@portal/shared/store';
import { forgetOwnerInBrowser } from '@portal/shared/outbox';
import { toast } from '@portal/shared/ui';
import { AccountDeletionDialog } from './account-deletion-dialog';
import { useDeleteAccountMutation } from './delete-account';

/** The logout is a hard redirect: the owner gets this long to read 'Conta deletada' first. */
const SIGN_OUT_AFTER_DELETION_MS = 1500;

interface Props {
  open: boolean;
  onClose: () => void;
  propertyCount: number;
  documentCount: number;
}

/** Deletes the account through the server function, then signs out. */
export function AccountDeletion({ open, onClose, propertyCount, documentCount }: Props) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectSessionUser)?.id;
  const [deleteAccount, { isLoading, isSuccess }] = useDeleteAccountMutation();

  async function confirm(password: string) {
    try {
      await deleteAccount({ password }).unwrap();
    } catch (error) {
      toast.show({ ...deletionFailedToast((error as { message?: string }).message), variant: 'error' });
      return;
    }
    // Nothing the portal kept of the owner stays in this browser: every app's drafts and waiting writes.
    if (userId) forgetOwnerInBrowser(userId, { local: window.localStorage, session: window.sessionStorage });
    toast.show({ ...ACCOUNT_DELETION_TOASTS.deleted, variant: 'success' });
    // Not tied to this component: leaving the page must not keep a deleted account signed in.
    setTimeout(() => dispatch(logoutRequested({ accountDeleted: true })), SIGN_OUT_AFTER_DELETION_MS);
  }

  return (
    <AccountDeletionDialog
      open={open}
      onClose={onClose}
      propertyCount={propertyCount}
      documentCount={documentCount}
      // Stays busy after success: the account is gone and the sign-out is on its way.
      deleting={isLoading || isSuccess}
      onConfirm={(password) => void confirm(password)}
    />
  );
}
