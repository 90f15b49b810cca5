import type { BusinessLimits } from '@portal/shared/domain';
import { acceptedPhotoType, PREPARE_PHOTO_MESSAGES } from '@portal/shared/photos';

/**
 * The photo limits the database enforces (public.business_limits): a file's size (spec part 1 §9: 10 MB, also the
 * bucket's `file_size_limit`) and the gallery's photos besides the main one (spec part 2 §9: 20). The downscale and
 * the accepted types are every photo bucket's (@portal/shared/photos); the gallery's rules are here.
 */
export type PhotoLimits = Pick<BusinessLimits, 'photoMaxBytes' | 'galleryMaxPhotos'>;

export const PHOTO_MESSAGES = {
  notImage: (name: string) => `"${name}" não é uma imagem. Envie fotos em JPG, PNG, WEBP ou HEIC.`,
  galleryFull: (limits: PhotoLimits) => `A galeria aceita no máximo ${limits.galleryMaxPhotos} fotos.`,
  tooLarge: (name: string, limits: PhotoLimits) => PREPARE_PHOTO_MESSAGES.tooLarge(name, limits.photoMaxBytes),
  unreadable: PREPARE_PHOTO_MESSAGES.unreadable,
  offline: (name: string) => `"${name}" não foi enviada. Verifique sua conexão e tente novamente.`,
  uploadFailed: (name: string) => `Não foi possível enviar "${name}". Tente novamente.`,
  changeFailed: 'Não foi possível salvar a alteração nas fotos. Tente novamente.',
  removeFailed: 'Não foi possível remover a foto. Tente novamente.',
} as const;

export interface ChosenPhoto<F> {
  file: F;
  type: string;
  /** The first photo of a property without a main one becomes its main photo. */
  main: boolean;
}

/**
 * Which of the chosen files go up, and a message for each one refused: not a photo (named), or no room left in
 * the gallery (once). `room` counts what is on the server and what is still being sent.
 */
export function choosePhotos<F extends { name: string; type: string }>(
  files: readonly F[],
  room: { hasMain: boolean; galleryCount: number },
  limits: PhotoLimits,
): { accepted: ChosenPhoto<F>[]; refusals: string[] } {
  const accepted: ChosenPhoto<F>[] = [];
  const refusals: string[] = [];
  let hasMain = room.hasMain;
  let galleryCount = room.galleryCount;
  let full = false;
  for (const file of files) {
    const type = acceptedPhotoType(file);
    if (!type) {
      refusals.push(PHOTO_MESSAGES.notImage(file.name));
      continue;
    }
    if (!hasMain) {
      hasMain = true;
      accepted.push({ file, type, main: true });
    } else if (galleryCount < limits.galleryMaxPhotos) {
      galleryCount += 1;
      accepted.push({ file, type, main: false });
    } else {
      full = true;
    }
  }
  if (full) refusals.push(PHOTO_MESSAGES.galleryFull(limits));
  return { accepted, refusals };
}

/** Whether the owner can add one more photo at all (a main one, or one to the gallery). */
export function hasRoomForPhotos(room: { hasMain: boolean; galleryCount: number }, limits: PhotoLimits): boolean {
  return !room.hasMain || room.galleryCount < limits.galleryMaxPhotos;
}

interface Ordered {
  id: string;
  is_main: boolean;
  position: number;
  created_at: string;
}

/** Main first, then the gallery by position (the order of arrival breaks ties). */
function sortPhotos<T extends Ordered>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function mainPhoto<T extends Ordered>(photos: readonly T[]): T | null {
  return photos.find((photo) => photo.is_main) ?? null;
}

export function galleryPhotos<T extends Ordered>(photos: readonly T[]): T[] {
  return sortPhotos(photos.filter((photo) => !photo.is_main));
}

/** The position after the last gallery photo, also past positions already promised to uploads in progress. */
export function nextGalleryPosition(photos: readonly Ordered[], promised: readonly number[] = []): number {
  const taken = [...photos.filter((photo) => !photo.is_main).map((photo) => photo.position), ...promised];
  return taken.length === 0 ? 0 : Math.max(...taken) + 1;
}

/** A row's new place: what a photo write sends. */
export interface PhotoChange {
  id: string;
  is_main: boolean;
  position: number;
}

export type MoveDirection = 'earlier' | 'later';

/**
 * Moves a gallery photo one place earlier or later. The gallery is renumbered 0…n-1 and only the rows whose
 * position changes are written; nothing when the photo is already at that end (or is not in the gallery).
 */
export function moveInGallery(photos: readonly Ordered[], photoId: string, direction: MoveDirection): PhotoChange[] {
  const gallery = galleryPhotos(photos);
  const from = gallery.findIndex((photo) => photo.id === photoId);
  const to = direction === 'earlier' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= gallery.length) return [];
  const order = [...gallery];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order.flatMap((photo, position) => (photo.position === position ? [] : [{ id: photo.id, is_main: false, position }]));
}

/**
 * Makes a gallery photo the main one. The former main photo takes its place in the gallery, so the gallery keeps
 * its size and order. The former main comes first in the list: written in that order, in one statement, the
 * database never sees two main photos.
 */
export function setMainChanges(photos: readonly Ordered[], photoId: string): PhotoChange[] {
  const chosen = photos.find((photo) => photo.id === photoId);
  if (!chosen || chosen.is_main) return [];
  const current = mainPhoto(photos);
  const changes: PhotoChange[] = current ? [{ id: current.id, is_main: false, position: chosen.position }] : [];
  return [...changes, { id: chosen.id, is_main: true, position: 0 }];
}

/** After the main photo is removed, the first gallery photo takes its place, so the listing keeps a cover. */
export function mainAfterRemoval(photos: readonly Ordered[], removedId: string): string | null {
  const removed = photos.find((photo) => photo.id === removedId);
  if (!removed?.is_main) return null;
  return galleryPhotos(photos).find((photo) => photo.id !== removedId)?.id ?? null;
}

/** The photos after `changes`, in screen order: what an optimistic update shows before the server answers. */
export function applyPhotoChanges<T extends Ordered>(photos: readonly T[], changes: readonly PhotoChange[]): T[] {
  const byId = new Map(changes.map((change) => [change.id, change]));
  return sortPhotos(photos.map((photo) => (byId.has(photo.id) ? { ...photo, ...byId.get(photo.id) } : photo)));
}

/**
 * One file's progress, 0–100, while its parts (photo, then thumbnail) go up one after another: the parts already
 * sent plus what the current one has sent, by bytes.
 */
export function uploadPercent(partSizes: readonly number[], part: number, partLoaded: number): number {
  const total = partSizes.reduce((sum, size) => sum + size, 0);
  if (total <= 0) return 0;
  const done = partSizes.slice(0, Math.max(0, part)).reduce((sum, size) => sum + size, 0);
  const current = Math.min(Math.max(partLoaded, 0), partSizes[part] ?? 0);
  return Math.min(100, Math.floor(((done + current) / total) * 100));
}

/** Why an upload failed, as the upload reports it. */
export type UploadFailure =
  | { kind: 'network' }
  /** Storage refused the object (HTTP status and its error code). */
  | { kind: 'storage'; status: number; code?: string }
  /** The database refused the row (PostgREST's code and message). */
  | { kind: 'database'; code?: string; message: string };

/** The pt-BR message for a failed upload, naming the file; the database's own business-rule messages are shown as they are. */
export function uploadFailureMessage(name: string, failure: UploadFailure, limits: PhotoLimits): string {
  switch (failure.kind) {
    case 'network':
      return PHOTO_MESSAGES.offline(name);
    case 'storage':
      if (failure.status === 413 || failure.code === 'EntityTooLarge') return PHOTO_MESSAGES.tooLarge(name, limits);
      if (failure.status === 415 || failure.code === 'invalid_mime_type' || failure.code === 'InvalidMimeType') return PHOTO_MESSAGES.notImage(name);
      return PHOTO_MESSAGES.uploadFailed(name);
    case 'database':
      if (failure.code === 'P0001' && failure.message.trim() !== '') return failure.message;
      return PHOTO_MESSAGES.uploadFailed(name);
  }
}
