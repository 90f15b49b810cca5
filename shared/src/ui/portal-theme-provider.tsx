import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { PortalThemeContext } from './portal-theme-context';
import { ToastOutlet } from './toast-outlet';

interface Props {
  children: ReactNode;
  /** Tests and stories turn animations off. */
  theme?: ThemeConfig;
}

/**
 * The look of everything below it. Native parts style themselves; antd parts wrap themselves in
 * antd's ConfigProvider when they load (antd-config.tsx), so this provider costs no antd code.
 */
export function PortalThemeProvider({ children, theme }: Props) {
  return (
    <PortalThemeContext.Provider value={theme}>
      <ToastOutlet />
      {children}
    </PortalThemeContext.Provider>
  );
}
