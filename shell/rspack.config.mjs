import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.base.mjs';

/**
 * The icons a file imports from '@ant-design/icons' (or re-exports from it), by their exported
 * names. A file that names the package in a way this does not read fails the build, so no icon
 * is left out of its group unnoticed.
 */
function iconsNamedIn(file) {
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const names = [];
  for (const [, list] of source.matchAll(/(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@ant-design\/icons['"]/g)) {
    for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) {
      if (item.startsWith('type ')) continue;
      const name = item.split(/\s+as\s+/)[0];
      if (!/^[A-Z]\w*$/.test(name)) throw new Error(`${fileURLToPath(file)}: '${item}' is not an icon's name`);
      names.push(name);
    }
  }
  const mentions = source.match(/['"]@ant-design\/icons[^'"]*['"]/g) ?? [];
  const read = source.match(/\}\s*from\s*['"]@ant-design\/icons['"]/g) ?? [];
  if (mentions.length !== read.length) throw new Error(`${fileURLToPath(file)}: import icons by name from '@ant-design/icons' (import { SomeOutlined } from '@ant-design/icons')`);
  return names;
}

const sharedSrc = new URL('../shared/src/', import.meta.url);
/** The source files of a folder of shared/src, with its subfolders, stories and tests left out. */
const sourcesOf = (folder) =>
  readdirSync(new URL(`${folder}/`, sharedSrc), { recursive: true })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(?:test|stories)\.tsx?$/.test(name))
    .map((name) => new URL(`${folder}/${name}`, sharedSrc));
/** The shared entries every first screen runs. */
const firstScreenEntries = ['store', 'supabase', 'router', 'ui', 'host'];
/** The icons those entries' components draw: they load with them. */
const iconsOfFirstScreenEntries = firstScreenEntries.flatMap(sourcesOf).flatMap(iconsNamedIn);
/**
 * The files of shared/src/domain and shared/src/format those entries import themselves (a date
 * field's calendar, the postal-code lookup): they go with them, or every first screen would
 * download the signed-in screens' group for them.
 */
const rulesOfFirstScreenEntries = [
  ...new Set(
    firstScreenEntries.flatMap(sourcesOf).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const relative = [...source.matchAll(/from\s*['"]\.\.\/(domain|format)\/([\w-]+)['"]/g)].map(([, folder, name]) => String.raw`${folder}[\\/]${name}`);
      const domainEntry = /from\s*['"]@portal\/shared\/domain['"]/.test(source) ? [String.raw`domain[\\/]postal-code-lookup`] : [];
      return [...relative, ...domainEntry];
    }),
  ),
];
/** The icons `@portal/shared/icons` offers the screens. */
const iconsOfSharedIcons = iconsNamedIn(new URL('icons/index.ts', sharedSrc));

/** An icon's two modules (the component, and its drawing in @ant-design/icons-svg). */
const iconModules = (names) => String.raw`@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/](?:${[...new Set(names)].join('|')})\.js$`;

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 8080,
  title: 'Portal do Proprietário',
  static: new URL('./public', import.meta.url).pathname,
  federationRuntime: 'provide',
  // Only remotes import moment: provided here, every visit and every remote runs the same copy.
  alwaysProvide: ['moment', 'moment/locale/pt-br'],
  // What the first screens run, in few files. What this buys, measured against the same build
  // without these groups: the first render of /auth 196.9 KB gzip in 10 files instead of 201.8 KB
  // in 25 (above its 200 KB ceiling), /dashboard 356.2 KB in 24 files instead of 363.7 KB in 44
  // (above its 361 KB budget): modules compressed together, and fewer requests. On the owner journey
  // (six interleaved pairs, 4x CPU, slow 4G) neither build was faster by more than the spread.
  // - React, React DOM and the scheduler in one file, the state and routing libraries (and the
  //   federation runtime's entry stubs) in another.
  // - The shared entries every first screen runs (store, supabase, router, ui, host), with the icons
  //   their components draw and the icon machinery, in a third: all the shared entries the sign-in
  //   screen needs.
  // - For the signed-in screens, the data layer (RTK Query, @portal/shared/api) with the portal's
  //   icon set (@portal/shared/icons) and the shell's copy of the domain rules and formatting
  //   (bundled, not shared entries) in a fourth; the sign-in screen never downloads it (the rules
  //   its form uses, validate-with, go with the third). The signed-in frame and the dashboard are
  //   one file of their own (src/router/screen-loaders.ts).
  namedChunks: {
    'first-screen-react': /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
    'first-screen-libraries':
      /[\\/]node_modules[\\/](?:@module-federation[\\/](?:enhanced[\\/]dist[\\/]src|runtime-tools[\\/]dist)[\\/]runtime\.|(?:react-redux|use-sync-external-store|redux|redux-thunk|immer|reselect|react-router|cookie|set-cookie-parser|superstruct)[\\/]|@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit\.)/,
    // shared/src/domain is bundled, no shared entry. Two of its files go here, not with the signed-in
    // group below that takes the rest: postal-code-lookup.ts, which the host imports, and
    // validate-with.ts, which the sign-in form uses; otherwise the sign-in screen and the host
    // would download that group. They, and an icon both lists name, go here because a group named
    // earlier wins (rspack.base.mjs).
    'first-screen-shared': new RegExp(
      String.raw`[\\/]shared[\\/]src[\\/](?:${firstScreenEntries.join('|')}|domain[\\/](?:index|validate-with)|${rulesOfFirstScreenEntries.join('|')})[\\/.]|[\\/]node_modules[\\/](?:clsx[\\/]|@ant-design[\\/]icons[\\/]es[\\/](?!icons[\\/])|${iconModules(iconsOfFirstScreenEntries)})`,
    ),
    'signed-in-shared': new RegExp(
      String.raw`[\\/]node_modules[\\/](?:@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|@standard-schema[\\/]utils[\\/]|${iconModules(iconsOfSharedIcons)})|[\\/]shared[\\/]src[\\/](?:api|icons|domain|format)[\\/]`,
    ),
  },
  // The chunk groups named in src/index.ts, src/router/screen-loaders.ts and shared/src/supabase/client.ts
  // (supabase-js: listed for the page's tests and tools, preloaded by no page).
  firstScreens: { always: 'bootstrap', screens: ['screen-auth', 'screen-signed-in', 'supabase-client'] },
});
