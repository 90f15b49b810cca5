import type { ThemeConfig } from 'antd';
import { controlHeight, elevation, fontSize, palette, radius } from './palette';

/** The portal's look in antd's terms, read from the portal's tokens: antd's parts and the native ones match. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.brand,
    colorInfo: palette.info,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.danger,
    colorText: palette.text,
    colorTextSecondary: palette.textSecondary,
    colorTextDisabled: palette.textDisabled,
    // Placeholders and descriptions are text a reader needs: they keep the 4.5:1 of secondary text.
    colorTextPlaceholder: palette.textSecondary,
    colorTextDescription: palette.textSecondary,
    colorBorder: palette.border,
    colorBorderSecondary: palette.surfaceBorder,
    colorSplit: palette.divider,
    colorBgContainer: palette.surface,
    colorBgLayout: palette.page,
    colorBgMask: palette.scrim,
    borderRadius: radius.control,
    borderRadiusLG: radius.card,
    borderRadiusSM: radius.small,
    fontSize: fontSize.body,
    fontSizeSM: fontSize.note,
    fontSizeLG: fontSize.large,
    fontSizeHeading4: fontSize.heading,
    controlHeight: controlHeight.middle,
    controlHeightSM: controlHeight.small,
    controlHeightLG: controlHeight.large,
    boxShadowSecondary: elevation.floating,
  },
};
