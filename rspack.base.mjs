// The one rspack + Module Federation configuration every app builds with. An app's own
// rspack.config.mjs names only what differs: its federation name, port and exposed modules.
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const workspaceRoot = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const sharedPackage = require('./shared/package.json');

function versionOf(name) {
  const requireFromShared = createRequire(join(workspaceRoot, 'shared', 'package.json'));
  return requireFromShared(`${name}/package.json`).version;
}

function appVersion(dir) {
  return createRequire(join(dir, 'package.json'))('./package.json').version;
}

/**
 * A bundled module's identity across builds: 'react-dom/cjs/react-dom-client.production.js' for a
 * package file (whatever its install path), 'shared/src/ui/theme.ts' for workspace sources.
 */
export function moduleKey(name) {
  const normalized = name.replace(/\\/g, '/').replace(/\?.*$/, '').replace(/ \+ \d+ modules$/, '');
  const inNodeModules = normalized.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) return normalized.slice(inNodeModules + 'node_modules/'.length);
  const workspace = /(shared|shell|mf-[a-z]+)\/src\/.*$/.exec(normalized);
  return workspace ? workspace[0] : null;
}

/**
 * Writes which modules each emitted JavaScript file carries (source bytes per module), next to
 * dist/. The benchmark and the byte budgets read it to find code downloaded more than once.
 */
class BundleModulesPlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }
  apply(compiler) {
    compiler.hooks.done.tap('BundleModulesPlugin', (stats) => {
      if (process.env.PORTAL_OUTPUT_DIR) return;
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true });
      const files = {};
      for (const chunk of json.chunks ?? []) {
        for (const file of chunk.files ?? []) {
          if (!file.endsWith('.js')) continue;
          const modules = (files[file] ??= {});
          for (const module of chunk.modules ?? []) {
            // Federation's provide/consume entries only point at a shared module; they carry no code.
            if (!String(module.moduleType ?? '').startsWith('javascript') && !String(module.moduleType ?? '').startsWith('css')) continue;
            const key = moduleKey(module.nameForCondition ?? module.name ?? '');
            // Context modules ('moment|sync') are lookup maps the bundler writes into each chunk
            // that needs one; the files they point at are modules of their own.
            if (key && !key.includes('|')) modules[key] = (modules[key] ?? 0) + (module.size ?? 0);
          }
        }
      }
      mkdirSync(join(this.appDir, 'stats'), { recursive: true });
      writeFileSync(join(this.appDir, 'stats', 'bundle-modules.json'), JSON.stringify({ files }, null, 1));
    });
  }
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, compressed once
 * at the highest levels: the portal's server, like a CDN, sends them as they are instead of
 * compressing on every request (Brotli is ~15 % smaller than gzip on this code).
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async (assets) => {
        const names = Object.keys(assets).filter((name) => /\.(js|css|html|json|svg)$/.test(name));
        await Promise.all(
          names.map(async (name) => {
            const source = compilation.getAsset(name).source.buffer();
            if (source.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipAsync(source, { level: 9 }),
            ]);
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
          }),
        );
      });
    });
  }
}

/**
 * Names in the page what its first screen needs, so the browser requests it together with main.js:
 * `<link rel="preload">` for the files every visit runs (the `always` chunk group), and a JSON block
 * (`#portal-first-screens`) with each screen's further files, which main.js preloads for the path
 * it starts on (a script of the page's own would be refused by its content security policy).
 */
class FirstScreenPreloadPlugin {
  constructor({ always, screens }) {
    this.always = always;
    this.screens = screens;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('FirstScreenPreloadPlugin', async (data) => {
        const stats = compilation.getStats().toJson({ all: false, ids: true, chunks: true, chunkModules: true, chunkModulesSpace: Infinity, dependentModules: true, chunkGroups: true, chunkOrigins: true });
        const base = firstScreenFiles(stats, this.always);
        const screens = Object.fromEntries(this.screens.map((screen) => [screen, firstScreenFiles(stats, screen).filter((file) => !base.includes(file))]));
        // main.js first (it runs first), then the preloads, in the order the code asks for them.
        for (const script of data.assetTags.scripts) script.attributes.fetchpriority = 'high';
        data.assetTags.scripts.push(
          ...base.map((file) => ({ tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'script', href: `/${file}` } })),
          { tagName: 'script', voidTag: false, attributes: { type: 'application/json', id: 'portal-first-screens' }, innerHTML: JSON.stringify(screens) },
        );
        return data;
      });
    });
  }
}

/**
 * Asks the browser to compile every function of each script with the script itself, which for the
 * scripts it streams (all of the portal's first screens, in traces) happens on a background thread
 * while they download (V8's explicit compile hint, Chrome 136 and later; other browsers read a
 * comment). Left to itself, V8 compiles a function on the main thread the first time it is called:
 * the federation runtime's and the libraries' module functions, all called as the page starts, cost
 * the signed-in dashboard ~60 ms of compiling in its first tasks and more in each remote's. Added
 * after minification, which would drop the comment, and before the files are named by content.
 */
function compileWhileDownloading() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    include: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/**
 * A remote's container starts on the federation bundler runtime the page provides
 * (federation-bundler-runtime.mjs) instead of the copy the federation plugin would bundle into its
 * remoteEntry: the plugin imports that copy by its resolved path, which this replaces.
 */
function pageBundlerRuntime() {
  return new rspack.NormalModuleReplacementPlugin(/[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/, join(workspaceRoot, 'federation-bundler-runtime.mjs'));
}

/** Puts the federation runtime's script first on a remote's own page (see federation-runtime-provider.mjs). */
class FederationRuntimeTagPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FederationRuntimeTagPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('FederationRuntimeTagPlugin', async (data) => {
        data.assetTags.scripts.unshift({ tagName: 'script', voidTag: false, attributes: { src: `/${FEDERATION_RUNTIME_FILE}` } });
        return data;
      });
    });
  }
}

/**
 * Builds federation-runtime.js for a remote's own page. It runs after the remote's build, which
 * cleans the output folder first.
 */
function federationRuntimeConfig(app, production) {
  return {
    name: `${app.name}-federation-runtime`,
    dependencies: [app.name],
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { 'federation-runtime': join(workspaceRoot, 'federation-runtime-provider.mjs') },
    devtool: false,
    output: { path: process.env.PORTAL_OUTPUT_DIR ?? join(app.dir, 'dist'), filename: FEDERATION_RUNTIME_FILE, publicPath: '/', clean: false },
    optimization: { minimize: production },
    plugins: production ? [compileWhileDownloading(), new PrecompressPlugin()] : [],
    performance: false,
    stats: 'errors-warnings',
  };
}

const contract = require('./shared/contract.cjs');
const { firstScreenFiles } = require('./first-screen-files.cjs');

// strictVersion: a remote that needs a newer version than the page already runs is refused, never
// handed an older copy that lacks what it calls. The shell checks the same before loading it and
// shows the module's fallback with the reason.
const singleton = (requiredVersion, version = requiredVersion.replace(/^\^/, '')) => ({
  singleton: true,
  requiredVersion,
  // Declared, not guessed: some packages' entry files sit where no package.json tells the version.
  version,
  strictVersion: true,
});

/**
 * What is shared at run time, and why. Shared here means one copy per page, provided by the shell
 * (or by the first app that loads it) and used by every remote:
 * - react, react-dom, react-redux and the router hold hooks and context; Redux Toolkit, the store,
 *   the api and the Supabase client hold the page's state, cache and session; two copies of any of
 *   them split that state;
 * - the design system (ui, icons) holds antd's theme and locale context, and sharing it keeps antd
 *   from being downloaded once per remote; host holds app-config and the session bridge;
 * - moment (with its pt-br locale), final-form and superstruct are libraries every app's forms
 *   and dates use: one download instead of one per remote.
 * An app provides a library when its code imports it, and those of `alwaysProvide` in any case.
 * The page's share scope keeps the first copy registered, and the shell's registers first: the
 * shell lists there the libraries only remotes import (moment), so every visit and every remote
 * runs the shell's copy. Left to the remotes, the copy would be the first remote's to start — an
 * order that changes with the network and the cache — and a repeat visit would download another
 * remote's copy of a library it already has.
 * Not shared: `@portal/shared/domain` and `@portal/shared/format`, pure rules and formatting. Each
 * app bundles the part it imports, so a remote redeployed alone runs the rules it was built with,
 * whatever the shell's age.
 */
export function sharedSingletons(appDir, { alwaysProvide = [] } = {}) {
  const react = `^${versionOf('react')}`;
  const toolkit = `^${versionOf('@reduxjs/toolkit')}`;
  const moment = `^${versionOf('moment')}`;
  const lock = contract.readLock();
  const srcDir = join(appDir, 'src');
  const libraries = {
    react: singleton(react),
    'react/jsx-runtime': singleton(react),
    'react-dom': singleton(`^${versionOf('react-dom')}`),
    'react-dom/client': singleton(`^${versionOf('react-dom')}`),
    // react-router and react-router-dom are single through @portal/shared/router, their only
    // importer (lint-enforced): shared whole they ship ~60 KB gzip of server code to every page.
    '@reduxjs/toolkit': singleton(toolkit),
    '@reduxjs/toolkit/query': singleton(toolkit),
    '@reduxjs/toolkit/query/react': singleton(toolkit),
    'react-redux': singleton(`^${versionOf('react-redux')}`),
    '@supabase/supabase-js': singleton(`^${versionOf('@supabase/supabase-js')}`),
    moment: singleton(moment),
    // The locale file requires '../moment' by path: bundled per app it would bring a second moment.
    'moment/locale/pt-br': singleton(moment),
    'final-form': singleton(`^${versionOf('final-form')}`),
    'react-final-form': singleton(`^${versionOf('react-final-form')}`),
    superstruct: singleton(`^${versionOf('superstruct')}`),
  };
  // A library named by its resolved file is built into the app and provided whether or not its
  // code imports it; named by package, only when imported.
  const resolveFromApp = createRequire(join(appDir, 'package.json')).resolve;
  for (const request of alwaysProvide) libraries[request] = { ...libraries[request], import: resolveFromApp(request) };
  return {
    ...libraries,
    // Each entry has its own version (shared/contract-lock.json); an app requires the version that
    // introduced the newest export it imports.
    ...Object.fromEntries(
      Object.keys(lock).map((entry) => [
        `@portal/shared/${entry}`,
        singleton(contract.requiredEntryVersion(srcDir, entry, lock), lock[entry].version),
      ]),
    ),
  };
}

/** The versions of the singletons this app provides, by name: the shell checks remotes against them. */
function providedVersions(shared) {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, config.version]));
}

/**
 * @param {object} app
 * @param {string} app.dir            the app's folder (import.meta.dirname of its config)
 * @param {string} app.name           federation name, e.g. 'mf_account'
 * @param {number} app.port           dev-server port
 * @param {Record<string,string>} [app.exposes]  './routes', './widgets'
 * @param {string[]} [app.runtimePlugins]
 * @param {string} [app.title]        document title of the app's own page
 * @param {{ always: string, screens: string[] }} [app.firstScreens]  named chunk groups whose files
 *   the page preloads: `always` on every visit, each of `screens` when main.js starts on its path
 * @param {string[]} [app.alwaysProvide]  shared libraries the app provides though its own code does
 *   not import them (see sharedSingletons)
 * @param {Record<string, RegExp>} [app.namedChunks]  chunks by name, each holding every module
 *   whose path matches: libraries that always load together in one file, or a large one apart
 *   (see the shell's configuration); a module two of them match goes to the one named first
 * @param {'provide' | 'external'} [app.federationRuntime]  the shell provides the federation
 *   runtime (runtime-core ~18 KB gzip, the bundler runtime ~8 KB); remotes use it instead of
 *   carrying their own copy
 */
export function createAppConfig(app) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const shared = sharedSingletons(app.dir, { alwaysProvide: app.alwaysProvide });
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      // No eval-based source maps: the portal's content security policy forbids eval.
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: process.env.PORTAL_OUTPUT_DIR ?? join(app.dir, 'dist'),
        // A remote's chunks load from the remote's own origin, wherever it is deployed.
        publicPath: 'auto',
        uniqueName: app.name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      name: app.name,
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // `development: false` even in dev: a dev-served remote inside a production shell
                // would otherwise need react/jsx-dev-runtime, which the shell does not share.
                transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css' },
        ],
      },
      experiments: { css: true },
      plugins: [
        new rspack.DefinePlugin({
          __CONTRACT_VERSION__: JSON.stringify(sharedPackage.contractVersion),
          // Which build of an app is running; operators set PORTAL_RELEASE when they deploy.
          __PORTAL_RELEASE__: JSON.stringify(process.env.PORTAL_RELEASE ?? appVersion(app.dir)),
          __PORTAL_SINGLETON_VERSIONS__: JSON.stringify(providedVersions(shared)),
        }),
        // moment's locales are imported by name in shared/format; its catch-all locale context
        // would otherwise be bundled (and duplicated between chunks).
        new rspack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        new rspack.HtmlRspackPlugin({
          template: join(workspaceRoot, 'shared', 'src', 'host', 'index.html'),
          title: app.title ?? 'Portal do Proprietário',
          chunks: ['main'],
          // The page is served for every deep link (/propriedade/x/calendario): its own scripts load
          // from the root, while chunks keep publicPath 'auto' so a remote's load from its origin.
          publicPath: '/',
        }),
        new ModuleFederationPlugin({
          name: app.name,
          // Named by content in production: the manifest (always revalidated) names the current
          // entry, so browsers keep an unchanged one for good and fetch a redeployed one at once.
          filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          runtimePlugins: app.runtimePlugins ?? [],
          // Type hints download from running remotes and cost seconds per build.
          dts: false,
          experiments: {
            provideExternalRuntime: app.federationRuntime === 'provide',
            externalRuntime: app.federationRuntime === 'external',
            // Browsers only: the runtime's code for loading remotes in Node is left out.
            optimization: { target: 'web' },
          },
        }),
        ...(app.federationRuntime === 'external' ? [new FederationRuntimeTagPlugin(), pageBundlerRuntime()] : []),
        ...(production && app.firstScreens ? [new FirstScreenPreloadPlugin(app.firstScreens)] : []),
        ...(production ? [compileWhileDownloading(), new BundleModulesPlugin(app.dir), new PrecompressPlugin()] : []),
      ],
      optimization: {
        minimize: production,
        // A library module needed by two lazily loaded parts goes into a chunk of its own however
        // small: below the default 20 KB threshold the bundler would copy it into both, and an
        // owner who opens both would download it twice.
        splitChunks: {
          cacheGroups: {
            defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true, minSize: 0 },
            ...Object.fromEntries(
              // A module two of them match goes to the one named first.
              Object.entries(app.namedChunks ?? {}).map(([name, test], index, all) => [name, { name, test, chunks: 'all', enforce: true, priority: 10 + all.length - index }]),
            ),
          },
        },
      },
      performance: false,
      lazyCompilation: false,
      devServer: {
        port: app.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        static: app.static ? [{ directory: app.static, watch: false }] : false,
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

/**
 * A remote's whole configuration comes from its package.json `portal` field (federation name,
 * dev port, routes and widgets), the same declaration the shell's app-config.json is built from.
 */
export function createRemoteConfig(dir) {
  const requireFromApp = createRequire(join(dir, 'package.json'));
  const { name, portal } = requireFromApp('./package.json');
  const app = {
    dir,
    name: portal.federationName,
    port: portal.port,
    title: `${name} — ambiente isolado`,
    exposes: {
      './routes': './src/routes.tsx',
      ...(portal.widgets.length > 0 ? { './widgets': './src/widgets.tsx' } : {}),
    },
    static: join(dir, 'public'),
    federationRuntime: 'external',
  };
  const remote = createAppConfig(app);
  return (env, argv = {}) => [remote(env, argv), federationRuntimeConfig(app, argv.mode !== 'development')];
}
