import type { ThemeConfig } from 'antd';
import { palette } from './palette';

/** The portal's look: one brand colour, generous radius, touch-sized controls for phones. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.brand,
    colorInfo: palette.info,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.danger,
    borderRadius: 10,
    fontSize: 15,
    controlHeight: 40,
  },
};
