// The balancete loader: streamed, only the fee accounts and the NAV groups kept.
import { beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { loadBalanceteFile } from '../../../src/ingest/cvm-balancete/load.js';
import { KEPT_ACCOUNTS } from '../../../src/ingest/cvm-balancete/tables.js';
import { asText, readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';
import { cvmFixture, zipFixture } from '../cvm-files/support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

beforeEach(async () => {
  await withClient(env.db.superuserUrl, (c) => c.query('truncate cvm.balancete, ingest.ingest_log cascade'));
});

describe('cvm-balancete', () => {
  it('keeps only the fee accounts and the NAV groups, every other account dropped while streaming', async () => {
    const lines = fs.readFileSync(cvmFixture('balancete/balancete_fi_202504.csv'), 'latin1').trim().split('\r\n').slice(1).map((l) => l.split(';'));
    const kept = lines.filter((f) => KEPT_ACCOUNTS.has(f[4]));
    expect(kept.length).toBeLessThan(lines.length);
    const zip = await zipFixture('balancete', 'balancete_fi_202504.zip');
    expect(await loadBalanceteFile(zip, options())).toMatchObject({ status: 'loaded', rowsInserted: kept.length });
    const held = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.balancete')
        .select((eb) => ['cnpj', ...asText(eb, 'dt_comptc'), 'cd_conta_balcte', ...asText(eb, 'vl_saldo_balcte')])
        .orderBy('cnpj')
        .orderBy('dt_comptc')
        .orderBy('cd_conta_balcte')
        .execute(),
    );
    expect(held).toHaveLength(kept.length);
    expect(held.map((r) => r.cd_conta_balcte)).not.toContain('81700006');
    expect(held.map((r) => r.cd_conta_balcte)).not.toContain('10000007');
    expect(held).toContainEqual({ cnpj: '10000001000101', dt_comptc: '2025-04-30', cd_conta_balcte: '81781001', vl_saldo_balcte: '-4000.00' });
  });

  it('loads the plain CSV as well, and refuses an archive without the member', async () => {
    expect(await loadBalanceteFile(cvmFixture('balancete/balancete_fi_202504.csv'), options())).toMatchObject({ status: 'loaded' });
    const zip = await zipFixture('lamina', 'balancete_fi_202504.zip');
    expect((await expectIngestFileError(loadBalanceteFile(zip, options()))).message).toBe('balancete_fi_202504.zip: not a balancete archive: no member balancete_fi_YYYYMM.csv');
  });
});
