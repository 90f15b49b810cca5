import { Button, elevation, palette, PortalStyle } from '@portal/shared/ui';
import { selectionCountText } from '../calendar/day-selection';

const CSS = `
.mfc-bar{position:sticky;bottom:76px;z-index:3;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 12px;padding:12px 14px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:14px;box-shadow:${elevation.floating}}
.mfc-bar-count{font-weight:600;color:${palette.text}}
.mfc-bar-actions{display:flex;gap:8px;margin-left:auto}
@media (min-width:720px){.mfc-bar{bottom:16px}}
`;

interface Props {
  count: number;
  saving: boolean;
  onCancel: () => void;
  onBlock: () => void;
}

/** The days picked, and 'Cancelar' / 'Bloquear'. */
export function SelectionBar({ count, saving, onCancel, onBlock }: Props) {
  return (
    <div className="mfc-bar" role="region" aria-label="Dias selecionados">
      <PortalStyle name="mf-calendar-bar" css={CSS} />
      <span className="mfc-bar-count" aria-live="polite">
        {selectionCountText(count)}
      </span>
      <div className="mfc-bar-actions">
        <Button onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="primary" loading={saving} onClick={onBlock}>
          Bloquear
        </Button>
      </div>
    </div>
  );
}
