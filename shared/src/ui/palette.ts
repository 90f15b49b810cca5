/**
 * The portal's colours, by role. antd's theme (theme.ts) and the native components' styles are
 * both made from these, so the two kinds of component look alike and change together.
 */
export const palette = {
  brand: '#0f6b5c',
  brandHover: '#2a8a77',
  brandActive: '#0a5246',
  brandTrack: '#d7e4e0',
  info: '#2f7ed8',
  success: '#2e9d5b',
  warning: '#d9892b',
  danger: '#d2463c',
  dangerHover: '#e06a60',
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.55)',
  textDisabled: 'rgba(0, 0, 0, 0.3)',
  border: '#d4dcda',
  surfaceBorder: '#e4ebe9',
  divider: '#eef2f1',
  readOnlyBackground: '#f7f9f8',
} as const;
