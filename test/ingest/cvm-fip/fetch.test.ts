// Online mode of the fund-family sources (cvm-fii-trimestral, cvm-fip,
// cvm-fiagro-mensal) through their commands, against a local HTTP server on
// 127.0.0.1 only: the paths dados.cvm.gov.br publishes them under (FIP's
// quarterly report through 2023, four-monthly from 2024; FIAGRO from 2025-05),
// a transient failure retried.
import { describe, expect, it } from 'vitest';
import { SOURCES } from '../../../src/ingest/sources.js';
import { commandOf } from '../../../src/ingest/run-source.js';
import { UsageError } from '../../../src/ingest/command.js';
import { useIngestDatabase } from '../support.js';
import { useLoopbackPortal } from '../cvm-files/loopback.js';
import { cvmFixture, loadedFilesBySource, zipFixture } from '../cvm-files/support.js';

const env = useIngestDatabase();
const csvOnly = (name: string) => name.endsWith('.csv');
const { requests, run } = useLoopbackPortal(env, {
  'FII/DOC/INF_TRIMESTRAL/DADOS/inf_trimestral_fii_2025.zip': () => zipFixture('fii_trimestral_2025', 'x.zip', csvOnly),
  'FIP/DOC/INF_TRIMESTRAL/DADOS/inf_trimestral_fip_2023.csv': cvmFixture('fip/inf_trimestral_fip_2023.csv'),
  'FIP/DOC/INF_QUADRIMESTRAL/DADOS/inf_quadrimestral_fip_2024.csv': cvmFixture('fip/inf_quadrimestral_fip_2024.csv'),
  'FIAGRO/DOC/INF_MENSAL/DADOS/inf_mensal_fiagro_202506.zip': () => zipFixture('fiagro_202506', 'x.zip', csvOnly),
});

describe('fund-family sources online', () => {
  it('downloads the FII quarterly archive (after a retry), both FIP report kinds by year and FIAGRO months from 2025-05 only', async () => {
    expect((await run('cvm-fii-trimestral', { year: ['2025'] })).results.map((r) => r.status)).toEqual(['loaded']);
    expect((await run('cvm-fip', { year: ['2023', '2024'] })).results.map((r) => [r.fileName, r.status])).toEqual([
      ['inf_trimestral_fip_2023.csv', 'loaded'],
      ['inf_quadrimestral_fip_2024.csv', 'loaded'],
    ]);
    const fiagro = await run('cvm-fiagro-mensal', { from: '2025-04', to: '2025-06' });
    expect(fiagro.results.map((r) => [r.fileName, r.status])).toEqual([['inf_mensal_fiagro_202506.zip', 'loaded']]);
    expect(fiagro.failures).toHaveLength(1); // 2025-05 is not on the stand-in
    expect(requests).not.toContain('/dados/FIAGRO/DOC/INF_MENSAL/DADOS/inf_mensal_fiagro_202504.zip');
    expect(requests).toContain('/dados/FIAGRO/DOC/INF_MENSAL/DADOS/inf_mensal_fiagro_202505.zip');
    expect(await loadedFilesBySource(env.db.superuserUrl)).toEqual([
      { source: 'cvm-fiagro-mensal', n: '1' },
      { source: 'cvm-fii-trimestral', n: '1' },
      { source: 'cvm-fip', n: '2' },
    ]);
  });

  it('refuses a malformed --year, and FIAGRO months that are all before 2025-05', async () => {
    expect(() => commandOf(SOURCES_LOADED.fip).prepare({ year: ['20x'] } as never)).toThrow(UsageError);
    expect(() => commandOf(SOURCES_LOADED.fiagro).prepare({ from: '2024-01', to: '2025-04' } as never)).toThrow(/from 2025-05/);
  });
});

const SOURCES_LOADED = { fip: await SOURCES['cvm-fip'](), fiagro: await SOURCES['cvm-fiagro-mensal']() };
