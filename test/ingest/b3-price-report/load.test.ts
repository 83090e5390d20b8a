// b3-price-report loader: every record of the genuine BVBG.086.01 report and
// the three BVBG.187.01 files loads with its values as published; nested zips
// with several versions load the latest CreDtAndTm; a non-session day's empty
// zip is recorded as such; a malformed file names its member and line.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { loadPriceReportFile } from '../../../src/ingest/b3-price-report/load.js';
import { priceReportXml, type PriceRecordSpec } from '../../../src/ingest/b3-price-report/write.js';
import { withClient } from '../../helpers/db.js';
import { EMPTY_ZIP, GENUINE_PR, GENUINE_SPRD, genuineXml, leaf, pricRecords, recordOf, writeZip } from '../../helpers/price-report.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const load = (file: string, options: { force?: boolean } = {}) => loadPriceReportFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...options });
const stored = (where: { report?: string; ticker?: string; trade_date?: string }) =>
  withClient(env.db.superuserUrl, (c) => {
    let q = kyselyOver(c).selectFrom('b3.price_report').selectAll().select(sql<string>`trade_date::text`.as('day')).select(sql<string>`report_created::text`.as('created'));
    if (where.report) q = q.where('report', '=', where.report);
    if (where.ticker) q = q.where('ticker', '=', where.ticker);
    if (where.trade_date) q = q.where(sql<boolean>`trade_date = ${where.trade_date}::date`);
    return q.execute();
  });
const sessions = () =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c)
      .selectFrom('b3.price_report_session')
      .select(['report', 'status', 'versions', 'record_count'])
      .select(sql<string>`session_date::text`.as('session'))
      .select(sql<string | null>`report_created::text`.as('created'))
      .orderBy('report')
      .orderBy('session_date')
      .execute(),
  );
const file = (name: string, text: string | Buffer) => {
  const at = path.join(env.dataDir, name);
  fs.writeFileSync(at, text);
  return at;
};

const DI1 = (date: string, rate: string, extra: Record<string, string> = {}): PriceRecordSpec => ({
  date,
  ticker: 'DI1F27',
  instrumentId: '409606',
  attributes: { OpnIntrst: '100', AdjstdQt: '88324.26', AdjstdQtTax: rate, AdjstdQtStin: 'F', ...extra },
});

describe('the genuine reports', () => {
  it('BVBG.086.01 (2018-01-02, 21 MB of XML): every PricRpt record loads', async () => {
    const records = pricRecords(await genuineXml(GENUINE_PR));
    expect(records.length).toBe(9261);
    expect(await load(GENUINE_PR)).toMatchObject({ status: 'loaded', rowsRead: records.length + 2, rowsInserted: records.length + 2 });
    expect((await stored({ report: 'BVBG.086.01' })).length).toBe(records.length);
    // the file is not named PRyymmdd (rb3 stored it as pricereport.xml.gz): it stands for the sessions its records carry
    const nextDay = records.filter((r) => leaf(r, 'Dt') === '2018-01-03').length;
    expect(await sessions()).toEqual([
      { report: 'BVBG.086.01', session: '2018-01-02', status: 'loaded', versions: 1, record_count: records.length - nextDay, created: '2018-01-02 20:43:42' },
      { report: 'BVBG.086.01', session: '2018-01-03', status: 'loaded', versions: 1, record_count: nextDay, created: '2018-01-02 20:43:42' },
    ]);
  });

  it('keeps every field of a futures record as published (DI1F19 on 2018-01-02, read off the XML text)', async () => {
    const record = recordOf(await genuineXml(GENUINE_PR), 'DI1F19');
    const [row] = await stored({ ticker: 'DI1F19' });
    const pairs: [string, string][] = [
      ['adjstd_qt', 'AdjstdQt'], ['adjstd_qt_tax', 'AdjstdQtTax'], ['prvs_adjstd_qt', 'PrvsAdjstdQt'], ['prvs_adjstd_qt_tax', 'PrvsAdjstdQtTax'],
      ['opn_intrst', 'OpnIntrst'], ['fin_instrm_qty', 'FinInstrmQty'], ['ntl_fin_vol', 'NtlFinVol'], ['frst_pric', 'FrstPric'], ['min_pric', 'MinPric'],
      ['max_pric', 'MaxPric'], ['trad_avrg_pric', 'TradAvrgPric'], ['last_pric', 'LastPric'], ['trad_qty', 'TradQty'], ['adjstd_qt_stin', 'AdjstdQtStin'],
      ['max_trad_lmt', 'MaxTradLmt'], ['vartn_pts', 'VartnPts'], ['instrument_id', 'Id'],
    ];
    for (const [column, element] of pairs) expect([column, String((row as Record<string, unknown>)[column])]).toEqual([column, leaf(record, element)]);
    expect([row.day, row.days_to_sttlm, row.other_fields]).toEqual([leaf(record, 'Dt'), '', null]);
  });

  it('keeps a forward ticker once per term (DaysToSttlm), and the records dated the next session', async () => {
    const xml = await genuineXml(GENUINE_PR);
    const terms = pricRecords(xml).filter((r) => leaf(r, 'TckrSymb') === 'ELET3T').map((r) => leaf(r, 'DaysToSttlm')).sort();
    expect((await stored({ ticker: 'ELET3T' })).map((r) => r.days_to_sttlm).sort()).toEqual(terms);
    const nextDay = pricRecords(xml).filter((r) => leaf(r, 'Dt') === '2018-01-03').length;
    expect((await stored({ trade_date: '2018-01-03' })).length).toBe(nextDay);
  });

  it.each(GENUINE_SPRD)('BVBG.187.01 %s: every record loads, DI1F27 as published', async (zip) => {
    const xml = await genuineXml(zip);
    const records = pricRecords(xml);
    const day = leaf(records[0], 'Dt')!;
    expect(await load(zip)).toMatchObject({ status: 'loaded', rowsRead: records.length + 1 });
    expect((await stored({ report: 'BVBG.187.01', trade_date: day })).length).toBe(records.length);
    const di1 = recordOf(xml, 'DI1F27');
    const [row] = await stored({ ticker: 'DI1F27', trade_date: day });
    expect([row.adjstd_qt_tax, row.adjstd_qt, row.prvs_adjstd_qt_tax, row.opn_intrst, row.report]).toEqual([
      leaf(di1, 'AdjstdQtTax'), leaf(di1, 'AdjstdQt'), leaf(di1, 'PrvsAdjstdQtTax'), leaf(di1, 'OpnIntrst'), 'BVBG.187.01',
    ]);
  });

  it('skips the same bytes a second time; forced, changes nothing', async () => {
    expect((await load(GENUINE_SPRD[0])).status).toBe('skipped');
    expect(await load(GENUINE_SPRD[0], { force: true })).toMatchObject({ status: 'loaded', rowsInserted: 0, rowsUpdated: 0 });
  });
});

describe('versions, nesting and non-session days', () => {
  it('PRyymmdd.zip holding PRyymmdd.zip holding three versions: the latest CreDtAndTm lands', async () => {
    const version = (created: string, rate: string) => priceReportXml({ created, records: [DI1('2024-03-01', rate)] });
    const inner = path.join(env.dataDir, 'inner.zip');
    await writeZip(inner, { 'PR240301_1.xml': version('2024-03-01T19:00:00', '10.1'), 'PR240301_3.xml': version('2024-03-01T21:30:00', '10.3'), 'PR240301_2.xml': version('2024-03-01T20:00:00', '10.2') });
    const outer = await writeZip(path.join(env.dataDir, 'PR240301.zip'), { 'PR240301.zip': fs.readFileSync(inner) });
    expect(await load(outer)).toMatchObject({ status: 'loaded', rowsRead: 2 });
    expect((await stored({ ticker: 'DI1F27', trade_date: '2024-03-01' })).map((r) => [r.adjstd_qt_tax, r.created])).toEqual([['10.3', '2024-03-01 21:30:00']]);
    expect(await sessions()).toContainEqual({ report: 'BVBG.086.01', session: '2024-03-01', status: 'loaded', versions: 3, record_count: 1, created: '2024-03-01 21:30:00' });
  });

  it('an older version loaded later never replaces the newer one', async () => {
    const older = await writeZip(path.join(env.dataDir, 'PR240301-old.zip'), { 'PR240301.xml': priceReportXml({ created: '2024-03-01T18:00:00', records: [DI1('2024-03-01', '9.9')] }) });
    await load(older);
    expect((await stored({ ticker: 'DI1F27', trade_date: '2024-03-01' })).map((r) => r.adjstd_qt_tax)).toEqual(['10.3']);
    expect((await sessions()).find((s) => s.session === '2024-03-01')?.created).toBe('2024-03-01 21:30:00');
  });

  it("a non-session day's empty zip is recorded as an empty session, each day on its own", async () => {
    expect(await load(file('PR240302.zip', EMPTY_ZIP))).toMatchObject({ status: 'loaded', rowsRead: 1 });
    expect(await load(file('SPRD240303.zip', EMPTY_ZIP))).toMatchObject({ status: 'loaded', rowsRead: 1 });
    expect((await sessions()).filter((s) => s.status === 'empty')).toEqual([
      { report: 'BVBG.086.01', session: '2024-03-02', status: 'empty', versions: 0, record_count: 0, created: null },
      { report: 'BVBG.187.01', session: '2024-03-03', status: 'empty', versions: 0, record_count: 0, created: null },
    ]);
  });

  it('an empty answer never replaces a loaded session', async () => {
    await load(file('PR240301.zip', EMPTY_ZIP));
    expect((await sessions()).find((s) => s.session === '2024-03-01')?.status).toBe('loaded');
  });

  it('keeps a leaf it has no column for in other_fields, and an unusual currency', async () => {
    const xml = priceReportXml({ created: '2024-03-04T20:00:00', records: [DI1('2024-03-04', '10.5', { NewFld: '7' })] }).replace('<AdjstdQt Ccy="BRL">', '<AdjstdQt Ccy="USD">');
    await load(file('PR240304.xml', xml));
    const [row] = await stored({ ticker: 'DI1F27', trade_date: '2024-03-04' });
    expect(row.other_fields).toEqual({ 'FinInstrmAttrbts/NewFld': '7', 'FinInstrmAttrbts/AdjstdQt@Ccy': 'USD' });
  });
});

describe('refusals load nothing and name the member and line', () => {
  const refused = async (at: string, why: RegExp) => {
    const before = (await stored({})).length;
    const error = await expectIngestFileError(load(at));
    expect(error.message).toMatch(why);
    expect((await stored({})).length).toBe(before);
  };
  const good = (date: string) => DI1(date, '11.0');

  it('a value that is not a decimal', async () => {
    const xml = priceReportXml({ created: '2024-04-01T20:00:00', records: [good('2024-04-01'), DI1('2024-04-01', '11,5')] });
    const line = xml.split('\n').findIndex((l) => l.includes('11,5')) + 1;
    await refused(await writeZip(path.join(env.dataDir, 'PR240401.zip'), { 'PR240401.xml': xml }), new RegExp(`PR240401.zip member PR240401.xml line ${line}: "11,5" is not a decimal with a point in FinInstrmAttrbts/AdjstdQtTax`));
  });
  it('fewer records than the header announces (truncated)', () => refused(file('PR240402.xml', priceReportXml({ created: '2024-04-02T20:00:00', records: [good('2024-04-02')], messages: 2 })), /announces 2 records \(TtlNbOfMsg\) but the report holds 1/));
  it('a file cut in the middle of the XML', () => {
    const xml = priceReportXml({ created: '2024-04-03T20:00:00', records: [good('2024-04-03')] });
    return refused(file('PR240403.xml', xml.slice(0, xml.indexOf('</PricRpt>'))), /PR240403.xml line \d+: malformed XML/);
  });
  it('a key repeated within the report', () => refused(file('PR240404.xml', priceReportXml({ created: '2024-04-04T20:00:00', records: [good('2024-04-04'), good('2024-04-04')] })), /line \d+: repeats the key \(TradDt\/Dt=2024-04-04, TckrSymb=DI1F27, OthrId\/Id=409606, DaysToSttlm=, BizGrpTp=BVBG.086.01\) of line \d+/));
  it('a record without its ticker', () => refused(file('PR240405.xml', priceReportXml({ created: '2024-04-05T20:00:00', records: [good('2024-04-05')] }).replace('<TckrSymb>DI1F27</TckrSymb>', '')), /line \d+: the PricRpt record has no SctyId\/TckrSymb/));
  it('not a price report', () => refused(file('PR240406.xml', priceReportXml({ created: '2024-04-06T20:00:00', records: [] }).replace('BVBG.086.01', 'BVBG.028.02')), /BizGrpTp "BVBG.028.02" is not a price report/));
  it('a file named for one report holding the other', () => refused(file('SPRD240407.xml', priceReportXml({ created: '2024-04-07T20:00:00', records: [good('2024-04-07')] })), /named for BVBG.187.01 but holds BVBG.086.01/));
  it('an empty zip that names no session', () => refused(file('empty.zip', EMPTY_ZIP), /an empty zip \(a non-session day\) names no report or session/));
  it('a member that is neither XML nor zip', async () => refused(await writeZip(path.join(env.dataDir, 'PR240408.zip'), { 'notes.txt': 'hello' }), /member notes.txt: is neither an XML report nor a zip/));
});
