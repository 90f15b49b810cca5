// Runs before the async boundary in index.ts, so it may not import any shared module.

/**
 * The code a visit starting on this path runs first (chunk groups named in router/screen-loaders.ts
 * and shared/src/supabase/client.ts). Chosen by the path alone: the session is not readable this
 * early. The dashboard is a signed-in owner's page: its visit restores the session with supabase-js
 * before anything else; another page that needs it asks for it at the bootstrap's start.
 */
export function firstScreensFor(pathname: string): string[] {
  if (pathname === '/auth') return ['screen-auth'];
  if (pathname === '/dashboard' || pathname === '/home') return ['screen-signed-in', 'supabase-client'];
  return [];
}

/**
 * Preloads the files of the screens this visit starts on, from the list the build wrote into the
 * page (`#portal-first-screens`), while the code that will ask for them is still arriving. The files
 * every visit needs are preloaded by the page itself.
 */
export function preloadFirstScreen(pathname: string, doc: Document = document): void {
  let screens: Record<string, string[]>;
  try {
    screens = JSON.parse(doc.getElementById('portal-first-screens')?.textContent ?? '{}') as Record<string, string[]>;
  } catch {
    return;
  }
  const files = new Set(firstScreensFor(pathname).flatMap((screen) => screens[screen] ?? []));
  for (const file of files) {
    // A page composed for its path (dashboard.html) names them itself.
    if (doc.querySelector(`link[rel="preload"][href="/${file}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = `/${file}`;
    doc.head.appendChild(link);
  }
}
