// The fi month rows summed while a file is parsed (fund-month.ts) against the
// SQL refresh that reads the month back from cvm.inf_diario: the same rows,
// decimals to the last digit; and the SQL refresh whenever an earlier file
// reached into the month, so its days count too.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadInfDiarioFile } from '../../../src/ingest/cvm-inf-diario/load.js';
import { FiMonthTotals } from '../../../src/ingest/cvm-inf-diario/month-totals.js';
import { INF_DIARIO_HEADER_175 } from '../../../src/ingest/cvm-inf-diario/tables.js';
import { withClient } from '../../helpers/db.js';
import { useIngestDatabase } from '../support.js';
import { cvmFixture, fundMonth } from '../cvm-files/support.js';

const env = useIngestDatabase();
const load = (file: string) => loadInfDiarioFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

/** A 175-header daily report of the given [cnpj, subclass, day, quota, nav, inflow, redemption, holders] lines. */
function dailyReport(name: string, lines: string[][]): string {
  const file = path.join(env.dataDir, name);
  const body = lines.map(([cnpj, sub, day, quota, nav, inflow, redemption, holders]) => ['CLASSES - FIF', cnpj, sub, day, nav, quota, nav, inflow, redemption, holders].join(';'));
  fs.writeFileSync(file, Buffer.from([INF_DIARIO_HEADER_175.join(';'), ...body, ''].join('\r\n'), 'latin1'));
  return file;
}

/** Rebuilds the fi months from cvm.inf_diario with the SQL refresh and returns the rows before and after. */
async function sqlRefreshOf(months: string[]) {
  const summed = await fundMonth(env.db.superuserUrl, 'fi');
  await withClient(env.db.superuserUrl, async (c) => {
    await c.query('begin');
    await c.query('set local role ingest_writer');
    await c.query('select cvm.refresh_fund_month_fi($1::date[])', [months]);
    await c.query('commit');
  });
  return { summed, refreshed: await fundMonth(env.db.superuserUrl, 'fi') };
}

/** Per load so far: true when it wrote its months from the totals, false when it left them to the SQL refresh. */
let written: () => Promise<boolean[]>;
beforeEach(async () => {
  await withClient(env.db.superuserUrl, (c) => c.query('truncate cvm.inf_diario, cvm.fund_month, ingest.ingest_log cascade'));
  const write = vi.spyOn(FiMonthTotals.prototype, 'write');
  written = () => Promise.all(write.mock.results.map((r) => r.value as Promise<boolean>));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('fi month rows summed while the file is read', () => {
  it('equal the SQL refresh on both header generations', async () => {
    await load(cvmFixture('inf_diario_fi_202409.csv'));
    await load(cvmFixture('inf_diario_fi_202410.zip'));
    expect(await written()).toEqual([true, true]);
    const { summed, refreshed } = await sqlRefreshOf(['2024-09-01', '2024-10-01']);
    expect(summed.length).toBe(4);
    expect(summed).toEqual(refreshed);
  });

  it('keep every decimal: mixed scales, sums past 2^53 units, negative zero, blanks, a 51-character value, and the last day in any line order', async () => {
    const a = '11100000000180';
    const b = '22333444000105';
    const file = dailyReport('inf_diario_fi_202501.csv', [
      [a, '', '2025-01-03', '1.25', '100.5', '1.5', '', '10'],
      [a, '', '2025-01-02', '1.2', '99', '2.25', '-0.00', '9'],
      [a, 'S1', '2025-01-31', '9.9', '9', '77', '77', '1'],
      [b, '', '2025-01-02', '3', '99999999999999999.99', '9007199254740991', '0.001', ''],
      [b, '', '2025-01-03', '3.000', '5', '1', '99999999999999999999.999', '2'],
      [b, '', '2025-01-06', '3.1', '-1234567890123456789012345678901234567890.1234567890', '', '', '3'],
    ]);
    await load(file);
    expect(await written()).toEqual([true]);
    const { summed, refreshed } = await sqlRefreshOf(['2025-01-01']);
    expect(summed).toEqual(refreshed);
    expect(summed.map((r) => [r.cnpj, r.nav, r.quota, r.quotaholders, r.inflows, r.redemptions])).toEqual([
      [a, '100.5', '1.25', '10', '3.75', '0.00'],
      [b, '-1234567890123456789012345678901234567890.1234567890', '3.1', '3', '9007199254740992', '100000000000000000000.000'],
    ]);
  });

  it('leave a month an earlier file reached to the SQL refresh, so the earlier days count too', async () => {
    const a = '11100000000180';
    await load(dailyReport('inf_diario_fi_202502_a.csv', [[a, '', '2025-02-03', '1.1', '10', '5.5', '1', '7']]));
    await load(dailyReport('inf_diario_fi_202502_b.csv', [[a, '', '2025-02-04', '1.2', '11', '0.25', '', '8']]));
    expect(await written()).toEqual([true, false]);
    expect((await fundMonth(env.db.superuserUrl, 'fi')).map((r) => [r.period, r.nav, r.quota, r.quotaholders, r.inflows, r.redemptions])).toEqual([
      ['2025-02-01', '11', '1.2', '8', '5.75', '1'],
    ]);
  });
});
