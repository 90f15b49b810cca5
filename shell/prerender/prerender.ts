// After the production build: writes dist/auth.html, the sign-in screen rendered ahead of time, and
// dist/dashboard.html and home.html, index.html with their first screen's preloads; the server sends
// each for its path (see server/static-server.ts and docs/deploying.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const shellDir = join(import.meta.dirname, '..');
const sharedPackage = JSON.parse(readFileSync(join(shellDir, '..', 'shared', 'package.json'), 'utf8')) as { contractVersion: number };

// What the build defines for the app's code, and React's production server renderer.
process.env.NODE_ENV = 'production';
Object.assign(globalThis, {
  __CONTRACT_VERSION__: sharedPackage.contractVersion,
  __PORTAL_RELEASE__: process.env.PORTAL_RELEASE ?? 'prerender',
  __PORTAL_SINGLETON_VERSIONS__: {},
});

const { renderSignIn } = await import('./render-sign-in');
const { composeSignInPage } = await import('./sign-in-page');
const { composeScreenPage } = await import('./screen-page');
const { prerenderedPageScript } = await import('../src/app/prerendered-sign-in');
const { pageScriptSource } = await import('../server/security-headers');

const dist = process.env.PORTAL_OUTPUT_DIR ?? join(shellDir, 'dist');
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');

function writePage(name: string, html: string) {
  const page = Buffer.from(html);
  const target = join(dist, name);
  writeFileSync(target, page);
  writeFileSync(`${target}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${target}.gz`, gzipSync(page, { level: 9 }));
  return page.length;
}

const signIn = writePage('auth.html', composeSignInPage(indexHtml, renderSignIn(), prerenderedPageScript()));
console.log(`auth.html: the sign-in screen prerendered (${signIn} bytes); its inline script needs script-src ${pageScriptSource()}`);
for (const path of ['/dashboard', '/home']) writePage(`${path.slice(1)}.html`, composeScreenPage(indexHtml, path));
console.log('dashboard.html, home.html: index.html with their first screen preloaded');
