import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PortalStyle } from './portal-style';
import { palette } from './palette';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The look, with antd's names: one primary action per view, links and text for the quiet ones. */
  type?: 'primary' | 'default' | 'dashed' | 'link' | 'text';
  /** The button element's own type; 'button' unless it submits its form. */
  htmlType?: 'button' | 'submit' | 'reset';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  /** Fills its container's width (phone forms). */
  block?: boolean;
  /** Shows a spinner and ignores clicks while the action runs. */
  loading?: boolean;
  icon?: ReactNode;
}

const CSS = `
.portal-btn{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:40px;padding:0 15px;margin:0;font:inherit;font-size:15px;line-height:1.4;border-radius:10px;border:1px solid ${palette.border};background:#fff;color:${palette.text};cursor:pointer;white-space:nowrap;text-decoration:none;touch-action:manipulation;transition:color .2s,background-color .2s,border-color .2s}
.portal-btn:hover{color:${palette.brandHover};border-color:${palette.brandHover}}
.portal-btn:active{color:${palette.brandActive};border-color:${palette.brandActive}}
.portal-btn:focus-visible{outline:3px solid rgba(15,107,92,.35);outline-offset:1px}
.portal-btn-primary{background:${palette.brand};border-color:${palette.brand};color:#fff;box-shadow:0 2px 0 rgba(15,107,92,.1)}
.portal-btn-primary:hover{background:${palette.brandHover};border-color:${palette.brandHover};color:#fff}
.portal-btn-primary:active{background:${palette.brandActive};border-color:${palette.brandActive};color:#fff}
.portal-btn-dashed{border-style:dashed}
.portal-btn-link,.portal-btn-text{border-color:transparent;background:transparent;box-shadow:none}
.portal-btn-link{color:${palette.brand}}
.portal-btn-link:hover{color:${palette.brandHover};border-color:transparent}
.portal-btn-text:hover{color:${palette.text};background:rgba(0,0,0,.05);border-color:transparent}
.portal-btn-danger{color:${palette.danger};border-color:${palette.danger}}
.portal-btn-danger:hover{color:${palette.dangerHover};border-color:${palette.dangerHover}}
.portal-btn-danger.portal-btn-primary{background:${palette.danger};color:#fff}
.portal-btn-danger.portal-btn-primary:hover{background:${palette.dangerHover};color:#fff}
.portal-btn-danger.portal-btn-link,.portal-btn-danger.portal-btn-text{border-color:transparent;background:transparent}
.portal-btn-large{height:50px;font-size:17px;border-radius:12px}
.portal-btn-small{height:30px;padding:0 8px;font-size:14px;border-radius:8px}
.portal-btn-block{display:flex;width:100%}
.portal-btn-icon-only{padding:0;width:40px}
.portal-btn-small.portal-btn-icon-only{width:30px}
.portal-btn-large.portal-btn-icon-only{width:50px}
.portal-btn:disabled{cursor:not-allowed;color:${palette.textDisabled};background:rgba(0,0,0,.04);border-color:${palette.border};box-shadow:none}
.portal-btn-link:disabled,.portal-btn-text:disabled{background:transparent;border-color:transparent}
.portal-btn-loading{cursor:default;opacity:.7}
.portal-btn-icon{display:inline-flex;font-size:1.05em}
.portal-btn-spinner{width:1em;height:1em;box-sizing:border-box;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:portal-btn-spin .8s linear infinite}
@keyframes portal-btn-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.portal-btn{transition:none}.portal-btn-spinner{animation-duration:2.4s}}
`;

/**
 * The portal's button, with antd's look and props. It is native so that screens made of forms and
 * actions (sign-in, the dashboard) render without antd's runtime; antd loads with the first
 * component that needs it (selects, dialogs, pickers).
 */
export function Button({ type = 'default', htmlType = 'button', size = 'middle', danger, block, loading, icon, className, children, onClick, ...rest }: ButtonProps) {
  const classes = [
    'portal-btn',
    `portal-btn-${type}`,
    size !== 'middle' && `portal-btn-${size}`,
    danger && 'portal-btn-danger',
    block && 'portal-btn-block',
    loading && 'portal-btn-loading',
    icon && (children === undefined || children === null) && 'portal-btn-icon-only',
    className,
  ].filter(Boolean);
  return (
    <>
      <PortalStyle name="button" css={CSS} />
      <button
        {...rest}
        type={htmlType}
        className={classes.join(' ')}
        aria-busy={loading || rest['aria-busy'] ? true : undefined}
        onClick={loading ? undefined : onClick}
      >
        {loading ? <span className="portal-btn-spinner" aria-hidden /> : icon && <span className="portal-btn-icon" aria-hidden>{icon}</span>}
        {children}
      </button>
    </>
  );
}
