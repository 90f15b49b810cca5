import { nextTask, yieldToBrowser } from './next-task';

describe('ending a task', () => {
  const scheduler = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete scheduler.scheduler;
    jest.useRealTimers();
  });

  it.each([
    ['yieldToBrowser, even where the browser has scheduler.yield', yieldToBrowser, { yield: () => Promise.resolve() }],
    ['nextTask where the browser has no scheduler.yield', nextTask, undefined],
  ])('%s: what follows runs in a new task, after a timer already due', async (_case, pause, browserScheduler) => {
    if (browserScheduler) scheduler.scheduler = browserScheduler;
    jest.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('due timer'), 0);
    const paused = pause().then(() => order.push('after the pause'));
    expect(order).toEqual([]);
    await jest.runAllTimersAsync();
    await paused;
    expect(order).toEqual(['due timer', 'after the pause']);
  });

  it("nextTask resumes through the browser's scheduler.yield where there is one", async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    scheduler.scheduler = { yield: yieldNow };
    await nextTask();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});
