// The curated-etf sample set: the committed curated/*.csv loaded marked synthetic;
// portfolio_fees shows a sample ETF's website fee beside disclosed_*, flagged as a sample entry.
import { describe, expect, it } from 'vitest';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';
import { readDb } from '../helpers/db.js';
import { query } from '../ingest/cvm-files/support.js';

const env = useIngestDatabase();
const set = SAMPLE_SETS.find((s) => s.name === 'curated-etf')!;

describe('curated-etf sample set', () => {
  it('loads the three committed files marked synthetic; portfolio_fees serves the sample ETF fields, said to be sample entries', async () => {
    const results = await set.load(env.db.superuserUrl, env.dataDir, tempDir(), { progress: false });
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['etf_registry.csv', 'loaded'], ['etf_site_snapshots.csv', 'loaded'], ['etf_index_class.csv', 'loaded']]);
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('ingest.ingest_log').select(['source', 'synthetic']).distinct().execute())).toEqual([{ source: 'curated-etf', synthetic: true }]);
    const { cnpj, ticker } = await readDb(env.db.superuserUrl, (db) => db.selectFrom('curated.etf_registry').select(['cnpj', 'ticker']).where('ticker', '=', 'AMOS11').executeTakeFirstOrThrow());
    const [row] = await query<Record<string, unknown>>(env.db.superuserUrl, 'select etf_ticker, etf_site_taxa_adm::text as fee, etf_site_as_of::text as as_of, etf_site_note, disclosed_taxa_adm from api.portfolio_fees($1)', [[cnpj]]);
    expect(row).toMatchObject({ etf_ticker: ticker, fee: '0.250000', as_of: '2026-09-30', disclosed_taxa_adm: null });
    expect(row.etf_site_note).toContain('SAMPLE ENTRY');
  });
});
