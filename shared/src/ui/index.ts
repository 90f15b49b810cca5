// The design system. Only this entry imports antd. What every first render needs is exported as
// is; heavier antd components load on first use (lazy-antd.tsx), and a few antd pieces are replaced
// by lighter portal components with the same look (Typography, Card, Result, FormField).
export { Alert, Button, Flex, Input, Space } from 'antd';
export { StyleProvider } from '@ant-design/cssinjs';
export {
  Badge,
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
  Skeleton,
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
export { PortalThemeProvider } from './portal-theme-provider';
export { FullScreenSpinner } from './full-screen-spinner';
export { Spinner } from './spinner';
export { LoadingFallback } from './loading-fallback';
export { ModuleFallback } from './module-fallback';
export { AreaInPreparation } from './area-in-preparation';
export { toast, APP_TOAST_DURATION_S, LIGHT_TOAST_DURATION_S } from './toast';
export type { ToastContent, ToastVariant } from './toast';
