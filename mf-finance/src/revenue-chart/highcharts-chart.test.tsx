import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ChartBoundary, useChartComponent } from './highcharts-chart';

jest.mock('highcharts', () => ({ __esModule: true, default: { setOptions: jest.fn() } }));
jest.mock('highcharts-react-official', () => ({ __esModule: true, default: jest.requireActual('../testing/chart-stub').default }));

/** How long a chart's box must stay near the screen before its library loads. */
const NEAR_VIEW_DWELL_MS = 400;

function Exploding({ when }: { when: boolean }) {
  if (when) throw new Error('Highcharts error #13');
  return <p>gráfico</p>;
}

function Harness() {
  const [key, setKey] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setKey(2)}>
        outro agrupamento
      </button>
      <ChartBoundary fallback={<p>Nenhum dado para o período selecionado</p>} resetKey={key}>
        <Exploding when={key === 1} />
      </ChartBoundary>
    </>
  );
}

describe('a chart that fails while drawing', () => {
  it('is logged and shows the empty state, and new options try again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByText('Nenhum dado para o período selecionado')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Erro ao desenhar o gráfico', expect.any(Error));
    fireEvent.click(screen.getByRole('button', { name: 'outro agrupamento' }));
    expect(await screen.findByText('gráfico')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum dado para o período selecionado')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

/** A stand-in for the browser's IntersectionObserver: the test says when the box is near the screen. */
class FakeObserver {
  static current: FakeObserver | null = null;
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    if (FakeObserver.current === this) FakeObserver.current = null;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

const ignoreError = () => undefined;

/** A chart's box: 'perto' once the chart's library has loaded for it. */
function Box() {
  const { boxRef, Chart } = useChartComponent(false, ignoreError);
  return <div ref={boxRef}>{Chart ? 'perto' : 'longe'}</div>;
}

/** Lets the library's import settle (fake timers leave promises alone). */
const settle = () => act(async () => {});

describe("a chart's box counts as reached", () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.IntersectionObserver = original;
  });

  it.each([
    ['near for the whole dwell', [[true, NEAR_VIEW_DWELL_MS]], 'perto'],
    ['near, but not for long enough yet', [[true, NEAR_VIEW_DWELL_MS - 1]], 'longe'],
    ['near for a moment while the page assembles, then pushed away', [[true, NEAR_VIEW_DWELL_MS - 100], [false, NEAR_VIEW_DWELL_MS]], 'longe'],
    ['pushed away, then scrolled to and kept near', [[true, 100], [false, 200], [true, NEAR_VIEW_DWELL_MS]], 'perto'],
    ['never near', [[false, 5000]], 'longe'],
  ] as [string, [boolean, number][], string][])('%s', async (_case, steps, shown) => {
    render(<Box />);
    for (const [near, waitMs] of steps) {
      FakeObserver.current!.report(near);
      act(() => jest.advanceTimersByTime(waitMs));
    }
    await settle();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('at once where the browser cannot tell', async () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<Box />);
    await settle();
    expect(screen.getByText('perto')).toBeInTheDocument();
  });
});
