// The ITR loader: a yearly zip (statement members, quarter and year-to-date
// lines told apart by DT_INI_EXERC, and the index member with each version's
// receipt date) or any member CSV; a repeated key refuses the file naming the line.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCiaItrFile } from '../../../src/ingest/cvm-cia-itr/load.js';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { dfpMembers, itrMembers, SAMPLE_ITR_RESTATEMENT } from '../../../src/sample/cvm-companies.js';
import { cvmFixture, query } from '../cvm-files/support.js';
import { expectIngestFileError, tempDir, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

describe('cvm-cia-itr', () => {
  it('refuses two lines of one key (DT_INI_EXERC included) naming the line, and loads nothing', async () => {
    const error = await expectIngestFileError(loadCiaItrFile(cvmFixture('cia_aberta/malformed/itr_cia_aberta_DRE_con_2025.csv'), options()));
    expect(error.message).toBe('itr_cia_aberta_DRE_con_2025.csv line 3: repeats the key (CNPJ_CIA=99300003000103, (statement)=dre, (scope)=con, (doc_type)=itr, '
      + 'DT_REFER=2025-06-30, VERSAO=1, ORDEM_EXERC=ÚLTIMO, COLUNA_DF=, DT_INI_EXERC=2025-04-01, DT_FIM_EXERC=2025-06-30, CD_CONTA=3.01) of line 2');
    expect(await query(env.db.superuserUrl, 'select * from cvm.cia_statement')).toEqual([]);
  });

  it('refuses a DFP member: the ITR loader takes ITR files only', async () => {
    const dir = tempDir();
    const member = dfpMembers(2024).find((m) => m.name === 'dfp_cia_aberta_DRE_con_2024.csv')!;
    const file = path.join(dir, member.name);
    (await import('node:fs')).writeFileSync(file, member.lines.join('\n') + '\n', 'latin1');
    const error = await expectIngestFileError(loadCiaItrFile(file, options()));
    expect(error.message).toContain('is neither itr_cia_aberta_YYYY.zip nor one of its members');
  });

  it('loads a yearly zip: every member line, a quarter and its year to date side by side, every version with its receipt date', async () => {
    const file = path.join(tempDir(), 'itr_cia_aberta_2025.zip');
    const members = itrMembers(2025);
    await writeZip(file, members);
    const lines = members.reduce((n, m) => n + m.lines.length - 1, 0);
    expect(await loadCiaItrFile(file, options())).toMatchObject({ status: 'loaded', rowsRead: lines, rowsInserted: lines });
    const statements = members.filter((m) => /_(con|ind)_/.test(m.name)).reduce((n, m) => n + m.lines.length - 1, 0);
    expect(await query(env.db.superuserUrl, "select count(*)::int as n from cvm.cia_statement where doc_type = 'itr'")).toEqual([{ n: statements }]);
    // a second quarter's revenue: the quarter (from April) and the year to date (from January), same end
    const starts = await query<{ dt_ini_exerc: string }>(env.db.superuserUrl,
      "select dt_ini_exerc::text from cvm.cia_statement where cnpj = $1 and statement = 'dre' and scope = 'con' and dt_refer = '2025-06-30' and versao = 1 and cd_conta = '3.01' order by 1", [SAMPLE_ITR_RESTATEMENT.cnpj]);
    expect(starts.map((r) => r.dt_ini_exerc)).toEqual(['2025-01-01', '2025-04-01']);
    const versions = await query<{ versao: number; dt_receb: string }>(env.db.superuserUrl,
      "select versao, dt_receb::text as dt_receb from cvm.cia_document where doc_type = 'itr' and cnpj = $1 and dt_refer = '2025-06-30' order by versao", [SAMPLE_ITR_RESTATEMENT.cnpj]);
    expect(versions).toEqual(SAMPLE_ITR_RESTATEMENT.received.map((d, i) => ({ versao: i + 1, dt_receb: d })));
    expect(await loadCiaItrFile(file, options())).toMatchObject({ status: 'skipped' });
  });
});
