// PostgreSQL parses a JSON argument recursively and gives up with 54001
// (stack depth, a 500 that names server settings) on very deep nesting: the
// gateway refuses such a body itself, before the database sees it.
import { ApiError } from '../api-error.js';

/** Deepest `[`/`{` nesting a JSON body may have; no argument of this API needs more. */
export const MAX_JSON_DEPTH = 128;

/** Whether the JSON text nests arrays/objects deeper than MAX_JSON_DEPTH (strings skipped). */
function tooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** 400 PGRST102 for a body nested deeper than MAX_JSON_DEPTH. */
export function refuseDeepJson(text: string): void {
  if (tooDeep(text)) throw new ApiError(400, 'PGRST102', 'Empty or invalid json', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`);
}
