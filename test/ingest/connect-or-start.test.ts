// openDatabaseShared attaches to an embedded cluster already running on the
// same DATA_DIR. The test cluster stands in for it: a DATA_DIR whose pg/ links
// to the test cluster's data directory looks, to the check, like its own.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { openDatabaseShared } from '../../src/db/connect-or-start.js';
import { withClient } from '../helpers/db.js';
import { tempDir } from './support.js';

const serverUrl = new URL(inject('pgServerUrl'));
let clusterDirectory: string;
const dirs: string[] = [];

beforeAll(async () => {
  clusterDirectory = await withClient(serverUrl.toString(), async (c) => (await c.query('show data_directory')).rows[0].data_directory);
});
afterAll(async () => {
  await withClient(serverUrl.toString(), (c) => c.query('drop database if exists brfin with (force)'));
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

function dataDirFor(linkTo: string, password: string): string {
  const dir = tempDir('brfin-shared-');
  dirs.push(dir);
  fs.symlinkSync(linkTo, path.join(dir, 'pg'));
  const secrets = { superuserPassword: password, authenticatorPassword: 'unused', publishableKey: 'pk_test', jwtSecret: 'unused' };
  fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify(secrets));
  return dir;
}

const configFor = (dataDir: string) => readConfig({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: serverUrl.port });

describe('openDatabaseShared', () => {
  it('uses the cluster already running on DATA_DIR instead of starting a second one, and leaves it running', async () => {
    const db = await openDatabaseShared(configFor(dataDirFor(clusterDirectory, decodeURIComponent(serverUrl.password))));
    expect(db.embedded).toBe(true);
    expect(await withClient(db.ownerUrl, async (c) => (await c.query('select current_database() as db')).rows[0].db)).toBe('brfin');
    await db.stop();
    expect(await withClient(db.ownerUrl, async (c) => (await c.query('select 1 as one')).rows[0].one)).toBe(1);
  });

  it('refuses a cluster on the port that belongs to another data directory', async () => {
    const elsewhere = tempDir('brfin-other-pg-');
    dirs.push(elsewhere);
    await expect(openDatabaseShared(configFor(dataDirFor(elsewhere, decodeURIComponent(serverUrl.password))))).rejects.toThrow(
      /is held by the cluster in .*, not by the one of DATA_DIR .*; set EMBEDDED_PG_PORT or DATA_DIR to match/,
    );
  });

  it('refuses a server on the port that does not know our password', async () => {
    await expect(openDatabaseShared(configFor(dataDirFor(clusterDirectory, 'not-the-password')))).rejects.toThrow(
      /is held by a PostgreSQL that is not the embedded cluster of .* \(its password is refused\)/,
    );
  });
});
