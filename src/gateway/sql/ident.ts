// Identifier quoting. Every name that reaches SQL text goes through here; values
// never do (they are parameters).

/** `"name"` with inner quotes doubled; NUL characters (which PostgreSQL rejects) are dropped, as PostgREST does. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('\0', '').replaceAll('"', '""')}"`;
}

export function quoteQualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** Collects parameter values and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value === null ? null : value.replaceAll('\0', ''));
    return `$${this.values.length}`;
  }
}
