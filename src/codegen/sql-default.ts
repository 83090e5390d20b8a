// Turns an argument default as pg_get_function_arguments prints it
// (`NULL::date`, `12`, `'USD'::text`, `'-1'::integer`, `true`) into the JSON
// value OpenAPI shows as `default`. Expressions (CURRENT_DATE, now(), ARRAY[..])
// are not literals and give undefined: the docs then show no default.

export type JsonScalar = string | number | boolean | null;

const NUMERIC_TYPES = new Set(['smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision']);
const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

export function literalDefault(defaultText: string | null): { value: JsonScalar } | undefined {
  if (defaultText === null) return undefined;
  const text = stripParens(defaultText.trim());
  if (/^NULL(::[\w .]+(\[\])?)?$/i.test(text)) return { value: null };
  if (/^(true|false)$/i.test(text)) return { value: text.toLowerCase() === 'true' };
  if (NUMBER.test(text)) return { value: Number(text) };
  const quoted = text.match(/^'((?:[^']|'')*)'::([\w .]+?)(\(\d+(,\d+)?\))?$/);
  if (!quoted) return undefined;
  const value = quoted[1].replaceAll("''", "'");
  const type = quoted[2].trim();
  if (NUMERIC_TYPES.has(type)) return NUMBER.test(value) ? { value: Number(value) } : undefined;
  if (type === 'boolean') return { value: value === 'true' || value === 't' };
  return { value };
}

/** `(-1)` -> `-1`: PostgreSQL parenthesises negative constants. */
function stripParens(text: string): string {
  return text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1).trim() : text;
}
