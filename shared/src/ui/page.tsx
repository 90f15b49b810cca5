import { useId, type ReactNode } from 'react';
import { LeftOutlined } from '@ant-design/icons';
import { Button } from './button';
import { PortalStyle } from './portal-style';
import { controlHeight, palette } from './palette';

export interface PageProps {
  /** The page's one h1; it also names the page's region. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title where there is room, under the subtitle where there is not (a phone). */
  actions?: ReactNode;
  /** A way back to the page this one was opened from, above the title. */
  back?: { label: string; onClick: () => void };
  children?: ReactNode;
}

// No horizontal padding or max width: the layout's <main> sets the page's width and its insets, so
// every page, whichever app renders it, lines up with the quick menu and the alerts above it. The
// heading takes the whole line unless 20rem of it and the actions fit side by side, so on a phone
// the title and subtitle are never squeezed by a button.
const CSS = `
.portal-page{display:block;min-width:0}
/* A fingertip (44 px) tall; the negative margins keep the 30 px link's place, so the title does not move. */
.portal-btn.portal-page-back{height:${controlHeight.touch}px;margin:-7px 0 -3px -8px}
.portal-page-header{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:8px 16px;margin:4px 0 16px}
.portal-page-heading{flex:1 1 20rem;min-width:0}
.portal-page-title{margin:0;font-size:24px;font-weight:650;line-height:1.3;color:${palette.text};overflow-wrap:break-word}
.portal-page-subtitle{margin:4px 0 0;line-height:1.6;color:${palette.textSecondary}}
.portal-page-actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
`;

/**
 * The frame of a page inside the portal's layout: title, optional subtitle, actions and way back,
 * then the page's content at the layout's full width. Every page of the shell and the remotes
 * uses it, so their edges and titles line up by construction.
 */
export function Page({ title, subtitle, actions, back, children }: PageProps) {
  const titleId = useId();
  return (
    <section className="portal-page" aria-labelledby={titleId}>
      <PortalStyle name="page" css={CSS} />
      {back && (
        <Button type="link" size="small" className="portal-page-back" icon={<LeftOutlined />} onClick={back.onClick}>
          {back.label}
        </Button>
      )}
      <header className="portal-page-header">
        <div className="portal-page-heading">
          <h1 id={titleId} className="portal-page-title">
            {title}
          </h1>
          {subtitle && <p className="portal-page-subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="portal-page-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
