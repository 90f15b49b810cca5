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
