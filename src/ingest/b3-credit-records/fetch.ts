// Online mode: one capture per session, asked from the bulletin's table export
// (the same POST as every BDI table, b3-bdi/fetch-export.ts). The capture's time
// is the moment the answer arrived, and it names the file; an empty answer
// (Nenhum resultado) is no capture: said, not loaded.
import { Readable } from 'node:stream';
import { openSheet } from '../b3-bdi/parse.js';
import { exportBody, exportUrl } from '../b3-bdi/fetch-export.js';
import type { Fetched, FetchIO, RemoteFile } from '../source.js';
import { captureFileName, type CreditFileOptions } from './load.js';
import { CREDIT_TABLE_NAME } from './tables.js';

export function captureRequest(day: string, baseUrl: string): RemoteFile<CreditFileOptions> {
  return { url: exportUrl(baseUrl), fileName: `${CREDIT_TABLE_NAME}_${day}.csv`, options: { sessionDate: day } };
}

export async function* fetchCapture(file: RemoteFile<CreditFileOptions>, io: FetchIO, now: () => Date = () => new Date()): AsyncIterable<Fetched<CreditFileOptions>> {
  const day = file.options!.sessionDate!;
  const bytes = await io.get(file.url, file.fileName, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/csv, */*', Origin: new URL(file.url).origin, Referer: `${new URL(file.url).origin}/bdi/` },
    body: exportBody(CREDIT_TABLE_NAME, day),
  });
  const capturedAt = now();
  if (await isEmptyAnswer(bytes, file.fileName)) {
    yield { nothing: day, why: 'Nenhum resultado (not published yet, no longer kept, or no session): no capture recorded' };
    return;
  }
  yield { ...file, fileName: captureFileName(day, capturedAt), options: { sessionDate: day, capturedAt: capturedAt.toISOString() }, bytes };
}

async function isEmptyAnswer(bytes: Buffer, fileName: string): Promise<boolean> {
  try {
    return (await openSheet(Readable.from([bytes]), fileName, () => false)).kind === 'empty';
  } catch {
    return false; // not an empty answer: the loader says what is wrong with it
  }
}
