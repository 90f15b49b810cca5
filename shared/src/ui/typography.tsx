import type { CSSProperties, ElementType, ReactNode } from 'react';
import { palette, tones } from './palette';

/**
 * Text styles of the portal. antd's Typography carries editing, copying and ellipsis machinery the
 * portal never uses; these are the same looks as plain elements.
 */
type Tone = 'secondary' | 'success' | 'warning' | 'danger';

const TONE_COLOR: Record<Tone, string> = {
  secondary: palette.textSecondary,
  success: tones.success.text,
  warning: tones.warning.text,
  danger: palette.danger,
};

interface TextProps {
  children?: ReactNode;
  type?: Tone;
  strong?: boolean;
  disabled?: boolean;
  /** One line, cut with an ellipsis. */
  ellipsis?: boolean;
  style?: CSSProperties;
  className?: string;
  id?: string;
}

function toneStyle({ type, strong, disabled, ellipsis }: TextProps): CSSProperties {
  return {
    ...(ellipsis ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : {}),
    color: disabled ? palette.textDisabled : type ? TONE_COLOR[type] : undefined,
    fontWeight: strong ? 600 : undefined,
    cursor: disabled ? 'not-allowed' : undefined,
  };
}

function Text(props: TextProps) {
  const { children, style, className, id } = props;
  return (
    <span id={id} className={className} aria-disabled={props.disabled || undefined} style={{ ...toneStyle(props), ...style }}>
      {children}
    </span>
  );
}

function Paragraph(props: TextProps) {
  const { children, style, className, id } = props;
  return (
    <p id={id} className={className} style={{ margin: '0 0 1em', lineHeight: 1.6, ...toneStyle(props), ...style }}>
      {children}
    </p>
  );
}

const TITLE_SIZE = { 1: 30, 2: 24, 3: 20, 4: 17, 5: 15 } as const;

function Title({ level = 1, children, style, className, id, type }: TextProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const Tag = `h${level}` as ElementType;
  return (
    <Tag id={id} className={className} style={{ margin: '0 0 0.5em', fontSize: TITLE_SIZE[level], fontWeight: 650, lineHeight: 1.3, color: type ? TONE_COLOR[type] : palette.text, ...style }}>
      {children}
    </Tag>
  );
}

function Link({ children, style, ...anchor }: TextProps & { href?: string; target?: string; rel?: string; onClick?: () => void }) {
  return (
    <a {...anchor} style={{ color: palette.brand, ...style }}>
      {children}
    </a>
  );
}

export const Typography = { Title, Text, Paragraph, Link };
