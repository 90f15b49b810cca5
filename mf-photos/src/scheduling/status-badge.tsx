import type { PhotoSessionStatus } from '@portal/shared/domain';
import { palette, tones } from '@portal/shared/ui';
import { photoSessionStatusLabel } from './photo-session-rules';
import { PhotosStyle } from '../layout/photos-style';

const TONE: Record<PhotoSessionStatus, { color: string; background: string; border: string }> = {
  pending: { color: tones.info.text, background: tones.info.tint, border: tones.info.border },
  confirmed: { color: tones.success.text, background: tones.success.tint, border: tones.success.border },
  rescheduled: { color: tones.warning.text, background: tones.warning.tint, border: tones.warning.border },
  cancelled: { color: tones.danger.text, background: tones.danger.tint, border: tones.danger.border },
  completed: { color: palette.brand, background: tones.brand.background, border: tones.brand.border },
};

/** A session's status as the owner reads it: Agendada, Confirmada, Reagendada, Cancelada, Concluída. */
export function StatusBadge({ status }: { status: string }) {
  const tone = TONE[status as PhotoSessionStatus] ?? TONE.pending;
  return (
    <>
      <PhotosStyle />
      <span className="mfph-badge" data-status={status} style={{ color: tone.color, background: tone.background, borderColor: tone.border }}>
        {photoSessionStatusLabel(status)}
      </span>
    </>
  );
}

/** The chooser's badges: a property still to be photographed, or one whose booking is on its way. */
export function PhotoNeedBadge({ scheduled }: { scheduled: boolean }) {
  const tone = scheduled ? TONE.pending : TONE.rescheduled;
  return (
    <>
      <PhotosStyle />
      <span className="mfph-badge" style={{ color: tone.color, background: tone.background, borderColor: tone.border }}>
        {scheduled ? 'Fotos Agendadas' : 'Precisa de Fotos'}
      </span>
    </>
  );
}
