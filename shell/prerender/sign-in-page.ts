import { PRERENDER_CSS, PRERENDERED_ATTRIBUTE } from '../src/app/prerendered-sign-in';

/** A piece of the page the composition depends on was not found: the build stops and says which. */
function required(found: boolean, what: string): void {
  if (!found) throw new Error(`auth.html cannot be composed: ${what}`);
}

/** React's server output starts with the screen's hoisted stylesheets (`<style data-precedence>`). */
function splitStyles(rendered: string): { styles: string; markup: string } {
  const match = /^(?:<style\b[^>]*>[\s\S]*?<\/style>)*/.exec(rendered);
  const styles = match?.[0] ?? '';
  return { styles, markup: rendered.slice(styles.length) };
}

/**
 * auth.html from the built index.html and the sign-in screen rendered by React on the server:
 * - the screen's stylesheets go into <head>, where the app's React finds and keeps them;
 * - the screen replaces the boot spinner inside #root, with a spinner kept beside it for visits
 *   that go on to the portal (a stored session, an e-mailed link), and the page's script first in
 *   <body> (prerendered-sign-in.ts);
 * - the app's scripts load as on every other page: the screen is drawn with the HTML and works as a
 *   form while they arrive.
 */
export function composeSignInPage(indexHtml: string, rendered: string, pageScript: string): string {
  const { styles, markup } = splitStyles(rendered);
  required(styles.includes('data-precedence'), 'the rendered screen has no stylesheet');
  const forms = markup.match(/<form\b[^>]*\bmethod="post"/g)?.length ?? 0;
  required(forms === 1, `the rendered screen has ${forms} forms sent by POST, not 1`);
  const submitButtons = markup.match(/<button type="submit"/g)?.length ?? 0;
  required(submitButtons === 1, `the rendered screen has ${submitButtons} submit buttons, not 1`);

  const rootPattern = /<div id="root">[\s\S]*?<\/div><\/div>/;
  required(rootPattern.test(indexHtml), 'index.html has no #root with the boot spinner');
  required(indexHtml.includes('</head>') && indexHtml.includes('<body>'), 'index.html has no <head> or <body>');
  const root =
    '<div id="root"><div class="boot-spinner portal-prerender-spinner" role="status" aria-label="Carregando"></div>' +
    `<div ${PRERENDERED_ATTRIBUTE}="sign-in">${markup}</div></div>`;
  return indexHtml
    .replace('</head>', `<style>${PRERENDER_CSS}</style>${styles}</head>`)
    .replace('<body>', `<body><script>${pageScript}</script>`)
    .replace(rootPattern, () => root);
}
