import { newPhotoSession, type NewPhotoSession } from '../session-api/photo-session-record';
import { propertyRow } from '../testing/fixtures';
import { dismissRefused, OFFLINE_QUEUE_KEY, parseQueue, readQueue, type QueuedBooking, type QueueStorage } from './offline-queue';
import { createInTabLock, type QueueLock } from './queue-lock';
import { queueBooking, syncOfflineQueue, type SendOutcome } from './queue-sync';

/** One localStorage shared by every "tab" of a test, as the browser shares it between tabs of one origin. */
function memoryStorage(initial: Record<string, string> = {}): QueueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

function session(id: string, propertyId = `prop-${id}`): NewPhotoSession {
  return newPhotoSession({ id, userId: 'u1', property: propertyRow({ id: propertyId }), date: '2025-03-11', timeSlot: 'morning_08', notes: null });
}

function entry(id: string, fields: Partial<QueuedBooking> = {}) {
  return { id, userId: 'u1', queuedAt: '2025-03-07T18:00:00Z', propertyName: `Casa ${id}`, session: session(id), ...fields };
}

/**
 * The backend as the database behaves: a session id is stored once (a second insert of it finds the row),
 * a second session of a property is refused, and `offline` answers nothing at all.
 */
function fakeBackend() {
  const stored = new Map<string, NewPhotoSession>();
  const calls: string[] = [];
  let offline = false;
  const send = async (s: NewPhotoSession): Promise<SendOutcome> => {
    calls.push(s.id);
    // A real request takes a while: the other tab's run would interleave here if nothing kept it out.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (offline) return { kind: 'unreachable' };
    if (stored.has(s.id)) return { kind: 'sent' };
    if ([...stored.values()].some((other) => other.property_id === s.property_id)) {
      return { kind: 'refused', reason: 'Esta propriedade já possui uma sessão de fotos agendada' };
    }
    stored.set(s.id, s);
    return { kind: 'sent' };
  };
  return { stored, calls, send, setOffline: (value: boolean) => (offline = value) };
}

describe('the offline queue', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let lock: QueueLock;
  beforeEach(() => {
    storage = memoryStorage();
    lock = createInTabLock();
  });

  it('keeps bookings in the order they were queued, once each', async () => {
    await queueBooking({ storage, lock }, entry('a'));
    await queueBooking({ storage, lock }, entry('b'));
    await queueBooking({ storage, lock }, entry('a'));
    expect(readQueue(storage).map((e) => [e.id, e.state, e.attempts])).toEqual([
      ['a', 'pending', 0],
      ['b', 'pending', 0],
    ]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"a"}'],
    ['an entry of another shape', '[{"id":"a"}]'],
  ])('reads a stored value that is %s as an empty queue', (_case, text) => {
    expect(parseQueue(text)).toEqual([]);
  });

  it.each<[string, Array<SendOutcome['kind']>, string[], string[], string[]]>([
    // outcomes in send order → sent ids, ids left pending, ids refused
    ['all reach the backend', ['sent', 'sent', 'sent'], ['a', 'b', 'c'], [], []],
    ['the connection drops at the second', ['sent', 'unreachable'], ['a'], ['b', 'c'], []],
    ['the first is refused, the rest go on', ['refused', 'sent', 'sent'], ['b', 'c'], [], ['a']],
    ['nothing reaches the backend', ['unreachable'], [], ['a', 'b', 'c'], []],
  ])('when %s', async (_case, outcomes, sent, pending, refused) => {
    for (const id of ['a', 'b', 'c']) await queueBooking({ storage, lock }, entry(id));
    const order: string[] = [];
    const report = await syncOfflineQueue({
      storage,
      lock,
      userId: 'u1',
      send: async (s) => {
        order.push(s.id);
        const kind = outcomes[order.length - 1] ?? 'sent';
        return kind === 'refused' ? { kind, reason: 'Esta propriedade já possui uma sessão de fotos agendada' } : { kind };
      },
    });
    expect(order).toEqual(['a', 'b', 'c'].slice(0, outcomes.includes('unreachable') ? outcomes.indexOf('unreachable') + 1 : 3));
    expect(report.sent.map((e) => e.id)).toEqual(sent);
    const left = readQueue(storage);
    expect(left.filter((e) => e.state === 'pending').map((e) => e.id)).toEqual(pending);
    expect(left.filter((e) => e.state === 'refused').map((e) => e.id)).toEqual(refused);
    expect(report.interrupted).toBe(outcomes.includes('unreachable'));
  });

  it('counts a failed attempt and sends the entry again, first, on the next run', async () => {
    const backend = fakeBackend();
    await queueBooking({ storage, lock }, entry('a'));
    await queueBooking({ storage, lock }, entry('b'));
    backend.setOffline(true);
    await syncOfflineQueue({ storage, lock, userId: 'u1', send: backend.send });
    expect(readQueue(storage).map((e) => [e.id, e.attempts])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    backend.setOffline(false);
    await syncOfflineQueue({ storage, lock, userId: 'u1', send: backend.send });
    expect(backend.calls).toEqual(['a', 'a', 'b']);
    expect([...backend.stored.keys()]).toEqual(['a', 'b']);
    expect(readQueue(storage)).toEqual([]);
  });

  it('sends exactly once when two tabs come back online together', async () => {
    const backend = fakeBackend();
    // Both tabs see the same storage and ask the same (Web Locks) lock.
    await queueBooking({ storage, lock }, entry('a'));
    await queueBooking({ storage, lock }, entry('b'));
    const tab = () => syncOfflineQueue({ storage, lock, userId: 'u1', send: backend.send });
    const [first, second] = await Promise.all([tab(), tab()]);
    expect(backend.calls).toEqual(['a', 'b']);
    expect(backend.stored.size).toBe(2);
    expect([first.sent.length, second.sent.length]).toEqual([2, 0]);
    expect(readQueue(storage)).toEqual([]);
  });

  it('makes one session even when a tab without the shared lock replays a booking another tab just sent', async () => {
    const backend = fakeBackend();
    await queueBooking({ storage, lock }, entry('a'));
    // Two tabs, each with only its own lock (a browser without Web Locks).
    const [first, second] = await Promise.all([
      syncOfflineQueue({ storage, lock: createInTabLock(), userId: 'u1', send: backend.send }),
      syncOfflineQueue({ storage, lock: createInTabLock(), userId: 'u1', send: backend.send }),
    ]);
    expect(backend.calls).toEqual(['a', 'a']);
    expect(backend.stored.size).toBe(1);
    expect(first.refused.concat(second.refused)).toEqual([]);
    expect(readQueue(storage)).toEqual([]);
  });

  it('keeps a refused booking with its reason, never sends it again, and lets the owner dismiss it once read', async () => {
    const backend = fakeBackend();
    backend.stored.set('elsewhere', session('elsewhere', 'prop-a'));
    await queueBooking({ storage, lock }, entry('a'));
    const report = await syncOfflineQueue({ storage, lock, userId: 'u1', send: backend.send });
    expect(report.refused).toEqual([expect.objectContaining({ id: 'a', reason: 'Esta propriedade já possui uma sessão de fotos agendada' })]);
    expect(readQueue(storage)).toEqual([expect.objectContaining({ id: 'a', state: 'refused', reason: 'Esta propriedade já possui uma sessão de fotos agendada' })]);

    await syncOfflineQueue({ storage, lock, userId: 'u1', send: backend.send });
    expect(backend.calls).toEqual(['a']);

    dismissRefused(storage, 'a');
    expect(readQueue(storage)).toEqual([]);
  });

  it('never dismisses a booking that is still waiting to be sent', async () => {
    await queueBooking({ storage, lock }, entry('a'));
    dismissRefused(storage, 'a');
    expect(readQueue(storage).map((e) => e.id)).toEqual(['a']);
  });

  it("sends only the signed-in owner's bookings", async () => {
    const backend = fakeBackend();
    await queueBooking({ storage, lock }, entry('mine'));
    await queueBooking({ storage, lock }, entry('theirs', { userId: 'u2', session: { ...session('theirs'), user_id: 'u2' } }));
    await syncOfflineQueue({ storage, lock, userId: 'u1', send: backend.send });
    expect(backend.calls).toEqual(['mine']);
    expect(readQueue(storage).map((e) => e.id)).toEqual(['theirs']);
  });

  it('keeps a booking queued by another tab during a run', async () => {
    const backend = fakeBackend();
    await queueBooking({ storage, lock }, entry('a'));
    const run = syncOfflineQueue({ storage, lock, userId: 'u1', send: backend.send });
    // The other tab queues while this one is sending: it waits for the lock, so nothing is overwritten.
    const queued = queueBooking({ storage, lock }, entry('b'));
    await Promise.all([run, queued]);
    expect(readQueue(storage).map((e) => e.id)).toEqual(['b']);
    expect(JSON.parse(storage.data[OFFLINE_QUEUE_KEY] ?? '[]')).toHaveLength(1);
  });
});
