// The cad_fi loaders: cad_fi.csv (current and older layout), the cad_fi_hist.zip
// members kept, and the fund registry search_funds reads (CVM type -> served
// family; other types kept, not served).
import { describe, expect, it } from 'vitest';
import { expectIngestFileError } from '../support.js';
import { kyselyOver } from '../../../src/db/kysely.js';
import { withClient } from '../../helpers/db.js';
import { useRegistryDatabase } from '../cvm-files/support.js';

const { env, loadCadFi, registry } = useRegistryDatabase();
const cadFi = () =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c)
      .selectFrom('cvm.cad_fi')
      .select((eb) => ['tp_fundo', 'cnpj', 'denom_social', 'sit', eb.cast<string | null>('dt_cancel', 'text').as('dt_cancel'), 'taxa_adm', 'taxa_perfm', 'cnpj_admin', 'cd_cvm', 'invest_qualif', 'publico_alvo'])
      .orderBy('cnpj')
      .execute(),
  );

describe('cvm-cad-fi', () => {
  it('loads the 41-column cad_fi.csv (latin-1, masked CNPJs) with blanks NULL and fees as filed (0 stays 0)', async () => {
    expect(await loadCadFi('cad_fi.csv')).toMatchObject({ status: 'loaded', rowsRead: 4, rowsInserted: 4 });
    const rows = await cadFi();
    expect(rows[0]).toMatchObject({ tp_fundo: 'FI', cnpj: '11100000000180', denom_social: 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ', sit: 'EM FUNCIONAMENTO NORMAL', dt_cancel: null, taxa_adm: '1.5', taxa_perfm: null, cnpj_admin: '12345678000195' });
    expect(rows[1]).toMatchObject({ tp_fundo: 'FIDC', sit: 'CANCELADA', dt_cancel: '2025-01-15', taxa_adm: '0' });
  });

  it('maps CVM types to the served families, a FIP to fip', async () => {
    await loadCadFi('cad_fi.csv');
    expect((await registry()).map((r) => [r.cnpj, r.entity_type, r.cvm_type, r.origin])).toEqual([
      ['11100000000180', 'fi', 'FI', 'cad_fi'],
      ['22100000000130', 'fidc', 'FIDC', 'cad_fi'],
      ['33100000000104', 'fii', 'FII', 'cad_fi'],
      ['44100000000106', 'fip', 'FIP', 'cad_fi'],
    ]);
  });

  it('reads the older layout (no TP_FUNDO or CD_CVM, INVEST_QUALIF) by name', async () => {
    await loadCadFi('cad_fi_old_layout.csv');
    expect(await cadFi()).toEqual([
      expect.objectContaining({ tp_fundo: '', cnpj: '55100000000110', cd_cvm: null, invest_qualif: 'N', publico_alvo: null, taxa_adm: '2.00' }),
    ]);
    expect((await registry()).map((r) => [r.cnpj, r.entity_type])).toEqual([['55100000000110', null]]);
  });

  it('refuses a file with a malformed CNPJ, naming the line, and loads nothing', async () => {
    const error = await expectIngestFileError(loadCadFi('cad_fi_bad_cnpj_line3.csv'));
    expect(error.message).toBe('cad_fi_bad_cnpj_line3.csv line 3: "11.ABC.000/0001-80" is not a CNPJ in column CNPJ_FUNDO');
    expect(await cadFi()).toEqual([]);
  });

  it('loads the exerc_social, taxa_adm and taxa_perfm members of cad_fi_hist.zip and skips the others', async () => {
    const result = await loadCadFi('cad_fi_hist.zip');
    expect(result).toMatchObject({ status: 'loaded', rowsInserted: 5 });
    expect(result.status === 'loaded' && result.tables.map((t) => [t.table, t.inserted])).toEqual([
      ['cvm.cad_fi_exerc_social', 2],
      ['cvm.cad_fi_taxa_adm', 2],
      ['cvm.cad_fi_taxa_perfm', 1],
    ]);
    const taxaAdm = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c)
        .selectFrom('cvm.cad_fi_taxa_adm')
        .select((eb) => ['cnpj', 'taxa_adm', 'inf_taxa_adm', eb.cast<string>('dt_ini_taxa_adm', 'text').as('dt_ini_taxa_adm')])
        .orderBy('dt_ini_taxa_adm')
        .execute(),
    );
    expect(taxaAdm).toEqual([
      { cnpj: '11100000000180', taxa_adm: '2.0', inf_taxa_adm: null, dt_ini_taxa_adm: '2019-03-01' },
      { cnpj: '11100000000180', taxa_adm: '1.5', inf_taxa_adm: 'Taxa máxima', dt_ini_taxa_adm: '2022-01-01' },
    ]);
  });
});
