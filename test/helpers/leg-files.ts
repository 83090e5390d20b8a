// Which test files run in which leg (test/helpers/leg.ts), read from a marker on
// the file's first line, so a new leg file touches only itself:
//   // @legs direct postgrest docker
// A file without the marker runs only in project "direct". vitest.config.ts
// reads the markers once per run: every test file's first 200 bytes.
import fs from 'node:fs';
import path from 'node:path';

export const LEGS = ['direct', 'postgrest', 'docker'] as const;
export type LegName = (typeof LEGS)[number];

const MARKER = /^\/\/ @legs ([a-z ]+)\r?\n/;

/** The legs a test file's first line names, or undefined when it has no marker. */
export function legsOf(firstBytes: string, file = 'the file'): LegName[] | undefined {
  const match = MARKER.exec(firstBytes);
  if (!match) {
    if (firstBytes.startsWith('// @legs')) throw new Error(`${file}: the @legs marker must be the first line, "// @legs" then leg names (${LEGS.join(', ')})`);
    return undefined;
  }
  const names = match[1].trim().split(/ +/);
  const unknown = names.filter((n) => !(LEGS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`${file}: unknown leg ${unknown.join(', ')} in its @legs marker (legs: ${LEGS.join(', ')})`);
  return names as LegName[];
}

function firstBytes(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(200);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/** Every `*.test.ts` under `dir` (relative to `root`, forward slashes) with the legs its marker names; unmarked files are direct only. */
export function legFiles(root: string, dir = 'test'): Map<string, LegName[]> {
  const files = new Map<string, LegName[]>();
  const entries = fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' });
  for (const entry of entries.filter((e) => e.endsWith('.test.ts')).sort()) {
    const file = path.posix.join(dir, entry.split(path.sep).join('/'));
    files.set(file, legsOf(firstBytes(path.join(root, file)), file) ?? ['direct']);
  }
  return files;
}

/** The files that run in `leg`. */
export function filesOfLeg(files: Map<string, LegName[]>, leg: LegName): string[] {
  return [...files].filter(([, legs]) => legs.includes(leg)).map(([file]) => file);
}
