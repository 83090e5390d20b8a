// The Resolution 175 registry loader: registro_fundo_classe.zip joined by IDs
// into the fund registry search_funds reads, preferred over cad_fi.
import { describe, expect, it } from 'vitest';
import { loadRegistroFile } from '../../../src/ingest/cvm-registro/load.js';
import { readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError } from '../support.js';
import { cvmFixture, useRegistryDatabase } from '../cvm-files/support.js';

const { env, options, loadCadFi, loadRegistro, registry } = useRegistryDatabase();

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
      { cnpj: '90100000000100', entity_type: 'fiagro', cvm_type: 'FIAGRO', fund_name: 'FIAGRO CAPIVARA', status: 'Em Funcionamento Normal', fund_class: null, origin: 'registro_fundo' },
    ]);
    const subclasses = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('cvm.registro_subclasse as s').innerJoin('cvm.registro_classe as c', 'c.id_registro_classe', 's.id_registro_classe').select(['s.id_subclasse', 'c.cnpj_classe']).execute(),
    );
    expect(subclasses).toEqual([
      { id_subclasse: 'SUB001', cnpj_classe: '61100000000100' },
    ]);
  });

  it('prefers the Resolution 175 registry over cad_fi for the same CNPJ, and keeps both landing rows', async () => {
    await loadCadFi('cad_fi.csv');
    await loadRegistro('registro_fundo_classe.zip');
    await readDb(env.db.superuserUrl, (db) => db.updateTable('cvm.registro_classe').set({ cnpj_classe: '11100000000180' }).where('id_registro_classe', '=', '9001').execute());
    await withClient(env.db.superuserUrl, (c) => c.query('select cvm.refresh_fund_registry()'));
    expect((await registry()).find((r) => r.cnpj === '11100000000180')).toMatchObject({ origin: 'registro_classe', fund_name: 'ARAUCÁRIA CLASSE RENDA FIXA' });
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.cad_fi').select('denom_social').where('cnpj', '=', '11100000000180').execute())).toEqual([{ denom_social: 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ' }]);
  });

  it('refuses an archive without registro_classe.csv and loads nothing', async () => {
    const error = await expectIngestFileError(loadRegistro('registro_without_classe.zip'));
    expect(error.message).toMatch(/not a registro_fundo_classe archive: no member registro_classe\.csv/);
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.registro_fundo').selectAll().execute())).toEqual([]);
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
