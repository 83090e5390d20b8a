// Online mode: the exchange's index statistics service answers one index and
// one year per call; the arguments travel base64-encoded JSON in the path
// ({"language":"en-us","index":"IBOV","year":2022}), as rb3 documents it.
import { downloadFile, loadDownloaded, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';
import { loadIndexFile } from './load.js';

export const INDEX_BASE_URL = 'https://sistemaswebb3-listados.b3.com.br/indexStatisticsProxy/IndexCall/GetPortfolioDay';

export function indexUrl(index: string, year: number, baseUrl = INDEX_BASE_URL): string {
  const args = Buffer.from(JSON.stringify({ language: 'en-us', index, year })).toString('base64');
  return `${baseUrl.replace(/\/+$/, '')}/${args}`;
}

export interface FetchIndexOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt' | 'loadKey'> {
  indices: readonly string[];
  years: readonly number[];
  baseUrl?: string;
  download?: DownloadOptions;
  onResult?: (result: FileResult) => void;
}

/** Downloads and loads index by index, year by year; stops at the first failure. */
export async function fetchAndLoadIndices(options: FetchIndexOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const index of options.indices) {
    for (const year of options.years) {
      const fileName = `${index}_${year}.json`;
      const fetchedAt = new Date();
      const bytes = await downloadFile(indexUrl(index, year, options.baseUrl), fileName, 'sistemaswebb3-listados.b3.com.br', options.download);
      const result = await loadDownloaded(bytes, fileName, (filePath) => loadIndexFile(filePath, { ...options, fetchedAt, index, year }));
      options.onResult?.(result);
      results.push(result);
    }
  }
  return results;
}
