// api.research_universe through HTTP: the genuine COTAHIST days plus golden
// records of the synthetic companies' tickers (a ticker change, a unit matched
// by its issuer root, a real-estate fund left out), loaded by the real loader
// (which keeps b3.tape_listing), with the synthetic FCA ticker lists and
// register. Expected rows are computed here from the records and the files.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCiaCadFile } from '../../src/ingest/cvm-cia-cad/load.js';
import { loadCiaFcaFile } from '../../src/ingest/cvm-cia-fca/load.js';
import { latin1Csv, writeZip } from '../../src/sample/cvm-fii-fidc/zip.js';
import { cadLines, SAMPLE_COMPANIES } from '../../src/sample/cvm-companies.js';
import { fcaValorMobiliario, SAMPLE_FCA_YEARS } from '../../src/sample/cvm-company-tickers.js';
import type { QuoteRecord } from '../helpers/cotahist-file.js';
import { genuineTape, useTapeApi } from '../helpers/tape-api.js';
import { tempDir } from '../ingest/support.js';

type Row = Record<string, unknown>;
const [ALFA, BETA, GAMA] = SAMPLE_COMPANIES;
const rec = (date: string, codneg: string, especi: string, isin: string, extra: Partial<QuoteRecord> = {}): QuoteRecord =>
  ({ date, codneg, tpmerc: '010', especi, isin, nomres: codneg.slice(0, 4) + ' SINT', prices: { open: 10, high: 11, low: 9, average: 10, close: 10 }, trades: 1, quantity: 100, volume: 1000, ...extra });
const GOLDEN: QuoteRecord[] = [
  rec('2024-06-27', 'ALFA3', 'ON NM', 'BRALFAACNOR1'), rec('2024-06-28', 'ALFA3', 'ON NM', 'BRALFAACNOR1'), rec('2024-07-01', 'ALFA3', 'ON NM', 'BRALFAACNOR1'),
  rec('2024-06-28', 'BETA3', 'ON NM', 'BRBETAACNOR5'),
  rec('2024-07-01', 'BTVJ3', 'ON NM', 'BRBETAACNOR5'),
  rec('2024-07-01', 'GAMA11', 'UNT N2', 'BRGAMACDAM10'),
  rec('2024-07-01', 'GAMA3', 'ON NM', 'BRGAMAACNOR2', { tpmerc: '020' }), // odd lot only: not a cash-board listing
  rec('2024-07-01', 'IMOB11', 'CI', 'BRIMOBCTF003', { codbdi: '12' }), // a real-estate fund
  // enough listings for more than one page
  ...Array.from({ length: 1001 }, (_, i) => rec('2024-07-02', `ZZ${String(i).padStart(4, '0')}3`, 'ON', `BRZZ${String(i).padStart(4, '0')}ACN0`)),
];
const tape = useTapeApi(GOLDEN);

beforeAll(async () => {
  const dir = tempDir();
  const options = { ownerUrl: tape.db().superuserUrl, dataDir: dir, progress: false };
  const cad = path.join(dir, 'cad_cia_aberta.csv');
  fs.writeFileSync(cad, latin1Csv(cadLines()));
  await loadCiaCadFile(cad, options);
  for (const year of SAMPLE_FCA_YEARS) {
    const file = path.join(dir, `fca_cia_aberta_${year}.zip`);
    await writeZip(file, [fcaValorMobiliario(year)]);
    await loadCiaFcaFile(file, options);
  }
});

/** Every page, from p_after = '' on. */
async function whole(): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after = ''; ;) {
    const page = await call({ p_after: after });
    rows.push(...page);
    if (page.length < 1000) return rows;
    after = `${page[page.length - 1].ticker}|${page[page.length - 1].isin}`;
  }
}

async function call(body: Row): Promise<Row[]> {
  const response = await tape.api().rpc('research_universe', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** The expected listing rows, from the tape's records: cash board, shares and units, per ticker and ISIN. */
function expectedListing() {
  const all = [...genuineTape().map((r) => ({ date: r.trade_date, codneg: r.codneg, tpmerc: r.tpmerc, especi: r.especi ?? '', isin: r.isin ?? '', nomres: r.nomres, codbdi: r.codbdi })),
    ...GOLDEN.map((r) => ({ date: r.date, codneg: r.codneg, tpmerc: r.tpmerc, especi: r.especi ?? '', isin: r.isin ?? '', nomres: r.nomres ?? null, codbdi: r.codbdi ?? '02' }))];
  const groups = new Map<string, typeof all>();
  for (const r of all.filter((x) => x.tpmerc === '010')) groups.set(`${r.codneg}|${r.isin}`, [...(groups.get(`${r.codneg}|${r.isin}`) ?? []), r]);
  return [...groups.entries()].map(([key, rs]) => {
    const sorted = rs.sort((a, b) => a.date.localeCompare(b.date));
    const newest = sorted[sorted.length - 1];
    return { key, ticker: newest.codneg, isin: newest.isin, spec: newest.especi, codbdi: newest.codbdi, short_name: newest.nomres, first_session: sorted[0].date, last_session: newest.date, sessions: sorted.length };
  }).filter((r) => /^(ON|PN|UNT)/.test(r.spec) && r.codbdi !== '12')
    .sort((a, b) => (a.ticker === b.ticker ? (a.isin < b.isin ? -1 : 1) : a.ticker < b.ticker ? -1 : 1));
}

describe('research_universe', () => {
  it('one row per share or unit (ticker and ISIN) of the cash board, with its span from the tape, ticker order', async () => {
    const rows = await whole();
    const expected = expectedListing();
    expect(expected.length).toBeGreaterThan(1000);
    expect(rows.length).toBe(expected.length);
    expect(rows.map((r) => [r.ticker, r.isin, r.first_session, r.last_session, r.sessions, r.short_name, r.asset_class]))
      .toEqual(expected.map((e) => [e.ticker, e.isin, e.first_session, e.last_session, e.sessions, e.short_name, e.spec.startsWith('UNT') ? 'unit' : 'equity']));
    expect(rows.map((r) => r.ticker)).not.toContain('IMOB11');
    expect(rows.map((r) => r.ticker)).not.toContain('GAMA3');
  });

  it('the company from the FCA map on the last session, with how it was matched; the register\'s name and sector', async () => {
    const by = Object.fromEntries((await whole()).map((r) => [r.ticker, r]));
    expect(by.ALFA3).toMatchObject({ cnpj: ALFA.cnpj, cnpj_basis: 'fca_ticker', cd_cvm: ALFA.cdCvm, company_name: ALFA.name, sector: 'Amostra sintética' });
    // BETA3 traded until 2024-06-30 and BTVJ3 from 2024-07-01: both BETA by their own code
    expect(by.BETA3).toMatchObject({ cnpj: BETA.cnpj, cnpj_basis: 'fca_ticker' });
    expect(by.BTVJ3).toMatchObject({ cnpj: BETA.cnpj, cnpj_basis: 'fca_ticker' });
    // the forms do not list the unit GAMA11, but list GAMA3 for one company
    expect(by.GAMA11).toMatchObject({ cnpj: GAMA.cnpj, cnpj_basis: 'fca_issuer_stem', asset_class: 'unit' });
    // no form at all: never matched by name
    expect(by.PETR4).toMatchObject({ cnpj: null, cnpj_basis: null, cd_cvm: null, company_name: null, sector: null });
  });

  it('pages by ticker|isin: a full page of 1000, then the rest after the last row\'s cursor', async () => {
    const all = await whole();
    const first = await call({ p_after: '' });
    expect(first).toEqual(all.slice(0, 1000));
    expect(await call({ p_after: 'ALFA3|BRALFAACNOR1' })).toEqual(all.slice(all.findIndex((r) => r.ticker === 'ALFA3') + 1).slice(0, 1000));
  });

  it('the whole universe at once (p_after null) is refused above 1000 rows', async () => {
    const response = await tape.api().rpc('research_universe', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22023', message: expect.stringMatching(/^research_universe: /), hint: expect.stringContaining("Page with p_after = ''") });
  });

  it('refuses a malformed cursor', async () => {
    const response = await tape.api().rpc('research_universe', { p_after: 'ALFA3' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22023', message: "research_universe: p_after 'ALFA3' is not a research_universe cursor" });
  });
});
