/**
 * The photos on their way up, as the photo area shows them. Each one is queued, prepared (downscaled), sent with
 * its progress, then saved; a failure keeps it in the list with its message until the owner retries or removes it,
 * and never touches the others.
 */
export type UploadStage = 'queued' | 'preparing' | 'uploading' | 'saving' | 'failed' | 'stored';

export interface PhotoUpload {
  /** The photo id it will be stored under. */
  id: string;
  /** The chosen file's name: progress bars and messages name it. */
  name: string;
  /** Asked to be the main photo (the property had none when it was chosen). */
  main: boolean;
  /** Its place at the end of the gallery, promised when it was chosen. */
  position: number;
  stage: UploadStage;
  /** 0–100 while uploading; never goes back within one attempt. */
  percent: number;
  message: string | null;
  /** A local picture of it (object URL of the thumbnail), once prepared. */
  preview: string | null;
}

export type PhotoUploadsAction =
  | { type: 'chosen'; uploads: Array<Pick<PhotoUpload, 'id' | 'name' | 'main' | 'position'>> }
  | { type: 'preparing'; id: string }
  | { type: 'prepared'; id: string; preview: string | null }
  | { type: 'progressed'; id: string; percent: number }
  | { type: 'saving'; id: string }
  | { type: 'failed'; id: string; message: string }
  | { type: 'retried'; id: string }
  | { type: 'stored'; id: string }
  /** Removed by the owner, or refused once prepared (too large, unreadable). */
  | { type: 'discarded'; id: string }
  /** These photos are in the server's list now: their finished uploads leave this one. */
  | { type: 'listed'; ids: readonly string[] };

/** At most two photos go up at once: enough to keep a phone's connection busy without starving each other. */
const UPLOAD_CONCURRENCY = 2;

const ACTIVE: readonly UploadStage[] = ['preparing', 'uploading', 'saving'];

export function photoUploadsReducer(uploads: PhotoUpload[], action: PhotoUploadsAction): PhotoUpload[] {
  const update = (id: string, change: (upload: PhotoUpload) => PhotoUpload) => uploads.map((upload) => (upload.id === id ? change(upload) : upload));
  switch (action.type) {
    case 'chosen':
      return [...uploads, ...action.uploads.map((upload): PhotoUpload => ({ ...upload, stage: 'queued', percent: 0, message: null, preview: null }))];
    case 'preparing':
      return update(action.id, (upload) => ({ ...upload, stage: 'preparing', percent: 0, message: null }));
    case 'prepared':
      return update(action.id, (upload) => ({ ...upload, stage: 'uploading', percent: 0, preview: action.preview ?? upload.preview }));
    case 'progressed':
      return update(action.id, (upload) => (upload.stage === 'uploading' ? { ...upload, percent: Math.max(upload.percent, Math.min(100, action.percent)) } : upload));
    case 'saving':
      return update(action.id, (upload) => ({ ...upload, stage: 'saving', percent: 100 }));
    case 'failed':
      return update(action.id, (upload) => ({ ...upload, stage: 'failed', message: action.message }));
    case 'retried':
      return update(action.id, (upload) => (upload.stage === 'failed' ? { ...upload, stage: 'queued', percent: 0, message: null } : upload));
    case 'stored':
      return update(action.id, (upload) => ({ ...upload, stage: 'stored', percent: 100, message: null }));
    case 'discarded':
      return uploads.filter((upload) => upload.id !== action.id);
    case 'listed':
      return uploads.filter((upload) => !(upload.stage === 'stored' && action.ids.includes(upload.id)));
  }
}

/** The uploads to start now: the queued ones, oldest first, up to the free slots. */
export function uploadsToStart(uploads: readonly PhotoUpload[], concurrency = UPLOAD_CONCURRENCY): PhotoUpload[] {
  const running = uploads.filter((upload) => ACTIVE.includes(upload.stage)).length;
  return uploads.filter((upload) => upload.stage === 'queued').slice(0, Math.max(0, concurrency - running));
}

/** What the uploads not yet listed by the server take: a main photo, gallery places and the positions promised. */
export function pendingRoom(uploads: readonly PhotoUpload[], listedIds: ReadonlySet<string>): { main: boolean; gallery: number; positions: number[] } {
  const pending = uploads.filter((upload) => !listedIds.has(upload.id));
  const gallery = pending.filter((upload) => !upload.main);
  return { main: pending.some((upload) => upload.main), gallery: gallery.length, positions: gallery.map((upload) => upload.position) };
}
