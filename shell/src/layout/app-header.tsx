import { Link } from '@portal/shared/router';
import { useAppConfig } from '@portal/shared/host';
import { selectLoggingOut, useAppSelector } from '@portal/shared/store';
import { Button, controlHeight, fontSize, palette } from '@portal/shared/ui';

interface Props {
  onForceLogout: () => void;
}

/** Logo and, on desktop while a logout is running, 'Forçar' (spec part 1 §2). */
export function AppHeader({ onForceLogout }: Props) {
  const { brandName } = useAppConfig();
  const loggingOut = useAppSelector(selectLoggingOut);
  return (
    <header style={{ position: 'sticky', top: 0, zIndex: 10, display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 56, padding: '0 16px', background: palette.surface, borderBottom: `1px solid ${palette.surfaceBorder}` }}>
      <Link to="/dashboard" style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: controlHeight.touch, color: palette.brand, fontWeight: 700, fontSize: fontSize.heading, textDecoration: 'none' }}>
        <span aria-hidden style={{ display: 'inline-grid', placeItems: 'center', width: 32, height: 32, borderRadius: 8, background: palette.brand, color: palette.onColour }}>
          {brandName.slice(0, 1)}
        </span>
        {brandName}
      </Link>
      {loggingOut && (
        <span className="portal-desktop-only">
          <Button danger onClick={onForceLogout}>
            Forçar
          </Button>
        </span>
      )}
    </header>
  );
}
