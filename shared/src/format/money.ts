// Money is always Brazilian real shown the pt-BR way (R$ 1.234,56). Intl formatters are built once:
// building one per call is the slow part when a list of 100k reservations is formatted. They are built
// on first use, not when the module loads: the first Intl formatter of a page loads the locale's data
// (tens of milliseconds on a phone), which a screen should pay when it shows money, not while it starts.
function formatter(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let built: Intl.NumberFormat | undefined;
  return () => (built ??= new Intl.NumberFormat('pt-BR', options));
}

const brl = /* @__PURE__ */ formatter({ style: 'currency', currency: 'BRL' });
const brlWhole = /* @__PURE__ */ formatter({
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const shortNumber = /* @__PURE__ */ formatter({ maximumFractionDigits: 1 });
const percent = /* @__PURE__ */ formatter({ maximumFractionDigits: 1 });

function finite(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** 'R$ 1.234,56' (Intl puts a no-break space after R$). Missing or non-finite values show as R$ 0,00. */
export function formatBRL(value: number | null | undefined): string {
  return brl().format(finite(value));
}

/** 'R$ 1.235' — the dashboard's Receita Mensal shows no decimals. */
export function formatBRLWhole(value: number | null | undefined): string {
  return brlWhole().format(finite(value));
}

/**
 * Chart axis shorthand in pt-BR words, as Highcharts' pt-BR symbols say it: 'R$ 950', 'R$ 1,5 mil',
 * 'R$ 2 mi' (one decimal at most, pt-BR comma). 'K' and 'M' are English abbreviations an owner reads as code.
 */
export function formatBRLAxis(value: number | null | undefined): string {
  const amount = finite(value);
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `R$ ${shortNumber().format(amount / 1_000_000)} mi`;
  if (abs >= 1_000) return `R$ ${shortNumber().format(amount / 1_000)} mil`;
  return `R$ ${shortNumber().format(amount)}`;
}

/** A percentage the pt-BR way, one decimal at most: '63,3%', '100%'. Missing values show as 0%. */
export function formatPercent(value: number | null | undefined): string {
  return `${percent().format(finite(value))}%`;
}
