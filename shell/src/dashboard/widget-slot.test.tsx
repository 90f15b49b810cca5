import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StoryProviders, testAppConfig } from '@portal/shared/testing';
import { loadExposed } from '../remotes/remote-modules';
import { usePrefetchedWidgets, WidgetSlot } from './widget-slot';

/** How long the dashboard waits for its widgets' code. */
const WIDGET_WAIT_MS = 1500;

jest.mock('../remotes/remote-modules', () => ({ loadExposed: jest.fn() }));
const widgetRendered = jest.fn();
jest.mock('../remotes/remote-widget', () => ({ RemoteWidget: ({ remote, name }: { remote: string; name: string }) => (widgetRendered(remote, name), <div data-testid={`widget-${name}`} />) }));

const appConfig = {
  ...testAppConfig,
  remotes: [
    { name: 'mf_properties', manifestUrl: 'http://b/mf-manifest.json', routes: [], widgets: ['property-cards'] },
    { name: 'mf_finance', manifestUrl: 'http://c/mf-manifest.json', routes: [], widgets: ['earnings-chart'] },
  ],
};
const wrapper = ({ children }: { children: ReactNode }) => <StoryProviders appConfig={appConfig}>{children}</StoryProviders>;

/** A download that settles when the test says so. */
function heldLoads() {
  const settle = new Map<string, (fail?: boolean) => void>();
  jest.mocked(loadExposed).mockImplementation(
    (remote: string) =>
      new Promise((resolve, reject) => {
        settle.set(remote, (fail) => (fail ? reject(new Error('unreachable')) : resolve({ contractVersion: 1 })));
      }),
  );
  return settle;
}

/** Lets the hook's effect and the settled downloads run. */
const started = () => act(async () => undefined);

describe("usePrefetchedWidgets: the dashboard shows once its widgets' code is there", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(loadExposed).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("starts every widget's remote at once", async () => {
    heldLoads();
    renderHook(() => usePrefetchedWidgets(['property-cards', 'earnings-chart']), { wrapper });
    await started();
    expect(jest.mocked(loadExposed).mock.calls.map(([remote]) => remote)).toEqual(['mf_properties', 'mf_finance']);
  });

  it('is ready when every remote has loaded, and not before', async () => {
    const settle = heldLoads();
    const { result } = renderHook(() => usePrefetchedWidgets(['property-cards', 'earnings-chart']), { wrapper });
    await started();
    expect(result.current).toBe(false);
    await act(async () => settle.get('mf_properties')!());
    expect(result.current).toBe(false);
    await act(async () => settle.get('mf_finance')!());
    expect(result.current).toBe(true);
  });

  it("is ready when a remote failed: its slot shows the error box, the others their widgets", async () => {
    const settle = heldLoads();
    const { result } = renderHook(() => usePrefetchedWidgets(['property-cards', 'earnings-chart']), { wrapper });
    await started();
    await act(async () => {
      settle.get('mf_properties')!();
      settle.get('mf_finance')!(true);
    });
    expect(result.current).toBe(true);
  });

  it(`does not wait for a slow remote longer than ${WIDGET_WAIT_MS} ms from the start of its download`, async () => {
    heldLoads();
    const { result } = renderHook(() => usePrefetchedWidgets(['property-cards']), { wrapper });
    await started();
    await act(async () => jest.advanceTimersByTime(WIDGET_WAIT_MS - 1));
    expect(result.current).toBe(false);
    await act(async () => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('waits again when the widgets change (the gate learned from the overview)', async () => {
    const settle = heldLoads();
    const { result, rerender } = renderHook(({ names }) => usePrefetchedWidgets(names), { wrapper, initialProps: { names: ['property-cards'] as const } as { names: readonly ('property-cards' | 'earnings-chart')[] } });
    await started();
    await act(async () => settle.get('mf_properties')!());
    expect(result.current).toBe(true);
    rerender({ names: ['earnings-chart'] });
    expect(result.current).toBe(false);
    await started();
    await act(async () => settle.get('mf_finance')!());
    expect(result.current).toBe(true);
  });
});

describe('WidgetSlot', () => {
  beforeEach(() => widgetRendered.mockClear());

  it("shows the widget of the remote that offers it, and nothing for a widget no remote offers", () => {
    const { queryByTestId } = render(
      <>
        <WidgetSlot name="earnings-chart" />
        <WidgetSlot name="photo-alerts" />
      </>,
      { wrapper },
    );
    expect(queryByTestId('widget-earnings-chart')).not.toBeNull();
    expect(queryByTestId('widget-photo-alerts')).toBeNull();
    expect(widgetRendered.mock.calls).toEqual([['mf_finance', 'earnings-chart']]);
  });

  it('is not drawn again when the page around it re-renders (its figures arriving): the widget reads the store itself', () => {
    const Page = ({ figures }: { figures: number }) => (
      <section data-figures={figures}>
        <WidgetSlot name="property-cards" />
      </section>
    );
    const { rerender, container } = render(<Page figures={0} />, { wrapper });
    rerender(<Page figures={3} />);
    expect(container.querySelector('section')?.getAttribute('data-figures')).toBe('3');
    expect(widgetRendered).toHaveBeenCalledTimes(1);
  });
});
