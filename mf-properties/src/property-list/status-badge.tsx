import { palette } from '@portal/shared/ui';
import { PROPERTY_STATUS_LABELS, type PropertyDisplayStatus } from './property-status';

// Grey while the owner still has work to do, amber when the photos are the owner's next step, blue while the
// provider reviews, green once active.
const LOOK: Record<PropertyDisplayStatus, { color: string; background: string }> = {
  draft: { color: 'rgba(0, 0, 0, 0.65)', background: 'rgba(0, 0, 0, 0.06)' },
  pending_photos: { color: '#9a5a12', background: '#fdf1e1' },
  pending_approval: { color: '#1f5fa8', background: '#e8f1fc' },
  pending_internal: { color: '#1f5fa8', background: '#e8f1fc' },
  active: { color: palette.brandActive, background: '#e2f3ec' },
};

/** The status pill of a property card: its display status's label. */
export function PropertyStatusBadge({ status }: { status: PropertyDisplayStatus }) {
  const look = LOOK[status];
  return (
    <span
      data-status={status}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        flex: 'none',
        height: 24,
        padding: '0 10px',
        borderRadius: 12,
        fontSize: 13,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color: look.color,
        background: look.background,
      }}
    >
      {PROPERTY_STATUS_LABELS[status].label}
    </span>
  );
}
