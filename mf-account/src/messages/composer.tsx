import { useLayoutEffect, useRef } from 'react';
import { Button, controlHeight, fontSize, Input, palette, radius, Typography } from '@portal/shared/ui';
import { CameraOutlined, PictureOutlined, SendOutlined } from '@portal/shared/icons';
import { COUNTER_FROM, MESSAGE_MAX_LENGTH, MESSAGE_TEXTS } from './message-rules';

/** A photo attached to the message being written. */
export interface ComposerPhoto {
  key: string;
  name: string;
  state: 'uploading' | 'ready';
  /** The downscaled thumbnail, once prepared. */
  previewUrl?: string;
}

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  photos: ComposerPhoto[];
  onAttach: (files: File[]) => void;
  onRemovePhoto: (key: string) => void;
  onSend: () => void;
  /** Why the message cannot go as it is (shown once the owner tried). */
  problem: string | null;
  /** Photos a message carries (the business limit message_max_photos); unknown while the limits are read. */
  maxPhotos: number | undefined;
}

/** How far above the screen's bottom edge the composer stays while the thread scrolls: over the shell's 64 px bottom bar. */
export const COMPOSER_STICKY_BOTTOM = 72;

/** The row's buttons keep their 50 px when the counter shares a narrow phone's row; below 360 px 'Enviar' takes a line of its own. */
const KEEP_SIZE = { flex: 'none' } as const;

/** The field grows with the text up to about six lines, then scrolls. */
const MAX_FIELD_HEIGHT = 160;

/**
 * The composer under a thread: a field that grows, photos from the phone's camera or its gallery (up to maxPhotos), and
 * 'Enviar'. Enter makes a new line: on a phone that is what the key is for; the button sends.
 */
export function Composer({ text, onTextChange, photos, onAttach, onRemovePhoto, onSend, problem, maxPhotos }: Props) {
  const field = useRef<HTMLTextAreaElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_FIELD_HEIGHT)}px`;
  }, [text]);
  const uploading = photos.some((photo) => photo.state === 'uploading');
  const full = maxPhotos !== undefined && photos.length >= maxPhotos;
  const pick = (files: FileList | null) => {
    if (files && files.length > 0) onAttach([...files]);
  };

  return (
    <form
      aria-label="Nova mensagem"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      style={{ position: 'sticky', bottom: COMPOSER_STICKY_BOTTOM, background: palette.surface, border: `1px solid ${palette.border}`, borderRadius: radius.card, padding: 8, marginTop: 12 }}
    >
      {photos.length > 0 && (
        <ul aria-label="Fotos anexadas" style={{ display: 'flex', gap: 8, margin: '0 0 8px', padding: 0, listStyle: 'none', overflowX: 'auto' }}>
          {photos.map((photo) => (
            <li key={photo.key} style={{ position: 'relative', width: 64, height: 64, flex: 'none', borderRadius: radius.small, overflow: 'hidden', background: palette.divider }}>
              {photo.previewUrl ? <img src={photo.previewUrl} alt={photo.name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <span role="status" aria-label={`Preparando ${photo.name}`} style={{ display: 'block', width: '100%', height: '100%' }} />}
              <button
                type="button"
                aria-label={`${MESSAGE_TEXTS.removePhoto} ${photo.name}`}
                onClick={() => onRemovePhoto(photo.key)}
                style={{ position: 'absolute', top: 0, right: 0, display: 'grid', placeItems: 'start end', width: 44, height: 44, border: 0, background: 'transparent', cursor: 'pointer', padding: 2 }}
              >
                {/* A small mark on the photo; the button around it is a whole fingertip wide. */}
                <span aria-hidden style={{ width: 22, height: 22, borderRadius: 11, background: palette.scrim, color: palette.onColour, lineHeight: '22px', textAlign: 'center' }}>
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input.TextArea
        ref={field}
        rows={1}
        aria-label="Mensagem"
        placeholder={MESSAGE_TEXTS.placeholder}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        status={problem ? 'error' : undefined}
        onChange={(event) => onTextChange(event.target.value)}
        style={{ resize: 'none', minHeight: controlHeight.middle, maxHeight: MAX_FIELD_HEIGHT, overflowY: 'auto' }}
      />
      {problem && (
        <p role="alert" style={{ margin: '4px 0 0', fontSize: fontSize.note, color: palette.danger }}>
          {problem}
        </p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, marginTop: 8 }}>
        <input ref={camera} type="file" accept="image/*" capture="environment" hidden aria-label="Foto da câmera" onChange={(event) => (pick(event.target.files), (event.target.value = ''))} />
        <input ref={gallery} type="file" accept="image/*" multiple hidden aria-label="Fotos da galeria" onChange={(event) => (pick(event.target.files), (event.target.value = ''))} />
        {/* Icons only: with their words, 'Câmera', 'Galeria' and 'Enviar' did not fit a 360 px phone's row. */}
        <Button type="text" size="large" icon={<CameraOutlined aria-hidden />} aria-label={MESSAGE_TEXTS.camera} title={MESSAGE_TEXTS.camera} disabled={full} onClick={() => camera.current?.click()} style={KEEP_SIZE} />
        <Button type="text" size="large" icon={<PictureOutlined aria-hidden />} aria-label={MESSAGE_TEXTS.gallery} title={MESSAGE_TEXTS.gallery} disabled={full} onClick={() => gallery.current?.click()} style={KEEP_SIZE} />
        <span style={{ flex: 1 }} />
        {text.length >= COUNTER_FROM && (
          <Typography.Text type="secondary" style={{ fontSize: fontSize.caption }} aria-live="polite">
            {text.length}/{MESSAGE_MAX_LENGTH}
          </Typography.Text>
        )}
        <Button type="primary" htmlType="submit" size="large" icon={<SendOutlined aria-hidden />} disabled={uploading} style={{ ...KEEP_SIZE, marginLeft: 'auto' }}>
          {MESSAGE_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
