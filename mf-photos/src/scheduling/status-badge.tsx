import type { PhotoSessionStatus } from '@portal/shared/domain';
import { palette } from '@portal/shared/ui';
import { photoSessionStatusLabel } from './photo-session-rules';
import { PhotosStyle } from '../layout/photos-style';

const TONE: Record<PhotoSessionStatus, { color: string; background: string; border: string }> = {
  pending: { color: '#1f5fa8', background: '#eef5fd', border: '#b7d4f4' },
  confirmed: { color: '#21794a', background: '#f0f9f3', border: '#b9e2c8' },
  rescheduled: { color: '#9a5a12', background: '#fdf6ec', border: '#f1d3a9' },
  cancelled: { color: '#b0362d', background: '#fcf1f0', border: '#f1c1bd' },
  completed: { color: palette.brand, background: '#eaf3f1', border: '#b9d8d1' },
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
