import { warmDateLibrary } from './warm-date-library';

jest.mock('moment', () => {
  throw new Error('ChunkLoadError: Loading chunk failed (offline)');
});

it('resolves quietly when the date library cannot load: the widget that needs it loads it itself', async () => {
  await expect(warmDateLibrary()).resolves.toBeUndefined();
});
