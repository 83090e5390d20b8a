// The FIAGRO monthly report loader on a hand-made archive in CVM's exact layout
// (test/fixtures/cvm/fiagro_202506/PROVENANCE.md): the title-case report by
// header name with every version kept, the subclasses keyed by row hash, a
// blank NULL never 0, a malformed archive loading nothing.
import { describe, expect, it } from 'vitest';
import { loadFiagroFile } from '../../../src/ingest/cvm-fiagro-mensal/load.js';
import { asText, readDb } from '../../helpers/db.js';
import { expectIngestFileError, ingestLog, useIngestDatabase } from '../support.js';
import { fundMonth, rowCount, zipFixture } from '../cvm-files/support.js';

const G1 = '41200300000104';
const G2 = '42500600000171';
const archive = (set = 'fiagro_202506', only = (name: string) => name.endsWith('.csv')) => zipFixture(set, 'inf_mensal_fiagro_202506.zip', only);

describe('FIAGRO monthly report archive', () => {
  const env = useIngestDatabase();
  const load = (file: string, force = false) => loadFiagroFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, force });

  it('lands the report (every version) and its subclasses by header name', async () => {
    const result = await load(await archive());
    expect(result.status === 'loaded' && result.tables.map((t) => [t.table, t.inserted])).toEqual([
      ['cvm.fiagro_monthly', 3],
      ['cvm.fiagro_monthly_subclasse', 2],
    ]);
    const report = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.fiagro_monthly')
        .select((eb) => ['cnpj', ...asText(eb, 'reference_date'), 'version', 'fund_name', 'numero_cotistas', ...asText(eb, 'patrimonio_liquido', 'vencidos', 'vencidos_acima1080dias', 'a_vencer_acima1080_dias', 'provisoes_contigencias', 'valor_patrimonial_cotas')])
        .orderBy('cnpj')
        .orderBy('version')
        .execute(),
    );
    expect(report).toEqual([
      { cnpj: G1, reference_date: '2025-06-01', version: 1, fund_name: 'FIAGRO CERRADO CRÉDITO', numero_cotistas: 45120, patrimonio_liquido: '1200000000.25', vencidos: '3500000.75', vencidos_acima1080dias: '1500000.75', a_vencer_acima1080_dias: '10000', provisoes_contigencias: '0', valor_patrimonial_cotas: '100.000000021' },
      { cnpj: G1, reference_date: '2025-06-01', version: 2, fund_name: 'FIAGRO CERRADO CRÉDITO', numero_cotistas: 45120, patrimonio_liquido: '1201000000', vencidos: '3400000', vencidos_acima1080dias: null, a_vencer_acima1080_dias: null, provisoes_contigencias: null, valor_patrimonial_cotas: null },
      // blank holders and overdue: NULL, never 0
      { cnpj: G2, reference_date: '2025-06-01', version: 1, fund_name: 'FIAGRO TERRAS DO SUL', numero_cotistas: null, patrimonio_liquido: '300000000', vencidos: null, vencidos_acima1080dias: null, a_vencer_acima1080_dias: null, provisoes_contigencias: null, valor_patrimonial_cotas: null },
    ]);
    const subclasses = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('cvm.fiagro_monthly_subclasse').select((eb) => ['cnpj', 'nome_subclasse', ...asText(eb, 'numero_cotas', 'valor_patrimonial_cota')]).execute(),
    );
    expect(subclasses.sort((x, y) => Number(y.numero_cotas) - Number(x.numero_cotas))).toEqual([
      { cnpj: G1, nome_subclasse: 'Subclasse Sênior', numero_cotas: '10000000', valor_patrimonial_cota: '101.25' },
      { cnpj: G1, nome_subclasse: 'Subclasse Subordinada', numero_cotas: '2000000', valor_patrimonial_cota: '93.75' },
    ]);
  });

  it('fills the fiagro rows of the monthly fund series from the newest version: nav and delinquency (Vencidos), a blank NULL, every other metric NULL', async () => {
    const NULLS = { quota: null, quotaholders: null, inflows: null, redemptions: null, monthly_yield: null, assets: null };
    expect(await fundMonth(env.db.superuserUrl, 'fiagro')).toEqual([
      { entity_type: 'fiagro', cnpj: G1, period: '2025-06-01', nav: '1201000000', delinquency: '3400000', ...NULLS },
      { entity_type: 'fiagro', cnpj: G2, period: '2025-06-01', nav: '300000000', delinquency: null, ...NULLS },
    ]);
  });

  it('the same bytes again are skipped; --force changes nothing', async () => {
    const file = await archive();
    expect((await load(file)).status).toBe('skipped');
    const forced = await load(file, true);
    expect(forced.status === 'loaded' && [forced.rowsInserted, forced.rowsUpdated]).toEqual([0, 0]);
  });
});

describe('a malformed FIAGRO archive', () => {
  const env = useIngestDatabase();
  const load = (file: string) => loadFiagroFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

  it('loads nothing and names the member, the line and why', async () => {
    const error = await expectIngestFileError(load(await archive('fiagro_202506_bad')));
    expect(error.message).toBe('inf_mensal_fiagro_202506.zip member inf_mensal_fiagro_202506.csv line 2: "45.120,5" is not a whole number in column Numero_Cotistas');
    for (const table of ['cvm.fiagro_monthly', 'cvm.fiagro_monthly_subclasse', 'cvm.fund_month'] as const) expect(await rowCount(env.db.superuserUrl, table), table).toBe(0);
    expect((await ingestLog(env.db.superuserUrl)).map((l) => [l.status, l.error])).toEqual([['failed', error.message]]);
  });

  it('refuses an archive without the report member', async () => {
    const onlySubclasses = await archive('fiagro_202506', (name) => name.includes('subclasse'));
    expect((await expectIngestFileError(load(onlySubclasses))).message).toBe('inf_mensal_fiagro_202506.zip: not a FIAGRO monthly report archive: no member inf_mensal_fiagro_YYYYMM.csv');
  });
});
