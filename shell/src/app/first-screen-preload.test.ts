import { firstScreensFor, preloadFirstScreen } from './first-screen-preload';

describe('firstScreensFor', () => {
  it.each([
    ['/auth', ['screen-auth']],
    ['/dashboard', ['screen-signed-in', 'supabase-client']],
    ['/home', ['screen-signed-in', 'supabase-client']],
    // The root goes to /auth or /dashboard depending on a session this code cannot see yet.
    ['/', []],
    ['/financeiro', []],
    ['/auth/extra', []],
  ])('%s → %j', (pathname, screens) => {
    expect(firstScreensFor(pathname)).toEqual(screens);
  });
});

describe('preloadFirstScreen', () => {
  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function writeList(json: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'portal-first-screens';
    block.textContent = json;
    document.body.appendChild(block);
  }

  it("preloads the files of the path's screens once each, from the page's list", () => {
    writeList(JSON.stringify({ 'screen-auth': ['auth.1.js'], 'screen-signed-in': ['signed-in.2.js', 'shared.3.js', 'signed-in.2.js'], 'supabase-client': ['supabase.4.js'] }));
    preloadFirstScreen('/dashboard');
    expect(preloads()).toEqual(['script /signed-in.2.js', 'script /shared.3.js', 'script /supabase.4.js']);
  });

  it('leaves out the files the page already preloads itself (dashboard.html)', () => {
    writeList(JSON.stringify({ 'screen-signed-in': ['signed-in.2.js', 'shared.3.js'] }));
    document.head.innerHTML = '<link as="script" href="/signed-in.2.js" rel="preload">';
    preloadFirstScreen('/dashboard');
    expect(preloads()).toEqual(['script /signed-in.2.js', 'script /shared.3.js']);
  });

  it.each([
    ['no list in the page (a development build)', null],
    ['a list that is not JSON', '{'],
    ['a list without the screen', '{}'],
  ])('does nothing with %s', (_case, json) => {
    if (json !== null) writeList(json);
    preloadFirstScreen('/auth');
    expect(preloads()).toEqual([]);
  });
});
