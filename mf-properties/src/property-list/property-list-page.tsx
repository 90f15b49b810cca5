import { useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import type { PropertyListRow } from '@portal/shared/domain';
import { toast } from '@portal/shared/ui';
import { paths } from '../paths';
import { useDeletePropertyMutation } from '../property-api/delete-property';
import { deletePropertyErrorToast, deletePropertySuccessToast } from '../property-api/property-service-errors';
import type { PropertyCardAction } from './property-card';
import { PropertyListView } from './property-list-view';
import type { Shortcut } from './shortcut-cards';
import { useOwnerPropertiesWithPhotos } from './use-owner-properties';

/** `/propriedades`: the owner's properties, with editing, deleting drafts and the ways into calendar and earnings. */
export function PropertyListPage() {
  const navigate = useNavigate();
  const { userId, view } = useOwnerPropertiesWithPhotos();
  const [deleteProperty, { isLoading: deleting }] = useDeletePropertyMutation();
  const [pendingDelete, setPendingDelete] = useState<PropertyListRow | null>(null);

  function act(action: PropertyCardAction, property: PropertyListRow) {
    switch (action) {
      case 'edit':
        navigate(paths.propertyWizard.getEditHref(property.id));
        return;
      case 'delete':
        setPendingDelete(property);
        return;
      case 'calendar':
        navigate(paths.propertyCalendar.getHref(property.id));
        return;
      case 'earnings':
        navigate(paths.propertyEarnings.getHref(property.id));
        return;
    }
  }

  async function confirmDelete() {
    if (!pendingDelete || !userId) return;
    try {
      await deleteProperty({ userId, propertyId: pendingDelete.id }).unwrap();
      toast.show({ ...deletePropertySuccessToast('list'), variant: 'success' });
    } catch (error) {
      toast.show({ ...deletePropertyErrorToast(error, 'list'), variant: 'error' });
    }
    setPendingDelete(null);
  }

  function openShortcut(shortcut: Shortcut) {
    navigate(shortcut === 'photos' ? paths.photoSessionIntro.getHref() : paths.onboardingProgress.getHref());
  }

  return (
    <PropertyListView
      view={view}
      onAdd={() => navigate(paths.propertyWizard.getHref())}
      onRegisterFirst={() => navigate(paths.propertyIntro.getHref())}
      onAction={act}
      onShortcut={openShortcut}
      pendingDelete={pendingDelete}
      deleting={deleting}
      onConfirmDelete={() => void confirmDelete()}
      onCancelDelete={() => setPendingDelete(null)}
    />
  );
}
