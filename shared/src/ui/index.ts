// The design system. Only this entry imports antd: each component the portal uses is re-exported
// by name so the shared chunk carries those components and nothing else of the library.
export { Button, Result, Spin, Typography, Space, Card, Alert, Tag, Badge, Flex } from 'antd';
export { App as AntApp } from 'antd';
export { portalTheme } from './theme';
export { PortalThemeProvider } from './portal-theme-provider';
export { FullScreenSpinner } from './full-screen-spinner';
export { LoadingFallback } from './loading-fallback';
export { ModuleFallback } from './module-fallback';
export { AreaInPreparation } from './area-in-preparation';
// Tests render antd's styles as a server would (see shared/testing): fast and deterministic.
export { StyleProvider } from '@ant-design/cssinjs';
export { toast, APP_TOAST_DURATION_S, LIGHT_TOAST_DURATION_S } from './toast';
export type { ToastContent, ToastVariant } from './toast';
export { Form, Input, Checkbox, Radio, Select, Divider, Skeleton, Empty, Modal, List, Switch, Tooltip, Progress, Steps, Row, Col, Statistic } from 'antd';
export * from './icons';
