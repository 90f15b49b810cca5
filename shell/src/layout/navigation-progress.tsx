import { palette, PortalStyle } from '@portal/shared/ui';

const CSS = `
.portal-navigation-progress{position:fixed;top:0;left:0;right:0;height:3px;z-index:1000;overflow:hidden;pointer-events:none;opacity:0;animation:portal-progress-in .2s ease .15s forwards}
.portal-navigation-progress::after{content:'';position:absolute;top:0;bottom:0;width:40%;background:${palette.brand};border-radius:0 2px 2px 0;animation:portal-progress-run 1.1s ease-in-out infinite}
@keyframes portal-progress-in{to{opacity:1}}
@keyframes portal-progress-run{from{left:-40%}to{left:100%}}
@media (prefers-reduced-motion:reduce){.portal-navigation-progress::after{animation:none;left:0;width:100%;opacity:.6}}
`;

/**
 * A thin bar across the top while the next page loads (the current one stays until then). It fades
 * in after 150 ms, so fast navigations show nothing.
 */
export function NavigationProgress({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return (
    <>
      <PortalStyle name="navigation-progress" css={CSS} />
      <div className="portal-navigation-progress" role="progressbar" aria-label="Carregando página" />
    </>
  );
}
