// The FIDC monthly report loader on hand-made archives in CVM's format: the
// monthly archive (TP_FUNDO_CLASSE prefix) and the yearly HIST archive (older
// prefix), the fidc rows of the monthly fund series, a restatement, a malformed
// file, idempotent reloads, and a tab added through the registry.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestFile } from '../../../src/ingest/common/index.js';
import { fidcLoader, loadFidcFile } from '../../../src/ingest/cvm-fidc-mensal/load.js';
import { PREFIX_COLUMNS, PREFIX_KEY, published, type FidcTab } from '../../../src/ingest/cvm-fidc-mensal/tables.js';
import { FIDC_TABS } from '../../../src/ingest/cvm-fidc-mensal/tabs/index.js';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { asText, readDb } from '../../helpers/db.js';
import { expectIngestFileError, ingestLog, tempDir, useIngestDatabase } from '../support.js';
import { CVM_FIXTURES, fundMonth, rowCount, zipFixture } from '../cvm-files/support.js';

const C = '22222222000191';
const D = '33044551000130';
const E = '40123456000108';
const F = '41987654000144';
const NULLS = { quota: null, quotaholders: null, inflows: null, redemptions: null, monthly_yield: null, assets: null };
const TAB_TABLES = [
  'cvm.fidc_tab_i', 'cvm.fidc_tab_ii', 'cvm.fidc_tab_iv', 'cvm.fidc_tab_v', 'cvm.fidc_tab_vi', 'cvm.fidc_tab_viii',
  'cvm.fidc_tab_x', 'cvm.fidc_tab_x_1', 'cvm.fidc_tab_x_2', 'cvm.fidc_tab_x_3', 'cvm.fidc_tab_x_4', 'cvm.fidc_tab_x_6', 'cvm.fidc_tab_x_7',
] as const;

describe('FIDC monthly archive (inf_mensal_fidc_YYYYMM.zip)', () => {
  const env = useIngestDatabase();
  const load = (file: string, force = false) => loadFidcFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, force });

  it('lands tabs I, II, IV, V, VI and X_1 by header name, values as filed, blanks NULL', async () => {
    const result = await load(await zipFixture('fidc/fidc_202506', 'inf_mensal_fidc_202506.zip'));
    expect(result.status === 'loaded' && result.tables.map((t) => [t.table, t.inserted])).toEqual([
      ['cvm.fidc_tab_i', 4],
      ['cvm.fidc_tab_ii', 1], // only the columns filed; the structure tabs are tested in structure-tabs.test.ts
      ['cvm.fidc_tab_iv', 4],
      ['cvm.fidc_tab_v', 3],
      ['cvm.fidc_tab_vi', 3],
      ['cvm.fidc_tab_viii', 0], // this month's archive has no tab VIII member (as CVM's 202506): no rows, not a refusal
      ['cvm.fidc_tab_x', 0], // tabs this archive lacks land no rows (X from 2023-10; the others are optional too)
      ['cvm.fidc_tab_x_1', 4],
      ['cvm.fidc_tab_x_2', 0],
      ['cvm.fidc_tab_x_3', 0],
      ['cvm.fidc_tab_x_4', 0],
      ['cvm.fidc_tab_x_6', 0],
      ['cvm.fidc_tab_x_7', 0],
    ]);
    expect(result.status === 'loaded' && [result.rowsRead, result.firstPeriod, result.lastPeriod]).toEqual([19, '2025-06-30', '2025-06-30']);
    const tabIv = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('cvm.fidc_tab_iv').select((eb) => ['cnpj', 'fund_type', 'fund_name', ...asText(eb, 'tab_iv_a_vl_pl', 'tab_iv_b_vl_pl_medio')]).orderBy('cnpj').execute(),
    );
    expect(tabIv).toEqual([
      { cnpj: C, fund_type: 'Classe', fund_name: 'FIDC ARAUCÁRIA CRÉDITO CONSIGNADO', tab_iv_a_vl_pl: '115000000.25', tab_iv_b_vl_pl_medio: '114000000' },
      { cnpj: D, fund_type: 'Classe', fund_name: 'FIDC PINHÃO RECEBÍVEIS COMERCIAIS', tab_iv_a_vl_pl: '48500000', tab_iv_b_vl_pl_medio: '48000000' },
      { cnpj: E, fund_type: 'Fundo', fund_name: 'FIDC MARÉ ALTA NÃO PADRONIZADO', tab_iv_a_vl_pl: '9500000', tab_iv_b_vl_pl_medio: null },
      { cnpj: F, fund_type: 'Classe', fund_name: 'FIDC TUCANO MULTISSETORIAL', tab_iv_a_vl_pl: '7900000', tab_iv_b_vl_pl_medio: '7900000' },
    ]);
    expect(
      await readDb(env.db.superuserUrl, (db) =>
        db
          .selectFrom('cvm.fidc_tab_i')
          .select((eb) => ['cnpj', ...asText(eb, 'tab_i_vl_ativo', 'tab_i2a21_vl_total_parcela_inad', 'tab_i2b3_vl_cred_inad', 'tab_i2b11_vl_reducao_recup')])
          .where('cnpj', 'in', [C, E])
          .orderBy('cnpj')
          .execute(),
      ),
    ).toEqual([
      { cnpj: C, tab_i_vl_ativo: '120000000.50', tab_i2a21_vl_total_parcela_inad: '1500000', tab_i2b3_vl_cred_inad: '200000.50', tab_i2b11_vl_reducao_recup: '-150000' },
      { cnpj: E, tab_i_vl_ativo: '10000000', tab_i2a21_vl_total_parcela_inad: null, tab_i2b3_vl_cred_inad: null, tab_i2b11_vl_reducao_recup: null },
    ]);
    const tabX = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.fidc_tab_x_1')
        .select((eb) => ['cnpj', 'tab_x_classe_serie', 'id_subclasse', ...asText(eb, 'tab_x_nr_cotst')])
        .orderBy('cnpj')
        .orderBy('tab_x_nr_cotst', 'desc')
        .execute(),
    );
    expect(tabX).toEqual([
      { cnpj: C, tab_x_classe_serie: 'Sênior 1', id_subclasse: null, tab_x_nr_cotst: '35' },
      { cnpj: C, tab_x_classe_serie: 'Subordinada', id_subclasse: null, tab_x_nr_cotst: '1' },
      { cnpj: D, tab_x_classe_serie: 'Sênior', id_subclasse: 'SUB01', tab_x_nr_cotst: '120' },
      { cnpj: E, tab_x_classe_serie: 'Única', id_subclasse: null, tab_x_nr_cotst: null },
    ]);
  });

  it('fills fund_month fidc rows at the last day of the month: nav from tab IV, delinquency = the filed overdue totals of tabs V and VI, NULL when none is filed', async () => {
    expect(await fundMonth(env.db.superuserUrl, 'fidc')).toEqual([
      { entity_type: 'fidc', cnpj: C, period: '2025-06-30', nav: '115000000.25', delinquency: '1700000.50', ...NULLS }, // 1500000 (V) + 200000.50 (VI)
      { entity_type: 'fidc', cnpj: D, period: '2025-06-30', nav: '48500000', delinquency: '400000', ...NULLS }, // V blank, VI filed
      { entity_type: 'fidc', cnpj: E, period: '2025-06-30', nav: '9500000', delinquency: null, ...NULLS }, // both blank
      { entity_type: 'fidc', cnpj: F, period: '2025-06-30', nav: '7900000', delinquency: null, ...NULLS }, // in neither tab
    ]);
    const filedAsZero = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.fund_month')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('entity_type', '=', 'fidc')
        .where((eb) =>
          eb.or([
            ...(['quota', 'quotaholders', 'inflows', 'redemptions', 'monthly_yield', 'assets'] as const).map((column) => eb(column, 'is not', null)),
            eb('delinquency', '=', '0'),
          ]),
        )
        .executeTakeFirstOrThrow(),
    );
    expect(filedAsZero.n).toBe('0');
  });

  it('a restated month (no version column in these files) overwrites the month and the series', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'inf_mensal_fidc_202506.zip');
    const members = fs.readdirSync(path.join(CVM_FIXTURES, 'fidc/fidc_202506')).sort().map((name) => {
      const lines = fs.readFileSync(path.join(CVM_FIXTURES, 'fidc/fidc_202506', name), 'latin1').replace(/\r\n$/, '').split('\r\n');
      return { name, lines: name.includes('tab_IV_') ? lines.map((l) => l.replace(';115000000.25;', ';116000000;')) : lines };
    });
    await writeZip(file, members);
    const result = await load(file);
    expect(result.status === 'loaded' && [result.rowsInserted, result.rowsUpdated]).toEqual([0, 1]);
    expect((await fundMonth(env.db.superuserUrl, 'fidc')).find((r) => r.cnpj === C)!.nav).toBe('116000000');
  });

  it('the same bytes again are skipped; --force changes nothing', async () => {
    const file = await zipFixture('fidc/fidc_202506', 'inf_mensal_fidc_202506.zip');
    await load(file, true); // back to the published figures
    const before = await fundMonth(env.db.superuserUrl, 'fidc');
    expect((await load(file)).status).toBe('skipped');
    const forced = await load(file, true);
    expect(forced.status === 'loaded' && [forced.rowsInserted, forced.rowsUpdated]).toEqual([0, 0]);
    expect(await fundMonth(env.db.superuserUrl, 'fidc')).toEqual(before);
    expect(before.find((r) => r.cnpj === C)!.nav).toBe('115000000.25');
  });
});

describe('FIDC yearly HIST archive, the older prefix (CNPJ_FUNDO, no TP_FUNDO_CLASSE)', () => {
  const env = useIngestDatabase();

  it('loads every monthly member and the series of each month', async () => {
    const result = await loadFidcFile(await zipFixture('fidc/fidc_2019_hist', 'inf_mensal_fidc_2019.zip'), { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
    expect(result.status === 'loaded' && [result.rowsInserted, result.firstPeriod, result.lastPeriod]).toEqual([10, '2019-01-31', '2019-02-28']);
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.fidc_tab_iv').select(['fund_type', 'fund_name']).distinct().execute())).toEqual([{ fund_type: null, fund_name: 'FIDC ARAUCÁRIA CRÉDITO CONSIGNADO' }]);
    expect(await fundMonth(env.db.superuserUrl, 'fidc')).toEqual([
      { entity_type: 'fidc', cnpj: C, period: '2019-01-31', nav: '30000000', delinquency: '250000', ...NULLS },
      { entity_type: 'fidc', cnpj: C, period: '2019-02-28', nav: '31000000', delinquency: '270000', ...NULLS },
    ]);
  });
});

describe('a malformed FIDC archive', () => {
  const env = useIngestDatabase();
  const load = (file: string) => loadFidcFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

  it('loads nothing in any tab and names the member, the line and why', async () => {
    const error = await expectIngestFileError(load(await zipFixture('fidc/fidc_202506_bad_date', 'inf_mensal_fidc_202506.zip')));
    expect(error.message).toBe('inf_mensal_fidc_202506.zip member inf_mensal_fidc_tab_IV_202506.csv line 3: "2025-06-31" is not a date YYYY-MM-DD in column DT_COMPTC');
    for (const table of [...TAB_TABLES, 'cvm.fund_month' as const]) expect(await rowCount(env.db.superuserUrl, table), table).toBe(0);
    expect((await ingestLog(env.db.superuserUrl)).map((l) => l.status)).toEqual(['failed']);
  });

  it('refuses an archive missing a tab, and a file that is not a zip', async () => {
    const noX1 = await zipFixture('fidc/fidc_202506', 'inf_mensal_fidc_202506.zip', (m) => !m.includes('tab_X_1'));
    expect((await expectIngestFileError(load(noX1))).message).toBe('inf_mensal_fidc_202506.zip: not a FIDC monthly report archive: no member inf_mensal_fidc_tab_X_1_YYYYMM.csv');
    const notZip = path.join(tempDir(), 'inf_mensal_fidc_202507.zip');
    fs.writeFileSync(notZip, '<html>maintenance</html>');
    expect((await expectIngestFileError(load(notZip))).message).toMatch(/^inf_mensal_fidc_202507\.zip: not a readable zip archive: /);
    for (const table of TAB_TABLES) expect(await rowCount(env.db.superuserUrl, table), table).toBe(0);
  });
});

describe('tab VIII (largest debtors)', () => {
  const env = useIngestDatabase();

  it('lands beside the other tabs when the archive has it, as filed', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'inf_mensal_fidc_202506.zip');
    const fixtureDir = path.join(CVM_FIXTURES, 'fidc/fidc_202506');
    const members = fs.readdirSync(fixtureDir).sort().map((name) => ({ name, lines: fs.readFileSync(path.join(fixtureDir, name), 'latin1').replace(/\r\n$/, '').split('\r\n') }));
    members.push({
      name: 'inf_mensal_fidc_tab_VIII_202506.csv',
      lines: ['TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;DENOM_SOCIAL;DT_COMPTC;SEQUENCIAL;VALOR', 'Classe;22.222.222/0001-91;FIDC ARAUCÁRIA CRÉDITO CONSIGNADO;2025-06-30;1;5300000.10', 'Classe;22.222.222/0001-91;FIDC ARAUCÁRIA CRÉDITO CONSIGNADO;2025-06-30;2;'],
    });
    await writeZip(file, members);
    const result = await ingestFile(fidcLoader(), file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
    expect(result.status === 'loaded' && result.tables.map((t) => t.table)).toEqual(TAB_TABLES);
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.fidc_tab_viii').select((eb) => ['cnpj', 'sequencial', ...asText(eb, 'valor')]).orderBy('sequencial').execute())).toEqual([
      { cnpj: C, sequencial: 1, valor: '5300000.10' },
      { cnpj: C, sequencial: 2, valor: null }, // blank is NULL, never 0
    ]);
  });

  it('names the line of a rank that is not an integer', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'inf_mensal_fidc_202507.zip');
    const fixtureDir = path.join(CVM_FIXTURES, 'fidc/fidc_202506');
    const members = fs.readdirSync(fixtureDir).sort().map((name) => ({ name: name.replace('202506', '202507'), lines: fs.readFileSync(path.join(fixtureDir, name), 'latin1').replace(/\r\n$/, '').split('\r\n') }));
    members.push({ name: 'inf_mensal_fidc_tab_VIII_202507.csv', lines: ['TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;DENOM_SOCIAL;DT_COMPTC;SEQUENCIAL;VALOR', 'Classe;22.222.222/0001-91;FIDC X;2025-07-31;1a;10'] });
    await writeZip(file, members);
    const error = await expectIngestFileError(ingestFile(fidcLoader(), file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false }));
    expect(error.message).toMatch(/inf_mensal_fidc_tab_VIII_202507\.csv line 2: "1a" is not a whole number in column SEQUENCIAL/);
  });
});
