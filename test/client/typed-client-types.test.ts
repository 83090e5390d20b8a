// The published Database type, proved by the compiler: clients/ts/type-tests/compiles.ts
// (postgrest-js and BrfinClient calls with typed rows) must compile, and every line
// of rejects.ts marked `expect-error` (a wrong argument name, a value outside a
// value set, a wrong type) must be an error, and nothing else.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';

const TYPE_TESTS = path.join(REPO_ROOT, 'clients/ts/type-tests');
const TSC = path.join(REPO_ROOT, 'node_modules/.bin/tsc');
const FLAGS = ['--ignoreConfig', '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--skipLibCheck', '--types', 'node'];

/** tsc on one file: the lines it reports errors on (1-based), and its output. */
async function compile(file: string): Promise<{ errorLines: number[]; output: string }> {
  const result = await promisify(execFile)(TSC, [...FLAGS, path.join(TYPE_TESTS, file)], { cwd: REPO_ROOT }).then(
    (r) => r.stdout,
    (e: { stdout?: string }) => e.stdout ?? String(e),
  );
  const errorLines = [...result.matchAll(new RegExp(`${file.replace('.', '\\.')}\\((\\d+),\\d+\\): error`, 'g'))].map((m) => Number(m[1]));
  return { errorLines: [...new Set(errorLines)].sort((a, b) => a - b), output: result };
}

describe('the Database type of brfin-api-client', () => {
  it('compiles typed rpc calls, view reads and series()', async () => {
    const { errorLines, output } = await compile('compiles.ts');
    expect(errorLines, output).toEqual([]);
    expect(output).toBe('');
  }, 60_000);

  it('refuses a wrong argument name, a value outside a value set and a wrong type', async () => {
    const source = fs.readFileSync(path.join(TYPE_TESTS, 'rejects.ts'), 'utf8').split('\n');
    const expected = source.flatMap((line, i) => (/\/\/ expect-error/.test(line) ? [i + 1] : []));
    expect(expected.length).toBe(5);
    const { errorLines, output } = await compile('rejects.ts');
    expect(errorLines, output).toEqual(expected);
  }, 60_000);
});
