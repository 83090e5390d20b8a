// Online mode of the CVM loaders against a loopback HTTP server (nothing leaves
// the machine): months map to the monthly zip or the yearly HIST archive, each
// download is loaded as a file, a missing file fails alone.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FileResult } from '../../../src/ingest/common/types.js';
import { command as infDiarioSource } from '../../../src/ingest/cvm-inf-diario/command.js';
import { command as registroSource } from '../../../src/ingest/cvm-registro/command.js';
import { commandOf } from '../../../src/ingest/run-source.js';
import { infDiarioPath } from '../../../src/ingest/cvm-inf-diario/load.js';
import { UsageError } from '../../../src/ingest/command.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { useIngestDatabase } from '../support.js';
import { kyselyOver } from '../../../src/db/kysely.js';
import { withClient } from '../../helpers/db.js';
import { cvmFixture } from './support.js';

const infDiario = commandOf(infDiarioSource);
const registro = commandOf(registroSource);
const env = useIngestDatabase();
const SERVED: Record<string, string> = {
  '/dados/FI/DOC/INF_DIARIO/DADOS/HIST/inf_diario_fi_2019.zip': 'inf_diario_fi_2019.zip',
  '/dados/FI/DOC/INF_DIARIO/DADOS/inf_diario_fi_202410.zip': 'inf_diario_fi_202410.zip',
  '/dados/FI/CAD/DADOS/registro_fundo_classe.zip': 'registro_fundo_classe.zip',
};

const site = useLoopbackServer((req, res) => {
  const file = SERVED[req.url!];
  if (!file) return void res.writeHead(404).end('not found');
  res.writeHead(200, { 'content-type': 'application/zip' }).end(fs.readFileSync(cvmFixture(file)));
}, '/dados');
const requests = site.requests;

async function run(prepare: () => (context: never) => Promise<void>) {
  const results: FileResult[] = [];
  const failures: Error[] = [];
  const context = { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, force: false, progress: false, onResult: (r: FileResult) => results.push(r), onFailure: (e: Error) => failures.push(e) };
  await (prepare() as unknown as (c: typeof context) => Promise<void>)(context);
  return { results, failures };
}

describe('CVM online mode', () => {
  it('maps months to the monthly zip from 2021 and to the yearly HIST archive before', () => {
    expect(infDiarioPath('2019-02')).toBe('FI/DOC/INF_DIARIO/DADOS/HIST/inf_diario_fi_2019.zip');
    expect(infDiarioPath('2024-10')).toBe('FI/DOC/INF_DIARIO/DADOS/inf_diario_fi_202410.zip');
    expect(() => infDiario.prepare({ from: '2024-13', to: '2024-12' })).toThrow(UsageError);
  });

  it('downloads each file once and loads it; a month not published fails alone', async () => {
    const { results, failures } = await run(() => infDiario.prepare({ from: '2019-01', to: '2019-02', 'base-url': site.baseUrl }) as never);
    expect(requests).toEqual(['/dados/FI/DOC/INF_DIARIO/DADOS/HIST/inf_diario_fi_2019.zip']);
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['inf_diario_fi_2019.zip', 'loaded']]);
    expect(failures).toEqual([]);

    const second = await run(() => infDiario.prepare({ from: '2024-10', to: '2024-11', 'base-url': site.baseUrl }) as never);
    expect(second.results.map((r) => [r.fileName, r.status])).toEqual([['inf_diario_fi_202410.zip', 'loaded']]);
    expect(second.failures.map((e) => e.message)).toEqual([expect.stringMatching(/^inf_diario_fi_202411\.zip: .*404/)]);
    const periods = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c).selectFrom('cvm.fund_month').select((eb) => eb.cast<string>('period', 'text').as('period')).where('cnpj', '=', '11100000000180').orderBy('period').execute(),
    );
    expect(periods.map((r) => r.period)).toEqual(['2019-01-01', '2019-02-01', '2024-10-01']);
  });

  it('downloads the registry archive', async () => {
    const { results } = await run(() => registro.prepare({ 'base-url': site.baseUrl }) as never);
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['registro_fundo_classe.zip', 'loaded']]);
  });
});
