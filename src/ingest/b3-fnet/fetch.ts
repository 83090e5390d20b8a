// Online mode: asks the FNET public search for one delivery day per request (a
// month times out), optionally for one fund (cnpjFundo) and fund type
// (tipoFundo), 200 documents a page sorted by delivery time. Paging is unstable,
// so a day is walked again until every one of its recordsTotal ids is held.
// Each page is saved under a name that records its query and loaded on its own,
// then the body of each monthly structured report it lists (downloadDocumento),
// once per id, saved as fnet_body_<id>.xml and loaded into the body tables.
import { IngestFileError } from '../common/index.js';
import type { Fetched, FetchIO, RemoteFile } from '../source.js';
import { parseFnetPage, type FnetQuery } from './parse.js';
import { fnetPageName } from './load.js';
import { FNET_DOCUMENT } from './tables.js';

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

/** The first page of one day's search for one query; fetchFnetDay walks the rest. */
export function fnetDay(day: string, query: FnetQuery, baseUrl = FNET_BASE_URL): RemoteFile<FnetQuery> {
  return { url: fnetSearchUrl(day, query, 0, baseUrl), fileName: fnetPageName(day, query, 0), options: query };
}

/** Every page of the day, walked again (up to MAX_WALKS times) until each of its recordsTotal ids is held. */
export async function* fetchFnetDay(first: RemoteFile<FnetQuery>, io: FetchIO): AsyncIterable<Fetched<FnetQuery>> {
  const query = first.options ?? {};
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const held = new Set<string>();
  const bodies = new Set<string>();
  let total = 0;
  for (let walk = 1; walk <= MAX_WALKS; walk += 1) {
    for (let offset = 0; offset === 0 || offset < total; offset += FNET_PAGE_SIZE) {
      const fileName = first.fileName.replace(/_s0\.json$/, `_s${offset}${walk > 1 ? `_w${walk}` : ''}.json`);
      const bytes = await io.get(first.url.replace(/([?&])s=0(?=&)/, `$1s=${offset}`), fileName, { headers });
      const page = parseFnetPage(bytes.toString('utf8'), fileName, query);
      total = page.recordsTotal;
      for (const row of page.documents) held.add(String(row[0]));
      yield { ...first, fileName, bytes };
      for (const id of monthlyReportIds(page.documents)) {
        if (bodies.has(id)) continue;
        bodies.add(id);
        const url = fnetBodyUrl(id, first.url);
        yield { ...first, url, fileName: `fnet_body_${id}.xml`, bytes: await io.get(url, `fnet_body_${id}.xml`) };
      }
    }
    if (held.size >= total) return;
  }
  throw new IngestFileError(first.fileName, null, `paging kept shifting: ${held.size} of ${total} ids held after ${MAX_WALKS} walks; run the day again`);
}

/** The public download of one document (a structured report's XML, base64-encoded), on the base the search was asked on. */
export function fnetBodyUrl(id: string, searchUrl: string): string {
  return `${searchUrl.replace(/\/pesquisarGerenciadorDocumentosDados\?.*$/, '')}/downloadDocumento?id=${id}`;
}

/** The ids of the monthly structured reports on a page (the rule of b3.fnet_document.monthly_report, filed structured). */
function monthlyReportIds(documents: unknown[][]): string[] {
  const at = (name: string) => FNET_DOCUMENT.columns.findIndex((c) => c.column === name);
  const [id, categoria, tipo, formato, referencia, estruturado] = ['id', 'categoria_documento', 'tipo_documento', 'formato_data_referencia', 'reference_date', 'arquivo_estruturado'].map(at);
  return documents
    .filter((d) => d[categoria] === 'Informes Periódicos' && d[formato] === '2' && d[referencia] !== null && d[estruturado] === 'S')
    .filter((d) => ['Informe Mensal Estruturado', 'Informe Mensal'].includes(String(d[tipo] ?? '').trim()))
    .map((d) => String(d[id]));
}
