// The register of listed companies: the genuine cad_cia_aberta.csv lands whole
// (one row per CVM code and market), the people's columns never land, and a
// malformed line refuses the file naming it.
import fs from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { loadCiaCadFile } from '../../../src/ingest/cvm-cia-cad/load.js';
import { CAD_CIA_UNLANDED } from '../../../src/ingest/cvm-cia-cad/tables.js';
import { withClient } from '../../helpers/db.js';
import { cvmFixture, query } from '../cvm-files/support.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const GENUINE = cvmFixture('cia_aberta/cad_cia_aberta.csv');

describe('cvm-cia-cad', () => {
  it('refuses a malformed date naming the line, and loads nothing', async () => {
    const error = await expectIngestFileError(loadCiaCadFile(cvmFixture('cia_aberta/malformed/cad_cia_aberta.csv'), options()));
    expect(error.message).toBe('cad_cia_aberta.csv line 3: "2010-02-30" is not a date YYYY-MM-DD in column DT_REG');
    expect(await query(env.db.superuserUrl, 'select * from cvm.cad_cia_aberta')).toEqual([]);
  });

  it('lands every line of the genuine register; a company on two markets keeps one row per market', async () => {
    const lines = iconv.decode(fs.readFileSync(GENUINE), 'latin1').split('\r\n').filter(Boolean);
    const [header, ...records] = lines.map((l) => l.split(';'));
    expect(header).toHaveLength(47);
    expect(await loadCiaCadFile(GENUINE, options())).toMatchObject({ status: 'loaded', rowsRead: records.length, rowsInserted: records.length });
    const at = (name: string) => header.indexOf(name);
    const markets = new Map<string, string[]>();
    for (const r of records) markets.set(r[at('CD_CVM')], [...(markets.get(r[at('CD_CVM')]) ?? []), r[at('TP_MERC')]]);
    const several = [...markets].filter(([, m]) => m.length > 1);
    expect(several).toHaveLength(90);
    const [code, published] = several[0];
    const held = await query<{ tp_merc: string }>(env.db.superuserUrl, 'select tp_merc from cvm.cad_cia_aberta where cd_cvm = $1 order by tp_merc', [Number(code)]);
    expect(held.map((r) => r.tp_merc)).toEqual([...published].sort());
    const first = records[0];
    const [row] = await query<Record<string, unknown>>(env.db.superuserUrl, "select cnpj, denom_social, sit, setor_ativ, dt_reg::text as dt_reg from cvm.cad_cia_aberta where cd_cvm = $1 and tp_merc = $2", [Number(first[at('CD_CVM')]), first[at('TP_MERC')]]);
    expect(row).toEqual({ cnpj: first[at('CNPJ_CIA')].replace(/\D/g, ''), denom_social: first[at('DENOM_SOCIAL')], sit: first[at('SIT')], setor_ativ: first[at('SETOR_ATIV')], dt_reg: first[at('DT_REG')] });
  });

  it('never lands the register\'s people: no column of theirs, and none of their names or e-mails anywhere in a row', async () => {
    const columns = await query<{ column_name: string }>(env.db.superuserUrl, "select column_name from information_schema.columns where table_schema = 'cvm' and table_name = 'cad_cia_aberta'");
    for (const published of CAD_CIA_UNLANDED) expect(columns.map((c) => c.column_name)).not.toContain(published.toLowerCase());
    const lines = iconv.decode(fs.readFileSync(GENUINE), 'latin1').split('\r\n').filter(Boolean).map((l) => l.split(';'));
    const header = lines[0];
    const people = new Set(lines.slice(1).flatMap((r) => [r[header.indexOf('RESP')], r[header.indexOf('EMAIL_RESP')], r[header.indexOf('EMAIL')]]).filter(Boolean));
    const text = await withClient(env.db.superuserUrl, async (c) => (await c.query('select string_agg(t::text, chr(10)) as all from cvm.cad_cia_aberta t')).rows[0].all as string);
    const leaked = [...people].filter((p) => text.includes(p));
    expect(leaked).toEqual([]);
  });
});
