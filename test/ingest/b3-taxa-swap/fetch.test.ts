// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the machine.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { UsageError } from '../../../src/ingest/command.js';
import { command as taxaSwap } from '../../../src/ingest/b3-taxa-swap/command.js';
import { taxaSwapFileName } from '../../../src/ingest/b3-taxa-swap/fetch.js';
import { withClient } from '../../helpers/db.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { EMPTY_ZIP, GENUINE_TAXA_SWAP, writeExecutableDownload } from '../../helpers/taxa-swap.js';
import { fetchOnline, tempDir, useIngestDatabase } from '../support.js';

describe('the request', () => {
  it('asks pesquisapregao for TSyymmdd.ex_ per session', () => {
    expect(taxaSwapFileName('2014-12-12')).toBe('TS141212.ex_');
    expect(taxaSwap.files!(['2014-12-12'], 'https://www.b3.com.br/pesquisapregao/download')).toEqual([
      { url: 'https://www.b3.com.br/pesquisapregao/download?filelist=TS141212.ex_', fileName: 'TS141212.ex_' },
    ]);
  });
  it('refuses a session before the history starts (2008-01-02)', () => {
    expect(() => taxaSwap.plan!({ date: ['2007-12-31'] })).toThrow(UsageError);
    expect(taxaSwap.plan!({ date: ['2008-01-02'] })).toEqual(['2008-01-02']);
  });
});

describe('fetching', () => {
  const env = useIngestDatabase();
  const asked: string[] = [];
  const download = path.join(tempDir(), 'TS141212.ex_');
  const site = useLoopbackServer(async (req, res) => {
    const name = new URL(req.url!, 'http://x').searchParams.get('filelist')!;
    asked.push(name);
    if (!fs.existsSync(download)) await writeExecutableDownload(download, fs.readFileSync(GENUINE_TAXA_SWAP));
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(name === 'TS141212.ex_' ? fs.readFileSync(download) : EMPTY_ZIP);
  }, '/pesquisapregao/download');

  it('downloads each weekday; a day without a file (the empty zip) is recorded as no_file, not a failure', async () => {
    const results = await fetchOnline(taxaSwap, { flags: { from: '2014-12-12', to: '2014-12-15' } }, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl });
    expect(asked).toEqual(['TS141212.ex_', 'TS141215.ex_']);
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['TS141212.ex_', 'loaded'], ['TS141215.ex_', 'loaded']]);
    const sessions = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.reference_rate_session').select(['status', 'vertex_count']).orderBy('session_date').execute());
    expect(sessions).toEqual([{ status: 'loaded', vertex_count: 348 }, { status: 'no_file', vertex_count: 0 }]);
  });
});
