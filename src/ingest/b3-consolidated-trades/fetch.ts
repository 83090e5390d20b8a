// Online mode: the exchange's Up2Data public files (arquivos.b3.com.br). A
// file is asked for by name and session (requestname answers a redirect with
// a token), then downloaded with the token; both steps retry. An empty body
// means no session that day or a day outside the ~12-15 months kept: nothing
// is loaded and the caller is told.
import { IngestFileError } from '../common/index.js';
import type { Fetched, FetchIO, RemoteFile } from '../source.js';

export const UP2DATA_BASE_URL = 'https://arquivos.b3.com.br/api/download';
export const CONSOLIDATED_FILE = 'TradeInformationConsolidatedFile';

export function consolidatedFileName(day: string): string {
  return `${CONSOLIDATED_FILE}_${day}.csv`;
}

/** The requestname URL of a session's file: the file to download is behind the token it answers. */
export function consolidatedRequest(day: string, baseUrl = UP2DATA_BASE_URL): RemoteFile {
  return { url: `${baseUrl.replace(/\/+$/, '')}/requestname?fileName=${CONSOLIDATED_FILE}&date=${day}&recaptchaToken=`, fileName: consolidatedFileName(day) };
}

/** The token request, then the file; an empty file is "no file" for that session. */
export async function* fetchConsolidated(file: RemoteFile, io: FetchIO): AsyncIterable<Fetched> {
  const answer = (await io.get(file.url, file.fileName)).toString('utf8');
  let token: string | null = null;
  try {
    token = new URL(String(JSON.parse(answer).redirectUrl).replace(/^~/, ''), 'http://x').searchParams.get('token');
  } catch {
    token = null;
  }
  if (!token) throw new IngestFileError(file.fileName, null, `requestname answered no download token: ${JSON.stringify(answer.slice(0, 200))}`);
  const bytes = await io.get(`${file.url.slice(0, file.url.indexOf('/requestname?'))}/?token=${encodeURIComponent(token)}`, file.fileName);
  const day = new URL(file.url).searchParams.get('date')!;
  yield bytes.length ? { ...file, bytes } : { nothing: day, why: "no file (no session, or outside the exchange's retention)" };
}
