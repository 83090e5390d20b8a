// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the
// machine. The stand-in answers the content service's list of editions (the
// newest first) and serves the workbook it points to.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { command as boletim } from '../../../src/ingest/anbima-boletim/command.js';
import { editionListUrl } from '../../../src/ingest/anbima-boletim/fetch.js';
import { sampleBoletimSheets } from '../../../src/sample/anbima-boletim/index.js';
import { writeBoletim } from '../../../src/sample/anbima-boletim/workbook.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { fetchOnline, tempDir, useIngestDatabase } from '../support.js';

const ATTACHMENT = '/uploads/Anexo_boletim_fundos_investimento_outubro_7e6dc82403.xlsx';

describe('the list request', () => {
  it('asks the content service for the newest edition with its attachment', () => {
    expect(editionListUrl()).toBe(
      'https://data-strapi.prd.anbima.com.br/api/boletim-de-fundos-de-investimentos?populate%5Btemplate%5D%5Bpopulate%5D=attachment&pagination%5BpageSize%5D=1&sort=publishedAt%3Adesc',
    );
  });
});

describe('fetching the newest edition', () => {
  const env = useIngestDatabase();
  let workbook: Buffer;
  let list: unknown = { data: [{ id: 1, attributes: { template: { attachment: { data: { attributes: { url: ATTACHMENT } } } } } }] };
  beforeAll(async () => {
    const file = path.join(tempDir(), 'boletim.xlsx');
    await writeBoletim(file, sampleBoletimSheets());
    workbook = fs.readFileSync(file);
  });
  const site = useLoopbackServer((req, res) => {
    if (req.url!.startsWith('/api/boletim-de-fundos-de-investimentos?')) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    else if (req.url === ATTACHMENT) res.writeHead(200).end(workbook);
    else res.writeHead(404).end();
  });
  const online = () => fetchOnline(boletim, { flags: { latest: true } }, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl, download: { baseDelayMs: 1, sleep: async () => {} } });

  it('lists the editions, downloads the attachment under its own name and loads it', async () => {
    const results = await online();
    expect(site.requests.map((r) => r.split('?')[0])).toEqual(['/api/boletim-de-fundos-de-investimentos', ATTACHMENT]);
    expect(results).toEqual([expect.objectContaining({ status: 'loaded', fileName: 'Anexo_boletim_fundos_investimento_outubro_7e6dc82403.xlsx', lastPeriod: '2026-10-01' })]);
  });

  it('a list with no XLSX attachment is refused, naming where', async () => {
    list = { data: [{ attributes: { template: { attachment: { data: null } } } }] };
    await expect(online()).rejects.toThrow('boletim-de-fundos-de-investimentos.json data[0]: the newest edition has no XLSX attachment (data[0].attributes.template.attachment.data.attributes.url is null)');
  });

  it('an answer that is not the list of editions is refused', async () => {
    list = { error: { status: 500 } };
    await expect(online()).rejects.toThrow('boletim-de-fundos-de-investimentos.json: no "data" array: not the content service\'s list of bulletin editions');
  });
});
