import type * as ScreenLoaders from './screen-loaders';
import { warmUpFirstScreen } from './screen-loaders';

const loaded: string[] = [];
jest.mock('../auth/auth-page', () => (loaded.push('auth page'), {}));
jest.mock('../dashboard/dashboard-page', () => (loaded.push('dashboard page'), {}));
jest.mock('../layout/app-layout', () => (loaded.push('signed-in frame'), {}));

beforeEach(() => {
  loaded.length = 0;
  jest.resetModules();
});

describe('warmUpFirstScreen: the first screen starts downloading while the configuration loads', () => {
  it.each([
    ['/auth', false, ['auth page']],
    ['/dashboard', false, ['auth page']],
    ['/financeiro', false, ['auth page']],
    ['/', true, ['signed-in frame', 'dashboard page']],
    ['/dashboard', true, ['signed-in frame', 'dashboard page']],
    ['/auth', true, ['signed-in frame', 'dashboard page']],
    ['/financeiro', true, ['signed-in frame']],
    ['/conta', true, ['signed-in frame']],
  ])('%s with a session expected: %s → %j', async (pathname, sessionExpected, expected) => {
    warmUpFirstScreen(pathname, sessionExpected);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual(expected);
  });
});

describe('loadedAppLayout: the frame renders from loaded code without suspending', () => {
  it('is undefined until the frame has loaded, then the loaded module', async () => {
    // A fresh copy (modules are reset before each test): no other test's load counts.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaders = require('./screen-loaders') as typeof ScreenLoaders;
    expect(loaders.loadedAppLayout()).toBeUndefined();
    const module = await loaders.loadAppLayout();
    expect(loaders.loadedAppLayout()).toBe(module);
  });
});
