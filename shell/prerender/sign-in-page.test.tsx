import { act } from '@testing-library/react';
import { sessionEnded } from '@portal/shared/store';
import { renderWithProviders } from '@portal/shared/testing';
import { AuthPage } from '../src/auth/auth-page';
import { PRERENDER_CSS, prerenderedPageScript } from '../src/app/prerendered-sign-in';
import { renderSignIn } from './render-sign-in';
import { composeSignInPage } from './sign-in-page';

jest.mock('@portal/shared/supabase', () => ({ ...jest.requireActual('@portal/shared/supabase'), getSupabase: jest.fn() }));

const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><title>Portal</title><script defer fetchpriority="high" src="/main.js"></script>' +
  '<link as="script" href="/bootstrap.js" rel="preload"></head>' +
  '<body><div id="root"><div class="boot-spinner" role="status" aria-label="Carregando"></div></div></body></html>';

/** Markup compared as the browser sees it: attributes in name order, inline styles as CSSOM reads them. */
function canonical(element: Element): string {
  const scratch = document.createElement('div');
  const attributes = [...element.attributes]
    .map(({ name, value }) => {
      if (name !== 'style') return `${name}="${value}"`;
      scratch.setAttribute('style', value);
      return `style="${scratch.style.cssText}"`;
    })
    .sort();
  const children = [...element.childNodes].map((node) => (node instanceof Element ? canonical(node) : node.textContent)).join('');
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${children}</${element.tagName.toLowerCase()}>`;
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('auth.html: the sign-in screen rendered at build time', () => {
  const rendered = renderSignIn();
  const page = parse(composeSignInPage(INDEX_HTML, rendered, prerenderedPageScript()));
  const screenMarkup = page.querySelector('[data-prerendered="sign-in"]');

  it('draws the sign-in screen inside #root, with the loading spinner beside it for visits that go on to the portal', () => {
    const root = page.getElementById('root')!;
    expect(root.children).toHaveLength(2);
    expect(root.children[0]!.className).toBe('boot-spinner portal-prerender-spinner');
    expect(screenMarkup?.querySelector('h1')?.textContent).toBe('bem-vindo de volta');
    expect([...screenMarkup!.querySelectorAll('input')].map((input) => input.id)).toEqual(['auth-email', 'auth-password']);
    expect(screenMarkup!.querySelector('ul[aria-label="vantagens"]')?.children).toHaveLength(4);
  });

  it('is a real form, sent by POST so the password never goes into the address, with its autocomplete hints', () => {
    const form = screenMarkup!.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelectorAll('button[type="submit"]')).toHaveLength(1);
    expect([...form.querySelectorAll('input')].map((input) => [input.name, input.getAttribute('autocomplete')])).toEqual([
      ['email', 'email'],
      ['password', 'current-password'],
    ]);
    // The other modes are links, which work before the app runs.
    expect([...screenMarkup!.querySelectorAll('nav a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['esqueci minha senha', '#esqueci-a-senha'],
      ['não tem conta? crie agora', '#criar-conta'],
    ]);
  });

  it("carries its stylesheets in <head>, where the app's React finds them, and the page's script first in <body>", () => {
    const styles = [...page.head.querySelectorAll('style')];
    expect(styles.map((style) => style.textContent)).toContain(PRERENDER_CSS);
    expect(styles.some((style) => style.dataset.precedence === 'portal-ui' && /portal-ui-input/.test(style.dataset.href ?? ''))).toBe(true);
    expect(screenMarkup!.querySelector('style')).toBeNull();
    expect(page.body.firstElementChild?.tagName).toBe('SCRIPT');
    expect(page.body.firstElementChild?.textContent).toBe(prerenderedPageScript());
  });

  it("loads the app's scripts as every other page does", () => {
    expect([...page.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/main.js']);
    expect([...page.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual(['/bootstrap.js']);
  });

  it('is the screen the app draws over it, but for the brand the app writes into its line', async () => {
    const view = await renderWithProviders(<AuthPage />, { route: '/auth' });
    act(() => {
      view.store.dispatch(sessionEnded());
    });
    const client = view.container.querySelector('main')!.cloneNode(true) as HTMLElement;
    const prerendered = screenMarkup!.querySelector('main')!.cloneNode(true) as HTMLElement;
    for (const main of [client, prerendered]) {
      main.querySelector('span')!.textContent = '';
    }
    expect(prerendered.querySelector('span')).not.toBeNull();
    expect(canonical(prerendered)).toBe(canonical(client));
  });

  it.each([
    ['index.html without #root', INDEX_HTML.replace('id="root"', 'id="app"'), rendered, /no #root/],
    ['a screen without its stylesheet', INDEX_HTML, rendered.replace(/^(<style\b[^>]*>[\s\S]*?<\/style>)+/, ''), /no stylesheet/],
    ['a screen with two submit buttons', INDEX_HTML, `${rendered}<button type="submit">x</button>`, /2 submit buttons/],
    ['a screen whose form is not sent by POST', INDEX_HTML, rendered.replace('method="post"', ''), /0 forms sent by POST/],
  ])('stops the build, saying why, for %s', (_case, index, screen, message) => {
    expect(() => composeSignInPage(index, screen, prerenderedPageScript())).toThrow(message);
  });
});
