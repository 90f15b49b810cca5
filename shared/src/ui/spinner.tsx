/** The portal's loading spinner: pure CSS, so it shows before any component library has loaded. */
const SIZES = { small: 16, default: 24, large: 40 } as const;

export function Spinner({ size = 'default', label = 'Carregando' }: { size?: keyof typeof SIZES; label?: string }) {
  const px = SIZES[size];
  return (
    <span
      role="img"
      aria-label={label}
      className="portal-spinner"
      style={{ display: 'inline-block', width: px, height: px, borderRadius: '50%', border: `${Math.max(2, px / 10)}px solid #d7e4e0`, borderTopColor: '#0f6b5c', animation: 'portal-spin 0.8s linear infinite' }}
    >
      <style>{'@keyframes portal-spin { to { transform: rotate(360deg); } }'}</style>
    </span>
  );
}
