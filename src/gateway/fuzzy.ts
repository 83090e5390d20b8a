// "Perhaps you meant ..." suggestions. PostgREST uses Data.FuzzySet (a port of
// fuzzyset.js): candidates sharing n-grams with the input, scored by normalised
// Levenshtein similarity of the lower-cased, punctuation-free strings.

function normalise(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, '');
}

function grams(s: string, n: number): Set<string> {
  const padded = `-${normalise(s)}-`.padEnd(n, '-');
  const out = new Set<string>();
  for (let i = 0; i + n <= padded.length; i += 1) out.add(padded.slice(i, i + n));
  return out;
}

function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

function similarity(a: string, b: string): number {
  const x = normalise(a);
  const y = normalise(b);
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest;
}

/** The best candidate scoring at least `minScore`, or undefined. */
export function bestMatch(candidates: string[], value: string, minScore: number): string | undefined {
  for (const n of [3, 2]) {
    const wanted = grams(value, n);
    const sharing = candidates.filter((c) => [...grams(c, n)].some((g) => wanted.has(g)));
    if (sharing.length === 0) continue;
    const scored = sharing.map((c) => ({ c, score: similarity(c, value) })).sort((p, q) => q.score - p.score);
    return scored[0].score >= minScore ? scored[0].c : undefined;
  }
  return undefined;
}
