// The `Prefer` header (RFC 7240) as PostgREST reads it: comma-separated tokens
// over every Prefer header, the first recognised value of each kind wins,
// unknown tokens are ignored unless `handling=strict`.
import { ApiError } from '../api-error.js';

export interface Preferences {
  count?: 'exact' | 'planned' | 'estimated';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  maxAffected?: string;
  invalid: string[];
}

const ACCEPTED = new Set([
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
]);

/** @param header the `Prefer` header(s) as node gives them */
export function parsePreferences(header: string | string[] | undefined): Preferences {
  const values = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const tokens = values.flatMap((v) => v.split(',')).map((t) => t.trim());
  const first = <T extends string>(prefix: string, values: readonly T[]): T | undefined =>
    tokens.map((t) => (t.startsWith(prefix) ? t.slice(prefix.length) : undefined)).find((v): v is T => values.includes(v as T));
  const stripped = (prefix: string) => tokens.find((t) => t.startsWith(prefix))?.slice(prefix.length);
  const maxAffected = stripped('max-affected=');
  return {
    count: first('count=', ['exact', 'planned', 'estimated'] as const),
    handling: first('handling=', ['strict', 'lenient'] as const),
    timezone: stripped('timezone='),
    maxAffected: maxAffected !== undefined && /^-?\d+$/.test(maxAffected) ? maxAffected : undefined,
    invalid: tokens.filter((t) => !ACCEPTED.has(t) && !t.startsWith('timezone=') && !t.startsWith('max-affected=')),
  };
}

/** PGRST122 when `handling=strict` meets a preference we do not know. */
export function checkStrictHandling(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new ApiError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefs.invalid.join(', ')}`);
  }
}

/** `Preference-Applied` for a read or a call: count, handling, timezone (PostgREST's order). */
export function preferenceApplied(prefs: Preferences, isCall: boolean): string | undefined {
  const applied = [
    prefs.count && `count=${prefs.count}`,
    prefs.handling && `handling=${prefs.handling}`,
    prefs.timezone !== undefined && `timezone=${prefs.timezone}`,
    isCall && prefs.handling === 'strict' && prefs.maxAffected !== undefined && `max-affected=${prefs.maxAffected}`,
  ].filter((x): x is string => typeof x === 'string');
  return applied.length ? applied.join(', ') : undefined;
}
