// The next page of a cursor-paged function (catalog limits.page.functions.paged): the
// last row's key columns joined by '|', as the contract's cursor protocol says.
export function nextCursor(cursor: string[], rows: Record<string, unknown>[]): string | undefined {
  const last = rows.at(-1);
  if (!last) return undefined;
  return cursor.map((column) => String(last[column] ?? '')).join('|');
}
