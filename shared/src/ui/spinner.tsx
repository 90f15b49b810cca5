import { palette } from './palette';
import { PortalStyle } from './portal-style';

/** The portal's loading spinner: pure CSS, so it shows before any component library has loaded. */
const SIZES = { small: 16, default: 24, large: 40 } as const;

const CSS = '@keyframes portal-spin { to { transform: rotate(360deg); } }';

export function Spinner({ size = 'default', label = 'Carregando' }: { size?: keyof typeof SIZES; label?: string }) {
  const px = SIZES[size];
  return (
    <>
      <PortalStyle name="spinner" css={CSS} />
      <span
        role="img"
        aria-label={label}
        className="portal-spinner"
        style={{ display: 'inline-block', width: px, height: px, borderRadius: '50%', border: `${Math.max(2, px / 10)}px solid ${palette.brandTrack}`, borderTopColor: palette.brand, animation: 'portal-spin 0.8s linear infinite' }}
      />
    </>
  );
}
