import { createStoredQueue, hasPendingEntries } from './stored-queue';
import { createInTabLock } from './queue-lock';

interface Entry {
  id: string;
  state: 'pending' | 'refused';
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && typeof (value as Entry).id === 'string' && ['pending', 'refused'].includes((value as Entry).state);

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('a queue kept in localStorage', () => {
  const queue = createStoredQueue('test:queue', isEntry);

  it.each([
    ['nothing stored', null, []],
    ['a damaged value', '{not json', []],
    ['not a list', '{"id":"a"}', []],
    ['entries of another shape among valid ones', '[{"id":"a","state":"pending"},{"id":1},{"id":"b","state":"gone"}]', [{ id: 'a', state: 'pending' }]],
  ])('reads %s as its valid entries only', (_case, stored, expected) => {
    const storage = memoryStorage(stored === null ? {} : { 'test:queue': stored });
    expect(queue.read(storage)).toEqual(expected);
  });

  it('changes the list as stored at that moment, keeping what another tab wrote meanwhile, and tells its listeners', () => {
    const storage = memoryStorage();
    const heard = jest.fn();
    const stop = queue.subscribe(heard);
    queue.update(storage, (entries) => [...entries, { id: 'a', state: 'pending' }]);
    storage.setItem('test:queue', JSON.stringify([...queue.read(storage), { id: 'other-tab', state: 'pending' }]));
    queue.update(storage, (entries) => entries.filter((entry) => entry.id !== 'a'));
    expect(queue.read(storage)).toEqual([{ id: 'other-tab', state: 'pending' }]);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it.each([
    ['[{"id":"a","state":"pending"}]', true],
    ['[{"id":"a","state":"refused"}]', false],
    ['[]', false],
    ['oops', false],
    [null, false],
  ])('%s has entries waiting to be sent: %s', (stored, expected) => {
    expect(hasPendingEntries(memoryStorage(stored === null ? {} : { k: stored }), 'k')).toBe(expected);
  });
});

describe('the in-tab lock', () => {
  it('runs tasks one after another, in order, even when one fails', async () => {
    const lock = createInTabLock();
    const order: string[] = [];
    const slow = lock(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('first');
      throw new Error('failed');
    });
    const second = lock(async () => order.push('second'));
    await expect(slow).rejects.toThrow('failed');
    await second;
    expect(order).toEqual(['first', 'second']);
  });
});
