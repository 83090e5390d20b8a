// api.lookup through HTTP over genuine files where they exist (the exchange's
// COTAHIST days, CVM's register of listed companies) plus the fund registry
// fixture and a hand-made FCA member in CVM's published layout mapping PETR3 and
// PETR4 to Petrobras and BBAS3 to Banco do Brasil (test/fixtures: no genuine FCA file is held). Expected
// values are read from the files.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCadFiFile } from '../../src/ingest/cvm-cad-fi/load.js';
import { loadCiaCadFile } from '../../src/ingest/cvm-cia-cad/load.js';
import { loadCiaFcaFile } from '../../src/ingest/cvm-cia-fca/load.js';
import { latin1Csv } from '../../src/sample/cvm-fii-fidc/zip.js';
import { FCA_HEADER } from '../../src/sample/cvm-company-tickers.js';
import { genuineTape, useTapeApi } from '../helpers/tape-api.js';
import { cvmFixture } from '../ingest/cvm-files/support.js';
import { tempDir } from '../ingest/support.js';

type Row = Record<string, unknown>;
const tape = useTapeApi();
const PETROBRAS = '33000167000101';
/** The register's lines, by header name (genuine, Latin-1). */
const register = () => {
  const [header, ...lines] = fs.readFileSync(cvmFixture('cia_aberta/cad_cia_aberta.csv'), 'latin1').trim().split(/\r?\n/).map((l) => l.split(';'));
  return lines.map((l) => Object.fromEntries(header.map((h, i) => [h, l[i]])));
};
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

beforeAll(async () => {
  const dir = tempDir();
  const options = { ownerUrl: tape.db().superuserUrl, dataDir: dir, progress: false };
  expect((await loadCiaCadFile(cvmFixture('cia_aberta/cad_cia_aberta.csv'), options)).status).toBe('loaded');
  expect((await loadCadFiFile(cvmFixture('cad_fi.csv'), options)).status).toBe('loaded');
  const fca = path.join(dir, 'fca_cia_aberta_valor_mobiliario_2022.csv');
  const line = (ticker: string, security: string) => `33.000.167/0001-01;2022-01-01;1;1;PETROLEO BRASILEIRO S.A. PETROBRAS;${security};;;${ticker};;Bolsa;B3;B3 S.A.;1977-01-03;;Nível 2;1977-01-03;`;
  const bb = `00.000.000/0001-91;2022-01-01;1;2;BANCO DO BRASIL S.A.;Ações Ordinárias;;;BBAS3;;Bolsa;B3;B3 S.A.;1977-01-03;;Novo Mercado;1977-01-03;`;
  fs.writeFileSync(fca, latin1Csv([FCA_HEADER, line('PETR3', 'Ações Ordinárias'), line('PETR4', 'Ações Preferenciais'), bb]));
  expect((await loadCiaFcaFile(fca, options)).status).toBe('loaded');
});

async function lookup(query: string): Promise<Row[]> {
  const response = await tape.api().rpc('lookup', { p_query: query });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe('lookup', () => {
  it('a ticker (any case): the tape\'s newest record, then the company the FCA map files it under', async () => {
    const newest = genuineTape().filter((r) => r.codneg === 'PETR4' && r.tpmerc === '010').sort((a, b) => b.trade_date.localeCompare(a.trade_date))[0];
    const rows = await lookup(' petr4 ');
    expect(rows).toEqual([
      { id: 'PETR4', id_type: 'ticker', asset_class: 'equity', name: newest.nomres, isin: newest.isin, cnpj: PETROBRAS, cd_cvm: null, tickers: null, match: 'ticker' },
      { id: PETROBRAS, id_type: 'cnpj', asset_class: 'company', name: register().find((r) => r.CD_CVM === '9512')!.DENOM_SOCIAL, isin: null, cnpj: PETROBRAS, cd_cvm: 9512, tickers: ['PETR3', 'PETR4'], match: 'ticker' },
    ]);
  });

  it('exact matches come ticker first, then its company, whatever their names', async () => {
    // the company's name (BANCO DO BRASIL S.A.) sorts before the tape's short name (BRASIL)
    expect((await lookup('bbas3')).map((r) => [r.id, r.asset_class, r.match])).toEqual([['BBAS3', 'equity', 'ticker'], ['00000000000191', 'company', 'ticker']]);
  });

  it('an ISIN: the tickers the tape lists under it', async () => {
    const isin = genuineTape().find((r) => r.codneg === 'PETR4')!.isin!;
    expect((await lookup(isin.toLowerCase())).map((r) => [r.id, r.match, r.isin])).toEqual([['PETR4', 'isin', isin]]);
  });

  it('a CNPJ (punctuation ignored) or a CVM code: the company; a fund\'s CNPJ: the fund', async () => {
    const company = await lookup('33.000.167/0001-01');
    expect(company).toMatchObject([{ id: PETROBRAS, asset_class: 'company', cd_cvm: 9512, match: 'cnpj' }]);
    expect(await lookup('9512')).toEqual(company.map((r) => ({ ...r, match: 'cd_cvm' })));
    expect(await lookup('11.100.000/0001-80')).toEqual([
      { id: '11100000000180', id_type: 'cnpj', asset_class: 'fi', name: 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ', isin: null, cnpj: '11100000000180', cd_cvm: null, tickers: null, match: 'cnpj' },
    ]);
  });

  it('names: every word, accents and case ignored, across funds and companies', async () => {
    expect((await lookup('ACOES ipe')).map((r) => [r.id, r.asset_class, r.match])).toEqual([['11100000000180', 'fi', 'name']]);
    const rows = await lookup('petroleo brasileiro');
    const expected = [...new Set(register().filter((r) => fold(r.DENOM_SOCIAL).includes('petroleo') && fold(r.DENOM_SOCIAL).includes('brasileiro')).map((r) => r.CNPJ_CIA.replace(/\D/g, '')))];
    expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());
    expect(rows[0]).toMatchObject({ id: PETROBRAS, match: 'name', tickers: ['PETR3', 'PETR4'] });
  });

  it('at most 20 rows: names that start with the query before names that contain it', async () => {
    const matching = new Set(register().filter((r) => fold(r.DENOM_SOCIAL).includes('energia')).map((r) => r.CNPJ_CIA));
    expect(matching.size).toBeGreaterThan(20);
    const rows = await lookup('Energia');
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => fold(String(r.name)).includes('energia') && r.match === 'name')).toBe(true);
    const starts = rows.map((r) => fold(String(r.name)).startsWith('energia'));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });

  it('no match answers []', async () => {
    expect(await lookup('ZZQX9')).toEqual([]);
    expect(await lookup('qwertyuiop asdfgh')).toEqual([]);
  });

  it('refuses an empty query and one over 300 characters', async () => {
    for (const query of ['   ', 'a'.repeat(301)]) {
      const response = await tape.api().rpc('lookup', { p_query: query });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: '22023', message: expect.stringMatching(/^lookup: p_query is /) });
    }
  });
});
