import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { useContext, useMemo, type ReactNode } from 'react';
import { PortalThemeContext } from './portal-theme-context';
import { portalTheme } from './theme';

/**
 * antd's theme and pt-BR locale around each antd component. It loads with the first antd
 * component a page shows, so pages made only of native parts never download antd's runtime.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const overrides = useContext(PortalThemeContext);
  const theme = useMemo(() => ({ ...portalTheme, ...overrides, token: { ...portalTheme.token, ...overrides?.token } }), [overrides]);
  return (
    <ConfigProvider locale={ptBR} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
