// The arguments of an RPC request and the set of keys used to pick the overload
// (PostgREST ApiRequest/Payload.hs): a JSON body (empty = {}, an array uses its
// first object, every object must have the same keys), a form body, or, on
// GET/HEAD, the query parameters that carry no operator.
import { ApiError } from '../api-error.js';
import { parseQueryString } from '../query/query-string.js';
import type { CallArguments } from '../sql/call-source.js';

export interface ParsedArguments {
  args: CallArguments;
  keys: Set<string>;
  isJsonBody: boolean;
}

const invalidBody = (message: string) => new ApiError(400, 'PGRST102', message);

function jsonArguments(raw: string, columns: string[] | undefined): ParsedArguments {
  const text = raw === '' ? '{}' : raw;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  if (columns) return { args: { kind: 'json', raw: text, isArray: Array.isArray(value), keys: new Set(columns) }, keys: new Set(columns), isJsonBody: true };
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

export function bodyArguments(contentType: string | undefined, raw: string, columns: string[] | undefined): ParsedArguments {
  const mime = (contentType ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (mime === 'application/json') return jsonArguments(raw, columns);
  if (mime === 'application/x-www-form-urlencoded') {
    const values = new Map<string, string>();
    for (const [k, v] of parseQueryString(raw)) values.set(k, v ?? '');
    return directArguments(values);
  }
  throw invalidBody(`Content-Type not acceptable: ${mime}`);
}
