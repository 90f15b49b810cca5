import { composeScreenPage } from './screen-page';

const LIST = { 'screen-auth': ['auth.1.js'], 'screen-signed-in': ['shared.3.js', 'signed-in.2.js', 'shared.3.js'], 'supabase-client': ['supabase.5.js'] };
const index = (list: object | null) =>
  '<!doctype html><html><head><script defer src="/main.js"></script><link as="script" href="/bootstrap.js" rel="preload">' +
  (list ? `<script id="portal-first-screens" type="application/json">${JSON.stringify(list)}</script>` : '') +
  '</head><body><div id="root"></div></body></html>';

function preloads(html: string): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')!);
}

describe('the pages composed for a path with known first screens', () => {
  it.each([['/dashboard'], ['/home']])("%s: index.html with its screens' files preloaded by the HTML, each once, in the order the code asks for them", (path) => {
    const html = composeScreenPage(index(LIST), path);
    expect(preloads(html)).toEqual(['/bootstrap.js', '/shared.3.js', '/signed-in.2.js', '/supabase.5.js']);
    // The rest of the page as it was: the list main.js reads stays.
    expect(html.replace(/<link as="script" href="\/(signed-in|shared|supabase)[^>]*>/g, '')).toBe(index(LIST));
  });

  it.each([
    ['index.html without the list', index(null), '/dashboard', /no #portal-first-screens/],
    ['a path without first screens', index(LIST), '/financeiro', /no files for it/],
    ['a list without the screen', index({ ...LIST, 'screen-signed-in': undefined }), '/dashboard', /no files for screen-signed-in/],
  ])('stops the build, saying why, for %s', (_case, html, path, message) => {
    expect(() => composeScreenPage(html, path)).toThrow(message);
  });
});
