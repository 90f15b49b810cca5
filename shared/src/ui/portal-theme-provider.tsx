import { ConfigProvider, type ThemeConfig } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { ReactNode } from 'react';
import { portalTheme } from './theme';
import { ToastOutlet } from './toast-outlet';

interface Props {
  children: ReactNode;
  /** Tests and stories turn animations off. */
  theme?: ThemeConfig;
}

export function PortalThemeProvider({ children, theme }: Props) {
  return (
    <ConfigProvider locale={ptBR} theme={{ ...portalTheme, ...theme, token: { ...portalTheme.token, ...theme?.token } }}>
      <ToastOutlet />
      {children}
    </ConfigProvider>
  );
}
