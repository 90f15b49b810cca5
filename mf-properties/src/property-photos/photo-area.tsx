import { PhotoAreaView } from './photo-area-view';
import { hasRoomForPhotos } from './photo-rules';
import { usePhotoArea } from './use-photo-area';

/**
 * The photo area of one property, as the wizard shows it once the draft row exists. Loaded on its own when the
 * wizard's photo area first shows: the upload code (and, later, the image library) stays out of the wizard's chunk.
 */
export default function PhotoArea({ userId, propertyId }: { userId: string; propertyId: string }) {
  const area = usePhotoArea({ userId, propertyId });
  // The view shows its loading or error state until the limits are read.
  const limits = area.limits ?? { photoMaxBytes: 0, galleryMaxPhotos: 0 };
  return (
    <PhotoAreaView
      status={area.status}
      photos={area.photos}
      uploads={area.uploads}
      previews={area.previews}
      refusals={area.refusals}
      notice={area.notice}
      announcement={area.announcement}
      canAdd={hasRoomForPhotos(area.room, limits)}
      galleryCount={area.room.galleryCount}
      limits={limits}
      onAdd={area.add}
      onPick={area.warmUp}
      onRetry={area.retry}
      onDiscard={area.discard}
      onSetMain={(photoId) => void area.setMain(photoId)}
      onMove={(photoId, direction) => void area.move(photoId, direction)}
      onRemove={(photoId) => void area.remove(photoId)}
      onReload={area.reload}
      onDismissRefusals={area.dismissRefusals}
    />
  );
}
