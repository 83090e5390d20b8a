// Reads one page of the FNET search answer ({draw, recordsTotal,
// recordsFiltered, data: [...]}) into rows of FNET_DOCUMENT, and, when the query
// named a fund, rows of FNET_DOCUMENT_FUND. Fields are read by name; a missing or
// null field is NULL (never 0); dates arrive as dd/mm/yyyy [HH:MM].
import { IngestFileError, isCalendarDate, readCell, unsignedInteger, ValueError, type CopyValue } from '../common/index.js';
import { FNET_DOCUMENT } from './tables.js';

/** What the search was asked: the only source of the fund a document belongs to. */
export interface FnetQuery {
  /** cnpjFundo of the query, 14 digits; undefined for an unfiltered query. */
  cnpj?: string;
  /** tipoFundo of the query (1 FII, 2 FIDC, 3 ETF). */
  tipoFundo?: 1 | 2 | 3;
}

export interface FnetPage {
  recordsTotal: number;
  documents: CopyValue[][];
  funds: CopyValue[][];
}

export function parseFnetPage(text: string, fileName: string, query: FnetQuery): FnetPage {
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new IngestFileError(fileName, null, `not valid JSON: ${(error as Error).message}`);
  }
  const page = body as { data?: unknown; recordsTotal?: unknown };
  if (!page || !Array.isArray(page.data)) throw new IngestFileError(fileName, null, 'JSON without a "data" list (expected the FNET search answer {draw,recordsTotal,recordsFiltered,data})');
  const recordsTotal = Number.isInteger(page.recordsTotal) ? (page.recordsTotal as number) : page.data.length;
  const documents = page.data.map((item, i) => documentRow(item, fileName, `record ${i + 1}`));
  const funds = query.cnpj ? documents.map((row) => [row[0], query.cnpj!, query.tipoFundo === undefined ? null : String(query.tipoFundo)]) : [];
  return { recordsTotal, documents, funds };
}

function documentRow(item: unknown, fileName: string, at: string): CopyValue[] {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new IngestFileError(fileName, at, 'is not a JSON object');
  const o = item as Record<string, unknown>;
  const field = (name: string) => (o[name] === null || o[name] === undefined ? null : o[name]);
  return FNET_DOCUMENT.columns.map((column) =>
    readCell(fileName, at, column.headers[0] ?? (column.column === 'reference_date' ? 'dataReferencia' : column.column), () => {
      switch (column.column) {
        case 'id':
          return integerOf(field('id'), true);
        case 'versao':
          return integerOf(field('versao'), false);
        case 'reference_date':
          return referenceDate(field('dataReferencia'), field('formatoDataReferencia'));
        case 'data_entrega':
          return deliveryTime(field('dataEntrega'));
        default:
          return scalarText(field(column.headers[0]));
      }
    }),
  );
}

function integerOf(value: unknown, required: boolean): string | null {
  if (value === null) {
    if (required) throw new ValueError('missing, it is required');
    return null;
  }
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') throw new ValueError(`${JSON.stringify(value)} is not an integer`);
  try {
    return unsignedInteger(text);
  } catch {
    throw new ValueError(`${JSON.stringify(value)} is not an integer`);
  }
}

/** A JSON scalar as its text (booleans and numbers as JSON writes them); an empty string is NULL. */
function scalarText(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ValueError(`${JSON.stringify(value)} is not a text`);
}

/** dd/mm/yyyy HH:MM (São Paulo time, kept as local time). */
function deliveryTime(value: unknown): string {
  if (value === null) throw new ValueError('missing, it is required');
  const m = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim()) : null;
  if (!m || !isCalendarDate(`${m[3]}-${m[2]}-${m[1]}`) || Number(m[4]) > 23 || Number(m[5]) > 59) throw new ValueError(`${JSON.stringify(value)} is not a time dd/mm/yyyy HH:MM`);
  return `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
}

/** dataReferencia by its format: 2 mm/yyyy (the month's first day), 3 dd/mm/yyyy, 4 dd/mm/yyyy HH:MM (the day). */
function referenceDate(value: unknown, format: unknown): string | null {
  if (value === null || value === '') return null;
  const text = typeof value === 'string' ? value.trim() : '';
  const month = /^(\d{2})\/(\d{4})$/.exec(text);
  const day = /^(\d{2})\/(\d{2})\/(\d{4})(?: \d{2}:\d{2})?$/.exec(text);
  const iso = month ? `${month[2]}-${month[1]}-01` : day ? `${day[3]}-${day[2]}-${day[1]}` : '';
  const expected = String(format ?? '');
  if (!isCalendarDate(iso) || (expected === '2' && !month) || ((expected === '3' || expected === '4') && !day)) {
    throw new ValueError(`${JSON.stringify(value)} is not a reference date of format ${JSON.stringify(format)} (2 mm/yyyy, 3 dd/mm/yyyy, 4 dd/mm/yyyy HH:MM)`);
  }
  return iso;
}
