// The embedded cluster's backends run with embedded.ts's malloc settings, so a
// statement with a large answer does not give its heap back to the kernel and
// fault it in again on the next one. (Their environment cannot be read back:
// PostgreSQL writes its process titles over it.) Linux only: faults come from /proc.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPostgresMallocDefaults } from '../../src/config.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
});
afterAll(() => db.drop());

const minorFaultsOf = (pid: number): number => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[7]);

describe.runIf(process.platform === 'linux')('embedded PostgreSQL malloc settings', () => {
  it('keep a backend from faulting its heap in again on each large answer', async () => {
    // a 256 KB text answer, 40 times: with glibc's defaults the backend returns that memory and
    // faults it in again every time (about 260 faults a statement here), with the settings not at all
    const faults = await withClient(db.superuserUrl, async (c) => {
      const pid = (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
      const statement = { name: 'big', text: `select string_agg(md5(i::text), '') as body from generate_series(1, 8192) i` };
      await c.query(statement);
      const before = minorFaultsOf(pid);
      for (let i = 0; i < 40; i += 1) await c.query(statement);
      return minorFaultsOf(pid) - before;
    });
    expect(faults).toBeLessThan(40);
  });
});

describe('setPostgresMallocDefaults', () => {
  it('fills in the settings the environment lacks and keeps the ones it has', () => {
    const env: NodeJS.ProcessEnv = { MALLOC_TOP_PAD_: '0' };
    setPostgresMallocDefaults(env);
    expect(env).toEqual({ MALLOC_TOP_PAD_: '0', MALLOC_MMAP_THRESHOLD_: '4194304', MALLOC_TRIM_THRESHOLD_: '8388608' });
  });
});
