// Parses a PTAX file from the central bank's Olinda service, by the column names
// PTAX_TABLE declares:
//   CotacaoMoedaPeriodo  paridadeCompra,paridadeVenda,cotacaoCompra,cotacaoVenda,dataHoraCotacao,tipoBoletim
//   CotacaoDolarPeriodo  cotacaoCompra,cotacaoVenda,dataHoraCotacao   (USD only)
// as $format=text/csv (quoted decimal-comma values) or $format=json ({"value":[...]}).
// Values stay the exact decimal text published ("5,7496" -> "5.7496").
import type { Readable } from 'node:stream';
import { csvRecordReader, IngestFileError, isCalendarDate, olindaDecimal, peekHead, readCell } from '../common/index.js';
import { PTAX_TABLE } from './tables.js';

export type PtaxEndpoint = 'CotacaoMoedaPeriodo' | 'CotacaoDolarPeriodo';

export interface PtaxRecord {
  /** Where the record is in the file ("line 4", "record 3"), for errors. */
  location: string;
  /** Business day of the bulletin, YYYY-MM-DD (the date part of dataHoraCotacao). */
  referenceDate: string;
  /** dataHoraCotacao as published, e.g. 2025-04-23 13:06:30.443. */
  bulletinAt: string;
  buyRate: string;
  sellRate: string;
  buyParity: string | null;
  sellParity: string | null;
  bulletinType: string | null;
}

export interface PtaxFile {
  /** The endpoint the columns identify; null for an empty JSON list (nothing to tell by). */
  endpoint: PtaxEndpoint | null;
  records: AsyncIterable<PtaxRecord>;
}

const headersOf = (required: boolean) => [...new Set(PTAX_TABLE.columns.filter((c) => c.headers.length && !!c.required === required).flatMap((c) => c.headers))];
/** Both endpoints have these (PTAX_TABLE's required columns); CotacaoMoedaPeriodo adds the others. */
const RATE_COLUMNS = headersOf(true);
const MOEDA_ONLY_COLUMNS = headersOf(false).filter((h) => !RATE_COLUMNS.includes(h));
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?$/;

type Field = string;
type FieldReader = (field: Field) => unknown;

export async function openPtaxFile(input: Readable, fileName: string): Promise<PtaxFile> {
  const { head, stream } = await peekHead(input);
  const start = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('/*')) {
    // Olinda reports query errors as /*{"codigo":..,"mensagem":..}*/ with a 200.
    throw new IngestFileError(fileName, null, `the service answered with an error, not data: ${start.slice(0, 300)}`);
  }
  return start.startsWith('{') ? openJson(stream, fileName) : openCsv(stream, fileName);
}

/** Which endpoint a set of column names belongs to; a partial set names what is missing. */
function endpointOf(names: readonly string[], fileName: string, location: string): PtaxEndpoint {
  const missingRate = RATE_COLUMNS.filter((c) => !names.includes(c));
  const moedaPresent = MOEDA_ONLY_COLUMNS.filter((c) => names.includes(c));
  const missingMoeda = moedaPresent.length ? MOEDA_ONLY_COLUMNS.filter((c) => !names.includes(c)) : [];
  const missing = [...missingRate, ...missingMoeda];
  if (missing.length) {
    throw new IngestFileError(fileName, location, `missing column ${missing.join(', ')} (found: ${names.join(', ') || 'nothing'})`);
  }
  return moedaPresent.length ? 'CotacaoMoedaPeriodo' : 'CotacaoDolarPeriodo';
}

async function openCsv(input: Readable, fileName: string): Promise<PtaxFile> {
  const next = csvRecordReader(input, fileName, { bom: true, relax_column_count: true, skip_empty_lines: true });
  const first = await next();
  if (!first) throw new IngestFileError(fileName, null, 'the file is empty (no header line)');
  const header = first.record.map((name) => name.trim());
  const endpoint = endpointOf(header, fileName, `line ${first.line}`);
  const index = new Map(header.map((name, i) => [name, i]));

  async function* records(): AsyncIterable<PtaxRecord> {
    for (;;) {
      const row = await next();
      if (!row) return;
      const { record } = row;
      const location = `line ${row.line}`;
      if (record.length !== header.length) {
        throw new IngestFileError(fileName, location, `${record.length} fields where the header has ${header.length}`);
      }
      yield toRecord((field) => record[index.get(field)!], endpoint, fileName, location, 'csv');
    }
  }
  return { endpoint, records: records() };
}

async function openJson(input: Readable, fileName: string): Promise<PtaxFile> {
  let text = '';
  for await (const chunk of input) text += chunk.toString('utf8');
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new IngestFileError(fileName, null, `not valid JSON: ${(error as Error).message}`);
  }
  const list = (document as { value?: unknown }).value;
  if (!Array.isArray(list)) throw new IngestFileError(fileName, null, 'JSON without a "value" list (expected the Olinda shape {"value":[...]})');
  const objects = list.map((item, i) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw new IngestFileError(fileName, `record ${i + 1}`, 'is not a JSON object');
    }
    return item as Record<string, unknown>;
  });
  const endpoint = objects.length ? endpointOf(Object.keys(objects[0]), fileName, 'record 1') : null;

  async function* records(): AsyncIterable<PtaxRecord> {
    for (const [i, object] of objects.entries()) {
      const location = `record ${i + 1}`;
      const keys = Object.keys(object);
      if (endpointOf(keys, fileName, location) !== endpoint) {
        throw new IngestFileError(fileName, location, `has the fields of a different endpoint than record 1 (${keys.join(', ')})`);
      }
      yield toRecord((field) => object[field], endpoint!, fileName, location, 'json');
    }
  }
  return { endpoint, records: records() };
}

function toRecord(read: FieldReader, endpoint: PtaxEndpoint, fileName: string, location: string, encoding: 'csv' | 'json'): PtaxRecord {
  const fail = (value: unknown, what: string, column: Field): never => {
    throw new IngestFileError(fileName, location, `${JSON.stringify(value)} is not ${what} in column ${column}`);
  };
  const decimal = (column: Field): string => readCell(fileName, location, column, () => olindaDecimal(read(column), encoding));
  const bulletinAt = read('dataHoraCotacao');
  const match = typeof bulletinAt === 'string' ? TIMESTAMP.exec(bulletinAt.trim()) : null;
  if (!match || !isCalendarDate(match[1])) fail(bulletinAt, 'a timestamp YYYY-MM-DD HH:MM:SS.mmm', 'dataHoraCotacao');
  const moeda = endpoint === 'CotacaoMoedaPeriodo';
  const bulletinType = moeda ? read('tipoBoletim') : null;
  if (bulletinType !== null && typeof bulletinType !== 'string') fail(bulletinType, 'a bulletin type', 'tipoBoletim');
  return {
    location,
    referenceDate: match![1],
    bulletinAt: (bulletinAt as string).trim(),
    buyRate: decimal('cotacaoCompra'),
    sellRate: decimal('cotacaoVenda'),
    buyParity: moeda ? decimal('paridadeCompra') : null,
    sellParity: moeda ? decimal('paridadeVenda') : null,
    bulletinType: (bulletinType as string | null)?.trim() || null,
  };
}
