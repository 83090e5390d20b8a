// series(): a whole series in one call, whatever its length. The contract cuts
// every response at 1000 rows (functions refuse a larger window with 22023), so:
// a paged function is followed by its p_after cursor; a function with a p_from/p_to
// window is asked for the whole window first and, on the row-cap refusal, for half
// of it, the next window keeping the size that fitted (learned from refusals,
// never guessed from a row density); a view is read with limit/offset on the
// caller's order. Windows are inclusive and consecutive, so seams hold no
// duplicate and no gap.
import { BrfinError } from './errors.js';
import { type Paging } from './endpoints.js';
import { dayNumber, dayText, today } from './windows.js';

/** Rows per response (catalog limits.page.size). */
export const PAGE_SIZE = 1000;

type Row = Record<string, unknown>;

export interface SeriesIo {
  callFunction(name: string, args: Row): Promise<unknown>;
  readView(name: string, query: Row): Promise<Row[]>;
}

export async function walkSeries(io: SeriesIo, name: string, paging: Paging, args: Row): Promise<Row[]> {
  switch (paging.kind) {
    case 'cursor':
      return byCursor(io, name, paging.keys, args);
    case 'window':
      return byWindows(io, name, args);
    case 'view':
      return byOffset(io, name, args);
    case 'none':
      return (await io.callFunction(name, args)) as Row[];
  }
}

async function byCursor(io: SeriesIo, name: string, keys: string[], args: Row): Promise<Row[]> {
  const rows: Row[] = [];
  let after = '';
  for (;;) {
    const page = (await io.callFunction(name, { ...args, p_after: after })) as Row[];
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows; // an empty or short page is the last
    const last = page[page.length - 1];
    after = keys.map((k) => String(last[k])).join('|');
  }
}

async function byWindows(io: SeriesIo, name: string, args: Row): Promise<Row[]> {
  if (args.p_from === undefined || args.p_from === null) return (await io.callFunction(name, args)) as Row[];
  const first = dayNumber(String(args.p_from));
  const last = dayNumber(String(args.p_to ?? today()));
  const rows: Row[] = [];
  let span = last - first + 1;
  let start = first;
  while (start <= last) {
    const end = Math.min(start + span - 1, last);
    try {
      rows.push(...((await io.callFunction(name, { ...args, p_from: dayText(start), p_to: dayText(end) })) as Row[]));
      start = end + 1;
    } catch (error) {
      if (!(error instanceof BrfinError && error.isRowCap) || end === start) throw error;
      span = Math.ceil((end - start + 1) / 2);
    }
  }
  return rows;
}

async function byOffset(io: SeriesIo, name: string, query: Row): Promise<Row[]> {
  if (!query.order) throw new Error(`series: reading the view ${name} page by page needs a stated order, e.g. { order: '<column>.asc' }`);
  const rows: Row[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await io.readView(name, { ...query, limit: PAGE_SIZE, offset });
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows;
  }
}
