import type { CSSProperties } from 'react';
import { PortalStyle } from './portal-style';
import { tones } from './palette';

export interface SkeletonProps {
  /**
   * Pulses while waiting: the opacity of the whole placeholder, which the browser animates without
   * repainting (a moving gradient repainted every frame on the main thread).
   */
  active?: boolean;
  /** A round placeholder before the text (list items with a picture or icon). */
  avatar?: boolean;
  /** A wider first line; false leaves it out. */
  title?: boolean;
  /** How many text lines follow the title; false leaves them out. */
  paragraph?: boolean | { rows?: number };
  style?: CSSProperties;
  'aria-label'?: string;
}

const CSS = `
.portal-skeleton{display:flex;gap:16px;width:100%}
.portal-skeleton-lines{flex:1;display:grid;gap:12px;padding-top:4px}
.portal-skeleton-bar{height:16px;border-radius:6px;background:${tones.neutral.background}}
.portal-skeleton-title{width:38%}
.portal-skeleton-line:last-child:not(:first-child){width:61%}
.portal-skeleton-avatar{flex:none;width:40px;height:40px;border-radius:50%;background:${tones.neutral.background}}
.portal-skeleton-input{display:inline-block;vertical-align:middle;width:160px;height:32px;border-radius:8px;background:${tones.neutral.background}}
.portal-skeleton-input-small{width:120px;height:24px;border-radius:6px}
.portal-skeleton-active,.portal-skeleton-input.portal-skeleton-active{animation:portal-skeleton-pulse 1.4s ease-in-out infinite}
@keyframes portal-skeleton-pulse{50%{opacity:.55}}
@media (prefers-reduced-motion:reduce){.portal-skeleton-active,.portal-skeleton-input.portal-skeleton-active{animation:none}}
`;

/** Grey shapes where content is coming: a placeholder must show at once, so it is native. */
function SkeletonBlock({ active, avatar, title = true, paragraph = true, style, 'aria-label': label = 'Carregando' }: SkeletonProps) {
  const rows = paragraph === false ? 0 : typeof paragraph === 'object' ? (paragraph.rows ?? 3) : 3;
  return (
    <>
      <PortalStyle name="skeleton" css={CSS} />
      <div role="status" aria-label={label} aria-busy className={active ? 'portal-skeleton portal-skeleton-active' : 'portal-skeleton'} style={style}>
        {avatar && <span className="portal-skeleton-avatar" />}
        <div className="portal-skeleton-lines">
          {title && <span className="portal-skeleton-bar portal-skeleton-title" />}
          {Array.from({ length: rows }, (_, row) => (
            <span key={row} className="portal-skeleton-bar portal-skeleton-line" />
          ))}
        </div>
      </div>
    </>
  );
}

/** A placeholder the size of a value that is loading (a number in a card). */
function SkeletonInput({ active, size = 'default', style, 'aria-label': label = 'Carregando' }: { active?: boolean; size?: 'small' | 'default'; style?: CSSProperties; 'aria-label'?: string }) {
  const classes = ['portal-skeleton-input', size === 'small' && 'portal-skeleton-input-small', active && 'portal-skeleton-active'].filter(Boolean);
  return (
    <>
      <PortalStyle name="skeleton" css={CSS} />
      <span role="status" aria-label={label} aria-busy className={classes.join(' ')} style={style} />
    </>
  );
}

export const Skeleton = Object.assign(SkeletonBlock, { Input: SkeletonInput });
