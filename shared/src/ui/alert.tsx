import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { PortalStyle } from './portal-style';
import { STATUS_LOOK, type Status } from './status-look';
import { fontSize, palette } from './palette';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type?: Status;
  title?: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  /** A button at the end (e.g. 'Tentar novamente'). */
  action?: ReactNode;
  /** A close button; pass its accessible name to say what closing means. */
  closable?: boolean | { 'aria-label'?: string };
  onClose?: () => void;
  /** Full width across the top of the page, without rounded corners (offline notice). */
  banner?: boolean;
}

const CSS = `
.portal-alert{box-sizing:border-box;display:flex;align-items:flex-start;gap:10px;padding:10px 14px;border:1px solid;border-radius:10px;font-size:15px;line-height:1.5;color:${palette.text}}
.portal-alert-with-description{padding:16px 18px}
.portal-alert-banner{border-width:0 0 1px;border-radius:0}
.portal-alert-icon{display:inline-flex;line-height:1;margin-top:4px}
.portal-alert-with-description .portal-alert-icon{font-size:22px;margin-top:1px}
.portal-alert-content{flex:1;min-width:0}
.portal-alert-with-description .portal-alert-title{font-weight:600;margin-bottom:4px}
.portal-alert-description{font-size:14px}
.portal-alert-action{flex:none;align-self:center}
.portal-alert-close{flex:none;display:inline-flex;padding:4px;margin:-2px -6px 0 0;border:0;background:none;color:${palette.textSecondary};cursor:pointer;border-radius:6px;font-size:${fontSize.note}px}
.portal-alert-close:hover{color:${palette.text}}
.portal-alert-close:focus-visible{outline:2px solid ${palette.focusRing}}
`;

/** A message inside the page (a server error, an offline notice, a pending step): antd's look, natively. */
export function Alert({ type = 'info', title, description, showIcon, icon, action, closable, onClose, banner, className, style, ...rest }: AlertProps) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const look = STATUS_LOOK[type];
  const withIcon = showIcon ?? banner;
  const closeLabel = (typeof closable === 'object' && closable['aria-label']) || 'Fechar';
  const classes = ['portal-alert', `portal-alert-${type}`, description && 'portal-alert-with-description', banner && 'portal-alert-banner', className].filter(Boolean);
  return (
    <>
      <PortalStyle name="alert" css={CSS} />
      <div role="alert" {...rest} className={classes.join(' ')} style={{ background: look.background, borderColor: look.border, ...style }}>
        {withIcon && (
          <span className="portal-alert-icon" aria-hidden style={{ color: look.color }}>
            {icon ?? look.icon}
          </span>
        )}
        <div className="portal-alert-content">
          {title && <div className="portal-alert-title">{title}</div>}
          {description && <div className="portal-alert-description">{description}</div>}
        </div>
        {action && <div className="portal-alert-action">{action}</div>}
        {closable && (
          <button
            type="button"
            className="portal-alert-close"
            aria-label={closeLabel}
            onClick={() => {
              setClosed(true);
              onClose?.();
            }}
          >
            <CloseOutlined />
          </button>
        )}
      </div>
    </>
  );
}
