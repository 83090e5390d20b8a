// The FIDC structure tabs: tab I's originator slots, tab II (sectors), tab X (SCR
// grades, tax debt), the tranche tabs X_2/X_3/X_4/X_6 and tab X_7 (guarantees), on a
// hand-made archive in CVM's format (fidc/fidc_202606_structure) and on the genuine
// tab X_7 members (genuine/fidc_tab_X_7), whose quirks each say what became of them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFidcFile } from '../../../src/ingest/cvm-fidc-mensal/load.js';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { asText, readDb } from '../../helpers/db.js';
import { archiveAroundMember } from '../../helpers/fidc-archive.js';
import { CVM_FIXTURES, rowCount, zipFixture } from '../cvm-files/support.js';
import { expectIngestFileError, tempDir, useIngestDatabase } from '../support.js';

const C = '22222222000191';
const D = '33044551000130';
const GENUINE_X7 = path.join(CVM_FIXTURES, 'genuine/fidc_tab_X_7');

describe('the structure tabs of a monthly archive', () => {
  const env = useIngestDatabase();
  const load = (file: string) => loadFidcFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

  it('lands every tab in its own table; an archive without the new tabs (older months) lands none of them', async () => {
    const result = await load(await zipFixture('fidc/fidc_202606_structure', 'inf_mensal_fidc_202606.zip'));
    expect(result.status === 'loaded' && Object.fromEntries(result.tables.map((t) => [t.table, t.inserted]))).toEqual({
      'cvm.fidc_tab_i': 3,
      'cvm.fidc_tab_ii': 2,
      'cvm.fidc_tab_iv': 4,
      'cvm.fidc_tab_v': 3,
      'cvm.fidc_tab_vi': 3,
      'cvm.fidc_tab_viii': 0,
      'cvm.fidc_tab_x': 2,
      'cvm.fidc_tab_x_1': 4,
      'cvm.fidc_tab_x_2': 3,
      'cvm.fidc_tab_x_3': 2,
      'cvm.fidc_tab_x_4': 3,
      'cvm.fidc_tab_x_6': 2,
      'cvm.fidc_tab_x_7': 2,
    });
    const older = await load(await zipFixture('fidc/fidc_202506', 'inf_mensal_fidc_202506.zip', (m) => !m.includes('tab_II_')));
    expect(older.status === 'loaded' && older.tables.filter((t) => t.inserted > 0).map((t) => t.table)).toEqual(['cvm.fidc_tab_i', 'cvm.fidc_tab_iv', 'cvm.fidc_tab_v', 'cvm.fidc_tab_vi', 'cvm.fidc_tab_x_1']);
  });

  it("tab I's originator slots land as filed: ids in the form filed, placeholders and CPFs kept here (the API filters them), percents above 100 kept", async () => {
    const row = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('cvm.fidc_tab_i')
        .select((eb) => [
          'tab_i2a12_cpf_cnpj_cedente_1', 'tab_i2a12_cpf_cnpj_cedente_2', 'tab_i2a12_cpf_cnpj_cedente_3', 'tab_i2a12_cpf_cnpj_cedente_4', 'tab_i2a12_cpf_cnpj_cedente_5', 'tab_i2a12_cpf_cnpj_cedente_6', 'tab_i2a12_cpf_cnpj_cedente_7',
          ...asText(eb, 'tab_i2a12_pr_cedente_1', 'tab_i2a12_pr_cedente_5', 'tab_i2a12_pr_cedente_6', 'tab_i2a12_pr_cedente_7', 'tab_i2b12_pr_cedente_1'),
          'tab_i2b12_cpf_cnpj_cedente_1', 'tab_i2b12_cpf_cnpj_cedente_2',
        ])
        .where('cnpj', '=', C)
        .where('reference_date', '=', new Date('2026-06-30T00:00:00Z'))
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({
      tab_i2a12_cpf_cnpj_cedente_1: '61.064.911/0001-77',
      tab_i2a12_cpf_cnpj_cedente_2: '00000000000000',
      tab_i2a12_cpf_cnpj_cedente_3: '99999999999999',
      tab_i2a12_cpf_cnpj_cedente_4: '123.456.789-09',
      tab_i2a12_cpf_cnpj_cedente_5: '1234567000100',
      tab_i2a12_cpf_cnpj_cedente_6: null,
      tab_i2a12_cpf_cnpj_cedente_7: '08.765.432/0001-10',
      tab_i2a12_pr_cedente_1: '45.5',
      tab_i2a12_pr_cedente_5: '120.5',
      tab_i2a12_pr_cedente_6: null,
      tab_i2a12_pr_cedente_7: null,
      tab_i2b12_pr_cedente_1: '30',
      tab_i2b12_cpf_cnpj_cedente_1: '61064911000177',
      tab_i2b12_cpf_cnpj_cedente_2: null,
    });
  });

  it('tab II, X and the tranche tabs: values as filed, blanks NULL, the filer type kept', async () => {
    const sectors = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('cvm.fidc_tab_ii').select((eb) => ['cnpj', 'fund_type', ...asText(eb, 'tab_ii_vl_carteira', 'tab_ii_f2_vl_cred_pessoa_consig', 'tab_ii_c2_vl_varejo', 'tab_ii_k_vl_marca')]).orderBy('cnpj').execute(),
    );
    expect(sectors).toEqual([
      { cnpj: C, fund_type: 'Classe', tab_ii_vl_carteira: '118000000.50', tab_ii_f2_vl_cred_pessoa_consig: '110000000', tab_ii_c2_vl_varejo: '0', tab_ii_k_vl_marca: '0' },
      { cnpj: D, fund_type: 'Classe', tab_ii_vl_carteira: '49000000', tab_ii_f2_vl_cred_pessoa_consig: '0', tab_ii_c2_vl_varejo: '10000000', tab_ii_k_vl_marca: null },
    ]);
    const scr = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('cvm.fidc_tab_x').select((eb) => ['cnpj', ...asText(eb, 'tab_x_scr_risco_devedor_aa', 'tab_x_scr_risco_oper_aa', 'tab_x_scr_risco_devedor_h', 'tab_x_debito_tribut')]).orderBy('cnpj').execute(),
    );
    expect(scr).toEqual([
      { cnpj: C, tab_x_scr_risco_devedor_aa: '60000000', tab_x_scr_risco_oper_aa: '55000000', tab_x_scr_risco_devedor_h: '6500000.50', tab_x_debito_tribut: null },
      { cnpj: D, tab_x_scr_risco_devedor_aa: '0', tab_x_scr_risco_oper_aa: '0', tab_x_scr_risco_devedor_h: '0', tab_x_debito_tribut: '125000' },
    ]);
    expect(
      await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.fidc_tab_x_2').select((eb) => ['cnpj', 'tab_x_classe_serie', ...asText(eb, 'tab_x_qt_cota', 'tab_x_vl_cota')]).orderBy('cnpj').orderBy('tab_x_classe_serie').execute()),
    ).toEqual([
      { cnpj: C, tab_x_classe_serie: 'Subordinada', tab_x_qt_cota: '20000000', tab_x_vl_cota: '1.2500000001' },
      { cnpj: C, tab_x_classe_serie: 'Sênior 1', tab_x_qt_cota: '95000000', tab_x_vl_cota: '1.0843' },
      { cnpj: D, tab_x_classe_serie: 'Sênior', tab_x_qt_cota: null, tab_x_vl_cota: null },
    ]);
    expect(
      await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.fidc_tab_x_4').select((eb) => ['tab_x_classe_serie', 'tab_x_tp_oper', ...asText(eb, 'tab_x_vl_total', 'tab_x_qt_cota')]).orderBy('tab_x_classe_serie').orderBy('tab_x_tp_oper').execute()),
    ).toEqual([
      { tab_x_classe_serie: 'Mezanino 2', tab_x_tp_oper: 'Amortizações', tab_x_vl_total: '300000', tab_x_qt_cota: null },
      { tab_x_classe_serie: 'Sênior 1', tab_x_tp_oper: 'Captações no Mês', tab_x_vl_total: '2000000', tab_x_qt_cota: '1845000' },
      { tab_x_classe_serie: 'Sênior 1', tab_x_tp_oper: 'Resgates no Mês', tab_x_vl_total: '500000', tab_x_qt_cota: '461000' },
    ]);
    expect(
      await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.fidc_tab_x_6').select((eb) => ['tab_x_classe_serie', ...asText(eb, 'tab_x_pr_desemp_esperado', 'tab_x_pr_desemp_real')]).orderBy('tab_x_classe_serie').execute()),
    ).toEqual([
      { tab_x_classe_serie: 'Subordinada', tab_x_pr_desemp_esperado: null, tab_x_pr_desemp_real: null },
      { tab_x_classe_serie: 'Sênior 1', tab_x_pr_desemp_esperado: '100', tab_x_pr_desemp_real: '103.4' },
    ]);
  });

  it('a malformed value in a new tab fails the whole archive, naming the member, the line and why', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'inf_mensal_fidc_202607.zip');
    const fixtureDir = path.join(CVM_FIXTURES, 'fidc/fidc_202606_structure');
    const members = fs.readdirSync(fixtureDir).sort().map((name) => {
      const lines = fs.readFileSync(path.join(fixtureDir, name), 'latin1').replace(/\r\n$/, '').split('\r\n').map((l) => l.replace('2026-06-30', '2026-07-31'));
      return { name: name.replace('202606', '202607'), lines: name.includes('tab_X_7_') ? lines.map((l) => l.replace(';59000000;', ';59000000x;')) : lines };
    });
    await writeZip(file, members);
    const before = await rowCount(env.db.superuserUrl, 'cvm.fidc_tab_i');
    const error = await expectIngestFileError(load(file));
    expect(error.message).toBe('inf_mensal_fidc_202607.zip member inf_mensal_fidc_tab_X_7_202607.csv line 2: "59000000x" is not a decimal number in column TAB_X_VL_GARANTIA_DIRCRED');
    expect(await rowCount(env.db.superuserUrl, 'cvm.fidc_tab_i')).toBe(before);
  });
});

describe('the genuine tab X_7 members (guarantees), each in its own monthly archive', () => {
  const env = useIngestDatabase();
  const load = async (member: string) => loadFidcFile(await archiveAroundMember(path.join(GENUINE_X7, member)), { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
  const x7 = () =>
    readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('cvm.fidc_tab_x_7').select((eb) => ['cnpj', 'reference_date', 'fund_type', ...asText(eb, 'tab_x_vl_garantia_dircred', 'tab_x_pr_garantia_dircred')]).orderBy('reference_date').orderBy('cnpj').orderBy('fund_type').execute(),
    );

  it('every file loads; the duplicate line is dropped, blanks are NULL, the negative value and the percent above 100 are kept as filed', async () => {
    const inserted: Record<string, number> = {};
    for (const member of fs.readdirSync(GENUINE_X7).sort()) {
      const result = await load(member);
      expect(result.status, member).toBe('loaded');
      inserted[member.slice(-10, -4)] = result.status === 'loaded' ? result.tables.find((t) => t.table === 'cvm.fidc_tab_x_7')!.inserted : -1;
    }
    // 202509 has two byte-identical lines: one row; 202412 is one CNPJ filing as Classe and as Fundo: two rows
    expect(inserted).toEqual({ '201911': 2, '202201': 1, '202412': 2, '202509': 1, '202607': 1, '202608': 3 });
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    expect(await x7()).toEqual([
      // the older prefix (CNPJ_FUNDO, no TP_FUNDO_CLASSE): fund_type NULL
      { cnpj: '05754060000113', reference_date: day('2019-11-30'), fund_type: null, tab_x_vl_garantia_dircred: '0.00', tab_x_pr_garantia_dircred: '0.00' },
      { cnpj: '07727002000126', reference_date: day('2019-11-30'), fund_type: null, tab_x_vl_garantia_dircred: '450108929.97', tab_x_pr_garantia_dircred: '100.00' },
      // both values blank: NULL, never 0
      { cnpj: '37087653000160', reference_date: day('2022-01-31'), fund_type: 'Fundo', tab_x_vl_garantia_dircred: null, tab_x_pr_garantia_dircred: null },
      { cnpj: '14166140000149', reference_date: day('2024-12-31'), fund_type: 'Classe', tab_x_vl_garantia_dircred: '0.00', tab_x_pr_garantia_dircred: '0.00' },
      { cnpj: '14166140000149', reference_date: day('2024-12-31'), fund_type: 'Fundo', tab_x_vl_garantia_dircred: '0.00', tab_x_pr_garantia_dircred: '0.00' },
      { cnpj: '37606580000175', reference_date: day('2025-09-30'), fund_type: 'Fundo', tab_x_vl_garantia_dircred: '0.00', tab_x_pr_garantia_dircred: '0.00' },
      // a negative guarantee value, kept as filed
      { cnpj: '63358336000140', reference_date: day('2026-07-31'), fund_type: 'Classe', tab_x_vl_garantia_dircred: '-0.22', tab_x_pr_garantia_dircred: '0.00' },
      { cnpj: '05754060000113', reference_date: day('2026-08-31'), fund_type: 'Classe', tab_x_vl_garantia_dircred: '0.00', tab_x_pr_garantia_dircred: '0.00' },
      // a percent above 100, kept as filed (fidc_portfolio flags it)
      { cnpj: '13733804000141', reference_date: day('2026-08-31'), fund_type: 'Classe', tab_x_vl_garantia_dircred: '552320100.42', tab_x_pr_garantia_dircred: '113.42' },
      { cnpj: '28819553000190', reference_date: day('2026-08-31'), fund_type: 'Classe', tab_x_vl_garantia_dircred: '201914907.07', tab_x_pr_garantia_dircred: '100.00' },
    ]);
  });
});
