import { warmDateLibrary } from './warm-date-library';

const evaluated: string[] = [];
jest.mock('moment', () => {
  evaluated.push('moment');
  return { __esModule: true, default: {} };
});
jest.mock('moment/locale/pt-br', () => {
  evaluated.push('pt-br');
  return {};
});

describe('warmDateLibrary', () => {
  it("evaluates moment, then its pt-BR locale in a later task, and resolves once both are ready", async () => {
    jest.useFakeTimers();
    try {
      const warmed = warmDateLibrary();
      // Module loading settles in microtasks; the locale waits for the next task.
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      expect(evaluated).toEqual(['moment']);
      jest.runOnlyPendingTimers();
      await warmed;
      expect(evaluated).toEqual(['moment', 'pt-br']);
    } finally {
      jest.useRealTimers();
    }
  });
});
