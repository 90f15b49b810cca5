import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s, not 1: the first toast or dialog of a screen loads antd's part on first use, which
// takes over a second in jsdom when both cores run the whole suite. A test still fails on what never shows.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks a few browser APIs that antd and Highcharts call at render time.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!globalThis.CSS) (globalThis as { CSS?: unknown }).CSS = { supports: () => false, escape: (s: string) => s };
if (typeof SVGElement !== 'undefined' && !(SVGElement.prototype as { getBBox?: unknown }).getBBox) {
  (SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = () =>
    ({ x: 0, y: 0, width: 10, height: 10 }) as DOMRect;
}
window.scrollTo = () => undefined;
// antd's Modal measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'); jsdom implements no
// pseudo-elements and logs an error each time, so the pseudo-element argument is dropped.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
// rc-select defers work through a MessageChannel. Node's ports keep the test process alive once they listen,
// and Jest then never exits, so tests get a channel that delivers with a timer instead.
class TimerMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: TimerMessagePort | null = null;
  postMessage(data: unknown) {
    setTimeout(() => this.peer?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.onmessage = null;
  }
}
class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}
globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
