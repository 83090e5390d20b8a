// A unified diff (`--- a`, `+++ b`, `@@ -l,n +l,n @@` hunks with 3 lines of
// context) of two texts, so a drift report reads like `git diff`. The common
// head and tail are cut first; the changed middle is aligned by longest common
// subsequence, or shown as one replacement when it is too large to align.

type Op = { kind: ' ' | '-' | '+'; line: string };

const MAX_ALIGN_CELLS = 4_000_000;

export function unifiedDiff(before: string, after: string, labels: { before: string; after: string }, context = 3): string {
  const ops = diffLines(before.split('\n'), after.split('\n'));
  const hunks = toHunks(ops, context);
  if (!hunks.length) return '';
  return [`--- ${labels.before}`, `+++ ${labels.after}`, ...hunks].join('\n') + '\n';
}

function diffLines(a: string[], b: string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tailA = a.length;
  let tailB = b.length;
  while (tailA > head && tailB > head && a[tailA - 1] === b[tailB - 1]) {
    tailA -= 1;
    tailB -= 1;
  }
  const midA = a.slice(head, tailA);
  const midB = b.slice(head, tailB);
  const middle =
    midA.length * midB.length <= MAX_ALIGN_CELLS
      ? alignByLcs(midA, midB)
      : [...midA.map((line): Op => ({ kind: '-', line })), ...midB.map((line): Op => ({ kind: '+', line }))];
  const same = (line: string): Op => ({ kind: ' ', line });
  return [...a.slice(0, head).map(same), ...middle, ...a.slice(tailA).map(same)];
}

function alignByLcs(a: string[], b: string[]): Op[] {
  const width = b.length + 1;
  // lcs[i * width + j] = length of the LCS of a[i..] and b[j..]
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      ops.push({ kind: ' ', line: a[i] });
      i += 1;
      j += 1;
    } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) ops.push({ kind: '-', line: a[i++] });
    else ops.push({ kind: '+', line: b[j++] });
  }
  while (i < a.length) ops.push({ kind: '-', line: a[i++] });
  while (j < b.length) ops.push({ kind: '+', line: b[j++] });
  return ops;
}

function toHunks(ops: Op[], context: number): string[] {
  const changed = ops.flatMap((op, index) => (op.kind === ' ' ? [] : [index]));
  if (!changed.length) return [];
  // Group changes whose surrounding context would touch or overlap.
  const groups: Array<[number, number]> = [];
  for (const index of changed) {
    const last = groups.at(-1);
    if (last && index - last[1] <= 2 * context + 1) last[1] = index;
    else groups.push([index, index]);
  }
  // Line numbers (1-based) of each op in the old and new text.
  const oldLine: number[] = [];
  const newLine: number[] = [];
  let o = 1;
  let n = 1;
  for (const op of ops) {
    oldLine.push(o);
    newLine.push(n);
    if (op.kind !== '+') o += 1;
    if (op.kind !== '-') n += 1;
  }
  return groups.map(([first, last]) => {
    const start = Math.max(0, first - context);
    const end = Math.min(ops.length - 1, last + context);
    const slice = ops.slice(start, end + 1);
    const oldCount = slice.filter((op) => op.kind !== '+').length;
    const newCount = slice.filter((op) => op.kind !== '-').length;
    // An empty side is numbered by the line before it, as diff -u does.
    const oldStart = oldCount ? oldLine[start] : oldLine[start] - 1;
    const newStart = newCount ? newLine[start] : newLine[start] - 1;
    const body = slice.map((op) => `${op.kind}${op.line}`);
    return [`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`, ...body].join('\n');
  });
}
