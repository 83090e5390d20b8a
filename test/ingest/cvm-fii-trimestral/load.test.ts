// The FII quarterly report loader on a hand-made archive in CVM's exact layout
// (test/fixtures/cvm/fii_trimestral_2025/PROVENANCE.md): all sixteen members by
// header name, every version kept, long members keyed by the row hash of the
// line as published, a blank NULL never 0, a malformed file loading nothing.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { day } from '../../../src/db/kysely.js';
import { loadFiiQuarterlyFile } from '../../../src/ingest/cvm-fii-trimestral/load.js';
import { FII_QUARTERLY_MEMBERS } from '../../../src/ingest/cvm-fii-trimestral/tables.js';
import { asText, readDb } from '../../helpers/db.js';
import { expectIngestFileError, ingestLog, useIngestDatabase } from '../support.js';
import { CVM_FIXTURES, rowCount, zipFixture } from '../cvm-files/support.js';

const A = '12005956000165';
const B = '11839593000109';
const csvOnly = (name: string) => name.endsWith('.csv');
const archive = (set = 'fii_trimestral_2025') => zipFixture(set, 'inf_trimestral_fii_2025.zip', csvOnly);
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
/** The published lines of a fixture member (decoded), header excluded. */
function memberLines(part: string): string[] {
  const text = iconv.decode(fs.readFileSync(path.join(CVM_FIXTURES, 'fii_trimestral_2025', `inf_trimestral_fii_${part}_2025.csv`)), 'latin1');
  return text.split('\r\n').slice(1).filter((l) => l !== '');
}

describe('FII quarterly report archive', () => {
  const env = useIngestDatabase();
  const load = (file: string, force = false) => loadFiiQuarterlyFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, force });

  it('lands every member into its table by header name; the identical repeated property line is one row', async () => {
    const result = await load(await archive());
    expect(result.status === 'loaded' && [result.rowsRead, result.rowsInserted, result.firstPeriod, result.lastPeriod]).toEqual([27, 26, '2025-03-31', '2025-06-30']);
    expect(result.status === 'loaded' && result.tables.filter((t) => t.inserted > 0).map((t) => [t.table, t.inserted])).toEqual([
      ['cvm.fii_quarterly_geral', 4],
      ['cvm.fii_quarterly_complemento', 1],
      ['cvm.fii_quarterly_ativo', 1],
      ['cvm.fii_quarterly_imovel', 7],
      ['cvm.fii_quarterly_imovel_renda_acabado_inquilino', 6],
      ['cvm.fii_quarterly_rentabilidade_efetiva', 3],
      ['cvm.fii_quarterly_resultado_contabil_financeiro', 4],
      // header-only members land nothing
    ]);
    expect(result.status === 'loaded' && result.tables.length).toBe(FII_QUARTERLY_MEMBERS.length);
  });

  it('keys each property row by the md5 of its published line and keeps every version', async () => {
    const rows = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.fii_quarterly_imovel')
        .select((eb) => ['cnpj', ...asText(eb, 'reference_date'), 'version', 'row_hash', 'nome_imovel', ...asText(eb, 'area', 'percentual_vacancia', 'percentual_inadimplencia', 'custo_construcao_previsto')])
        .orderBy('cnpj', 'desc')
        .orderBy('reference_date')
        .orderBy('version')
        .orderBy('nome_imovel')
        .execute(),
    );
    const lines = memberLines('imovel');
    expect(rows.map((r) => r.row_hash).sort()).toEqual([...new Set(lines.map(md5))].sort());
    expect(rows.map((r) => [r.cnpj, r.reference_date, r.version, r.nome_imovel, r.area, r.percentual_vacancia, r.percentual_inadimplencia, r.custo_construcao_previsto])).toEqual([
      [A, '2025-03-31', 1, 'Galpão Cajamar', '101500.25', '0.0350', '0.0012', null],
      [A, '2025-03-31', 1, 'Galpão Extrema', '64000', '0', '0', null],
      [A, '2025-06-30', 1, 'Galpão Cajamar', '101500.25', '0.0400', '0.0020', null],
      [A, '2025-06-30', 1, 'Galpão Extrema', '64000', '0', '0', null],
      [A, '2025-06-30', 2, 'Galpão Cajamar', '101500.25', '0.0900', '0.0020', null],
      [A, '2025-06-30', 2, 'Galpão Extrema', '64000', '0', '0', null],
      // numbers keep the scale filed (0.0350); a decimal comma read as such; blank vacancy and delinquency NULL, a filed 0 stays 0
      [B, '2025-03-31', 1, 'Condomínio Logístico Canoas', '38000.5', null, null, '110000000'],
    ]);
  });

  it('lands the one-row members by (cnpj, reference_date, version), CVM spellings and E notation as filed', async () => {
    const result = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.fii_quarterly_resultado_contabil_financeiro')
        .select((eb) => ['version', ...asText(eb, 'receita_aluguel_investimento_contabil', 'outras_receitas_depesas_contabil', 'rendimentos_declarados', 'lucro_contabil')])
        .where('cnpj', '=', A)
        .where('reference_date', '=', day('2025-06-30'))
        .orderBy('version')
        .execute(),
    );
    expect(result).toEqual([
      { version: 1, receita_aluguel_investimento_contabil: '12500000.55', outras_receitas_depesas_contabil: '-1500', rendimentos_declarados: '10900000', lucro_contabil: null },
      { version: 2, receita_aluguel_investimento_contabil: '12500000.55', outras_receitas_depesas_contabil: '-1500', rendimentos_declarados: '10950000', lucro_contabil: null },
    ]);
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.fii_quarterly_geral').select(['cnpj', 'version', 'fund_type', 'fund_name', 'segmento_atuacao', 'data_encerramento_trimestre']).where('cnpj', '=', B).execute())).toEqual([
      { cnpj: B, version: 1, fund_type: 'Fundo', fund_name: 'FII LOGÍSTICA SÃO CONRADO', segmento_atuacao: 'Logística', data_encerramento_trimestre: '2025-03-31' },
    ]);
    const tenants = await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.fii_quarterly_imovel_renda_acabado_inquilino').select(['row_hash']).execute());
    expect(tenants.map((t) => t.row_hash).sort()).toEqual(memberLines('imovel_renda_acabado_inquilino').map(md5).sort());
  });

  it('the same bytes again are skipped; --force changes nothing', async () => {
    const file = await archive();
    expect((await load(file)).status).toBe('skipped');
    const forced = await load(file, true);
    expect(forced.status === 'loaded' && [forced.rowsInserted, forced.rowsUpdated]).toEqual([0, 0]);
    expect(await rowCount(env.db.superuserUrl, 'cvm.fii_quarterly_imovel')).toBe(7);
  });
});

describe('a malformed FII quarterly archive', () => {
  const env = useIngestDatabase();
  const load = (file: string) => loadFiiQuarterlyFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

  it('loads nothing and names the member, the line and why', async () => {
    const error = await expectIngestFileError(load(await archive('fii_trimestral_2025_bad')));
    expect(error.message).toBe('inf_trimestral_fii_2025.zip member inf_trimestral_fii_imovel_2025.csv line 4: "0,04OO" is not a decimal number in column Percentual_Vacancia');
    for (const table of ['cvm.fii_quarterly_geral', 'cvm.fii_quarterly_imovel'] as const) expect(await rowCount(env.db.superuserUrl, table), table).toBe(0);
    expect((await ingestLog(env.db.superuserUrl)).map((l) => [l.status, l.error])).toEqual([['failed', error.message]]);
  });

  it('refuses an archive with none of the sixteen members', async () => {
    const none = await zipFixture('fii_trimestral_2025', 'inf_trimestral_fii_2025.zip', (name) => name.endsWith('.md'));
    expect((await expectIngestFileError(load(none))).message).toMatch(/^inf_trimestral_fii_2025\.zip: not an FII quarterly report archive: no member inf_trimestral_fii_geral_YYYY\.csv, /);
  });
});
