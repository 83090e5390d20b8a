// The curated ETF files: UTF-8 CSV read by header name (a quoted comma kept),
// reviewed_by/reviewed_at required on every row, sample flag yes/no, a file that
// no longer lists a row removes it; the command loads the committed curated/*.csv.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCuratedEtfFile } from '../../../src/ingest/curated-etf/load.js';
import { SOURCES } from '../../../src/ingest/sources.js';
import { commandOf } from '../../../src/ingest/run-source.js';
import type { FileResult } from '../../../src/ingest/common/index.js';
import { asText, readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/curated');
const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const load = (name: string) => loadCuratedEtfFile(path.join(FIXTURES, name), options());
const registry = () =>
  readDb(env.db.superuserUrl, (db) =>
    db.selectFrom('curated.etf_registry').select((eb) => ['cnpj', 'ticker', 'fund_name', 'underlying_index', 'active', 'sample', 'reviewed_by', ...asText(eb, 'reviewed_at')]).orderBy('cnpj').execute(),
  );

beforeEach(async () => {
  await withClient(env.db.superuserUrl, (c) => c.query('truncate curated.etf_registry, curated.etf_site_snapshot, curated.etf_index_class, ingest.ingest_log cascade'));
});

describe('curated-etf', () => {
  it('loads each file into its table by name: CNPJ to 14 digits, flags, review columns, a blank fee NULL', async () => {
    for (const name of ['etf_registry.csv', 'etf_site_snapshots.csv', 'etf_index_class.csv']) expect(await load(name)).toMatchObject({ status: 'loaded' });
    expect(await registry()).toEqual([
      { cnpj: '30000001000101', ticker: 'TSTA11', fund_name: 'ETF TESTE RENDA FIXA', underlying_index: 'INDICE TESTE RF', active: true, sample: false, reviewed_by: 'owner', reviewed_at: '2026-11-20' },
      { cnpj: '30000002000102', ticker: 'TSTB11', fund_name: 'ETF TESTE SEM TAXA', underlying_index: 'INDICE TESTE RF', active: true, sample: false, reviewed_by: 'owner', reviewed_at: '2026-11-20' },
      { cnpj: '30000003000103', ticker: 'TSTC11', fund_name: 'ETF TESTE, AÇÕES', underlying_index: 'INDICE TESTE ACOES', active: false, sample: true, reviewed_by: 'owner', reviewed_at: '2026-11-21' },
    ]);
    const snapshots = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('curated.etf_site_snapshot').select((eb) => asText(eb, 'ticker', 'as_of', 'taxa_adm', 'nr_cotistas', 'pl', 'source')).orderBy('ticker').orderBy('as_of').execute(),
    );
    expect(snapshots).toEqual([
      { ticker: 'TSTA11', as_of: '2026-08-31', taxa_adm: '0.300000', nr_cotistas: '1200', pl: '45000000.50', source: 'etf-site.example/TSTA11' },
      { ticker: 'TSTA11', as_of: '2026-10-31', taxa_adm: null, nr_cotistas: '1350', pl: '47000000.00', source: 'etf-site.example/TSTA11' },
      { ticker: 'TSTB11', as_of: '2026-10-31', taxa_adm: null, nr_cotistas: '800', pl: '9000000.00', source: 'etf-site.example/TSTB11' },
    ]);
    expect(await readDb(env.db.superuserUrl, (db) => db.selectFrom('curated.etf_index_class').select(['underlying_index', 'classe_anbima']).execute())).toEqual([{ underlying_index: 'INDICE TESTE RF', classe_anbima: 'Renda Fixa' }]);
  });

  it('the file is the whole registry: a row it no longer lists is removed, a changed review date updated', async () => {
    await load('etf_registry.csv');
    expect(await load('etf_registry_smaller.csv')).toMatchObject({ status: 'loaded', rowsUpdated: 1 });
    expect((await registry()).map((r) => [r.ticker, r.reviewed_at])).toEqual([['TSTA11', '2026-11-22']]);
  });

  it('refuses a flag that is not yes/no and a row without reviewed_by, naming file, line and column; an unknown file name', async () => {
    expect((await expectIngestFileError(load('etf_registry_bad_active.csv'))).message).toBe('etf_registry_bad_active.csv line 3: "maybe" is not yes or no in column active');
    expect((await expectIngestFileError(load('etf_registry_unreviewed.csv'))).message).toBe('etf_registry_unreviewed.csv line 2: blank reviewed_by (it may not be blank)');
    expect((await expectIngestFileError(loadCuratedEtfFile(path.join(FIXTURES, '../cvm/cad_fi.csv'), options()))).message).toBe(
      'cad_fi.csv: not a curated ETF file: expected etf_registry.csv, etf_site_snapshots.csv, etf_index_class.csv',
    );
    expect(await registry()).toEqual([]);
  });

  it('the command without --file loads the committed curated/*.csv, whose rows are marked sample', async () => {
    const command = commandOf(await SOURCES['curated-etf']());
    const results: FileResult[] = [];
    const failures: Error[] = [];
    await command.prepare({} as never)({ ...options(), force: false, onResult: (r) => results.push(r), onFailure: (e) => failures.push(e) });
    expect(failures).toEqual([]);
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['etf_registry.csv', 'loaded'], ['etf_site_snapshots.csv', 'loaded'], ['etf_index_class.csv', 'loaded']]);
    const unmarked = await readDb(env.db.superuserUrl, (db) =>
      Promise.all(
        (['curated.etf_registry', 'curated.etf_site_snapshot', 'curated.etf_index_class'] as const).map((table) =>
          db.selectFrom(table).select('sample').where('sample', '=', false).execute(),
        ),
      ),
    );
    expect(unmarked.flat()).toEqual([]);
  });
});
