// fidc_cedentes reads cvm.fidc_cedente_slot, a table the statement triggers of
// cvm.fidc_tab_i keep: a monthly archive loaded through the FIDC loader is what the
// next call finds by originator, and a re-filed archive that moves a fund to another
// originator moves it in the next answer; the table always equals classifying tab I.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFidcFile } from '../../src/ingest/cvm-fidc-mensal/load.js';
import { writeZip } from '../../src/sample/cvm-fii-fidc/zip.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { withClient } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';
import { CVM_FIXTURES } from '../ingest/cvm-files/support.js';

const env = useIngestDatabase();
const C = '22222222000191';
const D = '33044551000130';
const FIRST_ORIGINATOR = '61064911000177';
const SECOND_ORIGINATOR = '08765432000110';

/** The genuine-format 2025-06 archive of the fixtures, tab I with slot A1 of C and D filled as given. */
async function archive(slotOfC: string, slotOfD: string): Promise<string> {
  const fixtureDir = path.join(CVM_FIXTURES, 'fidc/fidc_202506');
  const members = fs.readdirSync(fixtureDir).sort().map((name) => {
    const lines = fs.readFileSync(path.join(fixtureDir, name), 'latin1').replace(/\r\n$/, '').split('\r\n');
    if (!name.includes('tab_I_')) return { name, lines };
    return {
      name,
      lines: lines.map((line, i) => {
        if (i === 0) return `${line};TAB_I2A12_CPF_CNPJ_CEDENTE_1;TAB_I2A12_PR_CEDENTE_1`;
        const cnpj = line.split(';')[1].replace(/\D/g, '');
        return `${line};${cnpj === C ? slotOfC : cnpj === D ? slotOfD : ''};${cnpj === C || cnpj === D ? '40' : ''}`;
      }),
    };
  });
  const file = path.join(tempDir(), 'inf_mensal_fidc_202506.zip');
  await writeZip(file, members);
  return file;
}
const load = async (file: string) => loadFidcFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
/** cvm.fidc_cedente_slot rows that differ from classifying tab I slot A1 again (both ways). */
async function drift(): Promise<number> {
  return withClient(env.db.superuserUrl, async (c) => {
    const { rows } = await c.query(`
      with truth as (
        select t.cnpj, t.reference_date, 'A'::text as block, 1 as slot, 'cnpj'::text as kind, lpad(regexp_replace(t.tab_i2a12_cpf_cnpj_cedente_1, '[^0-9]', '', 'g'), 14, '0') as cedente
        from cvm.fidc_tab_i t where nullif(btrim(t.tab_i2a12_cpf_cnpj_cedente_1), '') is not null),
      kept as (select s.cnpj, s.reference_date, s.block, s.slot, s.cedente_kind, s.cedente_cnpj from cvm.fidc_cedente_slot s)
      select ((select count(*) from (select * from truth except select * from kept) a) + (select count(*) from (select * from kept except select * from truth) b))::int as n`);
    return rows[0].n;
  });
}

let api: RunningApi;
const cedentes = rpcCalls(() => api, 'fidc_cedentes');
beforeAll(async () => {
  api = await startApi(env.db);
});
afterAll(async () => {
  await api?.close();
});

describe('fidc_cedentes after a load', () => {
  it('finds the funds an originator serves as loaded, and follows a re-filed archive that moves one', async () => {
    await load(await archive('61.064.911/0001-77', '61.064.911/0001-77'));
    expect((await cedentes.ok({ p_cedente: FIRST_ORIGINATOR })).map((r) => [r.cnpj, r.period, r.block, r.slot, r.share_pct])).toEqual([
      [C, '2025-06-30', 'A', 1, 40],
      [D, '2025-06-30', 'A', 1, 40],
    ]);
    expect(await cedentes.ok({ p_cedente: SECOND_ORIGINATOR })).toEqual([]);
    expect(await drift()).toBe(0);

    await load(await archive('08.765.432/0001-10', '61.064.911/0001-77'));
    expect((await cedentes.ok({ p_cedente: FIRST_ORIGINATOR })).map((r) => r.cnpj)).toEqual([D]);
    expect((await cedentes.ok({ p_cedente: SECOND_ORIGINATOR })).map((r) => r.cnpj)).toEqual([C]);
    expect((await cedentes.ok({ p_cnpj: C })).map((r) => r.cedente_cnpj)).toEqual([SECOND_ORIGINATOR]);
    expect(await drift()).toBe(0);
  });
});
