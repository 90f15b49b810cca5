import { ownerApi } from '@portal/shared/api';
import type { PhotoSessionRow, ProfileRow, PropertyRow } from '@portal/shared/domain';
import type { AppDispatch } from '@portal/shared/store';
import type { StoredSession } from '../session/stored-session';
import { FIRST_DATA_LIFETIME_MS } from './first-data-fetch';
import type { FirstData } from './first-data-global';
import { OVERVIEW_PATH, overviewQueryPaths } from './first-data-script';
import { valueWithin } from './value-within';

interface Backend {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

interface OverviewLists {
  profiles: unknown[];
  properties: unknown[];
  sessions: unknown[];
}

const ownRows = (rows: unknown, owner: string): rows is unknown[] =>
  Array.isArray(rows) && rows.every((row) => typeof row === 'object' && row !== null && (row as { user_id?: unknown }).user_id === owner);

/** The overview read's lists (get_owner_overview): a 200 with the three lists of this owner's rows, or nothing. The answer itself stays unread. */
async function listsOf(answer: Promise<Response>, owner: string): Promise<OverviewLists | null> {
  try {
    const response = await answer;
    if (response.status !== 200) return null;
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return null;
    const { profiles, properties, photo_sessions: sessions } = body as Record<string, unknown>;
    return ownRows(profiles, owner) && ownRows(properties, owner) && ownRows(sessions, owner) ? { profiles, properties, sessions } : null;
  } catch {
    return null;
  }
}

/**
 * The longest a returning owner's first screen waits for the page's answer: past it (a stalled
 * connection) the client restores the session as for any other visit, and its three queries still
 * take the answer's lists if it comes (answerQueriesWhenLate).
 */
export const FIRST_DATA_WAIT_MS = 4_000;

interface PageAnswers extends OverviewLists {
  url: string;
  byUrl: Record<string, Promise<Response>>;
}

/** The page's overview answer (asked at `url`) for this session and backend, read from its clone; null if it is unusable. */
async function readPageAnswers(first: FirstData, backend: Backend, url: string, owner: string): Promise<PageAnswers | null> {
  let answers;
  try {
    answers = await first.responses!;
  } catch {
    return null;
  }
  if (answers.apikey !== backend.supabaseAnonKey) return null;
  const answer = answers.byUrl[url];
  if (!answer) return null;
  const lists = await listsOf(answer, owner);
  if (!lists || lists.profiles.length > 1) return null;
  return { url, byUrl: answers.byUrl, ...lists };
}

/**
 * An answer that comes after FIRST_DATA_WAIT_MS is not lost: each of the shell's three queries,
 * which the client sends meanwhile, takes its list from it as it would take an early answer of its
 * own (first-data-fetch.ts), instead of asking again on a slow link. One that turns out unusable
 * sends them to the network.
 */
async function answerQueriesWhenLate(first: FirstData, pending: Promise<PageAnswers | null>, base: string, session: StoredSession) {
  let byUrl: Record<string, Promise<Response>>;
  try {
    ({ byUrl } = await first.responses!);
  } catch {
    return;
  }
  const usable = pending.then((found) => {
    // Read, usable or not: the page keeps it no longer.
    delete byUrl[base + OVERVIEW_PATH];
    if (!found) throw new Error('the overview answer is not usable');
    return found;
  });
  usable.catch(() => undefined);
  overviewQueryPaths(session.user.id).forEach((path, index) => {
    // The queries' order: profile, properties, photo sessions.
    const answer = usable.then((found) => new Response(JSON.stringify([found.profiles, found.properties, found.sessions][index]), { status: 200, headers: { 'content-type': 'application/json' } }));
    // Its refusal is the client's to read (it then asks the network); unread, it is no error.
    answer.catch(() => undefined);
    byUrl[base + path] ??= answer;
  });
}

/**
 * Puts the owner's overview the page's script asked for in one read (profile, properties, photo
 * sessions) into the cache of the shell's own three queries, so a returning owner's first screen
 * (the layout's alerts, the gate, the dashboard) renders from it without waiting for supabase-js.
 * All or nothing, and only an answer that is certainly what the queries would get: asked with this
 * session's token, of this backend with its key, within FIRST_DATA_LIFETIME_MS, a 200 with the
 * three lists of this owner's rows (a profile at most one, as `maybeSingle` takes it), arrived
 * within FIRST_DATA_WAIT_MS. Otherwise nothing is put: the queries ask through the client, and take
 * the answer's lists if it comes late (answerQueriesWhenLate). The answer put is taken out of the
 * page's list. Resolves whether the overview was put.
 */
export async function seedOwnerOverviewFromPage(
  first: FirstData | undefined,
  backend: Backend,
  session: StoredSession,
  dispatch: AppDispatch,
  now: () => number = () => performance.now(),
): Promise<boolean> {
  if (!first?.responses || first.auth !== session.authorization) return false;
  const base = backend.supabaseUrl.replace(/[/]+$/, '');
  const pending = readPageAnswers(first, backend, base + OVERVIEW_PATH, session.user.id);
  const found = await valueWithin(pending, FIRST_DATA_WAIT_MS, null);
  if (!found) {
    // Not awaited: the page's list may itself be late (app-config.json not in), and the first
    // screen goes on with the client now.
    void answerQueriesWhenLate(first, pending, base, session);
    return false;
  }
  delete found.byUrl[found.url];
  if (now() > FIRST_DATA_LIFETIME_MS) return false;
  const userId = session.user.id;
  // One action puts all three, with the tags they provide: one pass of the store's reducers and
  // middleware and one update of its subscribers, where an upsert for each dispatched six actions.
  dispatch(
    ownerApi.util.upsertQueryEntries([
      { endpointName: 'getProfile', arg: userId, value: (found.profiles[0] as ProfileRow | undefined) ?? null },
      { endpointName: 'getProperties', arg: userId, value: found.properties as PropertyRow[] },
      { endpointName: 'getPhotoSessions', arg: userId, value: found.sessions as PhotoSessionRow[] },
    ]),
  );
  return true;
}
