// Reads a Focus answer from the Olinda Expectativas OData service
// ({"@odata.context": ".../$metadata#<Endpoint>", "value": [...]}) into rows of
// FOCUS_TABLE, by the field names it declares. Numbers arrive as JSON numbers
// and are kept as their exact decimal text; a missing statistic is NULL.
import { IngestFileError, isCalendarDate, readCell, signedJsonNumber, ValueError } from '../common/index.js';
import type { CopyValue } from '../common/index.js';
import { FOCUS_ENDPOINTS, FOCUS_TABLE, type FocusEndpoint } from './tables.js';

export interface FocusAnswer {
  endpoint: FocusEndpoint;
  rows: CopyValue[][];
}

export function parseFocusAnswer(text: string, fileName: string, endpointHint?: string): FocusAnswer {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new IngestFileError(fileName, null, `not valid JSON: ${(error as Error).message}`);
  }
  const body = document as { value?: unknown; '@odata.context'?: unknown };
  if (!Array.isArray(body?.value)) throw new IngestFileError(fileName, null, 'JSON without a "value" list (expected the Olinda shape {"value":[...]})');
  const endpoint = endpointOf(fileName, body['@odata.context'], endpointHint);
  const rows = body.value.map((item, i) => rowOf(item, endpoint, fileName, `record ${i + 1}`));
  return { endpoint, rows };
}

/** The endpoint from the OData context, --endpoint or the file name; hints that disagree are refused. */
function endpointOf(fileName: string, context: unknown, explicit: string | undefined): FocusEndpoint {
  const hints: [string, string][] = [];
  if (typeof context === 'string' && context.includes('#')) hints.push([context.split('#').pop()!.split('(')[0], 'the answer\'s @odata.context']);
  if (explicit) hints.push([explicit, '--endpoint']);
  const named = FOCUS_ENDPOINTS.find((e) => fileName.includes(e));
  if (named) hints.push([named, 'the file name']);
  if (!hints.length) throw new IngestFileError(fileName, null, `cannot tell the endpoint: pass --endpoint (${FOCUS_ENDPOINTS.join(', ')}) or keep the answer's @odata.context`);
  const [first] = hints;
  if (!(FOCUS_ENDPOINTS as readonly string[]).includes(first[0])) throw new IngestFileError(fileName, null, `endpoint ${first[0]} (from ${first[1]}) is not one of ${FOCUS_ENDPOINTS.join(', ')}`);
  const other = hints.find(([e]) => e !== first[0]);
  if (other) throw new IngestFileError(fileName, null, `the endpoint is ambiguous: ${hints.map(([e, why]) => `${e} from ${why}`).join(', ')}`);
  return first[0] as FocusEndpoint;
}

function rowOf(item: unknown, endpoint: FocusEndpoint, fileName: string, at: string): CopyValue[] {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new IngestFileError(fileName, at, 'is not a JSON object');
  const o = item as Record<string, unknown>;
  const first = (headers: readonly string[]) => headers.map((h) => o[h]).find((v) => v !== undefined && v !== null);
  return FOCUS_TABLE.columns.map((column) => {
    const name = column.headers[0] ?? column.column;
    return readCell(fileName, at, name, () => {
      if (column.column === 'endpoint') return endpoint;
      const value = first(column.headers);
      if (column.column === 'horizon') return value === undefined ? (endpoint === 'ExpectativasMercadoInflacao12Meses' ? '12m' : fail(value, 'a horizon (DataReferencia or Reuniao)')) : textOf(value);
      if (value === undefined) {
        if (column.required) throw new ValueError('missing, it is required');
        return column.column === 'detail' ? '' : null;
      }
      switch (column.kind) {
        case 'date': {
          const text = textOf(value);
          return isCalendarDate(text) ? text : fail(value, 'a date YYYY-MM-DD');
        }
        case 'integer':
          return Number.isInteger(value) ? String(value) : fail(value, 'an integer');
        case 'decimal':
          return typeof value === 'number' ? signedJsonNumber(value) : fail(value, 'a decimal');
        default:
          return textOf(value);
      }
    });
  });
}

function textOf(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new ValueError(`${JSON.stringify(value)} is not a text`);
  return value.trim();
}

function fail(value: unknown, what: string): never {
  throw new ValueError(`${JSON.stringify(value)} is not ${what}`);
}
