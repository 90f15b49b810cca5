import type { ThemeConfig } from 'antd';

/** The portal's look: one brand colour, generous radius, touch-sized controls for phones. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f6b5c',
    colorInfo: '#2f7ed8',
    colorSuccess: '#2e9d5b',
    colorWarning: '#d9892b',
    colorError: '#d2463c',
    borderRadius: 10,
    fontSize: 15,
    controlHeight: 40,
  },
};
