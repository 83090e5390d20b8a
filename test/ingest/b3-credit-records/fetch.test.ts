// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the machine.
// Each --date asks the export once (POST, table ConsolidatedRecords, that session)
// and becomes a capture named by the time it arrived; asking again makes a new
// vintage; Nenhum resultado is said, not recorded.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { command as credit } from '../../../src/ingest/b3-credit-records/command.js';
import { withClient } from '../../helpers/db.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { fetchOnline, useIngestDatabase } from '../support.js';

const CAPTURE = fs.readFileSync(path.resolve(import.meta.dirname, '../../fixtures/b3/credit/ConsolidatedRecords_2026-11-12_20261113T003000Z.csv'));

describe('fetching', () => {
  const env = useIngestDatabase();
  const bodies: unknown[] = [];
  const site = useLoopbackServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const asked = JSON.parse(body) as { Name: string; Date: string; FinalDate: string };
      bodies.push({ method: req.method, ...asked });
      if (asked.Date === '2026-11-12') return void res.writeHead(200, { 'content-type': 'text/csv' }).end(CAPTURE);
      res.writeHead(200, { 'content-type': 'text/csv' }).end('\uFEFFNegociação consolidada\r\nNenhum resultado\r\n');
    });
  });

  it('asks one session per request, names each capture by its arrival, keeps a second capture as a vintage, and says an empty answer', async () => {
    const notes: string[] = [];
    const common = { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, baseUrl: site.baseUrl, download: { baseDelayMs: 1, sleep: async () => {} }, onNote: (what: string) => notes.push(what) };
    const first = await fetchOnline(credit, { flags: { date: ['2026-11-12', '2026-11-11'] } }, common);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the next capture is a second later
    const second = await fetchOnline(credit, { flags: { date: ['2026-11-12'] } }, common);
    expect(site.requests).toEqual(['/bdi/table/export/csv?lang=pt-br', '/bdi/table/export/csv?lang=pt-br', '/bdi/table/export/csv?lang=pt-br']);
    expect(bodies).toEqual([
      { method: 'POST', Name: 'ConsolidatedRecords', Date: '2026-11-12', FinalDate: '2026-11-12', ClientId: '', Filters: {} },
      { method: 'POST', Name: 'ConsolidatedRecords', Date: '2026-11-11', FinalDate: '2026-11-11', ClientId: '', Filters: {} },
      { method: 'POST', Name: 'ConsolidatedRecords', Date: '2026-11-12', FinalDate: '2026-11-12', ClientId: '', Filters: {} },
    ]);
    expect(notes).toEqual(['2026-11-11']);
    const names = [...first, ...second].map((r) => r.fileName);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^ConsolidatedRecords_2026-11-12_\d{8}T\d{6}Z\.csv$/);
    expect(names[0]).not.toBe(names[1]);
    const captures = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.credit_capture').select(['captured_at', 'debenture_rows']).orderBy('captured_at').execute());
    expect(captures.map((c) => [c.captured_at.toISOString().slice(0, 19).replace(/[-:]/g, ''), c.debenture_rows])).toEqual(names.map((n) => [n.slice(31, 46), 4]));
  });
});
