import { act } from '@testing-library/react';
import { sessionEnded } from '@portal/shared/store';
import { renderWithProviders } from '@portal/shared/testing';
import { AuthPage } from '../src/auth/auth-page';
import { APP_CODE_TEMPLATE_ID, MAIN_SCRIPT_LINK_ID, PRERENDER_GATE_CSS, prerenderGateScript } from '../src/app/prerendered-sign-in';
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
  const page = parse(composeSignInPage(INDEX_HTML, rendered, prerenderGateScript()));
  const screenMarkup = page.querySelector('[data-prerendered="sign-in"]');

  it('draws the sign-in screen inside #root, with the loading spinner beside it for visits the gate sends on', () => {
    const root = page.getElementById('root')!;
    expect(root.children).toHaveLength(2);
    expect(root.children[0]!.className).toBe('boot-spinner portal-prerender-spinner');
    expect(screenMarkup?.querySelector('h1')?.textContent).toBe('bem-vindo de volta');
    expect([...screenMarkup!.querySelectorAll('input')].map((input) => input.id)).toEqual(['auth-email', 'auth-password']);
    expect(screenMarkup!.querySelector('ul[aria-label="vantagens"]')?.children).toHaveLength(4);
  });

  it('cannot be sent by the browser itself before the app takes over (no submit button)', () => {
    expect(screenMarkup!.querySelector('button[type="submit"]')).toBeNull();
    expect([...screenMarkup!.querySelectorAll('button')].find((button) => button.textContent === 'entrar')?.getAttribute('type')).toBe('button');
  });

  it("carries its stylesheets in <head>, where the app's React finds them, and the gate first in <body>", () => {
    const styles = [...page.head.querySelectorAll('style')];
    expect(styles.map((style) => style.textContent)).toContain(PRERENDER_GATE_CSS);
    expect(styles.some((style) => style.dataset.precedence === 'portal-ui' && /portal-ui-input/.test(style.dataset.href ?? ''))).toBe(true);
    expect(screenMarkup!.querySelector('style')).toBeNull();
    expect(page.body.firstElementChild?.tagName).toBe('SCRIPT');
    expect(page.body.firstElementChild?.textContent).toBe(prerenderGateScript());
  });

  it('loads as HTML alone: the entry script and the code preloads wait in a template for the start script', () => {
    expect(page.querySelector('script[src]')).toBeNull();
    expect(page.head.querySelector('link[rel="preload"]')).toBeNull();
    const code = page.getElementById(APP_CODE_TEMPLATE_ID) as HTMLTemplateElement;
    expect([...code.content.children].map((link) => [link.id, link.getAttribute('href')])).toEqual([
      [MAIN_SCRIPT_LINK_ID, '/main.js'],
      ['', '/bootstrap.js'],
    ]);
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
      main.querySelector('button[type="submit"]')?.setAttribute('type', 'button');
    }
    expect(prerendered.querySelector('span')).not.toBeNull();
    expect(canonical(prerendered)).toBe(canonical(client));
  });

  it.each([
    ['index.html without #root', INDEX_HTML.replace('id="root"', 'id="app"'), rendered, /no #root/],
    ['a screen without its stylesheet', INDEX_HTML, rendered.replace(/^(<style\b[^>]*>[\s\S]*?<\/style>)+/, ''), /no stylesheet/],
    ['index.html without its entry script', INDEX_HTML.replace(/<script defer[^>]*><\/script>/, ''), rendered, /0 entry scripts/],
    ['a screen with two submit buttons', INDEX_HTML, `${rendered}<button type="submit">x</button>`, /2 submit buttons/],
  ])('stops the build, saying why, for %s', (_case, index, screen, message) => {
    expect(() => composeSignInPage(index, screen, prerenderGateScript())).toThrow(message);
  });
});
