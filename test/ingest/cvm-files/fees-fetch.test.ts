// Online mode of the fee sources (cvm-extrato, cvm-lamina, cvm-balancete) through
// their commands, against a local HTTP server on 127.0.0.1 only: the paths
// dados.cvm.gov.br publishes them under, a transient failure retried.
import { describe, expect, it } from 'vitest';
import { SOURCES } from '../../../src/ingest/sources.js';
import { commandOf } from '../../../src/ingest/run-source.js';
import { UsageError } from '../../../src/ingest/command.js';
import { useIngestDatabase } from '../support.js';
import { useLoopbackPortal } from './loopback.js';
import { cvmFixture, loadedFilesBySource, zipFixture } from './support.js';

const env = useIngestDatabase();
const { requests, run } = useLoopbackPortal(env, {
  'FI/DOC/EXTRATO/DADOS/extrato_fi_2020.csv': cvmFixture('extrato_fi_2020.csv'),
  'FI/DOC/EXTRATO/DADOS/extrato_fi.csv': cvmFixture('extrato_fi_fees.csv'),
  'FI/DOC/LAMINA/DADOS/lamina_fi_202504.zip': () => zipFixture('lamina', 'x.zip'),
  'FI/DOC/BALANCETE/DADOS/balancete_fi_202504.zip': () => zipFixture('balancete', 'x.zip'),
});

describe('fee sources online', () => {
  it('downloads the yearly Extrato (after a retry), the current one, a lâmina month and a balance-sheet month; a missing month fails alone', async () => {
    expect((await run('cvm-extrato', { year: ['2020'] })).results.map((r) => r.status)).toEqual(['loaded']);
    expect((await run('cvm-extrato', {})).results.map((r) => r.status)).toEqual(['loaded']);
    const lamina = await run('cvm-lamina', { from: '2025-03', to: '2025-04' });
    expect(lamina.results.map((r) => r.status)).toEqual(['loaded']);
    expect(lamina.failures).toHaveLength(1);
    expect((await run('cvm-balancete', { from: '2025-04', to: '2025-04' })).results.map((r) => r.status)).toEqual(['loaded']);
    expect(requests).toContain('/dados/FI/DOC/LAMINA/DADOS/lamina_fi_202503.zip');
    expect(await loadedFilesBySource(env.db.superuserUrl)).toEqual([
      { source: 'cvm-balancete', n: '1' },
      { source: 'cvm-extrato', n: '2' },
      { source: 'cvm-lamina', n: '1' },
    ]);
  });

  it('refuses a malformed --year', async () => {
    const command = commandOf(await SOURCES['cvm-extrato']());
    expect(() => command.prepare({ year: ['20x'] } as never)).toThrow(UsageError);
  });
});
