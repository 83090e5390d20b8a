// The real CLI against real databases: --check passes on the committed tree,
// and fails naming the drifted files when the SQL changes under it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

function runCodegenCheck(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['scripts/codegen.ts', '--check'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

let untouched: TestDatabase;
let changed: TestDatabase;
beforeAll(async () => {
  [untouched, changed] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await withClient(changed.superuserUrl, (c) =>
    c.query(`
      drop function api.ptax(text, date, date);
      create function api.ptax(p_currency text, p_from date default null, p_to date default null, p_extra int default 1)
      returns setof api.ptax_row language sql stable security definer set search_path = ''
      as $$ select null::text, null::text, null::date, null::numeric, null::numeric, null::text where false $$;
      grant execute on function api.ptax(text, date, date, int) to anon, authenticated;
      comment on function api.ptax(text, date, date, int) is 'PTAX with an extra knob.
p_extra: a new argument.
@tag Macro';`),
  );
});
afterAll(() => Promise.all([untouched?.drop(), changed?.drop()]));

describe('npm run codegen -- --check', () => {
  it('exits 0 with one line when the committed files match the migrated schema', async () => {
    const { code, output } = await runCodegenCheck(untouched.superuserUrl);
    expect(output.trim()).toBe('codegen --check: generated files are up to date');
    expect(code).toBe(0);
  });

  it('exits 1 and names each drifted file with a diff when a signature changes', async () => {
    const { code, output } = await runCodegenCheck(changed.superuserUrl);
    expect(code).toBe(1);
    const named = output.split('\n\n')[0];
    expect(named).toContain('  openapi.json');
    expect(named).toContain('  src/generated/routes.ts');
    // the row type did not change, so neither did the Kysely types
    expect(named).not.toContain('src/generated/db.ts');
    expect(output).toContain('--- openapi.json (committed)');
    expect(output).toContain('+++ src/generated/routes.ts (generated)');
    expect(output).toMatch(/^\+ +"signature": "ptax\(p_currency text, p_from date, p_to date, p_extra integer\)",$/m);
    expect(output).toMatch(/^- +"x-row-cap": 1000,$/m);
    expect(output).toContain('Run `npm run codegen` and commit the result.');
  });
});
