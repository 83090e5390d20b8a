// The DFP loader: a yearly zip (statement members and the index member with
// receipt dates) or any member CSV; every version kept; the unit as filed; an
// unknown unit refuses the file naming the line.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCiaDfpFile } from '../../../src/ingest/cvm-cia-dfp/load.js';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { dfpMembers, SAMPLE_RESTATEMENT } from '../../../src/sample/cvm-companies.js';
import { cvmFixture, query } from '../cvm-files/support.js';
import { expectIngestFileError, tempDir, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

describe('cvm-cia-dfp', () => {
  it('refuses an ESCALA_MOEDA other than MIL or UNIDADE naming the line, and loads nothing', async () => {
    const error = await expectIngestFileError(loadCiaDfpFile(cvmFixture('cia_aberta/malformed/dfp_cia_aberta_DRE_con_2023.csv'), options()));
    expect(error.message).toBe('dfp_cia_aberta_DRE_con_2023.csv line 3: "BILHAO" is not one of MIL, UNIDADE in column ESCALA_MOEDA');
    expect(await query(env.db.superuserUrl, 'select * from cvm.cia_statement')).toEqual([]);
  });

  it('refuses a CSV whose name is not a DFP member', async () => {
    const error = await expectIngestFileError(loadCiaDfpFile(cvmFixture('cia_aberta/cad_cia_aberta.csv'), options()));
    expect(error.message).toContain('is neither dfp_cia_aberta_YYYY.zip nor one of its members');
  });

  it('loads a yearly zip: every statement member (DRE, BPA, BPP, DFC_MD, DFC_MI, DVA, DMPL with its equity column), statement, scope and doc type from each member name, every version, the index member\'s receipt dates', async () => {
    const file = path.join(tempDir(), 'dfp_cia_aberta_2024.zip');
    const members = dfpMembers(2024);
    await writeZip(file, members);
    const lines = members.reduce((n, m) => n + m.lines.length - 1, 0);
    expect(await loadCiaDfpFile(file, options())).toMatchObject({ status: 'loaded', rowsRead: lines, rowsInserted: lines });
    const byMember = await query<{ statement: string; scope: string; doc_type: string; n: number }>(env.db.superuserUrl,
      'select statement, scope, doc_type, count(*)::int as n from cvm.cia_statement group by 1, 2, 3 order by 1, 2');
    expect(byMember.map((r) => `${r.doc_type}_${r.statement}_${r.scope}:${r.n}`)).toEqual(
      members.filter((m) => /_(con|ind)_/.test(m.name)).map((m) => { const [, s, sc] = /_([A-Z_]+)_(con|ind)_/.exec(m.name)!; return `dfp_${s.toLowerCase()}_${sc}:${m.lines.length - 1}`; }).sort());
    const versions = await query<{ versao: number; dt_receb: string }>(env.db.superuserUrl,
      "select versao, dt_receb::text as dt_receb from cvm.cia_document where cnpj = $1 order by versao", [SAMPLE_RESTATEMENT.cnpj]);
    expect(versions).toEqual(SAMPLE_RESTATEMENT.received.map((d, i) => ({ versao: i + 1, dt_receb: d })));
  });

  it('keeps the unit as filed and both ÚLTIMO and PENÚLTIMO lines of a genuine member', async () => {
    await loadCiaDfpFile(cvmFixture('cia_aberta/dfp_cia_aberta_DRE_con_2023.csv'), options());
    const units = await query<{ escala_moeda: string; ordem_exerc: string; n: number }>(env.db.superuserUrl,
      "select escala_moeda, ordem_exerc, count(*)::int as n from cvm.cia_statement where doc_type = 'dfp' and statement = 'dre' and scope = 'con' and dt_refer < '2024-01-01' group by 1, 2 order by 1, 2");
    expect(units.map((u) => u.escala_moeda + ' ' + u.ordem_exerc)).toEqual(['MIL PENÚLTIMO', 'MIL ÚLTIMO', 'UNIDADE PENÚLTIMO', 'UNIDADE ÚLTIMO']);
    expect(units.reduce((n, u) => n + u.n, 0)).toBe(728);
  });
});
