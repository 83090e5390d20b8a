// The registry loaders: cad_fi.csv (current and older layout), the cad_fi_hist.zip
// members kept, registro_fundo_classe.zip joined by IDs, and the fund registry
// search_funds reads (CVM type -> served family; other types kept, not served).
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCadFiFile } from '../../../src/ingest/cvm-cad-fi/load.js';
import { loadRegistroFile } from '../../../src/ingest/cvm-registro/load.js';
import { withClient } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';
import { cvmFixture, rowsOf } from './support.js';

const env = useIngestDatabase();
const options = (extra: { force?: boolean } = {}) => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...extra });
const loadCadFi = (name: string, extra: { force?: boolean } = {}) => loadCadFiFile(cvmFixture(name), options(extra));
const loadRegistro = (name: string, extra: { force?: boolean } = {}) => loadRegistroFile(cvmFixture(name), options(extra));
const registry = () => rowsOf(env.db.superuserUrl, 'select cnpj, entity_type, cvm_type, fund_name, status, fund_class, origin from cvm.fund_registry order by cnpj');

beforeEach(async () => {
  await withClient(env.db.superuserUrl, (c) =>
    c.query(`truncate cvm.cad_fi, cvm.cad_fi_exerc_social, cvm.cad_fi_taxa_adm, cvm.cad_fi_taxa_perfm,
                      cvm.registro_fundo, cvm.registro_classe, cvm.registro_subclasse, cvm.fund_registry, ingest.ingest_log cascade`),
  );
});

describe('cvm-cad-fi', () => {
  it('loads the 41-column cad_fi.csv (latin-1, masked CNPJs) with blanks NULL and fees as filed (0 stays 0)', async () => {
    expect(await loadCadFi('cad_fi.csv')).toMatchObject({ status: 'loaded', rowsRead: 4, rowsInserted: 4 });
    const rows = await rowsOf(env.db.superuserUrl, 'select tp_fundo, cnpj, denom_social, sit, dt_cancel, taxa_adm, taxa_perfm, cnpj_admin from cvm.cad_fi order by cnpj');
    expect(rows[0]).toEqual({ tp_fundo: 'FI', cnpj: '11100000000180', denom_social: 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ', sit: 'EM FUNCIONAMENTO NORMAL', dt_cancel: null, taxa_adm: '1.5', taxa_perfm: null, cnpj_admin: '12345678000195' });
    expect(rows[1]).toMatchObject({ tp_fundo: 'FIDC', sit: 'CANCELADA', dt_cancel: '2025-01-15', taxa_adm: '0' });
  });

  it('maps CVM types to the served families; a FIP is kept in cad_fi but has no family', async () => {
    await loadCadFi('cad_fi.csv');
    expect((await registry()).map((r) => [r.cnpj, r.entity_type, r.cvm_type, r.origin])).toEqual([
      ['11100000000180', 'fi', 'FI', 'cad_fi'],
      ['22100000000130', 'fidc', 'FIDC', 'cad_fi'],
      ['33100000000104', 'fii', 'FII', 'cad_fi'],
      ['44100000000106', null, 'FIP', 'cad_fi'],
    ]);
  });

  it('reads the older layout (no TP_FUNDO or CD_CVM, INVEST_QUALIF) by name', async () => {
    await loadCadFi('cad_fi_old_layout.csv');
    expect(await rowsOf(env.db.superuserUrl, 'select tp_fundo, cnpj, cd_cvm, invest_qualif, publico_alvo, taxa_adm from cvm.cad_fi')).toEqual([
      { tp_fundo: '', cnpj: '55100000000110', cd_cvm: null, invest_qualif: 'N', publico_alvo: null, taxa_adm: '2.00' },
    ]);
    expect((await registry()).map((r) => [r.cnpj, r.entity_type])).toEqual([['55100000000110', null]]);
  });

  it('refuses a file with a malformed CNPJ, naming the line, and loads nothing', async () => {
    const error = await expectIngestFileError(loadCadFi('cad_fi_bad_cnpj_line3.csv'));
    expect(error.message).toBe('cad_fi_bad_cnpj_line3.csv line 3: "11.ABC.000/0001-80" is not a CNPJ in column CNPJ_FUNDO');
    expect(await rowsOf(env.db.superuserUrl, 'select cnpj from cvm.cad_fi')).toEqual([]);
  });

  it('loads the exerc_social, taxa_adm and taxa_perfm members of cad_fi_hist.zip and skips the others', async () => {
    const result = await loadCadFi('cad_fi_hist.zip');
    expect(result).toMatchObject({ status: 'loaded', rowsInserted: 5 });
    expect(result.status === 'loaded' && result.tables.map((t) => [t.table, t.inserted])).toEqual([
      ['cvm.cad_fi_exerc_social', 2],
      ['cvm.cad_fi_taxa_adm', 2],
      ['cvm.cad_fi_taxa_perfm', 1],
    ]);
    expect(await rowsOf(env.db.superuserUrl, 'select cnpj, taxa_adm, inf_taxa_adm, dt_ini_taxa_adm from cvm.cad_fi_taxa_adm order by dt_ini_taxa_adm')).toEqual([
      { cnpj: '11100000000180', taxa_adm: '2.0', inf_taxa_adm: null, dt_ini_taxa_adm: '2019-03-01' },
      { cnpj: '11100000000180', taxa_adm: '1.5', inf_taxa_adm: 'Taxa máxima', dt_ini_taxa_adm: '2022-01-01' },
    ]);
  });
});

describe('cvm-registro', () => {
  it('loads fundo, classe and subclasse in one run and finds a class with its own CNPJ through the fund ID', async () => {
    const result = await loadRegistro('registro_fundo_classe.zip');
    expect(result.status === 'loaded' && result.tables.map((t) => [t.table, t.inserted])).toEqual([
      ['cvm.registro_fundo', 4],
      ['cvm.registro_classe', 3],
      ['cvm.registro_subclasse', 1],
    ]);
    expect(await registry()).toEqual([
      // the umbrella fund itself, then its class (type from the fund, joined by ID 501)
      { cnpj: '60100000000100', entity_type: 'fi', cvm_type: 'FIF', fund_name: 'FUNDO GUARDA-CHUVA ARAUCÁRIA', status: 'Em Funcionamento Normal', fund_class: null, origin: 'registro_fundo' },
      { cnpj: '61100000000100', entity_type: 'fi', cvm_type: 'FIF', fund_name: 'ARAUCÁRIA CLASSE RENDA FIXA', status: 'Em Funcionamento Normal', fund_class: 'Renda Fixa', origin: 'registro_classe' },
      { cnpj: '70100000000100', entity_type: 'fidc', cvm_type: 'FIDC', fund_name: 'FIDC PINHÃO CLASSE ÚNICA', status: 'Em Funcionamento Normal', fund_class: null, origin: 'registro_classe' },
      { cnpj: '80100000000100', entity_type: 'fii', cvm_type: 'FII', fund_name: 'FII TUCANO CLASSE ÚNICA', status: 'Em Funcionamento Normal', fund_class: null, origin: 'registro_classe' },
      { cnpj: '90100000000100', entity_type: null, cvm_type: 'FIAGRO', fund_name: 'FIAGRO CAPIVARA', status: 'Em Funcionamento Normal', fund_class: null, origin: 'registro_fundo' },
    ]);
    expect(await rowsOf(env.db.superuserUrl, 'select s.id_subclasse, c.cnpj_classe from cvm.registro_subclasse s join cvm.registro_classe c using (id_registro_classe)')).toEqual([
      { id_subclasse: 'SUB001', cnpj_classe: '61100000000100' },
    ]);
  });

  it('prefers the Resolution 175 registry over cad_fi for the same CNPJ, and keeps both landing rows', async () => {
    await loadCadFi('cad_fi.csv');
    await loadRegistro('registro_fundo_classe.zip');
    await withClient(env.db.superuserUrl, (c) => c.query(`update cvm.registro_classe set cnpj_classe = '11100000000180' where id_registro_classe = 9001`));
    await withClient(env.db.superuserUrl, (c) => c.query('select cvm.refresh_fund_registry()'));
    expect((await registry()).find((r) => r.cnpj === '11100000000180')).toMatchObject({ origin: 'registro_classe', fund_name: 'ARAUCÁRIA CLASSE RENDA FIXA' });
    expect(await rowsOf(env.db.superuserUrl, `select denom_social from cvm.cad_fi where cnpj = '11100000000180'`)).toEqual([{ denom_social: 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ' }]);
  });

  it('refuses an archive without registro_classe.csv and loads nothing', async () => {
    const error = await expectIngestFileError(loadRegistro('registro_without_classe.zip'));
    expect(error.message).toMatch(/registro_classe\.csv missing/);
    expect(await rowsOf(env.db.superuserUrl, 'select * from cvm.registro_fundo')).toEqual([]);
  });

  it('refuses a plain CSV where the zip is expected', async () => {
    const error = await expectIngestFileError(loadRegistroFile(cvmFixture('cad_fi.csv'), options()));
    expect(error.message).toMatch(/is not a zip archive/);
  });

  it('reloads idempotently: skipped, and --force changes nothing', async () => {
    await loadRegistro('registro_fundo_classe.zip');
    const before = await registry();
    expect(await loadRegistro('registro_fundo_classe.zip')).toMatchObject({ status: 'skipped' });
    expect(await loadRegistro('registro_fundo_classe.zip', { force: true })).toMatchObject({ status: 'loaded', rowsInserted: 0, rowsUpdated: 0 });
    expect(await registry()).toEqual(before);
  });
});
