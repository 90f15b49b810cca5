import { fontSize, palette, tones } from '@portal/shared/ui';
import { PROPERTY_STATUS_LABELS, type PropertyDisplayStatus } from './property-status';

// Grey while the owner still has work to do, amber when the photos are the owner's next step, blue while the
// provider reviews, green once active.
const LOOK: Record<PropertyDisplayStatus, { color: string; background: string }> = {
  draft: { color: palette.textSecondary, background: tones.neutral.background },
  pending_photos: { color: tones.warning.text, background: tones.warning.background },
  pending_approval: { color: tones.info.text, background: tones.info.background },
  pending_internal: { color: tones.info.text, background: tones.info.background },
  active: { color: palette.brandActive, background: tones.brand.background },
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
        fontSize: fontSize.note,
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
