import { useMemo, useState } from 'react';
import { useMainPhotoThumbnails } from '@portal/shared/api';
import { useNavigate } from '@portal/shared/router';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { useOfflineQueueSync } from '../offline-queue/use-offline-queue-sync';
import { useQueuedBookings } from '../offline-queue/use-queued-bookings';
import { paths } from '../paths';
import { PHOTO_SESSION_TOASTS } from '../session-api/photo-session-errors';
import { useOwnerPhotoData } from '../session-api/use-owner-photo-data';
import { chooserContent, initialChoice } from './chooser';
import { ChoosePropertyView, type ChoosePropertyState } from './choose-property-view';

// Not quoted by the spec.
const PROPERTIES_LOAD_ERROR = 'Erro ao carregar suas propriedades';

/** `/escolher-propriedade-fotos`: continuing goes to `/agendamento-fotos?propertyId={id}`. */
export function ChoosePropertyPage() {
  useOfflineQueueSync();
  const navigate = useNavigate();
  const { data } = useOwnerPhotoData();
  const { pending } = useQueuedBookings();
  const photos = useMainPhotoThumbnails(useAppSelector(selectSessionUser)?.id);
  const [picked, setPicked] = useState<string | null>(null);

  const view = useMemo((): ChoosePropertyState => {
    if (data.state === 'loading') return { state: 'loading' };
    if (data.state === 'error') {
      return { state: 'error', message: data.failed === 'photoSessions' ? PHOTO_SESSION_TOASTS.loadFailed.title : PROPERTIES_LOAD_ERROR, retry: data.retry };
    }
    return { state: 'ready', ...chooserContent(data.properties, data.photoSessions, new Set(pending.map((entry) => entry.session.property_id))) };
  }, [data, pending]);

  const options = view.state === 'ready' ? view.options : [];
  const selectedId = picked && options.some((o) => o.id === picked && !o.queued) ? picked : initialChoice(options);

  return (
    <ChoosePropertyView
      view={view}
      thumbnails={photos.state === 'settled' ? photos.thumbnails : undefined}
      selectedId={selectedId}
      onSelect={setPicked}
      onContinue={() => selectedId && navigate(paths.schedule.getHref(selectedId))}
      onBack={() => navigate(paths.intro.getHref())}
      onRegister={() => navigate(paths.propertyIntro.getHref())}
      onSeeSessions={() => navigate(paths.intro.getHref())}
    />
  );
}
