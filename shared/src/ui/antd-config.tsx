import type { ConfigProviderProps, ThemeConfig } from 'antd';
import ConfigProvider from 'antd/es/config-provider';
import ptBR from 'antd/es/locale/pt_BR';
import { useContext, type ReactNode } from 'react';
import { PortalThemeContext } from './portal-theme-context';
import { portalTheme } from './theme';
import { APP_TOAST_BAND_PX } from './toast';

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
 * A dialog starts below the band the app toast takes at the top (toast.ts), plus antd's 8 px margin
 * on a phone, and keeps antd's 24 px below it: its body scrolls inside the height left, so a toast
 * about the dialog covers neither its title and close button nor its buttons. Never shorter than
 * 240 px (a phone held sideways).
 */
export const DIALOG_TOP_PX = APP_TOAST_BAND_PX;
export const DIALOG_MAX_HEIGHT = `max(240px, calc(100dvh - ${DIALOG_TOP_PX + 8 + 24}px))`;

const dialogs: ConfigProviderProps['modal'] = {
  style: { top: DIALOG_TOP_PX },
  styles: {
    container: { display: 'flex', flexDirection: 'column', maxHeight: DIALOG_MAX_HEIGHT },
    // 4 px each side so the focus rings of fields at the edges are not cut by the scrolling body.
    body: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', margin: '0 -4px', padding: '0 4px 4px' },
  },
};

/**
 * antd's theme and pt-BR locale around each antd component. It loads with the first antd
 * component a page shows, so pages made only of native parts never download antd's runtime.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const theme = themeWith(useContext(PortalThemeContext));
  return (
    <ConfigProvider locale={ptBR} theme={theme} modal={dialogs}>
      {children}
    </ConfigProvider>
  );
}
