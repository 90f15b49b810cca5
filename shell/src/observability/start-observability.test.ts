import { startObservability } from './start-observability';

/** The longest the metrics wait for a first paint. */
const FIRST_PAINT_WAIT_MS = 10_000;

/** The owner's first tap, and the promise it settles. */
const firstTap = async () => {
  window.dispatchEvent(new Event('pointerdown'));
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

const observe = { onCLS: jest.fn(), onFCP: jest.fn(), onINP: jest.fn(), onLCP: jest.fn(), onTTFB: jest.fn() };
jest.mock('web-vitals', () => observe);

/** The browser's paint timing: `paint('first-contentful-paint')` delivers an entry to every observer. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  connected = false;
  constructor(private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    this.connected = true;
    FakePaintObserver.observers.push(this);
  }
  disconnect() {
    this.connected = false;
  }
  static paint(name: string) {
    for (const observer of FakePaintObserver.observers.filter((candidate) => candidate.connected)) observer.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
  }
}

const idle: (() => void)[] = [];
const metricsLoaded = async () => {
  // The dynamic import resolves over a few microtasks.
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return observe.onLCP.mock.calls.length > 0;
};

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  idle.length = 0;
  FakePaintObserver.observers = [];
  Object.assign(globalThis, { PerformanceObserver: FakePaintObserver });
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
});

afterEach(() => jest.useRealTimers());

describe('startObservability: the metrics library loads only after the first screen', () => {
  it('waits for the first contentful paint and the owner’s first tap, then for an idle moment, even when the page had already loaded', async () => {
    startObservability();
    expect(FakePaintObserver.observers).toHaveLength(1);
    FakePaintObserver.paint('first-paint');
    expect(idle).toHaveLength(0);
    FakePaintObserver.paint('first-contentful-paint');
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    await firstTap();
    expect(idle).toHaveLength(1);
    expect(await metricsLoaded()).toBe(false);
    idle[0]!();
    expect(await metricsLoaded()).toBe(true);
    for (const metric of Object.values(observe)) expect(metric).toHaveBeenCalledTimes(1);
  });

  it(`loads after ${FIRST_PAINT_WAIT_MS} ms without a first paint (a page left blank), and only once`, async () => {
    startObservability();
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await firstTap();
    expect(idle).toHaveLength(1);
    FakePaintObserver.paint('first-contentful-paint');
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(await metricsLoaded()).toBe(true);
  });

  it('where the browser cannot tell paints, goes on at the first tap to the idle moment', async () => {
    Object.assign(globalThis, { PerformanceObserver: undefined });
    startObservability();
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    await firstTap();
    expect(idle).toHaveLength(1);
  });

  it('loads when the page is hidden, for an owner who never tapped', async () => {
    startObservability();
    FakePaintObserver.paint('first-contentful-paint');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(idle).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
