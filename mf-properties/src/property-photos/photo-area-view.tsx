import type { ChangeEvent, ReactNode } from 'react';
import { CameraOutlined, DeleteOutlined, FlagOutlined, InboxOutlined, LeftOutlined, RightOutlined } from '@portal/shared/icons';
import { controlHeight, fontSize, iconSize, palette, PortalStyle, radius, tones } from '@portal/shared/ui';
import { galleryPhotos, mainPhoto, PHOTO_MESSAGES, type MoveDirection, type PhotoLimits } from './photo-rules';
import type { PropertyPhoto } from './photo-storage';
import type { PhotoUpload } from './photo-uploads';

const PHOTO_AREA_TEXTS = {
  main: 'Foto principal',
  mainEmpty: 'A primeira foto que você adicionar será a capa do anúncio.',
  gallery: 'Galeria',
  galleryEmpty: 'Nenhuma foto na galeria ainda.',
  add: 'Adicionar fotos',
  camera: 'Tirar foto',
  setMain: 'Definir como principal',
  moveEarlier: 'Mover para trás',
  moveLater: 'Mover para frente',
  remove: 'Remover foto',
  retry: 'Tentar novamente',
  loading: 'Carregando fotos',
  loadError: 'Erro ao carregar as fotos',
  dismiss: 'Fechar',
} as const;

/** What an upload's bar says at each stage. */
function uploadStageText(upload: Pick<PhotoUpload, 'stage' | 'percent'>): string {
  switch (upload.stage) {
    case 'queued':
      return 'Na fila';
    case 'preparing':
      return 'Preparando...';
    case 'uploading':
      return `Enviando ${upload.percent}%`;
    case 'saving':
      return 'Salvando...';
    case 'stored':
      return 'Enviada';
    case 'failed':
      return 'Falhou';
  }
}

const galleryCountText = (count: number, limits: PhotoLimits) => `${count} de ${limits.galleryMaxPhotos} fotos na galeria`;

export interface PhotoAreaViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The stored photos, main first. */
  photos: readonly PropertyPhoto[];
  /** The photos on their way up. */
  uploads: readonly PhotoUpload[];
  /** Local pictures by photo id, shown instead of downloading what this browser just sent. */
  previews?: ReadonlyMap<string, string>;
  refusals?: readonly string[];
  /** A change to the stored photos that failed. */
  notice?: string | null;
  /** Said to screen readers after a change. */
  announcement?: string;
  /** Room for one more photo (a main one, or in the gallery). */
  canAdd: boolean;
  /** Gallery photos stored and on their way. */
  galleryCount: number;
  /** The limits the database enforces. */
  limits: PhotoLimits;
  onAdd: (files: File[]) => void;
  /** The owner opens a file picker. */
  onPick?: () => void;
  onRetry: (uploadId: string) => void;
  onDiscard: (uploadId: string) => void;
  onSetMain: (photoId: string) => void;
  onMove: (photoId: string, direction: MoveDirection) => void;
  onRemove: (photoId: string) => void;
  onReload: () => void;
  onDismissRefusals: () => void;
}

const CSS = `
.pp-area{display:grid;gap:12px}
.pp-main{margin:0}
.pp-frame{position:relative;overflow:hidden;aspect-ratio:4/3;border-radius:10px;background:${palette.readOnlyBackground};border:1px solid ${palette.surfaceBorder}}
.pp-frame img{display:block;width:100%;height:100%;object-fit:cover}
.pp-frame .pp-placeholder{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-size:${iconSize.large}px;color:${palette.textDisabled}}
.pp-main .pp-tile{max-width:560px}
.pp-main-empty{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;aspect-ratio:16/9;max-width:560px;box-sizing:border-box;padding:16px;border:1px dashed ${palette.border};border-radius:12px;background:${palette.readOnlyBackground};color:${palette.textSecondary};text-align:center;font-size:${fontSize.small}px}
.pp-main-empty .anticon{font-size:${iconSize.large}px;color:${palette.brand}}
.pp-main-empty strong{color:${palette.text}}
.pp-label{display:flex;align-items:baseline;justify-content:space-between;gap:8px;margin:0 0 8px;font-size:${fontSize.body}px;font-weight:600;color:${palette.text}}
.pp-label small{font-size:${fontSize.note}px;font-weight:400;color:${palette.textSecondary}}
.pp-gallery{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px;margin:0;padding:0;list-style:none}
@media (min-width:480px){.pp-gallery{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:720px){.pp-gallery{grid-template-columns:repeat(4,minmax(0,1fr))}}
.pp-tile{display:flex;flex-direction:column;gap:6px;min-width:0}
.pp-tools{display:flex;gap:4px;justify-content:space-between}
.pp-icon{display:inline-flex;align-items:center;justify-content:center;flex:1;min-width:0;height:${controlHeight.middle}px;padding:0;border:1px solid ${palette.border};border-radius:${radius.control}px;background:${palette.surface};color:${palette.text};font-size:${fontSize.large}px;cursor:pointer}
.pp-icon:hover:not(:disabled){border-color:${palette.brandHover};color:${palette.brand}}
.pp-icon:focus-visible,.pp-text-btn:focus-visible{outline:2px solid ${palette.brand};outline-offset:2px}
.pp-icon:disabled{color:${palette.textDisabled};background:${palette.readOnlyBackground};cursor:not-allowed}
.pp-icon-danger:hover:not(:disabled){border-color:${palette.danger};color:${palette.danger}}
.pp-text-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:${controlHeight.middle}px;padding:0 12px;border:1px solid ${palette.border};border-radius:${radius.control}px;background:${palette.surface};color:${palette.text};font-size:${fontSize.small}px;cursor:pointer}
.pp-text-btn.pp-primary{border-color:${palette.brand};color:${palette.brand};font-weight:600}
.pp-main-tools{display:flex;gap:8px}
.pp-progress{height:6px;border-radius:3px;background:${palette.brandTrack};overflow:hidden}
.pp-progress>span{display:block;height:100%;background:${palette.brand};transition:width .2s}
.pp-progress-indeterminate>span{width:30%;animation:pp-slide 1.2s ease-in-out infinite}
@keyframes pp-slide{0%{transform:translateX(-100%)}100%{transform:translateX(340%)}}
@media (prefers-reduced-motion:reduce){.pp-progress-indeterminate>span{animation:none;width:100%;opacity:.4}}
.pp-stage{font-size:${fontSize.caption}px;color:${palette.textSecondary};overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pp-failed{margin:0;font-size:${fontSize.note}px;line-height:1.4;color:${palette.danger};overflow-wrap:anywhere}
.pp-add{display:flex;flex-wrap:wrap;gap:8px}
.pp-pick{position:relative;display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:${controlHeight.middle}px;padding:0 16px;border:1px solid ${palette.brand};border-radius:${radius.control}px;background:${palette.surface};color:${palette.brand};font-weight:600;cursor:pointer;flex:1 1 auto}
@media (min-width:560px){.pp-pick{flex:0 0 auto}}
.pp-pick:focus-within{box-shadow:0 0 0 3px ${palette.focusRing}}
.pp-pick input{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0;opacity:0}
.pp-pick-disabled{border-color:${palette.border};color:${palette.textDisabled};background:${palette.readOnlyBackground};cursor:not-allowed}
.pp-camera{display:none}
@media (pointer:coarse){.pp-camera{display:inline-flex}}
.pp-messages{display:flex;flex-direction:column;gap:8px;padding:10px 12px;border-radius:10px;background:${tones.danger.tint};border:1px solid ${tones.danger.border};color:${palette.text};font-size:${fontSize.small}px}
.pp-messages ul{margin:0;padding-left:18px;line-height:1.5}
.pp-messages .pp-text-btn{align-self:flex-end;min-height:32px}
.pp-hint{margin:0;font-size:${fontSize.note}px;color:${palette.textSecondary}}
.pp-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

function Picture({ src, srcSet, sizes, alt }: { src: string | null; srcSet?: string; sizes?: string; alt: string }) {
  return (
    <div className="pp-frame">
      {src ? (
        <img src={src} srcSet={srcSet} sizes={sizes} alt={alt} decoding="async" />
      ) : (
        <span className="pp-placeholder" role="img" aria-label={alt}>
          <CameraOutlined aria-hidden />
        </span>
      )}
    </div>
  );
}

function IconButton({ label, icon, onClick, disabled, danger }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean; danger?: boolean }) {
  return (
    <button type="button" className={danger ? 'pp-icon pp-icon-danger' : 'pp-icon'} aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      {icon}
    </button>
  );
}

/** One photo on its way up: its picture once prepared, its progress (named by the file), or its failure and retry. */
function UploadTile({ upload, onRetry, onDiscard }: { upload: PhotoUpload; onRetry: (id: string) => void; onDiscard: (id: string) => void }) {
  const measured = upload.stage === 'uploading' || upload.stage === 'saving' || upload.stage === 'stored';
  return (
    <>
      <Picture src={upload.preview} alt={upload.name} />
      {upload.stage === 'failed' ? (
        <>
          <p className="pp-failed" role="alert">
            {upload.message}
          </p>
          <div className="pp-tools">
            <button type="button" className="pp-text-btn pp-primary" style={{ flex: 1 }} onClick={() => onRetry(upload.id)}>
              {PHOTO_AREA_TEXTS.retry}
            </button>
            <IconButton label={PHOTO_AREA_TEXTS.remove} icon={<DeleteOutlined aria-hidden />} onClick={() => onDiscard(upload.id)} danger />
          </div>
        </>
      ) : (
        <>
          <div
            className={measured ? 'pp-progress' : 'pp-progress pp-progress-indeterminate'}
            role="progressbar"
            aria-label={upload.name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={measured ? upload.percent : undefined}
            aria-valuetext={uploadStageText(upload)}
          >
            <span style={measured ? { width: `${upload.percent}%` } : undefined} />
          </div>
          <div className="pp-tools" style={{ alignItems: 'center' }}>
            <span className="pp-stage" aria-hidden>
              {uploadStageText(upload)}
            </span>
            {upload.stage !== 'saving' && upload.stage !== 'stored' && (
              <IconButton label={PHOTO_AREA_TEXTS.remove} icon={<DeleteOutlined aria-hidden />} onClick={() => onDiscard(upload.id)} danger />
            )}
          </div>
        </>
      )}
    </>
  );
}

/**
 * The photo area of wizard step 2: the main photo, the gallery (up to 20 more) with the photos on their way up, and
 * the ways to add photos — the file picker, and the camera on phones. Each stored gallery photo can become the main
 * one, move one place earlier or later, or go; buttons rather than dragging, so it works by touch and keyboard alike.
 */
export function PhotoAreaView(props: PhotoAreaViewProps) {
  const { status, photos, uploads, previews, refusals = [], notice = null, announcement = '', canAdd, galleryCount, limits } = props;

  if (status === 'loading') {
    return (
      <div className="pp-area" role="status" aria-label={PHOTO_AREA_TEXTS.loading}>
        <PortalStyle name="mf-properties-photo-area" css={CSS} />
        <div className="pp-main-empty" aria-hidden />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="pp-area">
        <PortalStyle name="mf-properties-photo-area" css={CSS} />
        <div className="pp-messages" role="alert">
          <span>{PHOTO_AREA_TEXTS.loadError}</span>
          <button type="button" className="pp-text-btn" onClick={props.onReload}>
            {PHOTO_AREA_TEXTS.retry}
          </button>
        </div>
      </div>
    );
  }

  const main = mainPhoto(photos);
  const gallery = galleryPhotos(photos);
  const listed = new Set(photos.map((photo) => photo.id));
  const waiting = uploads.filter((upload) => !listed.has(upload.id));
  const mainUpload = main ? null : (waiting.find((upload) => upload.main) ?? null);
  const galleryUploads = waiting.filter((upload) => upload !== mainUpload);
  const pictureOf = (photo: PropertyPhoto) => previews?.get(photo.id) ?? photo.thumbnailUrl;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again (after removing it) still reports a change.
    event.target.value = '';
    if (files.length > 0) props.onAdd(files);
  };

  return (
    <div className="pp-area">
      <PortalStyle name="mf-properties-photo-area" css={CSS} />

      <section className="pp-main" aria-label={PHOTO_AREA_TEXTS.main}>
        <div className="pp-label">{PHOTO_AREA_TEXTS.main}</div>
        {main ? (
          <div className="pp-tile">
            <Picture
              src={pictureOf(main)}
              srcSet={!previews?.has(main.id) && main.thumbnailUrl && main.url && main.width ? `${main.thumbnailUrl} 480w, ${main.url} ${main.width}w` : undefined}
              sizes="(min-width: 600px) 560px, 100vw"
              alt={PHOTO_AREA_TEXTS.main}
            />
            <div className="pp-main-tools">
              <button type="button" className="pp-text-btn" onClick={() => props.onRemove(main.id)}>
                <DeleteOutlined aria-hidden />
                {PHOTO_AREA_TEXTS.remove}
              </button>
            </div>
          </div>
        ) : mainUpload ? (
          <div className="pp-tile">
            <UploadTile upload={mainUpload} onRetry={props.onRetry} onDiscard={props.onDiscard} />
          </div>
        ) : (
          <div className="pp-main-empty">
            <CameraOutlined aria-hidden />
            <strong>{PHOTO_AREA_TEXTS.main}</strong>
            <span>{PHOTO_AREA_TEXTS.mainEmpty}</span>
          </div>
        )}
      </section>

      <div>
        <div className="pp-label">
          {PHOTO_AREA_TEXTS.gallery}
          <small>{galleryCountText(galleryCount, limits)}</small>
        </div>
        <ul className="pp-gallery" aria-label={PHOTO_AREA_TEXTS.gallery}>
          {gallery.map((photo, index) => (
            <li key={photo.id} className="pp-tile">
              <Picture src={pictureOf(photo)} alt={`Foto ${index + 1} da galeria`} />
              <div className="pp-tools">
                <IconButton label={PHOTO_AREA_TEXTS.setMain} icon={<FlagOutlined aria-hidden />} onClick={() => props.onSetMain(photo.id)} />
                <IconButton label={PHOTO_AREA_TEXTS.moveEarlier} icon={<LeftOutlined aria-hidden />} onClick={() => props.onMove(photo.id, 'earlier')} disabled={index === 0} />
                <IconButton label={PHOTO_AREA_TEXTS.moveLater} icon={<RightOutlined aria-hidden />} onClick={() => props.onMove(photo.id, 'later')} disabled={index === gallery.length - 1} />
                <IconButton label={PHOTO_AREA_TEXTS.remove} icon={<DeleteOutlined aria-hidden />} onClick={() => props.onRemove(photo.id)} danger />
              </div>
            </li>
          ))}
          {galleryUploads.map((upload) => (
            <li key={upload.id} className="pp-tile">
              <UploadTile upload={upload} onRetry={props.onRetry} onDiscard={props.onDiscard} />
            </li>
          ))}
        </ul>
        {gallery.length === 0 && galleryUploads.length === 0 && <p className="pp-hint">{PHOTO_AREA_TEXTS.galleryEmpty}</p>}
      </div>

      {refusals.length > 0 && (
        <div className="pp-messages" role="alert">
          <ul>
            {refusals.map((message, index) => (
              <li key={`${index}-${message}`}>{message}</li>
            ))}
          </ul>
          <button type="button" className="pp-text-btn" onClick={props.onDismissRefusals}>
            {PHOTO_AREA_TEXTS.dismiss}
          </button>
        </div>
      )}
      {notice && (
        <div className="pp-messages" role="alert">
          <span>{notice}</span>
        </div>
      )}

      <div className="pp-add">
        <label className={canAdd ? 'pp-pick' : 'pp-pick pp-pick-disabled'} onClick={canAdd ? props.onPick : undefined}>
          <input type="file" accept="image/*" multiple disabled={!canAdd} onChange={choose} />
          <InboxOutlined aria-hidden />
          {PHOTO_AREA_TEXTS.add}
        </label>
        <label className={canAdd ? 'pp-pick pp-camera' : 'pp-pick pp-camera pp-pick-disabled'} onClick={canAdd ? props.onPick : undefined}>
          <input type="file" accept="image/*" capture="environment" disabled={!canAdd} onChange={choose} />
          <CameraOutlined aria-hidden />
          {PHOTO_AREA_TEXTS.camera}
        </label>
      </div>
      {!canAdd && <p className="pp-hint">{PHOTO_MESSAGES.galleryFull(limits)}</p>}

      <div className="pp-sr" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
