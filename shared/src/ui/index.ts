// The design system. Only this entry imports antd. What first renders are made of (buttons,
// fields, alerts, text, cards, results) is native with antd's look and props, so a page of forms
// and actions needs none of antd's runtime; antd components load on first use (lazy-antd.tsx),
// each inside antd's theme (antd-config.tsx). Lay out with CSS flex/grid: antd's Flex and Space
// would bring that runtime back to every page.
export { Button } from './button';
export type { ButtonProps } from './button';
export { Input } from './input';
export { NativeSelect } from './native-select';
export type { InputProps, TextAreaProps } from './input';
export { DecimalField } from './decimal-field';
export type { DecimalFieldChange, DecimalFieldProps } from './decimal-field';
export { BR_NUMBER_MESSAGES, formatBrazilianNumber, parseBrazilianNumber } from './brazilian-number';
export { DateField } from './date-field';
export type { DateFieldProps } from './date-field';
export type { BrazilianNumber } from './brazilian-number';
export { Alert } from './alert';
export type { AlertProps } from './alert';
export { Badge } from './badge';
export { Skeleton } from './skeleton';
export { PortalStyle } from './portal-style';
export {
  Checkbox,
  Col,
  Collapse,
  DatePicker,
  Divider,
  Drawer,
  Empty,
  Form,
  List,
  Modal,
  Progress,
  Radio,
  Row,
  Segmented,
  Select,
  Spin,
  Statistic,
  Steps,
  Switch,
  Tabs,
  Tag,
  Tooltip,
} from './lazy-antd';
export { lazyComponent } from './lazy-component';
export { Typography } from './typography';
export { Card } from './card';
export { Result } from './result';
export { FormField } from './form-field';
export { portalTheme } from './theme';
export { chartColors, controlHeight, elevation, fontSize, fontWeight, iconSize, palette, radius, space, tones } from './palette';
export type { Tone } from './palette';
export { PortalThemeProvider } from './portal-theme-provider';
export { FullScreenSpinner } from './full-screen-spinner';
export { Spinner } from './spinner';
export { LoadingFallback } from './loading-fallback';
export { ModuleFallback } from './module-fallback';
export { AreaInPreparation } from './area-in-preparation';
export { Page } from './page';
export type { PageProps } from './page';
export { toast, APP_TOAST_DURATION_S, LIGHT_TOAST_DURATION_S } from './toast';
export type { ToastContent, ToastVariant } from './toast';
export { PropertyThumbnail, thumbnailAlt } from './property-thumbnail';
export { downloadFile } from './download-file';
export { LoadFailedAlert } from './load-failed-alert';
