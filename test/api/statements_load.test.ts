// @legs direct
// The statement endpoints pick each period's version from cvm.cia_statement_version,
// a table the statement triggers of cvm.cia_statement keep: a newer version loaded
// through the real DFP loader is the one the next call serves; deleting it,
// updating a version's key, or truncating the landing table leaves the table
// equal to the versions held.
import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCiaDfpFile } from '../../src/ingest/cvm-cia-dfp/load.js';
import { dfpMembers, SAMPLE_COMPANIES, SAMPLE_RESTATEMENT } from '../../src/sample/cvm-companies.js';
import { memberRecords, punct } from '../helpers/cia-members.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir } from '../ingest/support.js';

const ALFA = SAMPLE_COMPANIES.find((c) => c.cnpj === SAMPLE_RESTATEMENT.cnpj)!;
const YEAR = SAMPLE_RESTATEMENT.year;
const MEMBER = `dfp_cia_aberta_DRE_con_${YEAR}.csv`;
const header = dfpMembers(YEAR).find((m) => m.name === MEMBER)!.lines[0];
/** ALFA's lines of one filing version in the sample DRE member, as published. */
const versionLines = (version: number) => dfpMembers(YEAR).find((m) => m.name === MEMBER)!.lines.slice(1)
  .filter((l) => l.startsWith(punct(ALFA.cnpj) + ';') && l.split(';')[2] === String(version));
/** Revenue (3.01, ÚLTIMO) of a version in reais, read from the member's fields. */
const revenueOf = (version: number) => {
  const r = memberRecords(dfpMembers(YEAR), MEMBER).find((f) => f.CNPJ_CIA === punct(ALFA.cnpj) && Number(f.VERSAO) === version && f.CD_CONTA === '3.01' && f.ORDEM_EXERC === 'ÚLTIMO')!;
  return Number(r.VL_CONTA) * (r.ESCALA_MOEDA === 'MIL' ? 1000 : 1);
};

let db: TestDatabase;
let api: RunningApi;
let dir: string;

function writeMember(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, iconv.encode([header, ...lines].join('\n') + '\n', 'latin1'));
  return file;
}
const load = async (sub: string, lines: string[]) => {
  fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const result = await loadCiaDfpFile(writeMember(path.join(sub, MEMBER), lines), { ownerUrl: db.superuserUrl, dataDir: path.join(dir, 'data'), progress: false });
  expect(result.status).toBe('loaded');
};
const sql = (text: string, params: unknown[] = []) => withClient(db.superuserUrl, async (c) => (await c.query(text, params)).rows);

beforeAll(async () => {
  db = await createTestDatabase();
  dir = tempDir();
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function revenue(): Promise<{ version: number; value: number }[]> {
  const response = await api.rpc('income_statements', { p_id: ALFA.cnpj, p_from: `${YEAR}-01-01`, p_to: `${YEAR}-12-31`, p_doc_type: 'dfp' });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { account_code: string; version: number; value: number }[])
    .filter((r) => r.account_code === '3.01').map((r) => ({ version: r.version, value: r.value }));
}
/** cvm.cia_statement_version rows that differ from the versions cvm.cia_statement holds (both ways). */
async function drift(): Promise<number> {
  const [{ n }] = await sql(`
    with truth as (select distinct cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm from cvm.cia_statement),
         kept as (select cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm from cvm.cia_statement_version)
    select ((select count(*) from (select * from truth except select * from kept) a) + (select count(*) from (select * from kept except select * from truth) b))::int as n`);
  return n;
}

describe('the statement endpoints after a load', () => {
  it('a newer version loaded by the DFP loader is the one the next call serves; deleting it serves the older one again', async () => {
    expect(revenueOf(1)).not.toBe(revenueOf(2));
    await load('v1', versionLines(1));
    expect(await revenue()).toEqual([{ version: 1, value: revenueOf(1) }]);
    expect(await drift()).toBe(0);

    await load('v2', versionLines(2));
    expect(await revenue()).toEqual([{ version: 2, value: revenueOf(2) }]);
    expect(await drift()).toBe(0);

    await sql(`delete from cvm.cia_statement where cnpj = $1 and versao = 2`, [ALFA.cnpj]);
    expect(await revenue()).toEqual([{ version: 1, value: revenueOf(1) }]);
    expect(await drift()).toBe(0);
  });

  it('an update of a version\'s key, or a truncate, keeps the table equal to the versions held', async () => {
    await sql(`update cvm.cia_statement set versao = 7 where cnpj = $1 and dt_refer = $2 and versao = 1`, [ALFA.cnpj, `${YEAR}-12-31`]);
    expect(await revenue()).toEqual([{ version: 7, value: revenueOf(1) }]);
    expect(await drift()).toBe(0);
    await sql('truncate cvm.cia_statement');
    expect(await sql('select count(*)::int as n from cvm.cia_statement_version')).toEqual([{ n: 0 }]);
    expect(await revenue()).toEqual([]);
  });
});
