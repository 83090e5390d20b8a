// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the machine.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { command as fnet } from '../../../src/ingest/b3-fnet/command.js';
import { fnetSearchUrl } from '../../../src/ingest/b3-fnet/fetch.js';
import type { FlagValues } from '../../../src/ingest/command.js';
import { prepareRun } from '../../../src/ingest/run-source.js';
import { withClient } from '../../helpers/db.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { B3_FIXTURES } from '../../helpers/price-report.js';
import { fetchOnline, useIngestDatabase } from '../support.js';

describe('FNET request building', () => {
  it('asks for one delivery day, one fund and type, 200 a page sorted by delivery', () => {
    expect(fnetSearchUrl('2025-02-14', { cnpj: '11222333000144', tipoFundo: 2 }, 200)).toBe(
      'https://fnet.bmfbovespa.com.br/fnet/publico/pesquisarGerenciadorDocumentosDados?d=1&s=200&l=200&dataInicial=14/02/2025&dataFinal=14/02/2025&tipoFundo=2&cnpjFundo=11222333000144&o%5B0%5D%5BdataEntrega%5D=asc',
    );
  });
});

describe('fetching', () => {
  const env = useIngestDatabase();
  const requests: { url: string; xhr: string | undefined }[] = [];
  // 250 documents on 2025-02-14 for the fund: two pages; the first answer is a 503 (retried)
  const doc = (id: number) => ({ id, categoriaDocumento: 'Informes Periódicos', tipoDocumento: 'Informe Mensal Estruturado', dataReferencia: '01/2025', formatoDataReferencia: '2', dataEntrega: '14/02/2025 10:00', versao: 1, cnpjFundo: null });

  const site = useLoopbackServer((req, res) => {
    requests.push({ url: req.url!, xhr: req.headers['x-requested-with'] as string | undefined });
    if (requests.length === 1) return void res.writeHead(503).end('busy');
    const url = new URL(req.url!, 'http://x');
    const day = url.searchParams.get('dataInicial');
    const offset = Number(url.searchParams.get('s'));
    const ids = day === '14/02/2025' ? Array.from({ length: 250 }, (_, i) => 5000 + i) : [];
    const data = ids.slice(offset, offset + Number(url.searchParams.get('l'))).map(doc);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ draw: 1, recordsTotal: ids.length, recordsFiltered: ids.length, data }));
  }, '/fnet/publico');

  it('walks each day page by page with the XMLHttpRequest header, retries a 503, links every document to the fund asked for', async () => {
    const results = await fetchOnline(fnet, { flags: { date: ['2025-02-14', '2025-02-15'], cnpj: ['11222333000144'], 'tipo-fundo': '2' } }, {
      ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl,
      download: { baseDelayMs: 1, sleep: async () => {} },
    });
    expect(requests.every((r) => r.xhr === 'XMLHttpRequest')).toBe(true);
    expect(requests.map((r) => /dataInicial=([\d/]+).*[?&]?s=|s=(\d+)/.exec(r.url) && `${new URL(r.url, 'http://x').searchParams.get('dataInicial')} ${new URL(r.url, 'http://x').searchParams.get('s')}`)).toEqual([
      '14/02/2025 0', '14/02/2025 0', '14/02/2025 200', '15/02/2025 0',
    ]);
    expect(results.map((r) => (r.status === 'loaded' ? [r.fileName, r.rowsRead] : r.status))).toEqual([
      ['fnet_2025-02-14_tipo2_cnpj11222333000144_s0.json', 200],
      ['fnet_2025-02-14_tipo2_cnpj11222333000144_s200.json', 50],
      ['fnet_2025-02-15_tipo2_cnpj11222333000144_s0.json', 0],
    ]);
    const linked = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.fnet_document_fund').select(({ fn }) => [fn.countAll<string>().as('n'), fn.min('cnpj').as('cnpj')]).executeTakeFirstOrThrow());
    expect(linked).toEqual({ n: '250', cnpj: '11222333000144' });
  });
});

describe('fetching the bodies of the monthly structured reports listed', () => {
  const env = useIngestDatabase();
  const asked: string[] = [];
  const genuine = fs.readFileSync(path.join(B3_FIXTURES, 'fnet', '857292.xml'));
  const listed = [
    { id: 857292, categoriaDocumento: 'Informes Periódicos', tipoDocumento: 'Informe Mensal Estruturado ', dataReferencia: '12/2024', formatoDataReferencia: '2', dataEntrega: '10/03/2025 17:02', versao: 3, arquivoEstruturado: 'S', cnpjFundo: null },
    { id: 857300, categoriaDocumento: 'Fato Relevante', tipoDocumento: 'Fato Relevante', dataReferencia: '10/03/2025', formatoDataReferencia: '3', dataEntrega: '10/03/2025 18:00', versao: 1, arquivoEstruturado: 'N', cnpjFundo: null },
  ];
  const site = useLoopbackServer((req, res) => {
    asked.push(req.url!);
    const url = new URL(req.url!, 'http://x');
    // FNET answers a structured document base64-encoded, in JSON quotes
    if (url.pathname.endsWith('/downloadDocumento')) return void res.writeHead(200).end(JSON.stringify(genuine.toString('base64')));
    const data = url.searchParams.get('dataInicial') === '10/03/2025' ? listed : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ draw: 1, recordsTotal: data.length, recordsFiltered: data.length, data }));
  }, '/fnet/publico');

  it('downloads the body of each monthly structured report once (not other documents) and loads its fields', async () => {
    const results = await fetchOnline(fnet, { flags: { date: ['2025-03-10'], cnpj: ['07727002000126'], 'tipo-fundo': '2' } }, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl });
    expect(asked.filter((u) => u.includes('downloadDocumento'))).toEqual(['/fnet/publico/downloadDocumento?id=857292']);
    expect(results.map((r) => (r.status === 'loaded' ? [r.fileName, r.rowsRead] : r.status))).toEqual([
      ['fnet_2025-03-10_tipo2_cnpj07727002000126_s0.json', 2],
      ['fnet_body_857292.xml', 1],
    ]);
    const body = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.fnet_document_body').select(['id', 'root', 'declared_cnpj']).execute());
    expect(body).toEqual([{ id: '857292', root: 'DOC_ARQ', declared_cnpj: '07727002000126' }]);
  });
});

describe('the command', () => {
  it('refuses bad flags before any download', async () => {
    const command = { prepare: (flags: FlagValues) => prepareRun(fnet, flags) };
    expect(() => command.prepare({ cnpj: ['123'], date: ['2025-02-14'] })).toThrow('--cnpj 123 is not a CNPJ of 14 digits');
    expect(() => command.prepare({ 'tipo-fundo': '4', date: ['2025-02-14'] })).toThrow('--tipo-fundo 4 is not 1 (FII), 2 (FIDC) or 3 (ETF)');
    expect(() => command.prepare({ file: ['a.json'], cnpj: ['11222333000144', '99888777000166'] })).toThrow('--file takes at most one --cnpj');
    expect(() => command.prepare({ file: ['a.json'], from: '2025-02-01', to: '2025-02-02' })).toThrow('give either --file or --date/--from/--to, not both');
    expect(() => command.prepare({ from: '2025-02-01' })).toThrow('give --from and --to together');
    expect(() => command.prepare({ date: ['2025-02-30'] })).toThrow('2025-02-30 is not a date YYYY-MM-DD');
    expect(() => command.prepare({})).toThrow('give --file F, --date D or --from D --to D');
    // punctuation is accepted in --cnpj
    expect(typeof command.prepare({ cnpj: ['11.222.333/0001-44'], from: '2025-02-14', to: '2025-02-16' })).toBe('function');
  });
});
