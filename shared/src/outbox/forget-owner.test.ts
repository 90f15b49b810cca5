import { forgetOwnerInBrowser } from './forget-owner';
import { QUEUE_KEYS } from './queue-keys';

const OWNER = '3f0e2a9c-5b1d-4c7e-9a41-2d6f8b0c1e55';
const OTHER = '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';

function storageWith(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}
const contents = (storage: Storage) => Object.fromEntries(Array.from({ length: storage.length }, (_, index) => storage.key(index)!).map((key) => [key, storage.getItem(key)]));
const queue = (...owners: string[]) => JSON.stringify(owners.map((userId, index) => ({ id: `e${index}`, userId, state: 'pending' })));

describe('forgetOwnerInBrowser', () => {
  it.each([
    ['a property draft', { [`property-draft:${OWNER}`]: '{"data":{}}' }, {}],
    ['a message draft of each conversation', { [`mf-account:message-draft:${OWNER}:c1`]: 'Oi', [`mf-account:message-draft:${OWNER}:c2`]: 'Olá' }, {}],
    ['the marks of derived notifications', { [`portal-notification-marks:${OWNER}`]: '{"read":[]}' }, {}],
    ["another owner's keys stay", { [`property-draft:${OTHER}`]: 'x', [`mf-account:message-draft:${OTHER}:c1`]: 'y' }, { [`property-draft:${OTHER}`]: 'x', [`mf-account:message-draft:${OTHER}:c1`]: 'y' }],
    ['keys of no owner stay', { 'portal.theme': 'claro' }, { 'portal.theme': 'claro' }],
    ["the owner's photo bookings leave the queue, another owner's stay", { [QUEUE_KEYS.photoBookings]: queue(OWNER, OTHER, OWNER) }, { [QUEUE_KEYS.photoBookings]: JSON.stringify([{ id: 'e1', userId: OTHER, state: 'pending' }]) }],
    ["the owner's unsent messages leave the queue", { [QUEUE_KEYS.messages]: queue(OWNER) }, { [QUEUE_KEYS.messages]: '[]' }],
    ['a damaged queue is left as it is', { [QUEUE_KEYS.messages]: '{não é json' }, { [QUEUE_KEYS.messages]: '{não é json' }],
  ])('%s', (_case, before, after) => {
    const local = storageWith(before);
    forgetOwnerInBrowser(OWNER, { local, session: null });
    expect(contents(local)).toEqual(after);
  });

  it("empties the tab's sessionStorage (its booking in progress, its folded alerts)", () => {
    const session = storageWith({ 'mf-photos:booking-draft': '{"propertyId":"p1"}', 'portal.alerts.expanded': 'true' });
    forgetOwnerInBrowser(OWNER, { local: null, session });
    expect(session.length).toBe(0);
  });

  it('leaves everything when the browser refuses storage', () => {
    const refusing = { ...storageWith({}), clear: () => { throw new Error('SecurityError'); }, key: () => { throw new Error('SecurityError'); }, length: 1 } as unknown as Storage;
    expect(() => forgetOwnerInBrowser(OWNER, { local: refusing, session: refusing })).not.toThrow();
  });
});
