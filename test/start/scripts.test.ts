// The operator commands as a user runs them: npm run migrate against an external
// server (DATABASE_URL), twice, and npm run token.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../src/db/runtime.js';
import { withClient } from '../helpers/db.js';
import { runScript } from '../helpers/scripts.js';

// a DATA_DIR of its own, so nothing is written under the repository's .data
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-scripts-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const run = (script: string, args: string[], env: NodeJS.ProcessEnv) => runScript(script, args, { DATA_DIR: dataDir, ...env });

describe('npm run migrate', () => {
  it('migrates an empty external database, and a second run is a no-op', async () => {
    const server = inject('pgServerUrl');
    const name = `m_${crypto.randomBytes(5).toString('hex')}`;
    await withClient(server, (c) => c.query(`create database ${name}`));
    const url = withDatabase(server, name);
    try {
      const env = { DATABASE_URL: url, AUTHENTICATOR_PASSWORD: inject('authenticatorPassword') };
      const first = await run('scripts/migrate.ts', [], env);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/\d+ committed migrations executed/);
      const tablesAfterFirst = await withClient(url, (c) => c.query(`select count(*)::int as n from pg_tables where schemaname in ('bcb', 'ingest')`));
      expect(tablesAfterFirst.rows[0].n).toBe(8); // bcb.currency, bcb.ptax, bcb.sgs_series, bcb.inflation_series, bcb.sgs, bcb.focus, ingest.ingest_log, ingest.sample_load

      const second = await run('scripts/migrate.ts', [], env);
      expect(second.code, second.stderr).toBe(0);
      expect(second.stdout).toMatch(/Already up to date/);
      expect(second.stdout).toMatch(/migrations up to date/);
    } finally {
      await withClient(server, (c) => c.query(`drop database ${name} with (force)`));
    }
  });

  it('exits 1 with the reason when the database cannot be reached', async () => {
    const result = await run('scripts/migrate.ts', [], { DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^migrate failed: .*ECONNREFUSED/m);
  });
});

describe('npm run token', () => {
  const secret = 'a-test-secret-of-more-than-32-characters';

  it('mints an HS256 token for the signed-in role with the asked lifetime', async () => {
    const result = await run('scripts/token.ts', ['--sub', 'analyst-1', '--ttl', '1h'], { JWT_SECRET: secret });
    expect(result.code, result.stderr).toBe(0);
    const { payload, protectedHeader } = await jwtVerify(result.stdout.trim(), new TextEncoder().encode(secret));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ role: 'authenticated', sub: 'analyst-1' });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('refuses a ttl it cannot read and a secret shorter than 32 characters', async () => {
    const badTtl = await run('scripts/token.ts', ['--ttl', 'soon'], { JWT_SECRET: secret });
    expect([badTtl.code, badTtl.stderr]).toEqual([1, 'token: --ttl must look like 3600, 45s, 30m, 1h or 7d (got "soon")\n']);
    const shortSecret = await run('scripts/token.ts', ['--sub', 'x'], { JWT_SECRET: 'short' });
    expect(shortSecret.code).toBe(1);
    expect(shortSecret.stderr).toMatch(/JWT_SECRET must be at least 32 characters/);
  });
});
