import type { CSSProperties, ReactNode } from 'react';
import { STATUS_LOOK } from './status-look';
import { palette } from './palette';

type Status = 'success' | 'error' | 'info' | 'warning' | '404' | '403' | '500';

// A page-level outcome speaks in the brand colour when it only informs.
const BRAND_INFO = { ...STATUS_LOOK.info, color: palette.brand };
const LOOK: Record<Status, { color: string; icon: ReactNode }> = {
  success: STATUS_LOOK.success,
  error: STATUS_LOOK.error,
  info: BRAND_INFO,
  warning: STATUS_LOOK.warning,
  '404': BRAND_INFO,
  '403': STATUS_LOOK.warning,
  '500': STATUS_LOOK.error,
};

interface ResultProps {
  status?: Status;
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A page-level outcome (not found, failed, done). antd's version ships large illustrations; this shows an icon. */
export function Result({ status = 'info', icon, title, subTitle, extra, style, children, ...rest }: ResultProps) {
  const look = LOOK[status];
  return (
    <div data-testid={rest['data-testid']} style={{ padding: '32px 16px', textAlign: 'center', ...style }}>
      <div aria-hidden style={{ fontSize: 56, lineHeight: 1, color: look.color, marginBottom: 16 }}>
        {icon ?? look.icon}
      </div>
      {title && <div style={{ fontSize: 22, fontWeight: 650, color: palette.text, marginBottom: 8 }}>{title}</div>}
      {subTitle && <div style={{ fontSize: 15, color: palette.textSecondary, marginBottom: 20 }}>{subTitle}</div>}
      {children}
      {extra && <div style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>{extra}</div>}
    </div>
  );
}
