// b3.tape_listing, kept by the COTAHIST loader: whatever order the files come
// in (newer sessions appended, an older file recounting its tickers, a file
// loaded again), it equals the cash-board records of the genuine days grouped
// by ticker and ISIN, computed here from the files.
import { describe, expect, it } from 'vitest';
import { loadCotahistFile } from '../../../src/ingest/b3-cotahist/load.js';
import { GENUINE_DAYS, genuineTape } from '../../helpers/tape-api.js';
import { query } from '../cvm-files/support.js';
import { useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const options = (force = false) => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, force });

function expected() {
  const groups = new Map<string, { ticker: string; isin: string; dates: string[]; newest: ReturnType<typeof genuineTape>[number] }>();
  for (const r of genuineTape().filter((x) => x.tpmerc === '010')) {
    const key = `${r.codneg}|${r.isin ?? ''}`;
    const g = groups.get(key) ?? { ticker: r.codneg, isin: r.isin ?? '', dates: [], newest: r };
    g.dates.push(r.trade_date);
    if (r.trade_date >= g.newest.trade_date) g.newest = r;
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({
    ticker: g.ticker, isin: g.isin, first_session: [...g.dates].sort()[0], last_session: [...g.dates].sort().at(-1), sessions: g.dates.length,
    short_name: g.newest.nomres, spec: g.newest.especi, codbdi: g.newest.codbdi,
  })).sort((a, b) => (a.ticker + '|' + a.isin < b.ticker + '|' + b.isin ? -1 : 1));
}
const listing = () => query(env.db.superuserUrl,
  "select ticker, isin, first_session::text, last_session::text, sessions, short_name, spec, codbdi from b3.tape_listing order by ticker || '|' || isin collate \"C\"");

describe('b3.tape_listing', () => {
  it('newer days add their counts, an older day recounts its tickers, a reload changes nothing', async () => {
    const [june2021, feb3, feb4] = GENUINE_DAYS;
    for (const file of [feb3, feb4, june2021]) expect((await loadCotahistFile(file, options())).status).toBe('loaded');
    const want = expected();
    expect(want.length).toBeGreaterThan(100);
    expect(await listing()).toEqual(want);
    expect((await loadCotahistFile(feb4, options(true))).status).toBe('loaded');
    expect(await listing()).toEqual(want);
  });
});
