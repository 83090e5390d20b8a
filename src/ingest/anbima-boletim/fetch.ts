// Online mode: ANBIMA publishes each bulletin edition through its site's
// content service (Strapi), the workbook an attachment under a name that
// changes with every upload. One request lists the newest edition, a second
// downloads its workbook, saved under the attachment's own name.
import path from 'node:path';
import { IngestFileError } from '../common/index.js';
import type { FetchIO, Fetched, RemoteFile } from '../source.js';

export const BOLETIM_BASE_URL = 'https://data-strapi.prd.anbima.com.br';

/** The newest edition's entry, with its attachment. */
export function editionListUrl(baseUrl = BOLETIM_BASE_URL): string {
  const query = 'populate[template][populate]=attachment&pagination[pageSize]=1&sort=publishedAt:desc';
  return `${baseUrl.replace(/\/+$/, '')}/api/boletim-de-fundos-de-investimentos?${query.replace(/\[/g, '%5B').replace(/\]/g, '%5D').replace(/:/g, '%3A')}`;
}

interface EditionList {
  data?: { attributes?: { template?: { attachment?: { data?: { attributes?: { url?: unknown } } } } } }[];
}

/** The list answer, then the workbook it points to. */
export async function* fetchNewestEdition(file: RemoteFile, io: FetchIO): AsyncIterable<Fetched> {
  const answer = await io.get(file.url, file.fileName);
  let list: EditionList;
  try {
    list = JSON.parse(answer.toString('utf8')) as EditionList;
  } catch (error) {
    throw new IngestFileError(file.fileName, null, `not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(list.data)) throw new IngestFileError(file.fileName, null, 'no "data" array: not the content service\'s list of bulletin editions');
  if (list.data.length === 0) {
    yield { nothing: file.fileName, why: 'ANBIMA lists no bulletin edition' };
    return;
  }
  const attached = list.data[0].attributes?.template?.attachment?.data?.attributes?.url;
  if (typeof attached !== 'string' || !/\.xlsx$/i.test(attached)) throw new IngestFileError(file.fileName, 'data[0]', `the newest edition has no XLSX attachment (data[0].attributes.template.attachment.data.attributes.url is ${JSON.stringify(attached ?? null)})`);
  const url = /^https?:\/\//.test(attached) ? attached : `${new URL(file.url).origin}${attached.startsWith('/') ? '' : '/'}${attached}`;
  const fileName = path.posix.basename(new URL(url).pathname);
  yield { url, fileName, bytes: await io.get(url, fileName) };
}
