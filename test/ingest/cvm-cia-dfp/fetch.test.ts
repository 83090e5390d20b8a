// cvm-cia-dfp and cvm-cia-cad online, against a loopback stand-in for
// dados.cvm.gov.br: --year asks CIA_ABERTA/DOC/DFP/DADOS/dfp_cia_aberta_YYYY.zip,
// the register its one current file; a year not published fails alone.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { dfpMembers } from '../../../src/sample/cvm-companies.js';
import { cvmFixture } from '../cvm-files/support.js';
import { useLoopbackPortal } from '../cvm-files/loopback.js';
import { tempDir, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const portal = useLoopbackPortal(env, {
  'CIA_ABERTA/DOC/DFP/DADOS/dfp_cia_aberta_2024.zip': async () => {
    const file = path.join(tempDir(), 'dfp_cia_aberta_2024.zip');
    await writeZip(file, dfpMembers(2024));
    return file;
  },
  'CIA_ABERTA/CAD/DADOS/cad_cia_aberta.csv': cvmFixture('cia_aberta/cad_cia_aberta.csv'),
});

describe('cvm-cia-dfp and cvm-cia-cad online', () => {
  it('--year downloads the yearly zip and loads it; an unpublished year fails alone', async () => {
    const { results, failures } = await portal.run('cvm-cia-dfp', { year: ['2024', '2019'] });
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['dfp_cia_aberta_2024.zip', 'loaded']]);
    expect(failures.map((f) => f.message).join('\n')).toContain('dfp_cia_aberta_2019.zip');
    expect(portal.requests).toContain('/dados/CIA_ABERTA/DOC/DFP/DADOS/dfp_cia_aberta_2024.zip');
  });

  it('the register downloads as its one current file', async () => {
    const { results } = await portal.run('cvm-cia-cad', {});
    expect(results.map((r) => [r.fileName, r.status, r.status === 'loaded' && r.rowsInserted])).toEqual([['cad_cia_aberta.csv', 'loaded', 2584]]);
  });
});
