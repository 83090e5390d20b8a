// Online mode of the instrument sources (cvm-cda, cvm-securit-mensal) through
// their commands, against a local HTTP server on 127.0.0.1 only: the paths
// dados.cvm.gov.br publishes them under (a month before 2023 fetches its year's
// HIST archive once), a transient failure retried.
import { describe, expect, it } from 'vitest';
import { SOURCES } from '../../../src/ingest/sources.js';
import { commandOf } from '../../../src/ingest/run-source.js';
import { UsageError } from '../../../src/ingest/command.js';
import { useIngestDatabase } from '../support.js';
import { useLoopbackPortal } from './loopback.js';
import { loadedFilesBySource, zipFixture } from './support.js';

const env = useIngestDatabase();
const { requests, run } = useLoopbackPortal(env, {
  'FI/DOC/CDA/DADOS/cda_fi_202509.zip': () => zipFixture('cda', 'x.zip'),
  'FI/DOC/CDA/DADOS/HIST/cda_fi_2022.zip': () => zipFixture('cda-hist', 'x.zip'),
  'SECURIT/DOC/INF_MENSAL_CRI/DADOS/inf_mensal_cri_2025.zip': () => zipFixture('securit-cri', 'x.zip'),
  'SECURIT/DOC/INF_MENSAL_CRA/DADOS/inf_mensal_cra_2025.zip': () => zipFixture('securit-cra', 'x.zip'),
});

describe('instrument sources online', () => {
  it('CDA: two months of 2022 fetch the HIST year once (after a retry), 2025-09 its monthly archive; CRI and CRA by year', async () => {
    expect((await run('cvm-cda', { from: '2022-07', to: '2022-08' })).results.map((r) => r.status)).toEqual(['loaded']);
    expect((await run('cvm-cda', { from: '2025-09', to: '2025-09' })).results.map((r) => r.status)).toEqual(['loaded']);
    expect((await run('cvm-securit-mensal', { year: ['2025'] })).results.map((r) => r.status)).toEqual(['loaded', 'loaded']);
    expect(requests.filter((r) => r.includes('HIST'))).toEqual(['/dados/FI/DOC/CDA/DADOS/HIST/cda_fi_2022.zip', '/dados/FI/DOC/CDA/DADOS/HIST/cda_fi_2022.zip']);
    expect(await loadedFilesBySource(env.db.superuserUrl)).toEqual([
      { source: 'cvm-cda', n: '2' },
      { source: 'cvm-securit-mensal', n: '2' },
    ]);
  });

  it('refuses cvm-securit-mensal without --file or --year, and a malformed --year', async () => {
    const command = commandOf(await SOURCES['cvm-securit-mensal']());
    expect(() => command.prepare({} as never)).toThrow(UsageError);
    expect(() => command.prepare({ year: ['25'] } as never)).toThrow(UsageError);
  });
});
