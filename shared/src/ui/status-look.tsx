import type { ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { palette, tones } from './palette';

/** 'neutral' is a notice that is no outcome at all: it must not borrow an outcome's colour. */
export type Status = 'success' | 'info' | 'warning' | 'error' | 'neutral';

/** The colour and icon of each outcome, shared by alerts and result panels. */
export const STATUS_LOOK: Record<Status, { color: string; background: string; border: string; icon: ReactNode }> = {
  success: { color: palette.success, background: tones.success.tint, border: tones.success.border, icon: <CheckCircleFilled /> },
  info: { color: palette.info, background: tones.info.tint, border: tones.info.border, icon: <InfoCircleFilled /> },
  warning: { color: palette.warning, background: tones.warning.tint, border: tones.warning.border, icon: <ExclamationCircleFilled /> },
  error: { color: palette.danger, background: tones.danger.tint, border: tones.danger.border, icon: <CloseCircleFilled /> },
  neutral: { color: tones.neutral.text, background: tones.neutral.tint, border: tones.neutral.border, icon: <InfoCircleFilled /> },
};
