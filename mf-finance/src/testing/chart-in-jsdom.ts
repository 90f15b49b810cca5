// What Highcharts needs of a browser that jsdom lacks, for tests that draw the real chart: imported before
// the library, which reads CSS.supports when it loads. jsdom lays out no SVG, so text measures a fixed size.
const css = ((globalThis as { CSS?: { supports?: unknown } }).CSS ??= {});
css.supports ??= () => false;
Object.defineProperty(SVGElement.prototype, 'getBBox', { configurable: true, value: () => ({ x: 0, y: 0, width: 40, height: 12 }) });
Object.defineProperty(SVGElement.prototype, 'getComputedTextLength', { configurable: true, value: () => 40 });

export {};
