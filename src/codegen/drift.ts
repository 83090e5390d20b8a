// Compares generated files with the files on disk (--check) or writes them.
// A drift report names each drifted file and shows a unified diff, cut to a
// readable length per file.
import fs from 'node:fs';
import path from 'node:path';
import { unifiedDiff } from './unified-diff.js';

export interface GeneratedFile {
  /** Repository-relative path with forward slashes, e.g. `src/generated/routes.ts`. */
  path: string;
  content: string;
}

export interface Drift {
  path: string;
  diff: string;
}

const MAX_DIFF_LINES_PER_FILE = 200;

export function findDrift(root: string, files: GeneratedFile[]): Drift[] {
  const drifts: Drift[] = [];
  for (const file of files) {
    const onDisk = readIfExists(path.join(root, file.path));
    if (onDisk === file.content) continue;
    const before = onDisk === null ? `${file.path} (missing)` : `${file.path} (committed)`;
    drifts.push({ path: file.path, diff: unifiedDiff(onDisk ?? '', file.content, { before, after: `${file.path} (generated)` }) });
  }
  return drifts;
}

/** Writes the files that differ; returns their paths. */
export function writeFiles(root: string, files: GeneratedFile[]): string[] {
  const written: string[] = [];
  for (const file of files) {
    const target = path.join(root, file.path);
    if (readIfExists(target) === file.content) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
    written.push(file.path);
  }
  return written;
}

export function formatDriftReport(drifts: Drift[]): string {
  const names = drifts.map((d) => `  ${d.path}`).join('\n');
  const diffs = drifts.map((d) => truncate(d.diff)).join('\n');
  return `codegen --check: ${drifts.length} generated file(s) drifted from their sources:\n${names}\n\n${diffs}\nRun \`npm run codegen\` and commit the result.\n`;
}

function truncate(diff: string): string {
  const lines = diff.trimEnd().split('\n');
  if (lines.length <= MAX_DIFF_LINES_PER_FILE) return `${lines.join('\n')}\n`;
  const shown = lines.slice(0, MAX_DIFF_LINES_PER_FILE).join('\n');
  return `${shown}\n... ${lines.length - MAX_DIFF_LINES_PER_FILE} more diff lines (run npm run codegen, then git diff)\n`;
}

function readIfExists(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
