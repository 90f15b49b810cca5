import { createContext } from 'react';
import type { ThemeConfig } from 'antd';

/** Overrides of the portal theme (tests and stories turn motion off); antd parts read it when they load. */
export const PortalThemeContext = createContext<ThemeConfig | undefined>(undefined);
