import {
  keepScreen,
  LEARNED_MANIFESTS_KEY,
  LEARNED_MANIFESTS_PER_SCREEN,
  LEARNED_PATH_MAX,
  readFirstData,
  type LearnedManifests,
} from '../app/first-data-global';
import { LEARNING_WINDOW_MS } from '../app/first-data-learning';

/**
 * The page's own request for this manifest (first-data-script.ts), taken once: the runtime's first
 * fetch of it uses the revalidation the HTML started, and any later one (a retry, "Tentar
 * novamente", a remote registered again) asks the network. Undefined when the page did not ask.
 */
export function takeEarlyManifest(url: string, target: object = window): Promise<Response> | undefined {
  const manifests = readFirstData(target)?.manifests;
  if (!manifests || !Object.prototype.hasOwnProperty.call(manifests, url)) return undefined;
  const early = manifests[url];
  delete manifests[url];
  return early;
}

export interface ManifestLearningOptions {
  /** The screen the page opened on (location.pathname). */
  screen: string;
  /** The screen shown now: a manifest fetched after a move to another screen is not this one's. */
  currentScreen?: () => string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

function readKept(storage: Pick<Storage, 'getItem'>): LearnedManifests {
  try {
    const stored = JSON.parse(storage.getItem(LEARNED_MANIFESTS_KEY) ?? 'null') as Partial<LearnedManifests> | null;
    if (stored && stored.screens && typeof stored.screens === 'object' && !Array.isArray(stored.screens)) return { screens: { ...stored.screens } };
  } catch {
    // Unreadable: started anew.
  }
  return { screens: {} };
}

/**
 * Learns which remotes' manifests the screen the page opened on fetches while it starts
 * (LEARNING_WINDOW_MS, the same window as its first reads), in the order they are fetched. They
 * replace what the last visit of that screen learned, so a remote the screen no longer shows
 * drops out, and the next visit's page revalidates them from the HTML. Only http(s) addresses of
 * at most LEARNED_PATH_MAX characters; at most LEARNED_MANIFESTS_PER_SCREEN per screen, and
 * screens kept as the learned reads keep theirs (keepScreen). Storage that refuses costs nothing.
 */
export function manifestLearner(options: ManifestLearningOptions): (url: string) => void {
  const { screen, currentScreen = () => window.location.pathname, storage = window.localStorage, now = () => performance.now() } = options;
  const learned: string[] = [];
  return (url) => {
    if (learned.length >= LEARNED_MANIFESTS_PER_SCREEN || now() > LEARNING_WINDOW_MS || currentScreen() !== screen) return;
    if (learned.includes(url) || url.length > LEARNED_PATH_MAX || !/^https?:\/\//.test(url)) return;
    learned.push(url);
    try {
      const kept = readKept(storage);
      keepScreen(kept.screens, screen, learned);
      storage.setItem(LEARNED_MANIFESTS_KEY, JSON.stringify(kept));
    } catch {
      // Full or refusing storage: the next visit fetches its manifests once the app has started.
    }
  };
}
