import {
  keepScreen,
  LEARNED_FIRST_DATA_KEY,
  LEARNED_PATH_MAX,
  LEARNED_PATHS_PER_SCREEN,
  type LearnedFirstData,
} from './first-data-global';
import { requestUrl, shapesAnswer } from './first-data-fetch';
import { OVERVIEW_PATH, overviewQueryPaths } from './first-data-script';

/** Reads asked this long after the page's start are not its first display's: they are not learned. */
export const LEARNING_WINDOW_MS = 15_000;

export interface LearningOptions {
  /** The backend's address, as app-config.json names it. */
  backendUrl: string;
  /** The owner the page started signed in as, and the Authorization header of that session. */
  owner: string;
  authorization: string;
  /** The screen the page opened on (location.pathname). */
  screen: string;
  /** The screen shown now: reads of another screen, after a move, are not this one's. */
  currentScreen?: () => string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

/**
 * A plain read, as the page's script can repeat it: a GET with the session's Authorization and
 * nothing that shapes its answer beyond its URL (no Prefer or Accept; the public schema).
 */
function isPlainRead(input: RequestInfo | URL, init: RequestInit | undefined, authorization: string): boolean {
  const method = init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET');
  if (method.toUpperCase() !== 'GET') return false;
  const headers = new Headers(init?.headers);
  if (headers.get('authorization') !== authorization) return false;
  if (shapesAnswer(headers)) return false;
  const profile = headers.get('accept-profile');
  return profile === null || profile === 'public';
}

function readLearned(storage: Pick<Storage, 'getItem'>, owner: string): LearnedFirstData {
  try {
    const stored = JSON.parse(storage.getItem(LEARNED_FIRST_DATA_KEY) ?? 'null') as Partial<LearnedFirstData> | null;
    if (stored && stored.owner === owner && stored.screens && typeof stored.screens === 'object' && !Array.isArray(stored.screens)) {
      return { owner, screens: { ...stored.screens } };
    }
  } catch {
    // Unreadable: started anew.
  }
  return { owner, screens: {} };
}

/**
 * The client's fetch that also learns which reads the screen the page opened on makes in its first
 * display (LEARNING_WINDOW_MS): its own and its widgets', of whichever remote, as they are sent. They
 * replace what the last visit of that screen learned (a read that changed, as one dated by the day,
 * drops out) and are kept for this owner only (LEARNED_FIRST_DATA_KEY), so that the next visit's
 * page asks for them from the HTML (first-data-script.ts) and the client takes the answers
 * (first-data-fetch.ts). Only plain reads of the session the page started with are learned, never
 * a write, and never the overview the page asks for anyway (its one read, or the three queries it
 * stands for). Storage that refuses costs nothing.
 */
export function learningFetch(network: typeof fetch, options: LearningOptions): typeof fetch {
  const {
    backendUrl,
    owner,
    authorization,
    screen,
    currentScreen = () => window.location.pathname,
    storage = window.localStorage,
    now = () => performance.now(),
  } = options;
  const base = backendUrl.replace(/[/]+$/, '');
  const overview = new Set([OVERVIEW_PATH, ...overviewQueryPaths(owner)]);
  const learned: string[] = [];
  // What is kept, read once, when the first read is learned; written again with each one after.
  let kept: LearnedFirstData | null = null;

  const learn = (input: RequestInfo | URL, init: RequestInit | undefined) => {
    if (learned.length >= LEARNED_PATHS_PER_SCREEN || now() > LEARNING_WINDOW_MS || currentScreen() !== screen) return;
    const url = requestUrl(input);
    if (!url.startsWith(`${base}/rest/v1/`)) return;
    const path = url.slice(base.length);
    if (path.length > LEARNED_PATH_MAX || overview.has(path) || learned.includes(path)) return;
    if (!isPlainRead(input, init, authorization)) return;
    learned.push(path);
    kept ??= readLearned(storage, owner);
    keepScreen(kept.screens, screen, learned);
    storage.setItem(LEARNED_FIRST_DATA_KEY, JSON.stringify(kept));
  };

  return (input, init) => {
    try {
      learn(input, init);
    } catch {
      // Full or refusing storage: the next visit asks for the widgets' data after their code.
    }
    return network(input, init);
  };
}

/** Forgets what was learned (sign-out: the next owner of this browser learns anew). */
export function forgetLearnedFirstData(storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  try {
    storage.removeItem(LEARNED_FIRST_DATA_KEY);
  } catch {
    // Storage refused: the next owner's page does not use another owner's reads anyway.
  }
}
