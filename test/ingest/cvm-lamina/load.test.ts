// The lâmina loader: the main member of lamina_fi_YYYYMM.zip by header name
// (subclass rows kept apart, blank subclass ''), the other members skipped.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadLaminaFile } from '../../../src/ingest/cvm-lamina/load.js';
import { asText, readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';
import { cvmFixture, zipFixture } from '../cvm-files/support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

beforeEach(async () => {
  await withClient(env.db.superuserUrl, (c) => c.query('truncate cvm.lamina, ingest.ingest_log cascade'));
});

describe('cvm-lamina', () => {
  it('loads the main member only: masked CNPJ to 14 digits, subclass rows apart, fees and free-text performance fee as filed', async () => {
    const zip = await zipFixture('lamina', 'lamina_fi_202504.zip');
    expect(await loadLaminaFile(zip, options())).toMatchObject({ status: 'loaded', rowsRead: 9, rowsInserted: 9 });
    const rows = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.lamina')
        .select((eb) => ['cnpj', ...asText(eb, 'dt_comptc'), 'id_subclasse', ...asText(eb, 'taxa_adm'), 'taxa_perfm', ...asText(eb, 'pr_pl_despesa', 'dt_ini_despesa'), 'indice_refer'])
        .where('cnpj', '=', '20000001000101')
        .orderBy('id_subclasse')
        .execute(),
    );
    expect(rows).toEqual([
      { cnpj: '20000001000101', dt_comptc: '2025-04-10', id_subclasse: '', taxa_adm: '0.500000', taxa_perfm: '20,00% do que exceder 100,00% do CDI.', pr_pl_despesa: '0.900000', dt_ini_despesa: '2024-04-01', indice_refer: 'CDI' },
      { cnpj: '20000001000101', dt_comptc: '2025-04-10', id_subclasse: 'SUB2', taxa_adm: '0.800000', taxa_perfm: '20,00% do que exceder 100,00% do CDI.', pr_pl_despesa: '0.900000', dt_ini_despesa: '2024-05-01', indice_refer: 'CDI' },
    ]);
  });

  it('refuses an archive without the main member, and a plain CSV', async () => {
    const zip = await zipFixture('lamina', 'lamina_fi_202504.zip', (m) => m.includes('carteira'));
    expect((await expectIngestFileError(loadLaminaFile(zip, options()))).message).toBe('lamina_fi_202504.zip: not a lamina archive: no member lamina_fi_YYYYMM.csv');
    expect((await expectIngestFileError(loadLaminaFile(cvmFixture('lamina/lamina_fi_202504.csv'), options()))).message).toBe('lamina_fi_202504.csv: is not a zip archive (lamina_fi_YYYYMM.zip expected)');
  });
});
