import type { SelectHTMLAttributes } from 'react';
import { PortalStyle } from './portal-style';
import { controlHeight, fontSize, palette, radius } from './palette';

// The phone's own picker opens on tap (no antd runtime); the closed field looks like the portal's inputs.
const ARROW = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' width='12' height='8'><path d='M1 1l5 5 5-5' stroke='${palette.textSecondary}' fill='none' stroke-width='1.5'/></svg>`,
)}")`;

const CSS = `
.portal-select{box-sizing:border-box;width:100%;min-height:${controlHeight.middle}px;padding:6px 32px 6px 11px;margin:0;font:inherit;font-size:${fontSize.large}px;font-weight:400;line-height:1.5;color:${palette.text};background:${palette.surface} ${ARROW} no-repeat right 12px center;border:1px solid ${palette.border};border-radius:${radius.control}px;appearance:none;-webkit-appearance:none;cursor:pointer}
.portal-select:hover{border-color:${palette.brandHover}}
.portal-select:focus{border-color:${palette.brand};box-shadow:0 0 0 2px ${palette.fieldFocus};outline:0}
.portal-select:disabled{color:${palette.textDisabled};background-color:${palette.readOnlyBackground};cursor:not-allowed}
`;

/**
 * A short list to pick one from (a period, a status, a month) as a native select: every area's
 * filters show the same field. For search or many options, antd's Select.
 */
export function NativeSelect({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <>
      <PortalStyle name="native-select" css={CSS} />
      <select {...rest} className={className ? `portal-select ${className}` : 'portal-select'} />
    </>
  );
}
