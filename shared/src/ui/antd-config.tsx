import type { ThemeConfig } from 'antd';
import ConfigProvider from 'antd/es/config-provider';
import ptBR from 'antd/es/locale/pt_BR';
import { useContext, type ReactNode } from 'react';
import { PortalThemeContext } from './portal-theme-context';
import { portalTheme } from './theme';

// One merged theme per set of overrides, shared by every antd part on the page (a list of fifty
// items must not merge and hash the theme fifty times).
const merged = new WeakMap<ThemeConfig, ThemeConfig>();

function themeWith(overrides: ThemeConfig | undefined): ThemeConfig {
  if (!overrides) return portalTheme;
  let theme = merged.get(overrides);
  if (!theme) {
    theme = { ...portalTheme, ...overrides, token: { ...portalTheme.token, ...overrides.token } };
    merged.set(overrides, theme);
  }
  return theme;
}

/**
 * antd's theme and pt-BR locale around each antd component. It loads with the first antd
 * component a page shows, so pages made only of native parts never download antd's runtime.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const theme = themeWith(useContext(PortalThemeContext));
  return (
    <ConfigProvider locale={ptBR} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
