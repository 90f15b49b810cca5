import { APP_CODE_TEMPLATE_ID, MAIN_SCRIPT_LINK_ID, PRERENDER_GATE_CSS, PRERENDERED_ATTRIBUTE } from '../src/app/prerendered-sign-in';

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
 * - the screen replaces the boot spinner inside #root, with a spinner kept beside it for visits the
 *   gate sends on (a stored session, an e-mailed link), and the gate script first thing in <body>;
 * - the app's entry script and the preload links of its first files go into a <template> the gate
 *   script puts to work (see prerendered-sign-in.ts for when): the screen is drawn and does not
 *   wait for the code, so the page loads as HTML alone;
 * - its submit button is a plain button until the app takes over: a form sent by the browser
 *   itself would put the password in the address (the fields block implicit submission too).
 */
export function composeSignInPage(indexHtml: string, rendered: string, gateScript: string): string {
  const { styles, markup } = splitStyles(rendered);
  required(styles.includes('data-precedence'), 'the rendered screen has no stylesheet');
  const submitButtons = markup.match(/<button type="submit"/g)?.length ?? 0;
  required(submitButtons === 1, `the rendered screen has ${submitButtons} submit buttons, not 1`);
  const inertMarkup = markup.replace('<button type="submit"', '<button type="button"');

  const rootPattern = /<div id="root">[\s\S]*?<\/div><\/div>/;
  required(rootPattern.test(indexHtml), 'index.html has no #root with the boot spinner');
  required(indexHtml.includes('</head>') && indexHtml.includes('<body>'), 'index.html has no <head> or <body>');
  const root =
    '<div id="root"><div class="boot-spinner portal-prerender-spinner" role="status" aria-label="Carregando"></div>' +
    `<div ${PRERENDERED_ATTRIBUTE}="sign-in">${inertMarkup}</div></div>`;
  const mainScript = /<script defer(?: fetchpriority="high")? src="([^"]+)"><\/script>/;
  const scripts = indexHtml.match(new RegExp(mainScript.source, 'g'))?.length ?? 0;
  required(scripts === 1, `index.html has ${scripts} entry scripts, not 1`);
  const preloads = indexHtml.match(/<link as="script" href="[^"]+" rel="preload">/g) ?? [];
  const startedByGate = preloads
    .reduce((html, link) => html.replace(link, ''), indexHtml)
    .replace(mainScript, (_tag, src: string) =>
      `<template id="${APP_CODE_TEMPLATE_ID}"><link id="${MAIN_SCRIPT_LINK_ID}" rel="preload" as="script" href="${src}">${preloads.join('')}</template>`);
  return startedByGate
    .replace('</head>', `<style>${PRERENDER_GATE_CSS}</style>${styles}</head>`)
    .replace('<body>', `<body><script>${gateScript}</script>`)
    .replace(rootPattern, () => root);
}
