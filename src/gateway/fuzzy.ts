// "Perhaps you meant ..." suggestions. PostgREST uses Data.FuzzySet (fuzzyset
// 0.2, a port of fuzzyset.js): candidates sharing n-grams (of the lower-cased
// string without punctuation) with the input, scored by Levenshtein similarity
// of the lower-cased strings (punctuation kept), tried with 3-grams then
// 2-grams; the first gram size with a candidate above the minimum score wins.

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
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest;
}

/** The best candidate scoring at least `minScore`, or undefined. */
export function bestMatch(candidates: string[], value: string, minScore: number): string | undefined {
  const exact = candidates.find((c) => c.toLowerCase() === value.toLowerCase());
  if (exact !== undefined) return exact;
  for (const n of [3, 2]) {
    const wanted = grams(value, n);
    const sharing = candidates.filter((c) => [...grams(c, n)].some((g) => wanted.has(g)));
    const scored = sharing.map((c) => ({ c, score: similarity(c, value) })).filter((x) => x.score >= minScore);
    // a stable sort keeps the candidates' order among equal scores
    if (scored.length) return scored.sort((p, q) => q.score - p.score)[0].c;
  }
  return undefined;
}
