import { useState } from 'react';
import { Navigate, useNavigate } from '@portal/shared/router';
import type { PropertyListRow } from '@portal/shared/domain';
import { selectSessionStatus, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { paths } from '../paths';
import { useDeletePropertyMutation } from '../property-api/delete-property';
import { deletePropertyErrorToast, deletePropertySuccessToast } from '../property-api/property-service-errors';
import { useOwnerProperties } from '../property-list/use-owner-properties';
import { PropertyIntroView, type PropertyIntroState } from './property-intro-view';
import { reloadPage } from './reload-page';
import { useLoadingTimeout } from './use-loading-timeout';

/** `/cadastro-imovel`: the registration intro, with the owner's properties in registration and the way to start one. */
export function PropertyIntroPage() {
  const navigate = useNavigate();
  const sessionStatus = useAppSelector(selectSessionStatus);
  const { userId, view: properties } = useOwnerProperties();
  const [deleteProperty] = useDeletePropertyMutation();
  const [askingRemove, setAskingRemove] = useState<PropertyListRow | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const waiting = sessionStatus === 'loading' || (sessionStatus === 'signedIn' && properties.state === 'loading');
  const { timedOut } = useLoadingTimeout(waiting);

  if (sessionStatus === 'signedOut') return <Navigate to={paths.auth.getHref()} replace />;

  const view: PropertyIntroState = timedOut
    ? { state: 'timeout', retry: reloadPage }
    : sessionStatus === 'loading'
      ? { state: 'initializing' }
      : properties;

  async function remove(property: PropertyListRow) {
    if (!userId || removingId) return;
    setRemovingId(property.id);
    try {
      await deleteProperty({ userId, propertyId: property.id }).unwrap();
      toast.show({ ...deletePropertySuccessToast('intro'), variant: 'success' });
    } catch (error) {
      toast.show({ ...deletePropertyErrorToast(error, 'intro'), variant: 'error' });
    }
    setRemovingId(null);
    setAskingRemove(null);
  }

  return (
    <PropertyIntroView
      view={view}
      removingId={removingId}
      askingRemove={askingRemove}
      onStart={() => navigate(paths.propertyWizard.getHref())}
      onContinue={(property) => navigate(paths.propertyWizard.getEditHref(property.id))}
      onAskRemove={setAskingRemove}
      onRemove={(property) => void remove(property)}
      onConfirmRemove={() => askingRemove && void remove(askingRemove)}
      onCancelRemove={() => setAskingRemove(null)}
      onBack={() => navigate(paths.dashboard.getHref())}
    />
  );
}
