// cvm-cia-ipe online, against a loopback stand-in for dados.cvm.gov.br: --year
// asks CIA_ABERTA/DOC/IPE/DADOS/ipe_cia_aberta_YYYY.zip; a year not published fails alone.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { ipeMember } from '../../../src/sample/cvm-company-events.js';
import { useLoopbackPortal } from '../cvm-files/loopback.js';
import { tempDir, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const portal = useLoopbackPortal(env, {
  'CIA_ABERTA/DOC/IPE/DADOS/ipe_cia_aberta_2024.zip': async () => {
    const file = path.join(tempDir(), 'ipe_cia_aberta_2024.zip');
    await writeZip(file, [ipeMember(2024)]);
    return file;
  },
});

describe('cvm-cia-ipe online', () => {
  it('--year downloads the yearly zip and loads it; an unpublished year fails alone', async () => {
    const { results, failures } = await portal.run('cvm-cia-ipe', { year: ['2024', '2019'] });
    expect(results.map((r) => [r.fileName, r.status, r.status === 'loaded' && r.rowsInserted])).toEqual([['ipe_cia_aberta_2024.zip', 'loaded', ipeMember(2024).lines.length - 1]]);
    expect(failures.map((f) => f.message).join('\n')).toContain('ipe_cia_aberta_2019.zip');
    expect(portal.requests).toContain('/dados/CIA_ABERTA/DOC/IPE/DADOS/ipe_cia_aberta_2024.zip');
  });
});
