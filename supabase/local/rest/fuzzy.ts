// The "Perhaps you meant …" hints of PGRST200/202/205: PostgREST picks them with a fuzzy set
// (the fuzzyset algorithm: n-gram cosine similarity for n = 3 then 2, re-scored by Levenshtein
// distance, minimum score 0.33; an exact match scores 1). This is that algorithm, enough to give the same suggestions.

function normalize(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}\s,]/gu, '');
}

function grams(value: string, size: number): Map<string, number> {
  let padded = `-${normalize(value)}-`;
  while (padded.length < size) padded += '-';
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i += 1) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function magnitude(counts: Map<string, number>): number {
  let sum = 0;
  for (const c of counts.values()) sum += c * c;
  return Math.sqrt(sum);
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] as number;
}

/** Candidates with their score, best first (scores of 1 are exact matches after normalisation). */
export function fuzzyMatches(candidates: readonly string[], value: string, minScore = 0.33): { score: number; match: string }[] {
  const unique = [...new Set(candidates)];
  for (const size of [3, 2]) {
    const target = grams(value, size);
    const targetMagnitude = magnitude(target);
    const scored: { score: number; match: string }[] = [];
    for (const candidate of unique) {
      const other = grams(candidate, size);
      let dot = 0;
      for (const [gram, count] of target) dot += count * (other.get(gram) ?? 0);
      if (dot > 0) scored.push({ score: dot / (targetMagnitude * magnitude(other)), match: candidate });
    }
    if (scored.length === 0) continue;
    scored.sort((a, b) => b.score - a.score);
    // The Levenshtein rescoring compares the lower-cased strings as given (grams use the normalised ones).
    const lowered = value.toLowerCase();
    const rescored = scored.slice(0, 50).map(({ match }) => {
      const n = match.toLowerCase();
      const longest = Math.max(n.length, lowered.length);
      return { score: longest === 0 ? 1 : 1 - levenshtein(n, lowered) / longest, match };
    });
    rescored.sort((a, b) => b.score - a.score);
    const kept = rescored.filter((r) => r.score >= minScore);
    if (kept.length > 0) return kept;
  }
  return [];
}

export function fuzzyOne(candidates: readonly string[], value: string): string | undefined {
  return fuzzyMatches(candidates, value)[0]?.match;
}
