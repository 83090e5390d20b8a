// b3-consolidated-trades loader: the status line, `;` and decimal comma, every
// segment kept; a Final replaces the Parcial of its session, never the reverse;
// a malformed file names its line.
import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { loadConsolidatedTradesFile } from '../../../src/ingest/b3-consolidated-trades/load.js';
import { consolidatedText, type ConsolidatedRecord } from '../../../src/ingest/b3-consolidated-trades/write.js';
import { withClient } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const load = (file: string) => loadConsolidatedTradesFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const write = (name: string, text: string | Buffer) => {
  const at = path.join(env.dataDir, name);
  fs.writeFileSync(at, text);
  return at;
};
const held = (day: string) =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c)
      .selectFrom('b3.trade_consolidated')
      .select(['tckr_symb', 'sgmt_nm', 'last_pric', 'ref_pric', 'trad_qty', 'ntl_fin_vol', 'oscn_pctg', 'file_status'])
      .where(sql<boolean>`rpt_dt = ${day}::date`)
      .orderBy('tckr_symb')
      .execute(),
  );

// the DI1 row of source-formats.md section 7, as the exchange prints it
const DI1_LINE = '2026-06-19;DI1F27;BRBMEFD1I4Z0;FINANCIAL;14,225;14,265;14,249;14,255;0,06;93109,37;14,256;;9681;286656;26691234687,86';
const etf = (day: string, ticker: string, last: number): ConsolidatedRecord => ({ RptDt: day, TckrSymb: ticker, ISIN: `BR${ticker}CTF000`, SgmtNm: 'FORWARD', MinPric: last - 1, MaxPric: last + 1, TradAvrgPric: last, LastPric: last, OscnPctg: -0.5, RefPric: last, TradQty: 10, FinInstrmQty: 100, NtlFinVol: last * 100 });

describe('reading the file', () => {
  it('reads the status line, the header by name and the decimal comma; every segment lands', async () => {
    const text = consolidatedText('Final', [etf('2026-06-19', 'FIXA11', 10.5)]).replace(/\r\n$/, `\r\n${DI1_LINE}\r\n`);
    expect(await load(write('TradeInformationConsolidatedFile_2026-06-19.csv', `\uFEFF${text}`))).toMatchObject({ status: 'loaded', rowsRead: 2, rowsInserted: 2 });
    expect(await held('2026-06-19')).toEqual([
      { tckr_symb: 'DI1F27', sgmt_nm: 'FINANCIAL', last_pric: '14.255', ref_pric: null, trad_qty: '9681', ntl_fin_vol: '26691234687.86', oscn_pctg: '0.06', file_status: 'Final' },
      { tckr_symb: 'FIXA11', sgmt_nm: 'FORWARD', last_pric: '10.5', ref_pric: '10.5', trad_qty: '10', ntl_fin_vol: '1050', oscn_pctg: '-0.5', file_status: 'Final' },
    ]);
  });

  it('reads a Latin-1 file too', async () => {
    const text = consolidatedText('Parcial', [etf('2026-06-22', 'FIXA11', 10)]);
    await load(write('latin1.csv', iconv.encode(text.replace('FIXA11;BRFIXA11CTF000', 'FIXA11;BRFIXA11CTFÇÃ0'), 'latin1')));
    const isin = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.trade_consolidated').select('isin').where(sql<boolean>`rpt_dt = '2026-06-22'::date`).executeTakeFirstOrThrow());
    expect(isin.isin).toBe('BRFIXA11CTFÇÃ0');
  });
});

describe('Final and Parcial', () => {
  const day = '2026-07-01';
  it('a Parcial, then the Final of the same session replaces it (rows the Final does not list go)', async () => {
    await load(write('p1.csv', consolidatedText('Parcial', [etf(day, 'FIXA11', 10), etf(day, 'GONE11', 5)])));
    expect((await held(day)).map((r) => [r.tckr_symb, r.last_pric, r.file_status])).toEqual([['FIXA11', '10', 'Parcial'], ['GONE11', '5', 'Parcial']]);
    await load(write('f1.csv', consolidatedText('Final', [etf(day, 'FIXA11', 11)])));
    expect((await held(day)).map((r) => [r.tckr_symb, r.last_pric, r.file_status])).toEqual([['FIXA11', '11', 'Final']]);
  });

  it('a Parcial arriving after the Final changes nothing and adds nothing', async () => {
    const result = await load(write('p2.csv', consolidatedText('Parcial', [etf(day, 'FIXA11', 12), etf(day, 'LATE11', 7)])));
    expect(result).toMatchObject({ status: 'loaded', rowsUpdated: 0 });
    expect((await held(day)).map((r) => [r.tckr_symb, r.last_pric, r.file_status])).toEqual([['FIXA11', '11', 'Final']]);
  });

  it('a second Parcial replaces the first', async () => {
    const next = '2026-07-02';
    await load(write('p3.csv', consolidatedText('Parcial', [etf(next, 'FIXA11', 10)])));
    await load(write('p4.csv', consolidatedText('Parcial', [etf(next, 'FIXA11', 10.25)])));
    expect((await held(next)).map((r) => [r.last_pric, r.file_status])).toEqual([['10.25', 'Parcial']]);
  });
});

describe('refusals load nothing and name the line', () => {
  const refused = async (file: string, why: RegExp) => {
    const error = await expectIngestFileError(load(file));
    expect(error.message).toMatch(why);
  };
  it('no status line', () => refused(write('nostatus.csv', consolidatedText('Final', [etf('2026-08-03', 'FIXA11', 10)]).split('\r\n').slice(1).join('\r\n')), /nostatus.csv line 1: not the status line "Status do Arquivo: Final\|Parcial"/));
  it('a price that is not a number', () => refused(write('bad.csv', consolidatedText('Final', [etf('2026-08-03', 'FIXA11', 10), { ...etf('2026-08-03', 'FIXB11', 10), LastPric: '10,x' }])), /bad.csv line 4: "10,x" is not a number in column LastPric/));
  it('a line with a field missing', () => refused(write('short.csv', consolidatedText('Final', [etf('2026-08-03', 'FIXA11', 10)]).replace(/;[^;\r\n]*\r\n$/, '\r\n')), /short.csv line 3: 14 fields where the header has 15/));
  it('a missing column', () => refused(write('nocol.csv', consolidatedText('Final', [etf('2026-08-03', 'FIXA11', 10)]).replace('RefPric', 'Other')), /missing column RefPric/));
  it('a ticker twice in one session', () => refused(write('twice.csv', consolidatedText('Final', [etf('2026-08-03', 'FIXA11', 10), etf('2026-08-03', 'FIXA11', 11)])), /line 4: repeats the key \(RptDt=2026-08-03, TckrSymb=FIXA11\) of line 3/));
  it('an empty answer', () => refused(write('empty.csv', ''), /the file is empty/));
});
