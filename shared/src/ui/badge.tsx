import type { CSSProperties } from 'react';
import { PortalStyle } from './portal-style';
import { palette } from './palette';

export interface BadgeProps {
  count: number;
  /** Shows 0 too (by default a zero count shows nothing). */
  showZero?: boolean;
  /** Above it the badge reads '99+'. */
  overflowCount?: number;
  color?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

const CSS = `
.portal-badge{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:20px;height:20px;padding:0 6px;border-radius:10px;font-size:12px;font-weight:600;line-height:20px;color:#fff;vertical-align:middle;white-space:nowrap}
`;

/** A count beside a title (unread notifications). */
export function Badge({ count, showZero = false, overflowCount = 99, color = palette.danger, style, 'aria-label': label }: BadgeProps) {
  if (count === 0 && !showZero) return null;
  return (
    <>
      <PortalStyle name="badge" css={CSS} />
      <span className="portal-badge" aria-label={label} title={String(count)} style={{ background: count === 0 ? palette.textSecondary : color, ...style }}>
        {count > overflowCount ? `${overflowCount}+` : count}
      </span>
    </>
  );
}
