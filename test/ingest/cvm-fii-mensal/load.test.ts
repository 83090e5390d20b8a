// The FII monthly report loader on hand-made archives in CVM's format: both
// header generations, every version kept, the newest version in the monthly
// fund series, NULL never 0, a malformed file loading nothing, idempotent reloads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { day } from '../../../src/db/kysely.js';
import { loadFiiFile } from '../../../src/ingest/cvm-fii-mensal/load.js';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { asText, readDb } from '../../helpers/db.js';
import { expectIngestFileError, ingestLog, tempDir, useIngestDatabase } from '../support.js';
import { CVM_FIXTURES, fundMonth, rowCount, zipFixture } from '../cvm-files/support.js';

const A = '12005956000165';
const B = '11839593000109';
const NULLS = { quota: null, inflows: null, redemptions: null, delinquency: null };

describe('FII monthly report, Resolution 175 header', () => {
  const env = useIngestDatabase();
  const load = (file: string, force = false) => loadFiiFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, force });

  it('lands the three members by header name, latin-1, CNPJ to 14 digits, every version kept', async () => {
    // an fi row of the same fund and month belongs to the other loader and must stay as it is
    await readDb(env.db.superuserUrl, (db) =>
      db.insertInto('cvm.fund_month').values({ entity_type: 'fi', cnpj: A, period: '2025-01-01', nav: 1, quota: 2 }).execute(),
    );
    const result = await load(await zipFixture('fii/fii_2025_rcvm175', 'inf_mensal_fii_2025.zip'));
    expect(result.status === 'loaded' && [result.rowsRead, result.rowsInserted, result.firstPeriod, result.lastPeriod]).toEqual([15, 15, '2025-01-01', '2025-02-01']);
    expect(result.status === 'loaded' && result.tables.map((t) => [t.table, t.inserted])).toEqual([
      ['cvm.fii_monthly_geral', 5],
      ['cvm.fii_monthly_complemento', 5],
      ['cvm.fii_monthly_ativo_passivo', 5],
    ]);
    const geral = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.fii_monthly_geral')
        .select((eb) => ['cnpj', ...asText(eb, 'reference_date'), 'version', 'fund_type', 'fund_name', 'segmento_atuacao'])
        .orderBy('cnpj', 'desc')
        .orderBy('reference_date')
        .orderBy('version')
        .execute(),
    );
    expect(geral).toEqual([
      { cnpj: A, reference_date: '2025-01-01', version: 1, fund_type: 'Classe', fund_name: 'FII IPÊ RENDA IMOBILIÁRIA', segmento_atuacao: 'Híbrido' },
      { cnpj: A, reference_date: '2025-02-01', version: 1, fund_type: 'Classe', fund_name: 'FII IPÊ RENDA IMOBILIÁRIA', segmento_atuacao: 'Híbrido' },
      { cnpj: A, reference_date: '2025-02-01', version: 2, fund_type: 'Classe', fund_name: 'FII IPÊ RENDA IMOBILIÁRIA', segmento_atuacao: 'Híbrido' },
      { cnpj: B, reference_date: '2025-01-01', version: 1, fund_type: 'Fundo', fund_name: 'FII LOGÍSTICA SÃO CONRADO', segmento_atuacao: 'Logística' },
      { cnpj: B, reference_date: '2025-02-01', version: 1, fund_type: 'Fundo', fund_name: 'FII LOGÍSTICA SÃO CONRADO', segmento_atuacao: 'Logística' },
    ]);
    expect(
      await readDb(env.db.superuserUrl, (db) =>
        db
          .selectFrom('cvm.fii_monthly_complemento as c')
          .innerJoin('cvm.fii_monthly_ativo_passivo as a', (join) => join.onRef('a.cnpj', '=', 'c.cnpj').onRef('a.reference_date', '=', 'c.reference_date').onRef('a.version', '=', 'c.version'))
          .select((eb) => ['c.version', ...asText(eb, 'patrimonio_liquido', 'percentual_rentabilidade_patrimonial_mes', 'total_passivo')])
          .where('c.cnpj', '=', A)
          .where('c.reference_date', '=', day('2025-02-01'))
          .orderBy('c.version')
          .execute(),
      ),
    ).toEqual([
      { version: 1, patrimonio_liquido: '4545721683.84', percentual_rentabilidade_patrimonial_mes: '-0.000683', total_passivo: '435815003.38' },
      { version: 2, patrimonio_liquido: '4546000000.5', percentual_rentabilidade_patrimonial_mes: '-0.000683', total_passivo: '435536686.72' },
    ]);
  });

  it('fills fund_month fii rows from the newest version: nav, quotaholders, monthly_yield, assets; a blank is NULL, a filed zero stays 0', async () => {
    expect(await fundMonth(env.db.superuserUrl, 'fii')).toEqual([
      { entity_type: 'fii', cnpj: B, period: '2025-01-01', nav: '7580921710.93', quotaholders: null, monthly_yield: null, assets: '7600000000', ...NULLS },
      { entity_type: 'fii', cnpj: B, period: '2025-02-01', nav: '7590000000', quotaholders: '451520', monthly_yield: '0', assets: '7610000000', ...NULLS },
      { entity_type: 'fii', cnpj: A, period: '2025-01-01', nav: '4548826342.26', quotaholders: '291274', monthly_yield: '0.006216', assets: '4975915121.2', ...NULLS },
      { entity_type: 'fii', cnpj: A, period: '2025-02-01', nav: '4546000000.5', quotaholders: '294031', monthly_yield: '0.0065', assets: '4981536687.22', ...NULLS },
    ]);
    // NULL, not 0, for every metric FIIs do not file (checked in SQL, not through a client's rendering)
    const zeros = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.fund_month')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('entity_type', '=', 'fii')
        .where((eb) => eb.or((['quota', 'inflows', 'redemptions', 'delinquency'] as const).map((column) => eb(column, 'is not', null))))
        .executeTakeFirstOrThrow(),
    );
    expect(zeros.n).toBe('0');
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.fund_month').select((eb) => asText(eb, 'nav', 'quota')).where('entity_type', '=', 'fi').execute())).toEqual([{ nav: '1', quota: '2' }]);
  });

  it('a later re-filing (version 3) replaces the month in the series; reloading the older versions does not', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'inf_mensal_fii_2025.zip');
    const source = (member: string) => fs.readFileSync(path.join(CVM_FIXTURES, 'fii/fii_2025_rcvm175', `inf_mensal_fii_${member}_2025.csv`), 'latin1').split('\r\n');
    const v3 = (member: string) => {
      const [header, ...rows] = source(member);
      const feb2 = rows.find((r) => r.startsWith('12.005.956/0001-65;2025-02-01;2;') || r.includes(';12.005.956/0001-65;2025-02-01;2;'))!;
      return [header, feb2.replace(';2025-02-01;2;', ';2025-02-01;3;').replace('4546000000.5', '4547000000')];
    };
    await writeZip(file, ['geral', 'complemento', 'ativo_passivo'].map((m) => ({ name: `inf_mensal_fii_${m}_2025.csv`, lines: v3(m) })));
    const refiled = await load(file);
    expect(refiled.status === 'loaded' && refiled.rowsInserted).toBe(3);
    expect(await rowCount(env.db.superuserUrl, 'cvm.fii_monthly_complemento')).toBe(6);
    const feb = async () => (await fundMonth(env.db.superuserUrl, 'fii')).find((r) => r.cnpj === A && r.period === '2025-02-01')!.nav;
    expect(await feb()).toBe('4547000000');
    const again = await load(await zipFixture('fii/fii_2025_rcvm175', 'inf_mensal_fii_2025.zip'), true);
    expect(again.status === 'loaded' && [again.rowsInserted, again.rowsUpdated]).toEqual([0, 0]);
    expect(await feb()).toBe('4547000000');
  });

  it('the same bytes again are skipped; --force changes nothing', async () => {
    const file = await zipFixture('fii/fii_2025_rcvm175', 'inf_mensal_fii_2025.zip');
    const before = await fundMonth(env.db.superuserUrl, 'fii');
    expect((await load(file)).status).toBe('skipped');
    const forced = await load(file, true);
    expect(forced.status === 'loaded' && [forced.rowsRead, forced.rowsInserted, forced.rowsUpdated, forced.rowsSkipped]).toEqual([15, 0, 0, 15]);
    expect(await fundMonth(env.db.superuserUrl, 'fii')).toEqual(before);
  });
});

describe('FII monthly report, the older header (CNPJ_Fundo, Nome_Fundo, no Tipo_Fundo_Classe)', () => {
  const env = useIngestDatabase();

  it('loads by header name into the same tables and series', async () => {
    const result = await loadFiiFile(await zipFixture('fii/fii_2019_legacy', 'inf_mensal_fii_2019.zip'), { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
    expect(result.status === 'loaded' && result.rowsInserted).toBe(3);
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.fii_monthly_geral').select(['cnpj', 'fund_type', 'fund_name', 'data_entrega']).execute())).toEqual([
      { cnpj: A, fund_type: null, fund_name: 'FII IPÊ RENDA IMOBILIÁRIA', data_entrega: '2019-07-15' },
    ]);
    expect(await fundMonth(env.db.superuserUrl, 'fii')).toEqual([
      { entity_type: 'fii', cnpj: A, period: '2019-06-01', nav: '2900000000', quotaholders: '120000', monthly_yield: '0.0058', assets: '3000000000', ...NULLS },
    ]);
  });
});

describe('a malformed FII archive', () => {
  const env = useIngestDatabase();
  const load = (file: string) => loadFiiFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

  it('loads nothing and names the member, the line and why', async () => {
    const error = await expectIngestFileError(load(await zipFixture('fii/fii_2025_bad_decimal', 'inf_mensal_fii_2025.zip')));
    expect(error.message).toBe('inf_mensal_fii_2025.zip member inf_mensal_fii_complemento_2025.csv line 3: "4.545.72l,84" is not a decimal number in column Patrimonio_Liquido');
    for (const table of ['cvm.fii_monthly_geral', 'cvm.fii_monthly_complemento', 'cvm.fii_monthly_ativo_passivo', 'cvm.fund_month'] as const) {
      expect(await rowCount(env.db.superuserUrl, table), table).toBe(0);
    }
    expect((await ingestLog(env.db.superuserUrl)).map((l) => [l.status, l.error])).toEqual([['failed', error.message]]);
  });

  it('refuses an archive without the three members, and a member missing a column the series needs', async () => {
    const noAtivo = await zipFixture('fii/fii_2025_rcvm175', 'inf_mensal_fii_2025.zip', (m) => !m.includes('ativo_passivo'));
    expect((await expectIngestFileError(load(noAtivo))).message).toBe(
      'inf_mensal_fii_2025.zip: not an FII monthly report archive: no member inf_mensal_fii_ativo_passivo_YYYY.csv',
    );
    const dir = tempDir();
    const file = path.join(dir, 'inf_mensal_fii_2025.zip');
    await writeZip(file, [
      { name: 'inf_mensal_fii_geral_2025.csv', lines: ['CNPJ_Fundo_Classe;Data_Referencia;Versao'] },
      { name: 'inf_mensal_fii_complemento_2025.csv', lines: ['CNPJ_Fundo_Classe;Data_Referencia;Versao;Patrimonio_Liquido;Valor_Ativo;Total_Numero_Cotistas'] },
      { name: 'inf_mensal_fii_ativo_passivo_2025.csv', lines: ['CNPJ_Fundo_Classe;Data_Referencia;Versao'] },
    ]);
    expect((await expectIngestFileError(load(file))).message).toMatch(
      /^inf_mensal_fii_2025\.zip member inf_mensal_fii_complemento_2025\.csv line 1: missing column Percentual_Dividend_Yield_Mes \(found: /,
    );
    expect(await rowCount(env.db.superuserUrl, 'cvm.fii_monthly_geral')).toBe(0);
  });

  it('refuses a masked CNPJ that is not one, and a key repeated with different values', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'inf_mensal_fii_2025.zip');
    const header = 'CNPJ_Fundo_Classe;Data_Referencia;Versao;Total_Numero_Cotistas;Valor_Ativo;Patrimonio_Liquido;Percentual_Dividend_Yield_Mes';
    const members = (rows: string[]) => [
      { name: 'inf_mensal_fii_geral_2025.csv', lines: ['CNPJ_Fundo_Classe;Data_Referencia;Versao'] },
      { name: 'inf_mensal_fii_complemento_2025.csv', lines: [header, ...rows] },
      { name: 'inf_mensal_fii_ativo_passivo_2025.csv', lines: ['CNPJ_Fundo_Classe;Data_Referencia;Versao'] },
    ];
    await writeZip(file, members(['12.005.956/0001-6;2025-01-01;1;10;20;15;0.01']));
    expect((await expectIngestFileError(load(file))).message).toBe(
      'inf_mensal_fii_2025.zip member inf_mensal_fii_complemento_2025.csv line 2: "12.005.956/0001-6" is not a CNPJ (00.000.000/0000-00 or 14 digits) in column CNPJ_Fundo_Classe',
    );
    const dup = path.join(tempDir(), 'inf_mensal_fii_2025.zip');
    await writeZip(dup, members(['12.005.956/0001-65;2025-01-01;1;10;20;15;0.01', '12.005.956/0001-65;2025-01-01;1;10;20;15;0.01', '12.005.956/0001-65;2025-01-01;1;11;20;15;0.01']));
    expect((await expectIngestFileError(load(dup))).message).toBe(
      'inf_mensal_fii_2025.zip member inf_mensal_fii_complemento_2025.csv line 4: repeats the key (CNPJ_Fundo_Classe=12005956000165, Data_Referencia=2025-01-01, Versao=1) of member inf_mensal_fii_complemento_2025.csv line 2 with different values',
    );
  });
});
