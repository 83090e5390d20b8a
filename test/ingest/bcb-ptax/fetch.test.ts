// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the machine.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadWithRetry } from '../../../src/ingest/common/download.js';
import { command as ptax } from '../../../src/ingest/bcb-ptax/command.js';
import { olindaDate, ptaxPeriodUrl, yearChunks } from '../../../src/ingest/bcb-ptax/fetch.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { fetchOnline, fixture, ingestLog, storedPtax, useIngestDatabase } from '../support.js';

describe('Olinda request building', () => {
  it('writes dates MM-DD-YYYY into the CotacaoMoedaPeriodo URL, CSV format', () => {
    expect(olindaDate('2022-01-31')).toBe('01-31-2022');
    expect(ptaxPeriodUrl('EUR', { from: '2022-01-31', to: '2022-02-28' })).toBe(
      "https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)?@moeda='EUR'&@dataInicial='01-31-2022'&@dataFinalCotacao='02-28-2022'&$format=text/csv",
    );
  });

  it('splits a range into calendar years', () => {
    expect(yearChunks({ from: '2023-11-15', to: '2025-02-03' })).toEqual([
      { from: '2023-11-15', to: '2023-12-31' },
      { from: '2024-01-01', to: '2024-12-31' },
      { from: '2025-01-01', to: '2025-02-03' },
    ]);
    expect(yearChunks({ from: '2024-01-01', to: '2024-12-31' })).toEqual([{ from: '2024-01-01', to: '2024-12-31' }]);
  });
});

describe('download with retries', () => {
  let respond: (n: number, req: http.IncomingMessage, res: http.ServerResponse) => void;
  const site = useLoopbackServer((req, res) => respond(requests.length, req, res), '/olinda/servico/PTAX/versao/v1/odata');
  const requests = site.requests;
  afterEach(() => {
    requests.length = 0;
  });

  const fast = { baseDelayMs: 1, attempts: 4 };

  it('retries a dropped connection and a 503, backing off exponentially, then returns the body', async () => {
    respond = (n, req, res) => {
      if (n === 1) return req.socket.destroy(); // network error
      if (n === 2) return res.writeHead(503).end('busy');
      res.end('ok');
    };
    const delays: number[] = [];
    const body = await downloadWithRetry(`${site.baseUrl}/x`, { attempts: 4, baseDelayMs: 100, sleep: async (ms) => void delays.push(ms) });
    expect(body.toString()).toBe('ok');
    expect(requests).toHaveLength(3);
    expect(delays).toEqual([100, 200]);
  });

  it('gives up after the last attempt, saying what the server answered', async () => {
    respond = (_n, _req, res) => res.writeHead(502).end('bad gateway');
    await expect(downloadWithRetry(`${site.baseUrl}/x`, fast)).rejects.toThrow(/could not download .*\/x: HTTP 502 bad gateway/);
    expect(requests).toHaveLength(4);
  });

  it('does not retry a 4xx', async () => {
    respond = (_n, _req, res) => res.writeHead(400).end('/*{"codigo":400,"mensagem":"bad"}*/');
    await expect(downloadWithRetry(`${site.baseUrl}/x`, fast)).rejects.toThrow(/HTTP 400/);
    expect(requests).toHaveLength(1);
  });

  describe('into the database', () => {
    const env = useIngestDatabase();

    it('fetches each year after two failures, archives it and loads it as its own file', async () => {
      const eur = fs.readFileSync(fixture('ptax_EUR_20250422-20250423.csv'));
      const headerOnly = 'paridadeCompra,paridadeVenda,cotacaoCompra,cotacaoVenda,dataHoraCotacao,tipoBoletim\r\n';
      respond = (n, req, res) => {
        if (n <= 2) return res.writeHead(500).end('try later');
        res.setHeader('content-type', 'text/csv');
        res.end(decodeURI(req.url!).includes("'01-01-2025'") ? eur : headerOnly);
      };
      const results = await fetchOnline(ptax, { flags: { currency: 'eur', from: '2024-12-20', to: '2025-04-30' } }, {
        ownerUrl: env.db.superuserUrl,
        dataDir: env.dataDir,
        baseUrl: site.baseUrl,
        download: fast,
      });
      expect(requests.map(decodeURI)).toEqual([
        "/olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)?@moeda='EUR'&@dataInicial='12-20-2024'&@dataFinalCotacao='12-31-2024'&$format=text/csv",
        expect.stringContaining("@dataInicial='12-20-2024'"),
        expect.stringContaining("@dataInicial='12-20-2024'"),
        expect.stringContaining("@dataInicial='01-01-2025'&@dataFinalCotacao='04-30-2025'"),
      ]);
      expect(results.map((r) => [r.fileName, r.status === 'loaded' && r.rowsInserted])).toEqual([
        ['ptax_EUR_2024-12-20_2024-12-31.csv', 0],
        ['ptax_EUR_2025-01-01_2025-04-30.csv', 2],
      ]);
      expect((await storedPtax(env.db.superuserUrl, 'EUR')).map((r) => [r.reference_date, r.sell_rate])).toEqual([
        ['2025-04-22', '6.5868'],
        ['2025-04-23', '6.4648'],
      ]);
      const log = await ingestLog(env.db.superuserUrl);
      expect(log.map((l) => l.status)).toEqual(['loaded', 'loaded']);
      expect(fs.readFileSync(`${env.dataDir}/${log[1].archive_path}`).equals(eur)).toBe(true);
    });

    it('refuses an unknown currency before downloading anything', async () => {
      respond = (_n, _req, res) => res.end('');
      await expect(
        fetchOnline(ptax, { flags: { currency: 'XYZ', from: '2025-01-01', to: '2025-01-31' } }, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl }),
      ).rejects.toThrow('unknown currency "XYZ" (from --currency); bcb.currency holds ARS, AUD');
      expect(requests).toHaveLength(0);
    });

    it('says clearly when the host cannot be reached (offline)', async () => {
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const error = await fetchOnline(ptax, { flags: { currency: 'USD', from: '2025-01-01', to: '2025-01-31' } }, {
        ownerUrl: env.db.superuserUrl,
        dataDir: env.dataDir,
        baseUrl: `http://127.0.0.1:${port}/odata`,
        download: { attempts: 2, baseDelayMs: 1 },
      }).then(
        () => new Error('expected a failure'),
        (e: unknown) => e as Error,
      );
      expect(error.message).toMatch(
        /^ptax_USD_2025-01-01_2025-01-31\.csv: could not download http:\/\/127\.0\.0\.1:\d+\/odata\/CotacaoMoedaPeriodo.*: network error ECONNREFUSED; 127\.0\.0\.1:\d+ could not be reached \(no internet here\?\): download the CSV elsewhere and load it with --file$/,
      );
    });
  });
});
