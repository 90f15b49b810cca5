import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chartColors, palette, tones } from './palette';

/** WCAG's contrast ratio of a colour over an opaque background (rgba colours are blended onto it first). */
function rgb(colour: string, over?: [number, number, number]): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as [number, number, number];
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(colour);
  if (!rgba || !over) throw new Error(`cannot read ${colour}`);
  const alpha = Number(rgba[4]);
  return [1, 2, 3].map((i, k) => Number(rgba[i]) * alpha + over[k]! * (1 - alpha)) as [number, number, number];
}
function luminance([r, g, b]: [number, number, number]): number {
  const [R, G, B] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}
function contrast(foreground: string, background: string): number {
  const back = rgb(background);
  const [a, b] = [luminance(rgb(foreground, back)), luminance(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('palette', () => {
  // WCAG AA for normal text: 4.5:1. The smoke test checks every story with axe; this keeps the
  // tokens themselves from being the cause.
  const readable: [string, string, string][] = [
    ['text on a surface', palette.text, palette.surface],
    ['text on the page', palette.text, palette.page],
    ['secondary text on a surface', palette.textSecondary, palette.surface],
    ['secondary text on the page', palette.textSecondary, palette.page],
    ['secondary text on a read-only field', palette.textSecondary, palette.readOnlyBackground],
    ['a link on a surface', palette.brand, palette.surface],
    ['a link on the page', palette.brand, palette.page],
    ['a primary button label', palette.onColour, palette.brand],
    ['a danger button label', palette.onColour, palette.danger],
    ['a field error on the page', palette.danger, palette.page],
    ['a field error on a surface', palette.danger, palette.surface],
    ...Object.entries(tones).flatMap(([tone, look]): [string, string, string][] => [
      [`${tone} text on its background`, look.text, look.background],
      [`${tone} text on its tint`, look.text, look.tint],
    ]),
  ];
  it.each(readable)('%s reads at 4.5:1 or more', (_what, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('paints the same page grey as the host page does before the first screen', () => {
    const hostHtml = readFileSync(join(__dirname, '..', 'host', 'index.html'), 'utf8');
    expect(hostHtml).toContain(`background: ${palette.page};`);
  });

  it('draws each booking channel in its own colour', () => {
    const channels = [chartColors.airbnb, chartColors.booking, chartColors.vrbo, chartColors.direct];
    expect(new Set(channels).size).toBe(channels.length);
  });
});
