// The IPE loader: a yearly zip or its CSV, every version of every protocol kept,
// a line without a protocol counted as read but not landed; a malformed date
// refuses the file naming the line.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCiaIpeFile } from '../../../src/ingest/cvm-cia-ipe/load.js';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { ipeMember, SAMPLE_EVENTS } from '../../../src/sample/cvm-company-events.js';
import { cvmFixture, query } from '../cvm-files/support.js';
import { expectIngestFileError, tempDir, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

describe('cvm-cia-ipe', () => {
  it('refuses a date not written YYYY-MM-DD naming the line, and loads nothing', async () => {
    const error = await expectIngestFileError(loadCiaIpeFile(cvmFixture('cia_aberta/ipe/malformed/ipe_cia_aberta_2015.csv'), options()));
    expect(error.message).toBe('ipe_cia_aberta_2015.csv line 3: "04/05/2015" is not a date YYYY-MM-DD in column Data_Entrega');
    expect(await query(env.db.superuserUrl, 'select * from cvm.ipe_document')).toEqual([]);
  });

  it('refuses a CSV whose name is not the IPE file', async () => {
    const error = await expectIngestFileError(loadCiaIpeFile(cvmFixture('cia_aberta/cad_cia_aberta.csv'), options()));
    expect(error.message).toContain('is neither ipe_cia_aberta_YYYY.zip nor its member ipe_cia_aberta_YYYY.csv');
  });

  it('lands every version of each protocol as published; a line without a protocol is read, not landed', async () => {
    const result = await loadCiaIpeFile(cvmFixture('cia_aberta/ipe/ipe_cia_aberta_2015.csv'), options());
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 5, rowsInserted: 4 });
    const rows = await query(env.db.superuserUrl,
      'select protocolo_entrega, versao, cnpj, codigo_cvm, categoria, data_entrega::text, tipo, link_download from cvm.ipe_document order by protocolo_entrega, versao');
    expect(rows).toEqual([
      { protocolo_entrega: '000001IPE2015', versao: 1, cnpj: '99400004000104', codigo_cvm: 990004, categoria: 'Fato Relevante', data_entrega: '2015-03-02', tipo: null, link_download: 'https://www.rad.cvm.gov.br/ENET/frmDownloadDocumento.aspx?Tela=ext&numProtocolo=000001IPE2015&descTipo=IPE&CodigoInstituicao=1' },
      { protocolo_entrega: '000001IPE2015', versao: 2, cnpj: '99400004000104', codigo_cvm: 990004, categoria: 'Fato Relevante', data_entrega: '2015-03-05', tipo: null, link_download: 'https://www.rad.cvm.gov.br/ENET/frmDownloadDocumento.aspx?Tela=ext&numProtocolo=000001IPE2015&descTipo=IPE&CodigoInstituicao=1' },
      { protocolo_entrega: '000002IPE2015', versao: 1, cnpj: '99400004000104', codigo_cvm: 990004, categoria: 'Assembleia', data_entrega: '2015-05-04', tipo: 'AGO', link_download: 'https://www.rad.cvm.gov.br/ENET/frmDownloadDocumento.aspx?Tela=ext&numProtocolo=000002IPE2015&descTipo=IPE&CodigoInstituicao=1' },
      { protocolo_entrega: '000003IPE2015', versao: 1, cnpj: '99400004000104', codigo_cvm: 990004, categoria: 'Comunicado ao Mercado', data_entrega: null, tipo: null, link_download: 'https://www.rad.cvm.gov.br/ENET/frmDownloadDocumento.aspx?Tela=ext&numProtocolo=000003IPE2015&descTipo=IPE&CodigoInstituicao=1' },
    ]);
  });

  it('loads a yearly zip', async () => {
    const file = path.join(tempDir(), 'ipe_cia_aberta_2025.zip');
    await writeZip(file, [ipeMember(2025)]);
    const in2025 = SAMPLE_EVENTS.filter((e) => e.delivered.startsWith('2025'));
    expect(await loadCiaIpeFile(file, options())).toMatchObject({ status: 'loaded', rowsRead: in2025.length, rowsInserted: in2025.filter((e) => e.protocol).length });
  });
});
