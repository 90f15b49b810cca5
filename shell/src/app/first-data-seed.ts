import { ownerApi } from '@portal/shared/api';
import type { PhotoSessionRow, ProfileRow, PropertyRow } from '@portal/shared/domain';
import type { AppDispatch } from '@portal/shared/store';
import type { StoredSession } from '../session/stored-session';
import { FIRST_DATA_LIFETIME_MS } from './first-data-fetch';
import type { FirstData } from './first-data-global';
import { OVERVIEW_PATH } from './first-data-script';
import { valueWithin } from './value-within';

type UpsertThunk = ReturnType<typeof ownerApi.util.upsertQueryData>;

interface Backend {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The overview read's lists (get_owner_overview): a 200 with the three lists, or nothing. The answer itself stays unread. */
async function listsOf(answer: Promise<Response>): Promise<{ profiles: unknown[]; properties: unknown[]; sessions: unknown[] } | null> {
  try {
    const response = await answer;
    if (response.status !== 200) return null;
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return null;
    const { profiles, properties, photo_sessions: sessions } = body as Record<string, unknown>;
    return Array.isArray(profiles) && Array.isArray(properties) && Array.isArray(sessions) ? { profiles, properties, sessions } : null;
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

/** The page's overview answer for this session and backend, read from its clone; null if it is unusable. */
async function readPageAnswers(first: FirstData, backend: Backend): Promise<PageAnswers | null> {
  let answers;
  try {
    answers = await first.responses!;
  } catch {
    return null;
  }
  if (answers.apikey !== backend.supabaseAnonKey) return null;
  const url = backend.supabaseUrl.replace(/[/]+$/, '') + OVERVIEW_PATH;
  const answer = answers.byUrl[url];
  if (!answer) return null;
  const lists = await listsOf(answer);
  if (!lists || lists.profiles.length > 1) return null;
  return { urls: [url], byUrl: answers.byUrl, ...lists };
}

/**
 * Puts the owner's overview the page's script asked for in one read (profile, properties, photo
 * sessions) into the cache of the shell's own three queries, so a returning owner's first screen
 * (the layout's alerts, the gate, the dashboard) renders from it without waiting for supabase-js.
 * All or nothing, and only an answer that is certainly what the queries would get: asked with this
 * session's token, of this backend with its key, within FIRST_DATA_LIFETIME_MS, a 200 with the
 * three lists (a profile at most one, as `maybeSingle` takes it), arrived within
 * FIRST_DATA_WAIT_MS. Otherwise nothing is put and nothing is read: the queries ask through the
 * client. The answer put is taken out of the page's list. Resolves whether the overview was put.
 */
export async function seedOwnerOverviewFromPage(
  first: FirstData | undefined,
  backend: Backend,
  session: StoredSession,
  dispatch: AppDispatch,
  now: () => number = () => performance.now(),
): Promise<boolean> {
  if (!first?.responses || first.auth !== session.authorization) return false;
  const found = await valueWithin(readPageAnswers(first, backend), FIRST_DATA_WAIT_MS, null);
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
