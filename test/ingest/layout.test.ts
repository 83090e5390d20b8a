// The house rules CONVENTIONS.md states, checked on the source tree: ingest
// never imports the sample code above it, the environment is read in one place,
// sample code ships its own files, and a source's folder, registry name and test
// folder agree.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/db/migrate.js';
import { SOURCES } from '../../src/ingest/sources.js';

function tsFiles(dir: string): string[] {
  return fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(relative);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** Module specifiers of static and dynamic imports and re-exports. */
function importsOf(file: string): string[] {
  return [...read(file).matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

describe('source tree layout', () => {
  it('src/ingest imports nothing from src/sample', () => {
    const offending = tsFiles('src/ingest').flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.') && path.resolve(REPO_ROOT, path.dirname(file), spec).startsWith(path.join(REPO_ROOT, 'src', 'sample') + path.sep))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('reads process.env only in src/config.ts', () => {
    const readers = [...tsFiles('src'), ...tsFiles('scripts')].filter((file) => file !== path.join('src', 'config.ts') && /process\.env\b/.test(read(file)));
    expect(readers).toEqual([]);
  });

  it('sample code reads no test fixtures', () => {
    expect(tsFiles('src/sample').filter((file) => /['"]test['"]|test\/fixtures|['"]fixtures['"]/.test(read(file)))).toEqual([]);
  });

  it('every registered source has src/ingest/<name>/ with command.ts, load.ts and tables.ts, and test/ingest/<name>/', () => {
    const missing = Object.keys(SOURCES).flatMap((name) =>
      [`src/ingest/${name}/command.ts`, `src/ingest/${name}/load.ts`, `src/ingest/${name}/tables.ts`, `test/ingest/${name}`].filter((p) => !fs.existsSync(path.join(REPO_ROOT, p))),
    );
    expect(missing).toEqual([]);
  });

  it('value rules live in src/ingest/common/values.ts only (one failure convention)', () => {
    expect(tsFiles('src/ingest').filter((file) => path.basename(file) === 'values.ts' && file !== path.join('src', 'ingest', 'common', 'values.ts'))).toEqual([]);
  });
});
