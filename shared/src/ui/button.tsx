import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PortalStyle } from './portal-style';
import { controlHeight, fontSize, palette, radius, space } from './palette';

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
.portal-btn{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:${space.sm}px;height:${controlHeight.middle}px;padding:0 15px;margin:0;font:inherit;font-size:${fontSize.body}px;line-height:1.4;border-radius:${radius.control}px;border:1px solid ${palette.border};background:${palette.surface};color:${palette.text};cursor:pointer;white-space:nowrap;text-decoration:none;touch-action:manipulation;transition:color .2s,background-color .2s,border-color .2s}
.portal-btn:hover{color:${palette.brandHover};border-color:${palette.brandHover}}
.portal-btn:active{color:${palette.brandActive};border-color:${palette.brandActive}}
.portal-btn:focus-visible{outline:3px solid ${palette.focusRing};outline-offset:1px}
.portal-btn-primary{background:${palette.brand};border-color:${palette.brand};color:${palette.onColour};box-shadow:0 2px 0 ${palette.brandWash}}
.portal-btn-primary:hover{background:${palette.brandHover};border-color:${palette.brandHover};color:${palette.onColour}}
.portal-btn-primary:active{background:${palette.brandActive};border-color:${palette.brandActive};color:${palette.onColour}}
.portal-btn-dashed{border-style:dashed}
.portal-btn-link,.portal-btn-text{border-color:transparent;background:transparent;box-shadow:none}
.portal-btn-link{color:${palette.brand}}
.portal-btn-link:hover{color:${palette.brandHover};border-color:transparent}
.portal-btn-text:hover{color:${palette.text};background:${palette.hover};border-color:transparent}
.portal-btn-danger{color:${palette.danger};border-color:${palette.danger}}
.portal-btn-danger:hover{color:${palette.dangerHover};border-color:${palette.dangerHover}}
.portal-btn-danger.portal-btn-primary{background:${palette.danger};color:${palette.onColour}}
.portal-btn-danger.portal-btn-primary:hover{background:${palette.dangerHover};color:${palette.onColour}}
.portal-btn-danger.portal-btn-link,.portal-btn-danger.portal-btn-text{border-color:transparent;background:transparent}
.portal-btn-large{height:${controlHeight.large}px;font-size:${fontSize.heading}px;border-radius:${radius.card}px}
.portal-btn-small{height:${controlHeight.small}px;padding:0 ${space.sm}px;font-size:${fontSize.small}px;border-radius:${radius.small}px}
.portal-btn-block{display:flex;width:100%}
.portal-btn-icon-only{padding:0;width:${controlHeight.middle}px}
.portal-btn-small.portal-btn-icon-only{width:${controlHeight.small}px}
.portal-btn-large.portal-btn-icon-only{width:${controlHeight.large}px}
.portal-btn:disabled{cursor:not-allowed;color:${palette.textDisabled};background:${palette.readOnlyBackground};border-color:${palette.border};box-shadow:none}
.portal-btn-link:disabled,.portal-btn-text:disabled{background:transparent;border-color:transparent}
.portal-btn-loading{cursor:progress}
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
