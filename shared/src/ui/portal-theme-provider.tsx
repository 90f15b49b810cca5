import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';
import { portalTheme } from './theme';
import { APP_TOAST_MAX_VISIBLE, LIGHT_TOAST_MAX_VISIBLE, ToastBridge } from './toast';

// antd's date components use dayjs internally: it needs the same locale as moment.
dayjs.locale('pt-br');

interface Props {
  children: ReactNode;
  /** Tests and stories turn animations off. */
  theme?: ThemeConfig;
}

export function PortalThemeProvider({ children, theme }: Props) {
  return (
    <ConfigProvider locale={ptBR} theme={{ ...portalTheme, ...theme, token: { ...portalTheme.token, ...theme?.token } }}>
      <AntApp notification={{ maxCount: APP_TOAST_MAX_VISIBLE }} message={{ maxCount: LIGHT_TOAST_MAX_VISIBLE }}>
        <ToastBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
