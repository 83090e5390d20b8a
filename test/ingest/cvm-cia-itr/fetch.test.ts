// cvm-cia-itr online, against a loopback stand-in for dados.cvm.gov.br: --year
// asks CIA_ABERTA/DOC/ITR/DADOS/itr_cia_aberta_YYYY.zip; a year not published fails alone.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { itrMembers } from '../../../src/sample/cvm-companies.js';
import { useLoopbackPortal } from '../cvm-files/loopback.js';
import { tempDir, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const portal = useLoopbackPortal(env, {
  'CIA_ABERTA/DOC/ITR/DADOS/itr_cia_aberta_2025.zip': async () => {
    const file = path.join(tempDir(), 'itr_cia_aberta_2025.zip');
    await writeZip(file, itrMembers(2025));
    return file;
  },
});

describe('cvm-cia-itr online', () => {
  it('--year downloads the yearly zip and loads it; an unpublished year fails alone', async () => {
    const { results, failures } = await portal.run('cvm-cia-itr', { year: ['2025', '2019'] });
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['itr_cia_aberta_2025.zip', 'loaded']]);
    expect(failures.map((f) => f.message).join('\n')).toContain('itr_cia_aberta_2019.zip');
    expect(portal.requests).toContain('/dados/CIA_ABERTA/DOC/ITR/DADOS/itr_cia_aberta_2025.zip');
  });
});
