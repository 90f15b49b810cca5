import { preconnect } from './preconnect';

function links() {
  return [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) => `${link.getAttribute('href')} ${link.getAttribute('crossorigin') ?? '-'}`);
}

describe('preconnect', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it.each([
    ['one other origin: both connection pools', ['http://api.example.com/rest/v1'], ['http://api.example.com anonymous', 'http://api.example.com -']],
    ['two addresses on one origin: once', ['http://cdn.example.com/a/mf-manifest.json', 'http://cdn.example.com/b/mf-manifest.json'], ['http://cdn.example.com anonymous', 'http://cdn.example.com -']],
    ["the page's own origin: nothing", [`${window.location.origin}/app-config.json`, '/relative/path'], []],
    ['an unusable address: skipped', ['http://[bad'], []],
  ])('%s', (_case, urls, expected) => {
    preconnect(urls);
    expect(links()).toEqual(expected);
  });
});
