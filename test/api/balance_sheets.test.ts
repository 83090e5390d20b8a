// api.balance_sheets through HTTP on the synthetic DFP zips (src/sample/cvm-companies.ts)
// loaded by the real loader: assets and liabilities-and-equity lines per period,
// the version as known on a date, units, and the refusals. Expected values are
// read from the member lines themselves.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCiaDfpFile } from '../../src/ingest/cvm-cia-dfp/load.js';
import { writeZip } from '../../src/sample/cvm-fii-fidc/zip.js';
import { dfpMembers, SAMPLE_COMPANIES, SAMPLE_RESTATEMENT } from '../../src/sample/cvm-companies.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir } from '../ingest/support.js';

const [ALFA, BETA] = SAMPLE_COMPANIES;
type Row = Record<string, unknown>;
const punct = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** VL_CONTA of a company's ÚLTIMO line in a filing version, as filed. */
function filed(year: number, member: string, cnpj: string, version: number, account: string): number {
  const { lines } = dfpMembers(year).find((m) => m.name === member)!;
  const header = lines[0].split(';');
  const f = lines.slice(1).map((l) => l.split(';')).find((r) => r[0] === punct(cnpj) && Number(r[2]) === version && r[header.indexOf('CD_CONTA')] === account && r[header.indexOf('ORDEM_EXERC')] === 'ÚLTIMO')!;
  return Number(f[header.indexOf('VL_CONTA')]);
}

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  for (const year of [2023, 2024, 2025]) {
    const file = path.join(dir, `dfp_cia_aberta_${year}.zip`);
    await writeZip(file, dfpMembers(year));
    expect((await loadCiaDfpFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false })).status).toBe('loaded');
  }
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function rows(body: Row): Promise<Row[]> {
  const response = await api.rpc('balance_sheets', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
const at = (rs: Row[], period: string, account: string) => rs.find((r) => r.period_end === period && r.account_code === account)!;

describe('balance_sheets', () => {
  it('serves the assets (bpa) and liabilities-and-equity (bpp) lines of each period, positions with no period_start nor period_kind, in reais', async () => {
    const rs = await rows({ p_id: ALFA.cnpj, p_from: '2023-01-01', p_to: '2025-12-31' });
    expect([...new Set(rs.map((r) => `${r.period_end} ${r.statement}`))]).toEqual(['2023-12-31 bpa', '2023-12-31 bpp', '2024-12-31 bpa', '2024-12-31 bpp', '2025-12-31 bpa', '2025-12-31 bpp']);
    expect(rs.every((r) => r.period_start === null && r.period_kind === null)).toBe(true);
    for (const year of [2023, 2025]) {
      expect(Number(at(rs, `${year}-12-31`, '1').value)).toBe(filed(year, `dfp_cia_aberta_BPA_con_${year}.csv`, ALFA.cnpj, 1, '1') * 1000);
      expect(Number(at(rs, `${year}-12-31`, '2.03').value)).toBe(filed(year, `dfp_cia_aberta_BPP_con_${year}.csv`, ALFA.cnpj, 1, '2.03') * 1000);
    }
  });

  it('total assets equal liabilities plus equity in every period', async () => {
    const rs = await rows({ p_id: BETA.cnpj, p_from: '2023-01-01', p_to: '2025-12-31' });
    for (const period of ['2023-12-31', '2024-12-31', '2025-12-31']) {
      expect(Number(at(rs, period, '1').value)).toBe(Number(at(rs, period, '2.01').value) + Number(at(rs, period, '2.02').value) + Number(at(rs, period, '2.03').value));
      expect(at(rs, period, '1')).toMatchObject({ currency_scale: 'UNIDADE', value: filed(Number(period.slice(0, 4)), `dfp_cia_aberta_BPA_con_${period.slice(0, 4)}.csv`, BETA.cnpj, 1, '1') });
    }
  });

  it('p_as_of: the restated 2024 balance sheet shows only from its receipt', async () => {
    const before = await rows({ p_id: ALFA.cnpj, p_from: '2024-01-01', p_to: '2024-12-31', p_as_of: SAMPLE_RESTATEMENT.received[0] });
    const after = await rows({ p_id: ALFA.cnpj, p_from: '2024-01-01', p_to: '2024-12-31', p_as_of: SAMPLE_RESTATEMENT.received[1] });
    expect(at(before, '2024-12-31', '1')).toMatchObject({ version: 1, value: filed(2024, 'dfp_cia_aberta_BPA_con_2024.csv', ALFA.cnpj, 1, '1') * 1000 });
    expect(at(after, '2024-12-31', '1')).toMatchObject({ version: 2, value: filed(2024, 'dfp_cia_aberta_BPA_con_2024.csv', ALFA.cnpj, 2, '1') * 1000 });
    expect(await rows({ p_id: ALFA.cnpj, p_from: '2024-01-01', p_to: '2024-12-31', p_as_of: '2025-03-24' })).toEqual([]);
  });

  it('an unknown company answers []', async () => {
    expect(await rows({ p_id: '999999' })).toEqual([]);
  });

  it('refuses an unknown scope, doc type or id with 22023 naming the endpoint', async () => {
    for (const [body, message] of [
      [{ p_id: ALFA.cnpj, p_scope: 'both' }, "balance_sheets: unknown p_scope 'both'"],
      [{ p_id: ALFA.cnpj, p_doc_type: 'xyz' }, "balance_sheets: unknown p_doc_type 'xyz'"],
      [{ p_id: 'ALFA ENERGIA' }, "balance_sheets: p_id 'ALFA ENERGIA' is neither a ticker, a CNPJ nor a CVM code"],
    ] as const) {
      const response = await api.rpc('balance_sheets', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: '22023', message });
    }
  });
});
