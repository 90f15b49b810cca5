import { firstScreensFor } from '../src/app/first-screen-preload';

/**
 * The page for a path whose first screens the build knows (`/dashboard`, `/home`): index.html with
 * the preload links of those screens' files in the HTML itself, so the browser requests them with
 * main.js instead of once main.js has run and read the list (`#portal-first-screens`).
 */
export function composeScreenPage(indexHtml: string, pathname: string): string {
  const block = /<script id="portal-first-screens" type="application\/json">([^<]*)<\/script>/.exec(indexHtml);
  if (!block) throw new Error('a screen page cannot be composed: index.html has no #portal-first-screens');
  const screens = JSON.parse(block[1]!) as Record<string, string[]>;
  const wanted = firstScreensFor(pathname);
  const missing = wanted.filter((screen) => !screens[screen]);
  if (wanted.length === 0 || missing.length > 0) throw new Error(`a screen page cannot be composed for ${pathname}: no files for ${missing.join(', ') || 'it'}`);
  const files = [...new Set(wanted.flatMap((screen) => screens[screen]!))];
  const links = files.map((file) => `<link as="script" href="/${file}" rel="preload">`).join('');
  return indexHtml.replace(block[0], () => `${links}${block[0]}`);
}
