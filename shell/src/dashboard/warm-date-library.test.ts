import { warmDateLibrary } from './warm-date-library';

const evaluated: string[] = [];
jest.mock('moment', () => {
  evaluated.push('moment');
  const moment = (value: string, format: string) => evaluated.push(`moment ${value} ${format}`);
  return { __esModule: true, default: Object.assign(moment, { ISO_8601: 'ISO 8601' }) };
});
jest.mock('moment/locale/pt-br', () => {
  evaluated.push('pt-br');
  return {};
});
jest.mock('@portal/shared/format', () => {
  evaluated.push('@portal/shared/format');
  return {
    formatDate: (value: string) => {
      evaluated.push(`formatDate ${value}`);
      return '02/01/2026';
    },
    formatRelativeTime: (value: string, now: string) => {
      evaluated.push(`formatRelativeTime ${value} ${now}`);
      return 'há 2 horas';
    },
  };
});

/** Lets module loading and promise callbacks settle, without running the next task. */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('warmDateLibrary', () => {
  it("evaluates moment, its pt-BR locale and the portal's date formats, then reads, formats and relates an ISO instant, each in a task of its own", async () => {
    const steps = [
      'moment',
      'pt-br',
      'moment 2026-01-02T03:04:05.678901+00:00 ISO 8601',
      '@portal/shared/format',
      'formatDate 2026-01-02T03:04:05.678901+00:00',
      'formatRelativeTime 2026-01-02T03:04:05.678901+00:00 2026-01-02T05:04:05.678Z',
    ];
    jest.useFakeTimers();
    try {
      const warmed = warmDateLibrary();
      for (let done = 1; done <= steps.length; done += 1) {
        await settle();
        expect(evaluated).toEqual(steps.slice(0, done));
        jest.runOnlyPendingTimers();
      }
      await warmed;
      expect(evaluated).toEqual(steps);
    } finally {
      jest.useRealTimers();
    }
  });
});
