/**
 * The portal's design tokens: colours, type scale, spacing, radii, control heights and elevation,
 * defined once. antd's theme (theme.ts), the native components of shared/ui and every app's styles
 * are made from these, so the two kinds of component look alike and change together. Apps never
 * write a colour or a pixel font size of their own (lint: portal/tokens-only).
 */

/** Colours by role. Text colours keep a contrast of at least 4.5:1 on white and on the page grey. */
export const palette = {
  brand: '#0f6b5c',
  brandHover: '#2a8a77',
  brandActive: '#0a5246',
  brandTrack: '#d7e4e0',
  /** A brand-tinted surface: a chosen option, a note, a chip. */
  brandWash: 'rgba(15, 107, 92, 0.07)',
  info: '#2f7ed8',
  success: '#2e9d5b',
  warning: '#d9892b',
  danger: '#c0392b',
  dangerHover: '#a93226',
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  textDisabled: 'rgba(0, 0, 0, 0.3)',
  /** Text and icons on the brand colour or on a status colour. */
  onColour: '#ffffff',
  border: '#d4dcda',
  surfaceBorder: '#e4ebe9',
  divider: '#eef2f1',
  /** Cards, panels, fields and dialogs. */
  surface: '#ffffff',
  /** Behind everything (shared/src/host/index.html paints the same grey before the first screen). */
  page: '#f5f7f6',
  readOnlyBackground: '#f7f9f8',
  /** A hovered row or a quiet button's hover. */
  hover: 'rgba(0, 0, 0, 0.05)',
  /** The ring a focused control shows, and the softer glow of a focused field. */
  focusRing: 'rgba(15, 107, 92, 0.35)',
  fieldFocus: 'rgba(15, 107, 92, 0.15)',
  /** Behind a dialog or a drawer. */
  scrim: 'rgba(0, 0, 0, 0.45)',
  /** A rating's chosen and empty stars. */
  ratingOn: '#f5a524',
  ratingOff: '#d9dedd',
} as const;

/**
 * Status tones: a text colour on its own background (chips, badges, calendar days), its border,
 * and a lighter tint for a whole panel (alerts). Every text colour reads at 4.5:1 on its background.
 */
export const tones = {
  success: { text: '#1e7a45', background: '#e3f4ea', border: '#b9e2c8', tint: '#f0f9f3' },
  info: { text: '#1f5fae', background: '#e4eefb', border: '#b7d4f4', tint: '#eef5fd' },
  warning: { text: '#9a5a12', background: '#fdf1e1', border: '#f1d3a9', tint: '#fdf6ec' },
  danger: { text: '#a3322a', background: '#fbe6e4', border: '#f1c1bd', tint: '#fcf1f0' },
  neutral: { text: '#4d5b57', background: '#eef1f0', border: '#d4dcda', tint: '#f7f9f8' },
  brand: { text: palette.brandActive, background: '#e8f2ef', border: '#b9d8d1', tint: '#f1f7f5' },
} as const;

export type Tone = keyof typeof tones;

/** Series colours of charts: each booking channel in its own brand colour, the portal's for totals. */
export const chartColors = {
  airbnb: '#ff5a5f',
  booking: '#1f4e9c',
  vrbo: '#2f9bd6',
  direct: palette.brand,
  total: palette.brand,
  count: palette.warning,
} as const;

/** The type scale, in pixels, by role. */
export const fontSize = {
  /** Badges, counters, fine print. */
  caption: 12,
  /** Helper and error texts under fields, secondary lines of a card. */
  note: 13,
  /** Chips, compact lists, secondary actions. */
  small: 14,
  /** Running text and controls (antd's base size). */
  body: 15,
  /** Emphasised lines and text typed in native fields: below 16 px phones zoom in on focus. */
  large: 16,
  /** Section and card headings: one size in every area. */
  heading: 17,
  /** A step's or a panel's title; the key figures of a summary. */
  title: 20,
  /** The title of a screen of its own (sign-in) and large figures. */
  display: 24,
  /** The one figure a screen is about (onboarding progress). */
  hero: 28,
} as const;

export const fontWeight = { regular: 400, strong: 600, heading: 650, figure: 700 } as const;

/** Icon sizes, in pixels: beside text, in the navigation, on a tile, as a result's or empty state's picture. */
export const iconSize = { small: 18, medium: 20, large: 28, xlarge: 40, huge: 56 } as const;

/** Spacing steps, in pixels: gaps and paddings are one of these. */
export const space = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 } as const;

/** Corner radii, in pixels. */
export const radius = { small: 8, control: 10, card: 12, pill: 999 } as const;

/** Heights of buttons and fields, in pixels; 44 is the smallest touch target for a tap on a phone. */
export const controlHeight = { small: 30, middle: 40, touch: 44, large: 50 } as const;

/** Shadows, from a control lifted off its track to a bar floating over the page. */
export const elevation = {
  raised: '0 1px 3px rgba(0, 0, 0, 0.12)',
  floating: '0 6px 20px rgba(0, 0, 0, 0.12)',
  overlay: '0 12px 32px rgba(0, 0, 0, 0.18)',
} as const;
