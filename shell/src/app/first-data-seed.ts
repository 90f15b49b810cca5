import { ownerApi } from '@portal/shared/api';
import type { PhotoSessionRow, ProfileRow, PropertyRow } from '@portal/shared/domain';
import type { AppDispatch } from '@portal/shared/store';
import type { StoredSession } from '../session/stored-session';
import { FIRST_DATA_LIFETIME_MS } from './first-data-fetch';
import type { FirstData } from './first-data-global';
import { FIRST_DATA_PATHS, OWNER_ID } from './first-data-script';
import { valueWithin } from './value-within';

type UpsertThunk = ReturnType<typeof ownerApi.util.upsertQueryData>;

interface Backend {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** An early answer's rows: a 200 with a JSON array, or nothing. The answer itself stays unread. */
async function rowsOf(answer: Promise<Response>): Promise<unknown[] | null> {
  try {
    const response = await answer;
    if (response.status !== 200) return null;
    const rows: unknown = await response.clone().json();
    return Array.isArray(rows) ? rows : null;
  } catch {
    return null;
  }
}

/**
 * The longest a returning owner's first screen waits for the page's answers: past it (a stalled
 * connection) the client restores the session as for any other visit, and its requests still take
 * the answers if they come.
 */
export const FIRST_DATA_WAIT_MS = 4_000;

interface PageAnswers {
  urls: string[];
  byUrl: Record<string, Promise<Response>>;
  profiles: unknown[];
  properties: unknown[];
  sessions: unknown[];
}

/** The page's three answers for this session and backend, read from their clones; null if any is unusable. */
async function readPageAnswers(first: FirstData, backend: Backend, session: StoredSession): Promise<PageAnswers | null> {
  let answers;
  try {
    answers = await first.responses!;
  } catch {
    return null;
  }
  if (answers.apikey !== backend.supabaseAnonKey) return null;
  const base = backend.supabaseUrl.replace(/[/]+$/, '');
  const urls = FIRST_DATA_PATHS.map((path) => base + path.replace(OWNER_ID, encodeURIComponent(session.user.id)));
  const pending = urls.map((url) => answers.byUrl[url]);
  if (pending.some((answer) => !answer)) return null;
  const [profiles, properties, sessions] = await Promise.all(pending.map((answer) => rowsOf(answer!)));
  if (!profiles || profiles.length > 1 || !properties || !sessions) return null;
  return { urls, byUrl: answers.byUrl, profiles, properties, sessions };
}

/**
 * Puts the owner's overview the page's script asked for (profile, properties, photo sessions) into
 * the cache of the shell's own queries, so a returning owner's first screen (the layout's alerts,
 * the gate, the dashboard) renders from it without waiting for supabase-js. All or nothing, and
 * only answers that are certainly the ones the app would get: asked with this session's token, of
 * this backend with its key, within FIRST_DATA_LIFETIME_MS, each a 200 with rows (a profile at
 * most one, as `maybeSingle` takes it), arrived within FIRST_DATA_WAIT_MS. Otherwise nothing is put
 * and nothing is read: the queries ask through the client, which takes the early answers as before
 * (first-data-fetch.ts). The answers put are taken out of the page's list, so a later request (a
 * refetch) goes to the network. Resolves whether the overview was put.
 */
export async function seedOwnerOverviewFromPage(
  first: FirstData | undefined,
  backend: Backend,
  session: StoredSession,
  dispatch: AppDispatch,
  now: () => number = () => performance.now(),
): Promise<boolean> {
  if (!first?.responses || first.auth !== session.authorization) return false;
  const found = await valueWithin(readPageAnswers(first, backend, session), FIRST_DATA_WAIT_MS, null);
  if (!found || now() > FIRST_DATA_LIFETIME_MS) return false;
  for (const url of found.urls) delete found.byUrl[url];
  const userId = session.user.id;
  // The store's type has the api slice as optional (remotes inject into it); the thunks need it.
  const put = dispatch as unknown as (thunk: UpsertThunk) => PromiseLike<unknown>;
  await Promise.all([
    put(ownerApi.util.upsertQueryData('getProfile', userId, (found.profiles[0] as ProfileRow | undefined) ?? null)),
    put(ownerApi.util.upsertQueryData('getProperties', userId, found.properties as PropertyRow[])),
    put(ownerApi.util.upsertQueryData('getPhotoSessions', userId, found.sessions as PhotoSessionRow[])),
  ]);
  return true;
}
