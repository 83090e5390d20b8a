// Online mode: asks the FNET public search for one delivery day per request (a
// month times out), optionally for one fund (cnpjFundo) and fund type
// (tipoFundo), 200 documents a page sorted by delivery time. Paging is unstable,
// so a day is walked again until every one of its recordsTotal ids is held.
// Each page is saved under a name that records its query and loaded on its own.
import { downloadFile, loadDownloaded, IngestFileError, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';
import { parseFnetPage, type FnetQuery } from './parse.js';
import { fnetPageName, loadFnetFile } from './load.js';

export const FNET_BASE_URL = 'https://fnet.bmfbovespa.com.br/fnet/publico';
export const FNET_PAGE_SIZE = 200;
const MAX_WALKS = 3;

export function fnetSearchUrl(day: string, query: FnetQuery, offset: number, baseUrl = FNET_BASE_URL): string {
  const br = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  const params = [`d=1`, `s=${offset}`, `l=${FNET_PAGE_SIZE}`, `dataInicial=${br}`, `dataFinal=${br}`];
  if (query.tipoFundo) params.push(`tipoFundo=${query.tipoFundo}`);
  if (query.cnpj) params.push(`cnpjFundo=${query.cnpj}`);
  params.push(`${encodeURIComponent('o[0][dataEntrega]')}=asc`);
  return `${baseUrl.replace(/\/+$/, '')}/pesquisarGerenciadorDocumentosDados?${params.join('&')}`;
}

export interface FetchFnetOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt' | 'loadKey'> {
  days: readonly string[];
  /** One query per fund (cnpjFundo); empty: the day's whole register, with no fund link. */
  cnpjs: readonly string[];
  tipoFundo?: 1 | 2 | 3;
  baseUrl?: string;
  download?: DownloadOptions;
  onResult?: (result: FileResult) => void;
}

/** Downloads and loads day by day and fund by fund; stops at the first failure (what loaded stays). */
export async function fetchAndLoadFnet(options: FetchFnetOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  const queries: FnetQuery[] = options.cnpjs.length ? options.cnpjs.map((cnpj) => ({ cnpj, tipoFundo: options.tipoFundo })) : [{ tipoFundo: options.tipoFundo }];
  const download = { ...options.download, headers: { 'X-Requested-With': 'XMLHttpRequest', ...options.download?.headers } };
  for (const day of options.days) {
    for (const query of queries) {
      const held = new Set<string>();
      let total = 0;
      for (let walk = 1; walk <= MAX_WALKS; walk += 1) {
        for (let offset = 0; offset === 0 || offset < total; offset += FNET_PAGE_SIZE) {
          const fileName = fnetPageName(day, query, offset).replace(/\.json$/, walk > 1 ? `_w${walk}.json` : '.json');
          const bytes = await downloadFile(fnetSearchUrl(day, query, offset, options.baseUrl), fileName, 'fnet.bmfbovespa.com.br', download);
          const page = parseFnetPage(bytes.toString('utf8'), fileName, query);
          total = page.recordsTotal;
          for (const row of page.documents) held.add(String(row[0]));
          const result = await loadDownloaded(bytes, fileName, (filePath) => loadFnetFile(filePath, { ...options, ...query, fetchedAt: new Date() }));
          options.onResult?.(result);
          results.push(result);
        }
        if (held.size >= total) break;
        if (walk === MAX_WALKS) {
          throw new IngestFileError(fnetPageName(day, query, 0), null, `paging kept shifting: ${held.size} of ${total} ids held after ${MAX_WALKS} walks; run the day again`);
        }
      }
    }
  }
  return results;
}
