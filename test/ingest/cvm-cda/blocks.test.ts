// The CDA loader beyond block 4: every block, the PL member and the confidential
// member of one monthly archive, the HIST generation of block 2 and PL, a
// re-filed fund month trimming every block, a person's CPF never landed, and a
// malformed block-6 value refused by member, line and column.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCdaFile } from '../../../src/ingest/cvm-cda/load.js';
import { asText, readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError, rowCount, useIngestDatabase } from '../support.js';
import { zipFixture } from '../cvm-files/support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const url = () => env.db.superuserUrl;
const TABLES = ['cvm.cda_blc_1', 'cvm.cda_blc_2', 'cvm.cda_blc_3', 'cvm.cda_blc_4', 'cvm.cda_blc_5', 'cvm.cda_blc_6', 'cvm.cda_blc_7', 'cvm.cda_blc_8', 'cvm.cda_pl', 'cvm.cda_confid'] as const;
const FOF = '44444444000144';
const CREDIT = '55555555000155';

beforeEach(async () => {
  await withClient(url(), (c) => c.query(`truncate ${TABLES.join(', ')}, ingest.ingest_log cascade`));
});

const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await rowCount(url(), t)])));

describe('cvm-cda every block', () => {
  it('lands each member in its table, every value as filed', async () => {
    expect(await loadCdaFile(await zipFixture('cda-blocks', 'cda_fi_202509.zip'), options())).toMatchObject({ status: 'loaded', rowsRead: 15, rowsInserted: 15, firstPeriod: '2025-09-30', lastPeriod: '2025-09-30' });
    expect(await counts()).toEqual({ 'cvm.cda_blc_1': 1, 'cvm.cda_blc_2': 2, 'cvm.cda_blc_3': 1, 'cvm.cda_blc_4': 1, 'cvm.cda_blc_5': 1, 'cvm.cda_blc_6': 3, 'cvm.cda_blc_7': 1, 'cvm.cda_blc_8': 2, 'cvm.cda_pl': 2, 'cvm.cda_confid': 1 });
    const db = (f: Parameters<typeof readDb>[1]) => readDb(url(), f);
    expect(await db((k) => k.selectFrom('cvm.cda_blc_1').select((eb) => asText(eb, 'cnpj', 'line_no', 'tp_titpub', 'cd_selic', 'dt_venc', 'vl_merc_pos_final')).execute())).toEqual([
      { cnpj: FOF, line_no: '1', tp_titpub: 'LFT', cd_selic: '210100', dt_venc: '2029-03-01', vl_merc_pos_final: '1500000.00' },
    ]);
    expect(await db((k) => k.selectFrom('cvm.cda_blc_2').select((eb) => asText(eb, 'line_no', 'cnpj_fundo_cota', 'nm_fundo_cota', 'vl_merc_pos_final')).orderBy('line_no').execute())).toEqual([
      { line_no: '1', cnpj_fundo_cota: CREDIT, nm_fundo_cota: 'FUNDO EPSILON CRÉDITO FIF', vl_merc_pos_final: '2000000.00' },
      { line_no: '2', cnpj_fundo_cota: '66666666000166', nm_fundo_cota: 'FUNDO ZETA AÇÕES FIF', vl_merc_pos_final: '300000.00' },
    ]);
    expect(await db((k) => k.selectFrom('cvm.cda_blc_3').select((eb) => asText(eb, 'cd_swap', 'ds_swap')).execute())).toEqual([{ cd_swap: 'SWP001', ds_swap: 'DI x PRE' }]);
    expect(await db((k) => k.selectFrom('cvm.cda_blc_5').select((eb) => asText(eb, 'cnpj_emissor', 'emissor', 'cd_indexador_posfx', 'pr_indexador_posfx', 'dt_venc', 'grau_risco')).execute())).toEqual([
      { cnpj_emissor: '77777777000177', emissor: 'BANCO SIGMA S.A.', cd_indexador_posfx: 'DI1', pr_indexador_posfx: '105', dt_venc: '2027-01-15', grau_risco: null },
    ]);
    expect(await db((k) => k.selectFrom('cvm.cda_blc_7').select((eb) => asText(eb, 'pais', 'cd_ativo_bv_merc', 'qt_ativo_exterior', 'vl_ativo_exterior')).execute())).toEqual([{ pais: 'Estados Unidos', cd_ativo_bv_merc: 'AAPL', qt_ativo_exterior: '10', vl_ativo_exterior: '55000.00' }]);
    expect(await db((k) => k.selectFrom('cvm.cda_pl').select((eb) => asText(eb, 'cnpj', 'vl_patrim_liq')).orderBy('cnpj').execute())).toEqual([
      { cnpj: FOF, vl_patrim_liq: '5000000.00' },
      { cnpj: CREDIT, vl_patrim_liq: '1000000.00' },
    ]);
    expect(await db((k) => k.selectFrom('cvm.cda_confid').select((eb) => asText(eb, 'cnpj', 'tp_aplic', 'vl_merc_pos_final', 'dt_confid_aplic')).execute())).toEqual([{ cnpj: CREDIT, tp_aplic: 'Debêntures', vl_merc_pos_final: '150000.00', dt_confid_aplic: '2026-03-31' }]);
  });

  it('a company issuer lands with its CNPJ and name; a person (PF, or an 11-digit CPF with no flag) lands with neither', async () => {
    await loadCdaFile(await zipFixture('cda-blocks', 'cda_fi_202509.zip'), options());
    expect(await readDb(url(), (k) => k.selectFrom('cvm.cda_blc_6').select((eb) => asText(eb, 'line_no', 'pf_pj_emissor', 'cpf_cnpj_emissor', 'emissor', 'cd_indexador_posfx', 'pr_indexador_posfx', 'pr_cupom_posfx', 'pr_taxa_prefx', 'dt_venc', 'titulo_cetip', 'cnpj_instituicao_financ_coobr')).orderBy('line_no').execute())).toEqual([
      { line_no: '1', pf_pj_emissor: 'PJ', cpf_cnpj_emissor: '33000167000101', emissor: 'PETROLEO BRASILEIRO S.A.', cd_indexador_posfx: 'DI1', pr_indexador_posfx: '100', pr_cupom_posfx: '1.25', pr_taxa_prefx: null, dt_venc: '2030-06-15', titulo_cetip: 'PETR17', cnpj_instituicao_financ_coobr: null },
      { line_no: '2', pf_pj_emissor: 'PF', cpf_cnpj_emissor: null, emissor: null, cd_indexador_posfx: null, pr_indexador_posfx: null, pr_cupom_posfx: null, pr_taxa_prefx: '14.5', dt_venc: '2027-12-01', titulo_cetip: null, cnpj_instituicao_financ_coobr: '88888888000188' },
      { line_no: '3', pf_pj_emissor: null, cpf_cnpj_emissor: null, emissor: null, cd_indexador_posfx: null, pr_indexador_posfx: null, pr_cupom_posfx: null, pr_taxa_prefx: '12', dt_venc: '2026-08-30', titulo_cetip: null, cnpj_instituicao_financ_coobr: null },
    ]);
    expect(await readDb(url(), (k) => k.selectFrom('cvm.cda_blc_8').select((eb) => asText(eb, 'line_no', 'pf_pj_emissor', 'cpf_cnpj_emissor', 'emissor')).orderBy('line_no').execute())).toEqual([
      { line_no: '1', pf_pj_emissor: 'PF', cpf_cnpj_emissor: null, emissor: null },
      { line_no: '2', pf_pj_emissor: 'PJ', cpf_cnpj_emissor: '33000167000101', emissor: 'PETROLEO BRASILEIRO S.A.' },
    ]);
    // nowhere in the store: not in any column of any CDA table, in any form
    const found = await withClient(url(), async (c) =>
      (await c.query(`select count(*)::int as n from (${TABLES.map((t) => `select t::text as line from ${t} t`).join(' union all ')}) a
                       where line ~ '(12345678909|123\\.456\\.789-09|98765432100|11122233344|JOSE DA SILVA|MARIA SOUZA|JOAO PEREIRA)'`)).rows[0].n,
    );
    expect(found).toBe(0);
  });

  it('a re-filed fund month replaces its lines in every block, a block it no longer files included; other funds untouched', async () => {
    await loadCdaFile(await zipFixture('cda-blocks', 'cda_fi_202509.zip'), options());
    expect(await loadCdaFile(await zipFixture('cda-blocks-refiled', 'cda_fi_202509.zip'), options())).toMatchObject({ status: 'loaded', rowsRead: 2 });
    const fof = (t: (typeof TABLES)[number]) => withClient(url(), async (c) => (await c.query(`select count(*)::int as n from ${t} where cnpj = $1`, [FOF])).rows[0].n);
    expect(await Promise.all(TABLES.map(fof))).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 1, 0]);
    expect(await rowCount(url(), 'cvm.cda_blc_6')).toBe(3);
    expect(await rowCount(url(), 'cvm.cda_confid')).toBe(1);
  });

  it('reads the HIST generation (TP_FUNDO, CNPJ_FUNDO, CNPJ_FUNDO_COTA, NM_FUNDO_COTA) of a yearly archive', async () => {
    expect(await loadCdaFile(await zipFixture('cda-hist-blocks', 'cda_fi_2022.zip'), options())).toMatchObject({ status: 'loaded', rowsRead: 4, firstPeriod: '2022-07-31', lastPeriod: '2022-08-31' });
    expect(await readDb(url(), (k) => k.selectFrom('cvm.cda_blc_2').select((eb) => asText(eb, 'cnpj', 'dt_comptc', 'tp_fundo_classe', 'cnpj_fundo_cota', 'nm_fundo_cota')).orderBy('dt_comptc').execute())).toEqual([
      { cnpj: FOF, dt_comptc: '2022-07-31', tp_fundo_classe: 'FI', cnpj_fundo_cota: CREDIT, nm_fundo_cota: 'FUNDO EPSILON CRÉDITO FIF' },
      { cnpj: FOF, dt_comptc: '2022-08-31', tp_fundo_classe: 'FI', cnpj_fundo_cota: CREDIT, nm_fundo_cota: 'FUNDO EPSILON CRÉDITO FIF' },
    ]);
    expect(await rowCount(url(), 'cvm.cda_pl')).toBe(2);
  });

  it('refuses a malformed block-6 value naming member, line and column, and lands nothing', async () => {
    const bad = await zipFixture('cda-bad-blocks', 'cda_fi_202509.zip');
    expect((await expectIngestFileError(loadCdaFile(bad, options()))).message).toBe('cda_fi_202509.zip member cda_fi_BLC_6_202509.csv line 3: "1,25" is not a decimal with a point in column PR_CUPOM_POSFX');
    expect(await counts()).toEqual(Object.fromEntries(TABLES.map((t) => [t, 0])));
  });
});
