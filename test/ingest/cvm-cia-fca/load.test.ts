// The FCA loader: the valor_mobiliario member of a yearly zip or as a plain CSV,
// every version and line kept, the ticker map rebuilt from the newest filing of
// each (ticker, company); a malformed date refuses the file naming the line.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCiaFcaFile } from '../../../src/ingest/cvm-cia-fca/load.js';
import { writeZip } from '../../../src/sample/cvm-fii-fidc/zip.js';
import { fcaValorMobiliario, SAMPLE_FCA_YEARS, SAMPLE_TICKER_CHANGE } from '../../../src/sample/cvm-company-tickers.js';
import { cvmFixture, query } from '../cvm-files/support.js';
import { expectIngestFileError, tempDir, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const tickers = () => query<{ ticker: string; cnpj: string; valid_from: string | null; valid_to: string | null; dt_refer: string; versao: number; security: string }>(env.db.superuserUrl,
  'select ticker, cnpj, valid_from::text, valid_to::text, dt_refer::text, versao, security from cvm.company_ticker order by ticker, cnpj');

describe('cvm-cia-fca', () => {
  it('refuses a date not written YYYY-MM-DD naming the line, and loads nothing', async () => {
    const error = await expectIngestFileError(loadCiaFcaFile(cvmFixture('cia_aberta/fca/malformed/fca_cia_aberta_valor_mobiliario_2022.csv'), options()));
    expect(error.message).toBe('fca_cia_aberta_valor_mobiliario_2022.csv line 3: "03/01/2005" is not a date YYYY-MM-DD in column Data_Inicio_Negociacao');
    expect(await query(env.db.superuserUrl, 'select * from cvm.fca_valor_mobiliario')).toEqual([]);
  });

  it('refuses a CSV whose name is not the valor_mobiliario member', async () => {
    const error = await expectIngestFileError(loadCiaFcaFile(cvmFixture('cia_aberta/cad_cia_aberta.csv'), options()));
    expect(error.message).toContain('is neither fca_cia_aberta_YYYY.zip nor its member fca_cia_aberta_valor_mobiliario_YYYY.csv');
  });

  it('lands every line of every version (two identical code-less lines told apart by their ordinal) and maps each ticker from the newest version', async () => {
    const result = await loadCiaFcaFile(cvmFixture('cia_aberta/fca/fca_cia_aberta_valor_mobiliario_2022.csv'), options());
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 5, rowsInserted: 5 });
    const lines = await query<{ versao: number; line_no: number; codigo_negociacao: string | null; valor_mobiliario: string }>(env.db.superuserUrl,
      'select versao, line_no, codigo_negociacao, valor_mobiliario from cvm.fca_valor_mobiliario order by versao, line_no');
    expect(lines).toEqual([
      { versao: 1, line_no: 1, codigo_negociacao: 'GAMA3', valor_mobiliario: 'Ações Ordinárias' },
      { versao: 1, line_no: 2, codigo_negociacao: null, valor_mobiliario: 'Debêntures' },
      { versao: 1, line_no: 3, codigo_negociacao: null, valor_mobiliario: 'Debêntures' },
      { versao: 2, line_no: 1, codigo_negociacao: 'GAMA3', valor_mobiliario: 'Ações Ordinárias' },
      { versao: 2, line_no: 2, codigo_negociacao: 'dlta11', valor_mobiliario: 'Units' },
    ]);
    // the code is upper-cased in the map; a blank end date is NULL (still trading)
    expect(await tickers()).toEqual([
      { ticker: 'DLTA11', cnpj: '99400004000104', valid_from: '2016-03-01', valid_to: null, dt_refer: '2022-01-01', versao: 2, security: 'Units' },
      { ticker: 'GAMA3', cnpj: '99400004000104', valid_from: '2005-01-03', valid_to: '2014-12-30', dt_refer: '2022-01-01', versao: 2, security: 'Ações Ordinárias' },
    ]);
    expect(await loadCiaFcaFile(cvmFixture('cia_aberta/fca/fca_cia_aberta_valor_mobiliario_2022.csv'), options())).toMatchObject({ status: 'skipped' });
  });

  it('loads yearly zips: a later form closing a ticker closes it in the map, the older form stays landed', async () => {
    for (const year of SAMPLE_FCA_YEARS) {
      const file = path.join(tempDir(), `fca_cia_aberta_${year}.zip`);
      const member = fcaValorMobiliario(year);
      await writeZip(file, [member]);
      expect(await loadCiaFcaFile(file, options())).toMatchObject({ status: 'loaded', rowsRead: member.lines.length - 1 });
    }
    const beta = (await tickers()).filter((t) => t.cnpj === SAMPLE_TICKER_CHANGE.cnpj);
    expect(beta.map((t) => [t.ticker, t.valid_from, t.valid_to, t.dt_refer])).toEqual([
      ['BETA3', '2012-05-02', SAMPLE_TICKER_CHANGE.lastOld, '2025-01-01'],
      ['BTVJ3', SAMPLE_TICKER_CHANGE.firstNew, null, '2025-01-01'],
    ]);
    const open2023 = await query<{ data_fim_negociacao: string | null }>(env.db.superuserUrl,
      "select data_fim_negociacao::text from cvm.fca_valor_mobiliario where cnpj = $1 and codigo_negociacao = 'BETA3' and dt_refer = '2023-01-01'", [SAMPLE_TICKER_CHANGE.cnpj]);
    expect(open2023).toEqual([{ data_fim_negociacao: null }]);
  });
});
