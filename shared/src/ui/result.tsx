import type { CSSProperties, ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';

type Status = 'success' | 'error' | 'info' | 'warning' | '404' | '403' | '500';

const LOOK: Record<Status, { color: string; icon: ReactNode }> = {
  success: { color: '#2e9d5b', icon: <CheckCircleFilled /> },
  error: { color: '#d2463c', icon: <CloseCircleFilled /> },
  info: { color: '#0f6b5c', icon: <InfoCircleFilled /> },
  warning: { color: '#d9892b', icon: <ExclamationCircleFilled /> },
  '404': { color: '#0f6b5c', icon: <InfoCircleFilled /> },
  '403': { color: '#d9892b', icon: <ExclamationCircleFilled /> },
  '500': { color: '#d2463c', icon: <CloseCircleFilled /> },
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
      {title && <div style={{ fontSize: 22, fontWeight: 650, color: 'rgba(0, 0, 0, 0.88)', marginBottom: 8 }}>{title}</div>}
      {subTitle && <div style={{ fontSize: 15, color: 'rgba(0, 0, 0, 0.55)', marginBottom: 20 }}>{subTitle}</div>}
      {children}
      {extra && <div style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>{extra}</div>}
    </div>
  );
}
