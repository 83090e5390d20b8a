// The arguments of an RPC request and the set of keys used to pick the overload
// (PostgREST ApiRequest/Payload.hs): a JSON body (empty = {}, an array uses its
// first object, every object must have the same keys), a form body, or, on
// GET/HEAD, the query parameters that carry no operator. A CSV body is a set
// of argument rows (its header names the keys, `NULL` is null); a text/plain,
// text/xml or octet-stream body goes whole to a function with a single unnamed
// text/xml/bytea parameter (v14 ApiRequest/Payload.hs and Plan.findProc).
import { parse as parseCsv } from 'csv-parse/sync';
import { ApiError } from '../api-error.js';
import { refuseLongValues, refuseOversizedJson } from '../http/input-limits.js';
import { parseQueryString } from '../query/query-string.js';
import type { CallArguments } from '../sql/call-source.js';

/** The unnamed parameter type a raw body is meant for. */
export type RawBodyType = 'text' | 'xml' | 'bytea';

export interface ParsedArguments {
  args: CallArguments;
  keys: Set<string>;
  isJsonBody: boolean;
  /** A text/plain, text/xml or octet-stream body, for a single unnamed parameter of this type. */
  rawType?: RawBodyType;
}

const RAW_BODY_TYPES: Record<string, RawBodyType> = { 'text/plain': 'text', 'text/xml': 'xml', 'application/octet-stream': 'bytea' };

const invalidBody = (message: string) => new ApiError(400, 'PGRST102', message);

function jsonArguments(raw: string, columns: string[] | undefined): ParsedArguments {
  const text = raw === '' ? '{}' : raw;
  refuseOversizedJson(text);
  // with ?columns= the body is not parsed here (v14 RawJSON): the function is looked up first, and
  // PostgreSQL judges the JSON (22P02); anything not starting with `{` is read as an array
  if (columns) return { args: { kind: 'json', raw: text, isArray: !/^[ \t\n\r]*\{/.test(text), keys: new Set(columns) }, keys: new Set(columns), isJsonBody: true };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  let keys: string[];
  if (Array.isArray(value)) {
    const first = value[0];
    if (first === undefined) keys = [];
    else {
      const keysOf = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).sort().join('\u0000') : null);
      const canonical = keysOf(first);
      if (canonical === null || value.some((v) => keysOf(v) !== canonical)) throw invalidBody('All object keys must match');
      keys = Object.keys(first);
    }
  } else if (value && typeof value === 'object') keys = Object.keys(value);
  else keys = []; // any other JSON value counts as an empty array
  const isArray = !(value && typeof value === 'object' && !Array.isArray(value));
  const set = new Set(keys);
  return { args: { kind: 'json', raw: isArray && !Array.isArray(value) ? '[]' : text, isArray, keys: set }, keys: set, isJsonBody: true };
}

/** GET/HEAD arguments, or a form body: `name := $n::type` each. */
export function directArguments(values: Map<string, string>): ParsedArguments {
  return { args: { kind: 'direct', values }, keys: new Set(values.keys()), isJsonBody: false };
}

/** CSV rows as JSON objects of strings (`NULL` is null), keyed by the header; short rows lack the missing keys. */
function csvArguments(raw: string): ParsedArguments {
  // cassava's decodeByName (v14's CSV reader) refuses a body without even a header
  if (raw === '') throw invalidBody('parse error (not enough input) at ""');
  let records: string[][];
  try {
    records = parseCsv(raw, { relax_column_count: true }) as string[][];
  } catch (error) {
    throw invalidBody((error as Error).message);
  }
  refuseLongValues(records.flat(), 'CSV body');
  const [header = [], ...rows] = records;
  const objects = rows.map((row) => Object.fromEntries(row.slice(0, header.length).map((v, i) => [header[i], v === 'NULL' ? null : v])));
  const keys = new Set(Object.keys(objects[0] ?? {}));
  const sameKeys = (o: object) => Object.keys(o).length === keys.size && Object.keys(o).every((k) => keys.has(k));
  if (!objects.every(sameKeys)) throw invalidBody('All lines must have same number of fields');
  return { args: { kind: 'json', raw: JSON.stringify(objects), isArray: true, keys }, keys, isJsonBody: false };
}

export function bodyArguments(contentType: string | undefined, body: Buffer, columns: string[] | undefined): ParsedArguments {
  const mime = (contentType ?? 'application/json').split(';')[0].trim().toLowerCase();
  const raw = body.toString('utf8');
  if (mime === 'application/json') return jsonArguments(raw, columns);
  if (mime === 'text/csv') return csvArguments(raw);
  const rawType = RAW_BODY_TYPES[mime];
  if (rawType) {
    // bytea travels as its hex text form, which PostgreSQL reads back byte for byte
    const text = rawType === 'bytea' ? `\\x${body.toString('hex')}` : raw;
    if (rawType !== 'bytea') refuseLongValues([raw], 'request body');
    return { args: { kind: 'single', raw: text }, keys: new Set(), isJsonBody: false, rawType };
  }
  if (mime === 'application/x-www-form-urlencoded') {
    const values = new Map<string, string>();
    for (const [k, v] of parseQueryString(raw)) values.set(k, v ?? '');
    refuseLongValues(values.values(), 'form body');
    return directArguments(values);
  }
  throw invalidBody(`Content-Type not acceptable: ${mime}`);
}
