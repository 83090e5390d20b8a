// The version of this code, recorded with every load in ingest.ingest_log
// (coverage() reports it): package.json version, plus +<commit> when the code
// runs from a git checkout, so a load can be traced to the code that made it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let cached: string | undefined;

export function codeVersion(): string {
  cached ??= `${packageVersion()}${gitSuffix()}`;
  return cached;
}

function packageVersion(): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  return version;
}

/** '+<12-hex commit>' inside a git checkout; '' for a tarball or where git is absent. */
function gitSuffix(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]{7,40}$/.test(commit) ? `+${commit}` : '';
  } catch {
    return '';
  }
}
