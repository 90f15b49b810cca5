import { AUTH_STORAGE_KEY } from '@portal/shared/supabase';
import {
  FIRST_DATA_GLOBAL,
  KNOWN_BACKEND_KEY,
  LEARNED_FIRST_DATA_KEY,
  LEARNED_MANIFESTS_KEY,
  LEARNED_MANIFESTS_PER_SCREEN,
  LEARNED_PATH_MAX,
  LEARNED_PATHS_PER_SCREEN,
} from './first-data-global';

/**
 * The owner's overview as the shell's own queries ask for it (getProfile, getProperties,
 * getPhotoSessions in @portal/shared/api), in that order: what the layout's alerts, the gate and
 * the dashboard show first. first-data-script.test.ts holds that each is the exact request
 * supabase-js sends for its query. The page asks for all three in one read instead (OVERVIEW_PATH),
 * and these are never learned (first-data-learning.ts): the queries run only when that read was
 * not put in their cache (first-data-seed.ts).
 */
export function overviewQueryPaths(owner: string): string[] {
  const id = encodeURIComponent(owner);
  return [
    `/rest/v1/profiles?select=*&user_id=eq.${id}`,
    `/rest/v1/properties?select=*&user_id=eq.${id}&order=created_at.desc`,
    `/rest/v1/photo_sessions?select=*&user_id=eq.${id}&order=created_at.desc`,
  ];
}

/**
 * The three in one read (supabase/migrations/0009_owner_overview.sql, the signed-in owner's own by
 * their token): one request from the page instead of three, each with its CORS preflight, on a
 * phone's link while the app's code downloads. first-data-seed.ts puts its lists where the three
 * queries' answers go.
 */
export const OVERVIEW_PATH = '/rest/v1/rpc/get_owner_overview';

/**
 * A stored session closer than this to its expiry is refreshed by supabase-js before any request
 * (it does so within 90 s): the page does not ask with a token the app will not use.
 */
export const SESSION_MARGIN_MS = 120_000;

/**
 * The browser's first `Intl` formatter of a page loads its locale data: ~50 ms of one task on a
 * fast computer, four times that on a mid-range phone, which the signed-in first screen paid in
 * the middle of its render (the dashboard's amounts). The script pays it in a task of its own
 * while the page still waits for its code; the app's formatters then start at once. The same
 * locale and kind as @portal/shared/format's money.
 */
export const LOCALE_WARM_UP =
  'setTimeout(function(){try{new Intl.NumberFormat("pt-BR",{style:"currency",currency:"BRL"}).format(0)}catch(e){}},0);';

/**
 * The inline script of the signed-in pages (index.html, dashboard.html, home.html), first in their
 * `<head>`: it requests /app-config.json at once and, for an owner whose stored session is still
 * valid, the owner's overview (one read, OVERVIEW_PATH) while the app's code is still downloading,
 * instead of once that code has run, restored the session and rendered: at once, from the HTML, to
 * the backend a previous visit found in app-config.json (KNOWN_BACKEND_KEY), or else as soon as
 * app-config.json names it. The app takes the answers from `window.__portalFirstData`
 * (app-config-request.ts, first-data-seed.ts, first-data-fetch.ts). With the overview it asks for
 * the reads this screen's first display made on the owner's last visit (LEARNED_FIRST_DATA_KEY,
 * kept by first-data-learning.ts), at low priority beside it: the widgets' data then travels with
 * the overview instead of after their code. Then it revalidates the remotes' manifests this
 * screen's start fetched last time (LEARNED_MANIFESTS_KEY, kept by early-manifests.ts): the
 * widgets' code, in the cache, then waits for neither app-config.json nor the app's start to learn
 * where it is. For such an owner it also loads the locale's formatting data meanwhile
 * (LOCALE_WARM_UP).
 * Without a stored session, or with one it cannot read, it starts only app-config.json.
 */
export function firstDataScript(): string {
  const json = JSON.stringify;
  return [
    '(function(){try{',
    `var w=window,first=w[${json(FIRST_DATA_GLOBAL)}]={config:fetch("/app-config.json",{cache:"no-cache"})};`,
    'first.config.catch(function(){});',
    `var s=JSON.parse(localStorage.getItem(${json(AUTH_STORAGE_KEY)})||"null");`,
    `if(!s||typeof s.access_token!=="string"||!s.user||typeof s.user.id!=="string"||!(s.expires_at*1000-Date.now()>${SESSION_MARGIN_MS}))return;`,
    'var auth=first.auth="Bearer "+s.access_token;',
    LOCALE_WARM_UP,
    // This owner's learned reads for this screen: paths at the backend, as many as are kept.
    `var learned=[];try{var l=JSON.parse(localStorage.getItem(${json(LEARNED_FIRST_DATA_KEY)})||"null"),`,
    'p=l&&l.owner===s.user.id&&l.screens&&l.screens[location.pathname];',
    `if(Array.isArray(p))learned=p.slice(0,${LEARNED_PATHS_PER_SCREEN}).filter(function(x){return typeof x==="string"&&x.indexOf("/rest/v1/")===0&&x.length<=${LEARNED_PATH_MAX}})}catch(e){}`,
    'function ask(url,key){if(typeof url!=="string"||typeof key!=="string")throw 0;',
    `var base=url.replace(/[/]+$/,""),out={},h={headers:{apikey:key,Authorization:auth,"Accept-Profile":"public"}};`,
    `var o=base+${json(OVERVIEW_PATH)},r=fetch(o,h);r.catch(function(){});out[o]=r;`,
    // The learned reads go at once, at low priority: the first screen needs the overview (fetch's
    // default priority, high) first, and the browser gives it the link first without the learned
    // reads waiting a round trip for its answer.
    'var low={headers:h.headers,priority:"low"};',
    'learned.forEach(function(p){var u=base+p;if(out[u])return;var r=fetch(u,low);r.catch(function(){});out[u]=r});',
    'return{apikey:key,byUrl:out}}',
    `var known=null;try{known=JSON.parse(localStorage.getItem(${json(KNOWN_BACKEND_KEY)})||"null")}catch(e){}`,
    'if(!known||typeof known.url!=="string"||typeof known.anonKey!=="string")known=null;',
    'first.responses=known?Promise.resolve(ask(known.url,known.anonKey)):',
    'first.config.then(function(r){if(!r.ok)throw r.status;return r.clone().json()}).then(function(c){return ask(c.supabaseUrl,c.supabaseAnonKey)});',
    'first.responses.catch(function(){});',
    // After the overview: the first screen needs that first. Revalidated (no-cache), as the runtime would.
    `try{var m=JSON.parse(localStorage.getItem(${json(LEARNED_MANIFESTS_KEY)})||"null"),q=m&&m.screens&&m.screens[location.pathname];`,
    `if(Array.isArray(q)){var mf=first.manifests={};q.slice(0,${LEARNED_MANIFESTS_PER_SCREEN}).forEach(function(u){`,
    `if(typeof u!=="string"||!/^https?:[/][/]/.test(u)||u.length>${LEARNED_PATH_MAX}||mf[u])return;`,
    'var r=fetch(u,{cache:"no-cache"});r.catch(function(){});mf[u]=r})}}catch(e){}',
    '}catch(e){}})();',
  ].join('');
}

const scriptTag = () => `<script>${firstDataScript()}</script>`;

/** The page without the script (a build's index.html that was given it already). */
export function withoutFirstDataScript(html: string): string {
  return html.replace(scriptTag(), '');
}

/** The page with the script first in its `<head>`, once. */
export function withFirstDataScript(html: string): string {
  if (!html.includes('<head>')) throw new Error('the first-data script needs a page with <head>');
  return withoutFirstDataScript(html).replace('<head>', () => `<head>${scriptTag()}`);
}
