import { warmDateLibrary } from './warm-date-library';

const evaluated: string[] = [];
jest.mock('moment', () => {
  evaluated.push('moment');
  /** Records what the warm-up asks of moment: reading an instant, formatting it, relating it to another. */
  const moment = (value: string, format: string) => {
    evaluated.push(`read ${value} as ${format}`);
    const instant = {
      locale: (name: string) => {
        evaluated.push(`locale ${name}`);
        return instant;
      },
      format: (pattern: string) => evaluated.push(`format ${pattern}`),
      from: () => evaluated.push(`from ${value}`),
    };
    return instant;
  };
  return { __esModule: true, default: Object.assign(moment, { ISO_8601: 'ISO 8601' }) };
});
jest.mock('moment/locale/pt-br', () => {
  evaluated.push('pt-br');
  return {};
});

/** Lets module loading and promise callbacks settle, without running the next task. */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('warmDateLibrary', () => {
  it("evaluates moment and its pt-BR locale, then reads, formats and relates an ISO instant, each in a task of its own, none in the caller's", async () => {
    const read = 'read 2026-01-02T03:04:05.678901+00:00 as ISO 8601';
    // Each entry is what one task adds; the first is the caller's.
    const steps = [[], ['moment'], ['pt-br'], [read, 'locale pt-br'], ['read 2026-01-02T05:04:05.678Z as ISO 8601'], ['format DD/MM/YYYY'], ['from 2026-01-02T03:04:05.678901+00:00']];
    jest.useFakeTimers();
    try {
      const warmed = warmDateLibrary();
      for (let done = 1; done <= steps.length; done += 1) {
        await settle();
        expect(evaluated).toEqual(steps.slice(0, done).flat());
        jest.runOnlyPendingTimers();
      }
      await warmed;
      expect(evaluated).toEqual(steps.flat());
    } finally {
      jest.useRealTimers();
    }
  });
});
