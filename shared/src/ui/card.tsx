import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { elevation, palette } from './palette';

interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
  styles?: { header?: CSSProperties; body?: CSSProperties };
  hoverable?: boolean;
}

/** A surface grouping related content (antd's look, without the tabs machinery antd's Card loads). */
export function Card({ title, extra, size = 'default', styles, hoverable, style, children, ...rest }: CardProps) {
  const padding = size === 'small' ? 12 : 20;
  return (
    <div
      {...rest}
      style={{
        background: palette.surface,
        border: `1px solid ${palette.surfaceBorder}`,
        borderRadius: 12,
        boxShadow: hoverable ? elevation.raised : undefined,
        cursor: hoverable || rest.onClick ? 'pointer' : undefined,
        ...style,
      }}
    >
      {(title || extra) && (
        // The extra goes under the title, still at the right, when both do not fit on one line (a phone).
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4px 8px', padding: `${padding - 4}px ${padding}px`, borderBottom: `1px solid ${palette.divider}`, fontWeight: 600, ...styles?.header }}>
          <div>{title}</div>
          {extra && <div style={{ marginLeft: 'auto' }}>{extra}</div>}
        </div>
      )}
      <div style={{ padding, ...styles?.body }}>{children}</div>
    </div>
  );
}
