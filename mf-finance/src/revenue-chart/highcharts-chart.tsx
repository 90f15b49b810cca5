import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type * as HighchartsModule from 'highcharts';
import type { Options } from 'highcharts';
import { HIGHCHARTS_PT_BR } from './chart-options';

type ChartComponent = ComponentType<{ options: Options }>;

let loading: Promise<ChartComponent> | null = null;

/**
 * Highcharts and its React wrapper load on first use only, in a chunk of their own (~100 KB gzip): the
 * dashboard's first paint and the finance page's first render never wait for them.
 */
function loadChart(): Promise<ChartComponent> {
  loading ??= Promise.all([import('highcharts'), import('highcharts-react-official')])
    .then(([highchartsModule, reactModule]) => {
      // The package is CommonJS: depending on the bundler the namespace or its default is the library.
      const Highcharts = ((highchartsModule as unknown as { default?: typeof highchartsModule }).default ?? highchartsModule) as typeof HighchartsModule;
      const HighchartsReact = (reactModule as { default: ComponentType<{ highcharts: unknown; options: Options }> }).default;
      Highcharts.setOptions({ lang: HIGHCHARTS_PT_BR as unknown as Highcharts.LangOptions });
      // The picture is hidden from screen readers: the table beside every chart (ChartDataTable) reads its figures.
      return function Chart({ options }: { options: Options }) {
        return (
          <div aria-hidden="true">
            <HighchartsReact highcharts={Highcharts} options={options} />
          </div>
        );
      };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** How long a chart's box must stay near the screen before its library loads (see `useStaysNearView`). */
const NEAR_VIEW_DWELL_MS = 400;

/**
 * True once the box has stayed within 300 px of the screen for NEAR_VIEW_DWELL_MS (at once where the browser
 * cannot tell): a page still putting itself together, whose cards pass near the screen for a moment before the
 * ones above them reach their height, does not count as the owner getting there.
 */
function useStaysNearView(boxRef: RefObject<HTMLElement | null>, initially: boolean): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    if (near) return;
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => setNear(true), NEAR_VIEW_DWELL_MS);
      },
      { rootMargin: '300px' },
    );
    observer.observe(box);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [near, boxRef]);
  return near;
}

/**
 * Starts loading when the chart's box stays near the screen (see `useStaysNearView`), and shows `fallback`
 * meanwhile. A library that fails to load is logged and reported through `onError`.
 */
export function useChartComponent(eager: boolean, onError: (error: unknown) => void) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [Chart, setChart] = useState<ChartComponent | null>(null);
  const wanted = useStaysNearView(boxRef, eager);

  useEffect(() => {
    if (!wanted || Chart) return;
    let alive = true;
    loadChart().then(
      (component) => alive && setChart(() => component),
      (error: unknown) => {
        console.error('Falha ao carregar o gráfico', error);
        if (alive) onError(error);
      },
    );
    return () => {
      alive = false;
    };
  }, [wanted, Chart, onError]);

  return { boxRef, Chart };
}

/**
 * Keeps a chart that fails while drawing to its own box: the failure is logged and `fallback` shows (the spec's
 * empty state), the rest of the page stays. New options (another grouping, another filter) try again.
 */
export class ChartBoundary extends Component<{ fallback: ReactNode; resetKey: unknown; children: ReactNode }, { failedFor: unknown; failed: boolean }> {
  override state = { failedFor: undefined as unknown, failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Erro ao desenhar o gráfico', error);
    this.setState({ failedFor: this.props.resetKey });
  }

  override componentDidUpdate() {
    if (this.state.failed && this.state.failedFor !== undefined && this.state.failedFor !== this.props.resetKey) this.setState({ failed: false, failedFor: undefined });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
