import type * as AppLayoutModule from '../layout/app-layout';

// Each shell screen's code, loaded on demand. Routes load through these, and so does the warm-up
// below, so an early download is the one the route later uses. The signed-in frame and the
// dashboard are one file ('screen-signed-in', with the first data's seed): a signed-in visit
// nearly always shows both, and a phone asks for six files at a time (see rspack.config.mjs).
export const loadAuthPage = () => import(/* webpackChunkName: "screen-auth" */ '../auth/auth-page');
export const loadDashboardPage = () => import(/* webpackChunkName: "screen-signed-in" */ '../dashboard/dashboard-page');
let appLayout: typeof AppLayoutModule | undefined;
export const loadAppLayout = () => import(/* webpackChunkName: "screen-signed-in" */ '../layout/app-layout').then((module) => (appLayout = module));
/** The signed-in frame's module once it has loaded (by the warm-up or a render), else undefined. */
export const loadedAppLayout = () => appLayout;

const DASHBOARD_PATHS = ['/', '/dashboard', '/home', '/auth'];

// A failed early download is retried, and reported, by the route that needs it.
const ignore = () => undefined;

/**
 * Starts downloading the screen a visit will show first while app-config.json and the session
 * load, instead of after them: a signed-out owner ends on /auth, a signed-in one on the page asked
 * for inside the signed-in frame.
 */
export function warmUpFirstScreen(pathname: string, sessionExpected: boolean): void {
  if (!sessionExpected) {
    loadAuthPage().catch(ignore);
    return;
  }
  loadAppLayout().catch(ignore);
  if (DASHBOARD_PATHS.includes(pathname)) loadDashboardPage().catch(ignore);
}
