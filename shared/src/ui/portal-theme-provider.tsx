import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { PortalStyle } from './portal-style';
import { PortalThemeContext } from './portal-theme-context';
import { ToastOutlet } from './toast-outlet';
import { palette } from './palette';

// Page-wide basics the components assume: links in the brand colour.
const BASE_CSS = `
a{color:${palette.brand};text-decoration:none;transition:color .2s}
a:hover{color:${palette.brandHover}}
a:focus-visible{outline:2px solid ${palette.focusRing};outline-offset:2px;border-radius:2px}
`;

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
      <PortalStyle name="base" css={BASE_CSS} />
      <ToastOutlet />
      {children}
    </PortalThemeContext.Provider>
  );
}
