// Shared by the FII and FIDC loader tests: the hand-made fixture members under
// test/fixtures/cvm/ (latin-1 CSV, as CVM writes them) zipped into an archive
// named like the published one, and reading back what a load left.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { withClient } from '../../helpers/db.js';
import { tempDir } from '../support.js';

export const CVM_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/cvm');

/** Zips every file of test/fixtures/cvm/<set> into <tmp>/<archiveName>; same bytes each call. */
export async function zipFixture(set: string, archiveName: string, only?: (member: string) => boolean): Promise<string> {
  const dir = path.join(CVM_FIXTURES, set);
  const out = path.join(tempDir('brfin-cvm-fixture-'), archiveName);
  const zip = new yazl.ZipFile();
  for (const name of fs.readdirSync(dir).sort()) {
    if (only && !only(name)) continue;
    zip.addBuffer(fs.readFileSync(path.join(dir, name)), name, { mtime: new Date(Date.UTC(2026, 0, 1)) });
  }
  zip.end();
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(fs.createWriteStream(out)).on('close', resolve).on('error', reject));
  return out;
}

/** Rows of a query as the owner (the landing tables are private). */
export function query<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  return withClient(url, async (c) => (await c.query(sql, params)).rows as T[]);
}

export interface FundMonthRow {
  entity_type: string;
  cnpj: string;
  period: string;
  nav: string | null;
  quota: string | null;
  quotaholders: string | null;
  inflows: string | null;
  redemptions: string | null;
  delinquency: string | null;
  monthly_yield: string | null;
  assets: string | null;
}

export function fundMonth(url: string, entityType: string): Promise<FundMonthRow[]> {
  return query<FundMonthRow>(
    url,
    `select entity_type, cnpj, period::text, nav::text, quota::text, quotaholders::text, inflows::text, redemptions::text,
            delinquency::text, monthly_yield::text, assets::text
       from cvm.fund_month where entity_type = $1 order by cnpj, period`,
    [entityType],
  );
}

export async function rowCount(url: string, table: string): Promise<number> {
  return Number((await query<{ n: string }>(url, `select count(*) as n from ${table}`))[0].n);
}
