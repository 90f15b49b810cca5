import { useGetPropertiesQuery, useMainPhotoThumbnails, type MainPhotoThumbnails } from '@portal/shared/api';
import type { PropertyListRow } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';

/** The owner's list stays fresh for 1 minute and is refetched on mount after that and on window focus (spec part 2 §7). */
const PROPERTY_LIST_FRESH_SECONDS = 60;

export type OwnerPropertiesState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  /** `thumbnails`: property id → its main photo's thumbnail, where the screen shows them. */
  | { state: 'ready'; properties: PropertyListRow[]; thumbnails?: MainPhotoThumbnails };

/**
 * The signed-in owner's properties, newest first, with the list's freshness. The query is the shell's own
 * (`getProperties`), so the dashboard, the gate and these screens share one cache entry. Data already shown
 * stays on screen when a background refetch fails.
 */
export function useOwnerProperties() {
  const userId = useAppSelector(selectSessionUser)?.id;
  const query = useGetPropertiesQuery(userId ?? '', {
    skip: !userId,
    refetchOnMountOrArgChange: PROPERTY_LIST_FRESH_SECONDS,
    refetchOnFocus: true,
  });
  const retry = () => void query.refetch();
  const view: OwnerPropertiesState = query.data
    ? { state: 'ready', properties: query.data }
    : query.isError
      ? { state: 'error', retry }
      : { state: 'loading' };
  return { userId, view, retry };
}

/**
 * The owner's properties with their main photos' thumbnails, for the cards that show them. The cards appear once
 * both are known, so a photo never pushes a card's content down after it is on screen; a property without a main
 * photo (or a thumbnail read that failed) keeps the card's look without a picture.
 */
export function useOwnerPropertiesWithPhotos() {
  const owner = useOwnerProperties();
  const photos = useMainPhotoThumbnails(owner.userId);
  let view = owner.view;
  if (view.state === 'ready') {
    if (photos.state === 'loading' && view.properties.length > 0) view = { state: 'loading' };
    else view = { ...view, thumbnails: photos.state === 'settled' ? photos.thumbnails : {} };
  }
  return { ...owner, view };
}
