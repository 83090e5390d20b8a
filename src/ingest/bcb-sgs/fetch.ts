// Online mode: one SGS series in windows of at most 5 years (SGS refuses daily
// series over 10 years with a 406), each answer its own file. A 404 "Value(s)
// not found" is an empty window: it loads as a file of 0 rows so the ingest log
// says the window was asked for.
import { isNotFound } from '../run-source.js';
import type { Fetched, FetchIO, RemoteFile } from '../source.js';

export const SGS_BASE_URL = 'https://api.bcb.gov.br/dados/serie';
const WINDOW_YEARS = 5;

export interface DateRange {
  from: string;
  to: string;
}

/** dd/mm/yyyy, the form SGS reads and writes. */
export function sgsDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export function sgsUrl(code: number, range: DateRange, baseUrl = SGS_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, '')}/bcdata.sgs.${code}/dados?formato=json&dataInicial=${sgsDate(range.from)}&dataFinal=${sgsDate(range.to)}`;
}

/** Splits [from, to] into windows of at most WINDOW_YEARS calendar years. */
export function sgsWindows(range: DateRange): DateRange[] {
  const windows: DateRange[] = [];
  for (let from = range.from; from <= range.to; ) {
    const end = `${Number(from.slice(0, 4)) + WINDOW_YEARS - 1}-12-31`;
    const to = end < range.to ? end : range.to;
    windows.push({ from, to });
    from = `${Number(to.slice(0, 4)) + 1}-01-01`;
  }
  return windows;
}

/** One window's answer; a 404 is the empty answer `[]`. */
export async function* fetchSgsWindow<X>(file: RemoteFile<X>, io: FetchIO): AsyncIterable<Fetched<X>> {
  const bytes = await io.get(file.url, file.fileName).catch((error: unknown) => {
    if (isNotFound(error)) return Buffer.from('[]'); // no value in the window
    throw error;
  });
  yield { ...file, bytes };
}
