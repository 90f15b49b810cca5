import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { api, MAIN_PHOTO_THUMBNAILS_TAG, useBusinessLimits } from '@portal/shared/api';
import { useAppConfig } from '@portal/shared/host';
import { useAppDispatch, useAppStore } from '@portal/shared/store';
import { listPropertyPhotosApi, propertyPhotosTag, usePropertyPhotos } from './list-property-photos';
import {
  choosePhotos,
  galleryPhotos,
  mainAfterRemoval,
  mainPhoto,
  nextGalleryPosition,
  PHOTO_MESSAGES,
  uploadFailureMessage,
  type MoveDirection,
  type PhotoLimits,
} from './photo-rules';
import type { PropertyPhoto, PropertyPhotoRow } from './photo-storage';
import { pendingRoom, photoUploadsReducer, uploadsToStart } from './photo-uploads';
import { loadImageTools, preparePhoto } from '@portal/shared/photos';
import { useRemovePropertyPhotoMutation } from './remove-property-photo';
import { useReorderPropertyPhotosMutation } from './reorder-property-photos';
import { useSetMainPropertyPhotoMutation } from './set-main-property-photo';
import { newPhotoId, PhotoUploadFailure, uploadPropertyPhoto, type PreparedPhoto } from './upload-property-photo';

const NO_PHOTOS: PropertyPhoto[] = [];

interface ChosenFile {
  file: File;
  type: string;
  prepared?: PreparedPhoto;
  controller?: AbortController;
}

/** The message for a refused change: the database's own rule text, or the generic one. */
function changeFailure(error: unknown, fallback: string): string {
  const refusal = error as { code?: string; message?: string } | undefined;
  return refusal?.code === 'P0001' && refusal.message ? refusal.message : fallback;
}

function objectUrl(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}

/**
 * Everything the photo area does for one property: its stored photos (from the server, so they survive a reload),
 * the photos being sent (queued, prepared, sent two at a time, each with its progress, failure and retry), the
 * owner's refusals, and the changes to stored photos (main, order, removal), run one after another.
 */
export function usePhotoArea({ userId, propertyId }: { userId: string; propertyId: string }) {
  const config = useAppConfig();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const list = usePropertyPhotos({ userId, propertyId });
  const photos = list.data ?? NO_PHOTOS;
  // The size and gallery limits the database enforces, read once per session.
  const limitsQuery = useBusinessLimits();
  const limits: PhotoLimits | undefined = limitsQuery.data;
  const limitsRef = useRef(limits);
  limitsRef.current = limits;
  const [uploads, send] = useReducer(photoUploadsReducer, []);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const [setMainPhoto] = useSetMainPropertyPhotoMutation();
  const [reorderPhotos] = useReorderPropertyPhotosMutation();
  const [removePhoto] = useRemovePropertyPhotoMutation();

  const files = useRef(new Map<string, ChosenFile>());
  const started = useRef(new Set<string>());
  const stored = useRef(new Map<string, PropertyPhotoRow>());
  const latest = useRef({ photos, uploads });
  latest.current = { photos, uploads };
  const changes = useRef<Promise<unknown>>(Promise.resolve());
  const mounted = useRef(true);
  const connection = useMemo(() => ({ supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey }), [config.supabaseUrl, config.supabaseAnonKey]);
  const args = useMemo(() => ({ userId, propertyId }), [userId, propertyId]);

  const selectPhotos = useMemo(() => listPropertyPhotosApi.endpoints.listPropertyPhotos.select(args), [args]);

  /**
   * The stored photos as the cache has them right now (optimistic changes included), with rows this screen stored
   * that the reloading list does not have yet. Read from the store, not from the last render: a change queued
   * right after another must see what that one left.
   */
  const currentPhotos = useCallback((): PropertyPhotoRow[] => {
    const cached = selectPhotos(store.getState() as Parameters<typeof selectPhotos>[0]).data ?? latest.current.photos;
    const ids = new Set(cached.map((photo) => photo.id));
    return [...cached, ...[...stored.current.values()].filter((row) => !ids.has(row.id))];
  }, [selectPhotos, store]);

  useEffect(() => {
    mounted.current = true;
    const chosen = files.current;
    return () => {
      mounted.current = false;
      // Leaving the wizard stops what is still going up; each upload removes the objects it had stored.
      for (const entry of chosen.values()) entry.controller?.abort();
    };
  }, []);

  // Local pictures are released when the area goes away.
  const previewsRef = useRef(previews);
  previewsRef.current = previews;
  useEffect(() => () => {
    for (const url of previewsRef.current.values()) URL.revokeObjectURL?.(url);
  }, []);

  // A finished upload leaves the list of uploads once the server's list has its photo.
  useEffect(() => {
    const ids = photos.map((photo) => photo.id);
    if (uploads.some((upload) => upload.stage === 'stored' && ids.includes(upload.id))) send({ type: 'listed', ids });
  }, [photos, uploads]);

  const slotFor = useCallback(
    (id: string) => {
      const rows = currentPhotos();
      const upload = latest.current.uploads.find((item) => item.id === id);
      if (upload?.main && !mainPhoto(rows)) return { is_main: true, position: 0 };
      if (upload && !upload.main) return { is_main: false, position: upload.position };
      const listed = new Set(rows.map((row) => row.id));
      return { is_main: false, position: nextGalleryPosition(rows, pendingRoom(latest.current.uploads, listed).positions) };
    },
    [currentPhotos],
  );

  const run = useCallback(
    async (id: string) => {
      const entry = files.current.get(id);
      const photoLimits = limitsRef.current;
      if (!entry || !photoLimits) return;
      const name = entry.file.name;
      const controller = new AbortController();
      entry.controller = controller;
      send({ type: 'preparing', id });
      try {
        let preview = previewsRef.current.get(id) ?? null;
        if (!entry.prepared) {
          const preparation = await preparePhoto(entry.file, entry.type, photoLimits.photoMaxBytes, controller.signal);
          if (controller.signal.aborted || !mounted.current) return;
          if (!preparation.ok) {
            files.current.delete(id);
            send({ type: 'discarded', id });
            setRefusals((shown) => [...shown, preparation.message]);
            return;
          }
          entry.prepared = preparation.prepared;
          const url = objectUrl(preparation.prepared.thumbnail);
          if (url) setPreviews((shown) => new Map(shown).set(id, url));
          preview = url;
        }
        send({ type: 'prepared', id, preview });
        const row = await uploadPropertyPhoto({
          connection,
          userId,
          propertyId,
          photoId: id,
          prepared: entry.prepared,
          slot: () => slotFor(id),
          onProgress: (percent) => send({ type: 'progressed', id, percent }),
          onSaving: () => send({ type: 'saving', id }),
          signal: controller.signal,
        });
        stored.current.set(id, row);
        files.current.delete(id);
        if (!mounted.current) return;
        send({ type: 'stored', id });
        // It stays among the uploads, complete, until the reloaded list has it with its URLs.
        dispatch(api.util.invalidateTags(row.is_main ? [propertyPhotosTag(propertyId), MAIN_PHOTO_THUMBNAILS_TAG] : [propertyPhotosTag(propertyId)]));
        setAnnouncement(`"${name}" enviada.`);
      } catch (error) {
        if (controller.signal.aborted || !mounted.current) return;
        const message = error instanceof PhotoUploadFailure ? uploadFailureMessage(name, error.failure, photoLimits) : PHOTO_MESSAGES.uploadFailed(name);
        send({ type: 'failed', id, message });
      }
    },
    [connection, dispatch, propertyId, slotFor, userId],
  );

  // Queued photos start as slots free up.
  useEffect(() => {
    for (const upload of uploadsToStart(uploads)) {
      if (started.current.has(upload.id)) continue;
      started.current.add(upload.id);
      void run(upload.id);
    }
  }, [run, uploads]);

  const listedIds = useMemo(() => new Set(photos.map((photo) => photo.id)), [photos]);
  const pending = pendingRoom(uploads, listedIds);
  const room = { hasMain: mainPhoto(photos) !== null || pending.main, galleryCount: galleryPhotos(photos).length + pending.gallery };

  const add = (chosen: readonly File[]) => {
    if (!list.data || !limits) return;
    const { accepted, refusals: refused } = choosePhotos(chosen, room, limits);
    let position = nextGalleryPosition(photos, pending.positions);
    const entries = accepted.map(({ file, type, main }) => {
      const id = newPhotoId();
      files.current.set(id, { file, type });
      return { id, name: file.name, main, position: main ? 0 : position++ };
    });
    // The messages are about the latest choice of files.
    setRefusals(refused);
    setNotice(null);
    if (entries.length > 0) send({ type: 'chosen', uploads: entries });
  };

  const retry = (id: string) => {
    started.current.delete(id);
    send({ type: 'retried', id });
  };

  const discard = (id: string) => {
    files.current.get(id)?.controller?.abort();
    files.current.delete(id);
    started.current.delete(id);
    const preview = previews.get(id);
    if (preview) {
      URL.revokeObjectURL?.(preview);
      setPreviews((shown) => {
        const next = new Map(shown);
        next.delete(id);
        return next;
      });
    }
    send({ type: 'discarded', id });
  };

  /** Changes to stored photos run one after another, each on the photos as the previous one left them. */
  const change = (write: () => Promise<void>) => {
    setNotice(null);
    const next = changes.current.then(write, write);
    changes.current = next.catch(() => undefined);
    return next;
  };

  const setMain = (photoId: string) =>
    change(async () => {
      try {
        await setMainPhoto({ ...args, photos: currentPhotos(), photoId }).unwrap();
        if (mounted.current) setAnnouncement('Foto principal definida.');
      } catch (error) {
        if (mounted.current) setNotice(changeFailure(error, PHOTO_MESSAGES.changeFailed));
      }
    });

  const move = (photoId: string, direction: MoveDirection) =>
    change(async () => {
      try {
        await reorderPhotos({ ...args, photos: currentPhotos(), photoId, direction }).unwrap();
        const index = galleryPhotos(currentPhotos()).findIndex((photo) => photo.id === photoId);
        if (mounted.current && index >= 0) setAnnouncement(`Foto movida para a posição ${index + 1} da galeria.`);
      } catch (error) {
        if (mounted.current) setNotice(changeFailure(error, PHOTO_MESSAGES.changeFailed));
      }
    });

  const remove = (photoId: string) =>
    change(async () => {
      const before = currentPhotos();
      const photo = before.find((row) => row.id === photoId);
      if (!photo) return;
      try {
        await removePhoto({ ...args, photo }).unwrap();
        stored.current.delete(photoId);
        if (mounted.current) setAnnouncement('Foto removida.');
      } catch (error) {
        if (mounted.current) setNotice(changeFailure(error, PHOTO_MESSAGES.removeFailed));
        return;
      }
      const promoted = mainAfterRemoval(before, photoId);
      if (!promoted) return;
      try {
        // Never the removed photo: a place written for it would bring its row back.
        await setMainPhoto({ ...args, photos: currentPhotos().filter((row) => row.id !== photoId), photoId: promoted }).unwrap();
      } catch (error) {
        if (mounted.current) setNotice(changeFailure(error, PHOTO_MESSAGES.changeFailed));
      }
    });

  return {
    status: list.data && limits ? ('ready' as const) : list.isError || limitsQuery.isError ? ('error' as const) : ('loading' as const),
    limits,
    photos,
    uploads,
    previews,
    refusals,
    notice,
    announcement,
    room,
    add,
    retry,
    discard,
    setMain,
    move,
    remove,
    reload: () => {
      if (list.isError) void list.refetch();
      if (limitsQuery.isError) void limitsQuery.refetch();
    },
    dismissRefusals: () => setRefusals([]),
    /** The owner is choosing files: the image library downloads meanwhile. */
    warmUp: () => void loadImageTools().catch(() => undefined),
  };
}
