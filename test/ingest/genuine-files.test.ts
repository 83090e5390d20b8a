// Every genuine publisher file of ../shared/realdata/ that a landed loader
// covers, loaded whole into one database: each record lands, and figures read
// back through the HTTP API equal values computed here from the file's own text
// (never from loader code). The files are copies under test/fixtures/ (and the
// b3-bdi sample set's samples/b3-bdi/), byte for byte; test/fixtures/cvm/genuine/PROVENANCE.md
// names each one's repository, commit and path. Nothing here reads ../shared.
//
// Covered (loader: files):
//   b3-cotahist      COTAHIST_D04012016.TXT, COTAHIST_D25062021.TXT, COTAHIST_D03022022.TXT, COTAHIST_D04022022.TXT
//   b3-price-report  pricereport.xml.gz (BVBG.086.01, 21 MB of XML: loads in a few seconds, so it is here), SPRD230202.zip, SPRD250203.zip, SPRD260112.zip
//   b3-bdi           22-03-2023_NEGOCIOSBTB.zip
//   bcb-ptax         ptax_20250422-20250425.csv
//   b3-taxa-swap     TaxaSwap_20141212_APR.txt (TaxaSwap_layout.xls is the layout document the positions come from)
//   b3-corporate-events  b3/corporate/GetListedSupplementCompany.json, GetListedCashDividends.json (Ambev; test/fixtures/b3/corporate/PROVENANCE.md)
//   b3-index-portfolio   b3/corporate/GetTheoricalPortfolio.json (IBOV, 92 stocks)
//   b3-index-membership  b3/corporate/GetStockIndex.json (660 stocks and the indices holding each)
//   cvm-extrato      extrato_fi.csv (test/fixtures/cvm/extrato_fi_2020.csv, the same bytes)
//   cvm-fii-mensal   fii_mensal_2022_subset/*.csv, zipped here as inf_mensal_fii_2022.zip
//   cvm-fidc-mensal  fidc_tab_X_7/*.csv (FIDC tab X_7), each zipped with header-only required tabs (test/helpers/fidc-archive.ts)
//   cvm-cia-cad      cia_aberta/cad_cia_aberta.csv (test/fixtures/cvm/cia_aberta/PROVENANCE.md)
//   cvm-cia-dfp      cia_aberta/dfp_cia_aberta_{DRE,BPA,BPP}_con_2023.csv, each loaded as the member CSV it is
//   b3-fnet          b3/fnet/857292.xml and 828381.xml (FIDC monthly report bodies; test/fixtures/b3/fnet/PROVENANCE.md), under a hand-made listing
// No loader yet (each loader that lands adds its files here):
//   b3/corporate/CDIIDI.json,
//   b3/OpcoesAcoesEmAberto.json.gz, b3/derivativos_intradia_20260310_DI1.json,
//   bcb/auction_20250819.csv, bcb/repo_20250821.csv,
//   bcb/trades_intraday_20260206.csv, bcb/trades_monthly_202501.zip.
// No records: cvm/headers_only/* (header lines and data dictionaries only).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import type { Database } from '../../src/generated/db.js';
import { loadBdiFile } from '../../src/ingest/b3-bdi/load.js';
import { loadCorporateFile } from '../../src/ingest/b3-corporate-events/load.js';
import { loadCotahistFile } from '../../src/ingest/b3-cotahist/load.js';
import { loadMembershipFile } from '../../src/ingest/b3-index-membership/load.js';
import { loadPortfolioFile } from '../../src/ingest/b3-index-portfolio/load.js';
import { loadPriceReportFile } from '../../src/ingest/b3-price-report/load.js';
import { loadTaxaSwapFile } from '../../src/ingest/b3-taxa-swap/load.js';
import { loadPtaxFile } from '../../src/ingest/bcb-ptax/load.js';
import { loadExtratoFile } from '../../src/ingest/cvm-extrato/load.js';
import { loadFidcFile } from '../../src/ingest/cvm-fidc-mensal/load.js';
import { loadFiiFile } from '../../src/ingest/cvm-fii-mensal/load.js';
import { loadCiaCadFile } from '../../src/ingest/cvm-cia-cad/load.js';
import { loadCiaDfpFile } from '../../src/ingest/cvm-cia-dfp/load.js';
import { loadFnetFile } from '../../src/ingest/b3-fnet/load.js';
import type { FileResult, IngestFileOptions } from '../../src/ingest/common/index.js';
import { REAL_NEGOCIOS_BTB } from '../../src/sample/b3-bdi/index.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { field } from '../helpers/cotahist-file.js';
import { withClient } from '../helpers/db.js';
import { GENUINE_TAXA_SWAP } from '../helpers/taxa-swap.js';
import { archiveAroundMember } from '../helpers/fidc-archive.js';
import { B3_FIXTURES, GENUINE_PR, GENUINE_SPRD, genuineXml, leaf, pricRecords, recordOf } from '../helpers/price-report.js';
import { cvmFixture, zipFixture } from './cvm-files/support.js';
import { REAL_PTAX, useIngestDatabase } from './support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  api = await startApi(env.db);
});
afterAll(() => api?.close());

const options = (): IngestFileOptions => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const count = (table: keyof Database) =>
  withClient(env.db.superuserUrl, async (c) => Number((await kyselyOver(c).selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n));

/** Loads `file` and returns how many rows `table` gained; the load must say it inserted them all. */
async function landed(table: keyof Database, load: () => Promise<FileResult>): Promise<number> {
  const before = await count(table);
  const result = await load();
  expect(result.status).toBe('loaded');
  const gained = (await count(table)) - before;
  expect(result.status === 'loaded' && result.rowsInserted).toBeGreaterThanOrEqual(gained);
  return gained;
}

async function rpc<T = Record<string, unknown>>(fn: string, body: unknown): Promise<T[]> {
  const response = await api.rpc(fn, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function get<T = Record<string, unknown>>(pathAndQuery: string): Promise<T[]> {
  const response = await api.get(pathAndQuery);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** "0000000006706" (COTAHIST, 2 implied decimals) -> 67.06, from the record's bytes. */
const cotahistPrice = (record: string, from: number) => Number(`${field(record, from, from + 10)}.${field(record, from + 11, from + 12)}`);

describe('b3-cotahist: the four genuine COTAHIST days', () => {
  const FILES: [string, number][] = [
    ['COTAHIST_D04012016.TXT', 1743],
    ['COTAHIST_D25062021.TXT', 7518],
    ['COTAHIST_D03022022.TXT', 7261],
    ['COTAHIST_D04022022.TXT', 7522],
  ];
  it.each(FILES)('%s: every record lands (%i), per TPMERC as the file counts them; PETR4 through quote_history', async (name, expected) => {
    const file = path.join(B3_FIXTURES, name);
    const lines = fs.readFileSync(file, 'latin1').split(/\r?\n/).filter(Boolean);
    const records = lines.filter((l) => l.startsWith('01'));
    expect(records.length).toBe(lines.length - 2); // header 00 and trailer 99
    expect(records.length).toBe(expected);
    expect(await landed('b3.cotahist', () => loadCotahistFile(file, options()))).toBe(records.length);

    const session = `${field(records[0], 3, 6)}-${field(records[0], 7, 8)}-${field(records[0], 9, 10)}`;
    const perMarket = new Map<string, number>();
    for (const r of records) perMarket.set(field(r, 25, 27), (perMarket.get(field(r, 25, 27)) ?? 0) + 1);
    const stored = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c)
        .selectFrom('b3.cotahist')
        .select((eb) => ['tpmerc', eb.cast<number>(eb.fn.countAll(), 'integer').as('n')])
        .where('trade_date', '=', sql<Date>`${session}::date`)
        .groupBy('tpmerc')
        .execute(),
    );
    expect(Object.fromEntries(stored.map((r) => [r.tpmerc, r.n]))).toEqual(Object.fromEntries(perMarket));

    const petr4 = records.filter((r) => field(r, 13, 24).trim() === 'PETR4' && field(r, 25, 27) === '010');
    expect(petr4).toHaveLength(1);
    const [row] = await rpc<Record<string, number | string>>('quote_history', { p_ticker: 'PETR4', p_from: session, p_to: session, p_board: 'cash' });
    expect(row).toMatchObject({
      trade_date: session,
      isin: field(petr4[0], 231, 242),
      open: cotahistPrice(petr4[0], 57),
      high: cotahistPrice(petr4[0], 70),
      low: cotahistPrice(petr4[0], 83),
      average: cotahistPrice(petr4[0], 96),
      close: cotahistPrice(petr4[0], 109),
      trades: Number(field(petr4[0], 148, 152)),
    });
  });
});

describe('b3-price-report: the genuine price reports', () => {
  const FILES: [string, string, string, number][] = [
    [GENUINE_PR, 'BVBG.086.01', 'DI1F19', 9261],
    [GENUINE_SPRD[0], 'BVBG.187.01', 'DI1F27', 1639],
    [GENUINE_SPRD[1], 'BVBG.187.01', 'DI1F27', 2275],
    [GENUINE_SPRD[2], 'BVBG.187.01', 'DI1F27', 1864],
  ];
  it.each(FILES.map(([file, ...rest]) => [path.basename(file), ...rest] as const))('%s: every PricRpt record lands (%s, %s, %i); its DI1 settlement through future_series', async (name, _report, ticker, expected) => {
    const file = path.join(B3_FIXTURES, name);
    const xml = await genuineXml(file);
    const records = pricRecords(xml);
    expect(records.length).toBe(expected);
    expect(await landed('b3.price_report', () => loadPriceReportFile(file, options()))).toBe(records.length);

    const di1 = recordOf(xml, ticker);
    const day = leaf(di1, 'Dt')!;
    const rows = await rpc<Record<string, number | string>>('future_series', { p_ticker: ticker, p_from: day, p_to: day });
    expect(rows).toEqual([
      expect.objectContaining({
        ticker,
        trade_date: day,
        settlement_rate: Number(leaf(di1, 'AdjstdQtTax')),
        settlement_price: Number(leaf(di1, 'AdjstdQt')),
        open_interest: Number(leaf(di1, 'OpnIntrst')),
      }),
    ]);
  });
});

describe('b3-bdi: 22-03-2023_NEGOCIOSBTB.zip', () => {
  it('every trade lands (32,603); PETR4 through lending_trades', async () => {
    const { default: yauzl } = await import('yauzl');
    const text = await new Promise<string>((resolve, reject) =>
      yauzl.open(REAL_NEGOCIOS_BTB, { lazyEntries: true }, (error, zip) => {
        if (error) return reject(error);
        zip!.readEntry();
        zip!.on('entry', (entry) =>
          zip!.openReadStream(entry, async (e, stream) => {
            if (e) return reject(e);
            const chunks: Buffer[] = [];
            for await (const chunk of stream!) chunks.push(chunk as Buffer);
            resolve(Buffer.concat(chunks).toString('latin1'));
          }),
        );
      }),
    );
    const [header, ...trades] = text.split(/\r?\n/).filter(Boolean);
    expect(header.split(';').slice(0, 5)).toEqual(['DataDoRelatorio', 'Simbolo', 'AcaoDeAtualizacao', 'TaxaDeJurosDoTermoDoNegocio', 'QuantidadeNegociada']);
    expect(trades.length).toBe(32603);
    expect(await landed('b3.lending_trade', () => loadBdiFile(REAL_NEGOCIOS_BTB, options()))).toBe(trades.length);

    const petr4 = trades.map((l) => l.split(';')).filter((f) => f[1] === 'PETR4');
    const rates = petr4.map((f) => Number(f[3].replace(',', '.')));
    expect(await get('/lending_trades?ticker=eq.PETR4')).toEqual([
      expect.objectContaining({
        trade_date: '2023-03-22',
        trades: petr4.length,
        quantity: petr4.reduce((sum, f) => sum + Number(f[4]), 0),
        rate_min_pct: Math.min(...rates),
        rate_max_pct: Math.max(...rates),
      }),
    ]);
  });
});

describe('bcb-ptax: ptax_20250422-20250425.csv', () => {
  it('every bulletin is read (5), one per day lands (4: the day\'s last); the rates through ptax', async () => {
    const lines = fs.readFileSync(REAL_PTAX, 'latin1').split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe('cotacaoCompra,cotacaoVenda,dataHoraCotacao');
    const bulletins = lines.slice(1).map((l) => /^"([\d,]+)","([\d,]+)",(\d{4}-\d{2}-\d{2}) ([\d:.]+)$/.exec(l)!);
    expect(bulletins).toHaveLength(5);
    const lastOfDay = new Map<string, RegExpExecArray>();
    for (const b of bulletins) if (!lastOfDay.has(b[3]) || lastOfDay.get(b[3])![4] < b[4]) lastOfDay.set(b[3], b);
    expect(lastOfDay.size).toBe(4);
    const before = await count('bcb.ptax');
    expect(await loadPtaxFile(REAL_PTAX, options())).toMatchObject({ status: 'loaded', rowsRead: 5 });
    expect((await count('bcb.ptax')) - before).toBe(4);

    const rows = await rpc<Record<string, number | string>>('ptax', { p_currency: 'USD', p_from: '2025-04-22', p_to: '2025-04-25' });
    expect(rows.map((r) => [r.reference_date, r.buy_rate, r.sell_rate])).toEqual(
      [...lastOfDay.values()].map((b) => [b[3], Number(b[1].replace(',', '.')), Number(b[2].replace(',', '.'))]),
    );
  });
});

describe('b3-fnet: the genuine FIDC report bodies 828381 and 857292 (12/2024, versions 2 and 3)', () => {
  const body = (id: string) => path.join(B3_FIXTURES, 'fnet', `${id}.xml`);
  /** Every leaf line of a body, <NAME>text</NAME> or <NAME/>, in file order. */
  const leaves = (id: string) =>
    fs.readFileSync(body(id), 'utf8').split('\n').flatMap((line) => {
      const m = /^\s*<(\w+)>([^<]*)<\/\1>\s*$/.exec(line) ?? /^\s*<(\w+)\/>\s*$/.exec(line);
      return m ? [{ leaf: m[1], value: m[2] ?? null }] : [];
    });

  it('every leaf of each body lands; through fund_restatement_diff the two versions differ exactly where the files do, net assets = assets minus liabilities', async () => {
    const listing = [
      { id: 828381, categoriaDocumento: 'Informes Periódicos', tipoDocumento: 'Informe Mensal Estruturado', dataReferencia: '12/2024', formatoDataReferencia: '2', dataEntrega: '05/02/2025 09:41', versao: 2, arquivoEstruturado: 'S', cnpjFundo: null },
      { id: 857292, categoriaDocumento: 'Informes Periódicos', tipoDocumento: 'Informe Mensal Estruturado', dataReferencia: '12/2024', formatoDataReferencia: '2', dataEntrega: '10/03/2025 17:02', versao: 3, arquivoEstruturado: 'S', cnpjFundo: null },
    ];
    const page = path.join(env.dataDir, 'fnet_2025-02-05_tipo2_cnpj07727002000126_s0.json');
    fs.writeFileSync(page, JSON.stringify({ draw: 1, recordsTotal: 2, recordsFiltered: 2, data: listing }));
    expect((await loadFnetFile(page, options())).status).toBe('loaded');
    for (const id of ['828381', '857292']) {
      expect(await landed('b3.fnet_document_field', () => loadFnetFile(body(id), options()))).toBe(leaves(id).length);
    }
    const [older, newer] = [leaves('828381'), leaves('857292')];
    expect(older.map((l) => l.leaf)).toEqual(newer.map((l) => l.leaf));
    const changed = newer.flatMap((l, i) => (l.value === older[i].value ? [] : [[l.leaf, older[i].value, l.value]]));
    const rows = await rpc<Record<string, string | number | null>>('fund_restatement_diff', { p_fnet_id: 857292 });
    expect(rows.map((r) => [r.leaf, r.old_value, r.new_value]).sort()).toEqual(changed.sort());
    expect(rows.length).toBe(31);
    // the file's own totals: VL_SOM_APLIC_ATIVO - VL_SOM_PASSIV = VL_SOM_PATRLIQ, in cents, in both versions
    const cents = (id: string, leaf: string) => BigInt(leaves(id).find((l) => l.leaf === leaf)!.value!.replace(',', ''));
    for (const id of ['828381', '857292']) expect(cents(id, 'VL_SOM_APLIC_ATIVO') - cents(id, 'VL_SOM_PASSIV')).toBe(cents(id, 'VL_SOM_PATRLIQ'));
    const net = rows.find((r) => r.leaf === 'VL_SOM_PATRLIQ')!;
    expect([net.old_num, net.new_num]).toEqual([Number(cents('828381', 'VL_SOM_PATRLIQ')) / 100, Number(cents('857292', 'VL_SOM_PATRLIQ')) / 100]);
  });
});

describe('b3-taxa-swap: TaxaSwap_20141212_APR.txt', () => {
  it('every vertex lands (348); the session through curve equals the text at the layout document\'s positions', async () => {
    const records = fs.readFileSync(GENUINE_TAXA_SWAP, 'latin1').split('\r\n').filter(Boolean);
    expect(records.every((r) => r.length === 72)).toBe(true);
    expect(await landed('b3.reference_rate', () => loadTaxaSwapFile(GENUINE_TAXA_SWAP, options()))).toBe(records.length);
    expect(records.length).toBe(348);
    // 1-based positions of B3's layout document: date 12-19, curve 22-26, calendar days 42-46,
    // business days 47-51, sign 52, rate 53-66 (7 implied decimals), kind 67, code 68-72
    const cut = (r: string, from: number, to: number) => r.slice(from - 1, to);
    const expected = records.map((r) => ({
      trade_date: `${cut(r, 12, 15)}-${cut(r, 16, 17)}-${cut(r, 18, 19)}`,
      curve: cut(r, 22, 26).trim(),
      calendar_days: Number(cut(r, 42, 46)),
      business_days: Number(cut(r, 47, 51)),
      rate: Number(`${cut(r, 52, 52)}${Number(cut(r, 53, 59))}.${cut(r, 60, 66)}`),
      vertex_type: cut(r, 67, 67),
      vertex_code: Number(cut(r, 68, 72)),
    }));
    const rows = await rpc<Record<string, number | string>>('curve', { p_curve: 'APR', p_trade_date: '2014-12-12' });
    expect(rows.map((r) => ({ trade_date: r.trade_date, curve: r.curve, calendar_days: r.calendar_days, business_days: r.business_days, rate: r.rate, vertex_type: r.vertex_type, vertex_code: r.vertex_code }))).toEqual(expected);
  });
});

describe('b3-corporate-events: the genuine Ambev answers (company data, 29 cash events)', () => {
  const CORPORATE = path.join(B3_FIXTURES, 'corporate');
  // the capture day: the answers were committed to rb3 on 2022-06-07 (PROVENANCE.md)
  const load = (name: string) => () => loadCorporateFile(path.join(CORPORATE, name), { ...options(), issuer: 'ABEV', capturedOn: '2022-06-07' });
  const iso = (d: string) => d.split('/').reverse().join('-');
  /** "1.234,5678" (pt-BR) -> 1234.5678, from the answer's text. */
  const ptNumber = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));

  it('every cash event lands (29) and every company row (1, with its 2 listed cash events); cash_events serves each as the file states it, and the per-share totals per year', async () => {
    const cash = (JSON.parse(fs.readFileSync(path.join(CORPORATE, 'GetListedCashDividends.json'), 'utf8')) as { results: Record<string, string>[] }).results;
    const company = (JSON.parse(fs.readFileSync(path.join(CORPORATE, 'GetListedSupplementCompany.json'), 'utf8')) as { cashDividends: unknown[]; stockDividends: unknown[] }[])[0];
    expect(await landed('b3.cash_dividend', load('GetListedCashDividends.json'))).toBe(cash.length);
    expect(cash.length).toBe(29);
    expect(await landed('b3.company_cash_dividend', load('GetListedSupplementCompany.json'))).toBe(company.cashDividends.length);
    expect(await count('b3.listed_company')).toBe(1);
    expect(await count('b3.stock_event')).toBe(company.stockDividends.length);

    const rows = await rpc<Record<string, string | number | null>>('cash_events', { p_ticker: 'ABEV3', p_from: '2014-01-01', p_to: '2021-12-31' });
    const key = (r: (string | number)[]) => r.join('|');
    const expected = cash.map((r) => [iso(r.lastDatePriorEx), r.corporateAction, ptNumber(r.valueCash), ptNumber(r.closingPricePriorExDate), r.typeStock]);
    expect(rows.map((r) => key([r.last_date_prior!, r.kind!, r.value_per_share!, r.closing_price_prior_ex!, r.share_type!])).sort()).toEqual(expected.map(key).sort());
    const perYear = (pairs: [string, number][]) =>
      pairs.reduce<Record<string, number>>((acc, [year, v]) => ({ ...acc, [year]: Math.round(((acc[year] ?? 0) + v) * 1e6) / 1e6 }), {});
    expect(perYear(rows.map((r) => [String(r.last_date_prior).slice(0, 4), Number(r.value_per_share)]))).toEqual(
      perYear(cash.map((r) => [iso(r.lastDatePriorEx).slice(0, 4), ptNumber(r.valueCash)])),
    );
  });
});

describe('cvm-extrato: extrato_fi.csv (pre-2020 layout, 116 columns)', () => {
  it('every row lands (1,549); one fund\'s newest administration fee through portfolio_fees', async () => {
    const file = cvmFixture('extrato_fi_2020.csv');
    const records: Record<string, string>[] = parse(fs.readFileSync(file, 'utf8'), { delimiter: ';', columns: true, relax_quotes: true });
    expect(records.length).toBe(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length - 1);
    expect(records.length).toBe(1549);
    expect(await landed('cvm.extrato', () => loadExtratoFile(file, options()))).toBe(records.length);

    // a fund filed once, with a plausible fee (0 < fee <= 5, served as filed)
    const once = records.filter((r) => records.filter((s) => s.CNPJ_FUNDO === r.CNPJ_FUNDO).length === 1 && Number(r.TAXA_ADM) > 0 && Number(r.TAXA_ADM) <= 5);
    const fund = once[0];
    const [row] = await rpc<Record<string, number | string | null>>('portfolio_fees', { p_cnpjs: [fund.CNPJ_FUNDO.replace(/\D/g, '')] });
    expect(row).toMatchObject({ cnpj: fund.CNPJ_FUNDO.replace(/\D/g, ''), disclosed_taxa_adm: Number(fund.TAXA_ADM) });
  });

  it("the redemption terms of each fund's newest version through portfolio_fund_terms, as filed (blank NULL)", async () => {
    // read as the loader reads CVM files, latin-1: this copy was re-encoded to UTF-8 by the repository it
    // comes from (MANIFEST), so 'DIAS ÚTEIS' lands as the latin-1 reading of its UTF-8 bytes, as does every accent
    const records: Record<string, string>[] = parse(fs.readFileSync(cvmFixture('extrato_fi_2020.csv'), 'latin1'), { delimiter: ';', columns: true, relax_quotes: true });
    const newest = new Map<string, Record<string, string>>();
    for (const r of records) if (!newest.has(r.CNPJ_FUNDO) || newest.get(r.CNPJ_FUNDO)!.DT_COMPTC < r.DT_COMPTC) newest.set(r.CNPJ_FUNDO, r);
    // the funds with a lock-up, and as many without, one call of at most 200
    const picked = [...newest.values()].filter((r) => r.QT_DIA_RESGATE_COTAS !== '').slice(0, 20);
    picked.push(...[...newest.values()].filter((r) => r.QT_DIA_RESGATE_COTAS === '').slice(0, 20));
    const int = (t: string) => (t === '' ? null : Number(t));
    const expected = picked
      .map((r) => ({
        cnpj: r.CNPJ_FUNDO.replace(/\D/g, ''), terms_dt_comptc: r.DT_COMPTC, aplic_min: r.APLIC_MIN === '' ? null : Number(r.APLIC_MIN),
        qt_dia_conversao_cota: int(r.QT_DIA_CONVERSAO_COTA), qt_dia_pagto_cota: int(r.QT_DIA_PAGTO_COTA), qt_dia_pagto_resgate: int(r.QT_DIA_PAGTO_RESGATE),
        tp_dia_pagto_resgate: r.TP_DIA_PAGTO_RESGATE || null, qt_dia_resgate_cotas: int(r.QT_DIA_RESGATE_COTAS), taxa_saida_pagto_resgate: r.TAXA_SAIDA_PAGTO_RESGATE || null,
      }))
      .sort((a, b) => a.cnpj.localeCompare(b.cnpj));
    expect(expected.filter((e) => e.qt_dia_resgate_cotas !== null).length).toBeGreaterThan(0);
    const rows = await rpc<Record<string, unknown>>('portfolio_fund_terms', { p_cnpjs: picked.map((r) => r.CNPJ_FUNDO) });
    expect(rows.map((r) => Object.fromEntries(Object.keys(expected[0]).map((k) => [k, r[k]])))).toEqual(expected);
  });
});

describe('cvm-fii-mensal: the FII monthly report 2022, six whole funds', () => {
  const DIR = 'genuine/fii_mensal_2022_subset';
  /** A member's rows as header -> text, read from the latin-1 CSV. */
  const member = (name: string) => {
    const [header, ...lines] = iconv.decode(fs.readFileSync(cvmFixture(`${DIR}/${name}`)), 'latin1').split(/\r?\n/).filter(Boolean);
    const names = header.split(';');
    return lines.map((line) => Object.fromEntries(line.split(';').map((value, i) => [names[i], value])));
  };

  it('loads whole (E notation included): 48 rows in each member land', async () => {
    const zip = await zipFixture(DIR, 'inf_mensal_fii_2022.zip');
    const before = await Promise.all((['cvm.fii_monthly_geral', 'cvm.fii_monthly_complemento', 'cvm.fii_monthly_ativo_passivo'] as const).map(count));
    const result = await loadFiiFile(zip, options());
    expect(result.status).toBe('loaded');
    const after = await Promise.all((['cvm.fii_monthly_geral', 'cvm.fii_monthly_complemento', 'cvm.fii_monthly_ativo_passivo'] as const).map(count));
    const expected = ['inf_mensal_fii_geral_2022.csv', 'inf_mensal_fii_complemento_2022.csv', 'inf_mensal_fii_ativo_passivo_2022.csv'].map((m) => member(m).length);
    expect(expected).toEqual([48, 48, 48]);
    expect(after.map((n, i) => n - before[i])).toEqual(expected);
  });

  it('stores a value filed in E notation as its exact decimal', async () => {
    const filed = member('inf_mensal_fii_complemento_2022.csv').find((r) => r.CNPJ_Fundo === '00.332.266/0001-31' && r.Data_Referencia === '2022-08-01')!;
    expect(filed.Percentual_Rentabilidade_Efetiva_Mes).toBe('-5.3E-05');
    const [row] = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c)
        .selectFrom('cvm.fii_monthly_complemento')
        .select((eb) => eb.cast<string>('percentual_rentabilidade_efetiva_mes', 'text').as('v'))
        .where('cnpj', '=', '00332266000131')
        .where('reference_date', '=', sql<Date>`'2022-08-01'::date`)
        .execute(),
    );
    expect(row.v).toBe('-0.000053');
  });

  it('one fund (KNRI11) through fund_nav: net assets, holders and monthly yield for two months, as the CSV has them', async () => {
    const cnpj = '11.728.688/0001-47';
    const filed = member('inf_mensal_fii_complemento_2022.csv').filter((r) => r.CNPJ_Fundo === cnpj);
    expect(filed).toHaveLength(8);
    const rows = await rpc<Record<string, number | string | null>>('fund_nav', { p_cnpj: cnpj, p_entity_type: 'fii', p_from: '2022-01-01', p_to: '2022-08-01' });
    expect(rows).toHaveLength(8);
    for (const month of ['2022-02-01', '2022-08-01']) {
      const csv = filed.find((r) => r.Data_Referencia === month)!;
      const served = rows.find((r) => r.period === month)!;
      expect([month, Number(served.nav), Number(served.quotaholders), Number(served.monthly_yield)]).toEqual([
        month,
        Number(csv.Patrimonio_Liquido),
        Number(csv.Total_Numero_Cotistas),
        Number(csv.Percentual_Dividend_Yield_Mes),
      ]);
    }
  });
});

describe('b3-index-portfolio and b3-index-membership: the genuine IBOV portfolio and stock-to-index membership', () => {
  const CORPORATE = path.join(B3_FIXTURES, 'corporate');
  const answer = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(CORPORATE, name), 'utf8')) as T;
  /** "4.380.195.841" / "3,157" (pt-BR, as the portfolio answer prints them) -> numbers. */
  const ptNumber = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));

  it('every stock of the portfolio lands (92); index_portfolio serves each quantity and weight as the file prints it', async () => {
    const { results } = answer<{ results: Record<string, string>[] }>('GetTheoricalPortfolio.json');
    // the capture day: committed to rb3 on 2022-05-18 (PROVENANCE.md)
    expect(await landed('b3.index_portfolio', () => loadPortfolioFile(path.join(CORPORATE, 'GetTheoricalPortfolio.json'), { ...options(), index: 'IBOV', date: '2022-05-18' }))).toBe(results.length);
    expect(results).toHaveLength(92);
    const rows = await rpc<Record<string, string | number>>('index_portfolio', { p_index: 'IBOV', p_date: '2022-05-18' });
    const key = (r: (string | number)[]) => r.join('|');
    expect(rows.map((r) => key([r.ticker, r.theoretical_quantity, r.weight_pct])).sort()).toEqual(results.map((r) => key([r.cod, ptNumber(r.theoricalQty), ptNumber(r.part)])).sort());
  });

  it('every stock of the membership lands (660); index_membership serves every stock-index pair the file lists', async () => {
    const { header, results } = answer<{ header: { update: string }; results: Record<string, string>[] }>('GetStockIndex.json');
    expect(await landed('b3.index_membership', () => loadMembershipFile(path.join(CORPORATE, 'GetStockIndex.json'), options()))).toBe(results.length);
    expect(results).toHaveLength(660);
    const pairs = results.flatMap((r) => r.indexes.split(',').map((index) => `${index} ${r.code}`)).sort();
    const served: string[] = [];
    for (const index of new Set(pairs.map((p) => p.split(' ')[0]))) {
      for (const r of await rpc<Record<string, string>>('index_membership', { p_index: index, p_date: header.update })) served.push(`${r.index_code} ${r.ticker}`);
    }
    expect(served.sort()).toEqual(pairs);
  });
});

describe('cvm-fidc-mensal: the genuine tab X_7 members (guarantees)', () => {
  const DIR = 'genuine/fidc_tab_X_7';
  /** Each record of a member as header -> text, read from the latin-1 CSV. */
  const records = (name: string) => {
    const [header, ...lines] = iconv.decode(fs.readFileSync(cvmFixture(`${DIR}/${name}`)), 'latin1').split(/\r?\n/).filter(Boolean);
    const names = header.split(';');
    return lines.map((line) => Object.fromEntries(line.split(';').map((value, i) => [names[i], value])));
  };
  const members = () => fs.readdirSync(cvmFixture(DIR)).sort();

  it('every file loads; every record lands but the byte-identical repeat (11 records, 10 rows)', async () => {
    const before = await count('cvm.fidc_tab_x_7');
    for (const name of members()) expect((await loadFidcFile(await archiveAroundMember(cvmFixture(`${DIR}/${name}`)), options())).status, name).toBe('loaded');
    const all = members().flatMap(records);
    const distinct = new Set(members().flatMap((name) => records(name).map((r) => JSON.stringify(r))));
    expect([all.length, distinct.size]).toEqual([11, 10]);
    expect((await count('cvm.fidc_tab_x_7')) - before).toBe(distinct.size);
  });

  it('every record through fidc_portfolio kind guarantees: value and percent as the CSV has them, blank as NULL', async () => {
    for (const name of members()) {
      for (const r of records(name)) {
        const cnpj = r.CNPJ_FUNDO_CLASSE ?? r.CNPJ_FUNDO;
        const rows = await rpc<Record<string, number | string | null | boolean>>('fidc_portfolio', { p_cnpj: cnpj, p_kind: 'guarantees', p_from: r.DT_COMPTC, p_to: r.DT_COMPTC });
        const served = rows.find((row) => row.fund_type === (r.TP_FUNDO_CLASSE ?? null))!;
        const filed = (text: string) => (text === '' ? null : Number(text));
        expect([name, served.value, served.pct, served.pct_above_100], `${name} ${cnpj}`).toEqual([
          name,
          filed(r.TAB_X_VL_GARANTIA_DIRCRED),
          filed(r.TAB_X_PR_GARANTIA_DIRCRED),
          r.TAB_X_PR_GARANTIA_DIRCRED === '' ? null : Number(r.TAB_X_PR_GARANTIA_DIRCRED) > 100,
        ]);
      }
    }
  });
});

describe('cvm-cia-cad and cvm-cia-dfp: the register and three DFP 2023 members', () => {
  const DIR = 'cia_aberta';
  /** A CVM CSV's records by header name, from its own latin-1 text. */
  const records = (name: string) => {
    const [header, ...lines] = iconv.decode(fs.readFileSync(cvmFixture(`${DIR}/${name}`)), 'latin1').split(/\r?\n/).filter(Boolean);
    const names = header.split(';');
    return lines.map((line) => Object.fromEntries(line.split(';').map((value, i) => [names[i], value])));
  };
  /** VL_CONTA (decimal text) times the unit, as the decimal text it is: no float arithmetic. */
  const reais = (vl: string, scale: string) => {
    if (scale === 'UNIDADE') return Number(vl);
    const [int, frac = ''] = vl.split('.');
    const padded = frac.padEnd(3, '0');
    return Number(`${int}${padded.slice(0, 3)}.${padded.slice(3) || '0'}`);
  };
  const DFP = ['dfp_cia_aberta_DRE_con_2023.csv', 'dfp_cia_aberta_BPA_con_2023.csv', 'dfp_cia_aberta_BPP_con_2023.csv'];

  it('every line of the register lands (2,584: a company on several markets keeps a row per market)', async () => {
    const all = records('cad_cia_aberta.csv');
    expect(all).toHaveLength(2584);
    expect(await landed('cvm.cad_cia_aberta', () => loadCiaCadFile(cvmFixture(`${DIR}/cad_cia_aberta.csv`), options()))).toBe(all.length);
  });

  it('every line of each DFP member lands (728 + 1,490 + 2,456)', async () => {
    for (const name of DFP) expect(await landed('cvm.cia_statement', () => loadCiaDfpFile(cvmFixture(`${DIR}/${name}`), options())), name).toBe(records(name).length);
  });

  it('for every company-period, revenue and total assets through the API (the statements and company_financials) equal the file (in reais), and assets = liabilities + equity', async () => {
    const lines = DFP.flatMap(records).filter((r) => r.ORDEM_EXERC === 'ÚLTIMO');
    const newest = new Map<string, number>();
    for (const r of lines) newest.set(`${r.CNPJ_CIA}|${r.DT_REFER}`, Math.max(newest.get(`${r.CNPJ_CIA}|${r.DT_REFER}`) ?? 0, Number(r.VERSAO)));
    expect(newest.size).toBe(11);
    const scales = new Set<string>();
    for (const [key, version] of newest) {
      const [cnpj, period] = key.split('|');
      const line = (account: string, group: string) => lines.find((r) => r.CNPJ_CIA === cnpj && r.DT_REFER === period && Number(r.VERSAO) === version && r.CD_CONTA === account && r.GRUPO_DFP.endsWith(group))!;
      const expected = (account: string, group: string) => reais(line(account, group).VL_CONTA, line(account, group).ESCALA_MOEDA);
      scales.add(line('3.01', 'Resultado').ESCALA_MOEDA);
      const body = { p_id: cnpj, p_from: period, p_to: period };
      const income = await rpc<Record<string, unknown>>('income_statements', body);
      const sheet = await rpc<Record<string, unknown>>('balance_sheets', body);
      const served = (rows: Record<string, unknown>[], account: string) => rows.find((r) => r.account_code === account && r.period_end === period)!;
      expect([key, served(income, '3.01').version, served(income, '3.01').value]).toEqual([key, version, expected('3.01', 'Resultado')]);
      expect([key, served(sheet, '1').value]).toEqual([key, expected('1', 'Ativo')]);
      expect([key, served(sheet, '2').value]).toEqual([key, expected('2', 'Passivo')]);
      const liabilitiesAndEquity = ['2.01', '2.02', '2.03'].reduce((sum, a) => sum + Number(served(sheet, a).value), 0);
      expect([key, served(sheet, '1').value]).toEqual([key, liabilitiesAndEquity]);
      // the standard lines name the same accounts, with the same values
      const standard = await rpc<Record<string, unknown>>('company_financials', body);
      const std = (name: string) => standard.find((r) => r.line === name && r.period_end === period)!;
      expect([key, std('revenue').account_code, std('revenue').value]).toEqual([key, '3.01', expected('3.01', 'Resultado')]);
      expect([key, std('total_assets').account_code, std('total_assets').value]).toEqual([key, '1', expected('1', 'Ativo')]);
      expect([key, std('equity').account_code, std('equity').value]).toEqual([key, '2.03', expected('2.03', 'Passivo')]);
    }
    expect([...scales].sort()).toEqual(['MIL', 'UNIDADE']);
  });
});
