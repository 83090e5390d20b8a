// Bounds on request input, checked before the database sees it. PostgreSQL
// parses JSON recursively and gives up with 54001 (a 500 naming server
// settings) on very deep nesting; and a statement's cost can grow with the
// length of an argument or filter value (full-text search, trigram matching),
// so a few long values could keep the pool busy for seconds.
import { ApiError } from '../api-error.js';

/** Deepest `[`/`{` nesting a JSON body may have; no argument of this API needs more. */
export const MAX_JSON_DEPTH = 128;
/** Longest argument or filter value, in characters; the api's own arguments are far shorter. */
export const MAX_VALUE_LENGTH = 4096;

const tooLong = (what: string, code = 'PGRST102') =>
  new ApiError(400, code, 'Argument value too long', `${what} has more than ${MAX_VALUE_LENGTH} characters.`, 'Send a shorter value.');

/** 400 PGRST102 for a JSON body nested deeper than MAX_JSON_DEPTH or holding a string longer than MAX_VALUE_LENGTH. */
export function refuseOversizedJson(text: string): void {
  let depth = 0;
  let stringStart = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (stringStart >= 0) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) {
        if (i - stringStart > MAX_VALUE_LENGTH) throw tooLong('A string in the request body');
        stringStart = -1;
      }
    } else if (c === 0x22) stringStart = i + 1;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) throw new ApiError(400, 'PGRST102', 'Empty or invalid json', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`);
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/** 400 PGRST102 for a body value (form field, CSV cell, raw body) longer than MAX_VALUE_LENGTH. */
export function refuseLongValues(values: Iterable<string | null>, where: string): void {
  for (const v of values) if (v !== null && v.length > MAX_VALUE_LENGTH) throw tooLong(`A value in the ${where}`);
}

/** 400 PGRST100 for a query-string value (filter, argument) longer than MAX_VALUE_LENGTH. */
export function refuseLongQueryValues(pairs: Iterable<readonly [string, string | null]>): void {
  for (const [, v] of pairs) if (v !== null && v.length > MAX_VALUE_LENGTH) throw tooLong('A query string value', 'PGRST100');
}
