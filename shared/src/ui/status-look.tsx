import type { ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { palette } from './palette';

export type Status = 'success' | 'info' | 'warning' | 'error';

/** The colour and icon of each outcome, shared by alerts and result panels. */
export const STATUS_LOOK: Record<Status, { color: string; background: string; border: string; icon: ReactNode }> = {
  success: { color: palette.success, background: '#f0f9f3', border: '#b9e2c8', icon: <CheckCircleFilled /> },
  info: { color: palette.info, background: '#eef5fd', border: '#b7d4f4', icon: <InfoCircleFilled /> },
  warning: { color: palette.warning, background: '#fdf6ec', border: '#f1d3a9', icon: <ExclamationCircleFilled /> },
  error: { color: palette.danger, background: '#fcf1f0', border: '#f1c1bd', icon: <CloseCircleFilled /> },
};
