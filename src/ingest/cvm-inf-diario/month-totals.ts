// The fi rows of cvm.fund_month summed while a daily report is read, from the
// COPY text of each row as it goes to the server (copy-encoder.ts RowTap):
// per class (no subclass) and month, nav, quota and holders of the last
// reported day and the exact sums of CAPTC_DIA and RESG_DIA (NULL when no day
// filed one): the rule of cvm.refresh_fund_month_fi, which otherwise reads the
// month back from cvm.inf_diario after the COPY (about a third of the load).
// Used only where those rows are all of the month: every row of the file went
// straight in, and no other loaded file reached into its months.
import type pg from 'pg';
import { day, kyselyOver } from '../../db/kysely.js';
import { copyRows, DecimalSum, nextMonth, type CopyValue } from '../common/index.js';
import { isNullField } from '../cvm-files/copy-encoder.js';
import { INF_DIARIO } from './tables.js';

const position = (column: string) => INF_DIARIO.columns.findIndex((c) => c.column === column);
const DAY = position('dt_comptc');
const CNPJ = position('cnpj');
const SUBCLASS = position('id_subclasse');
const QUOTA = position('vl_quota');
const NAV = position('vl_patrim_liq');
const INFLOW = position('captc_dia');
const REDEMPTION = position('resg_dia');
const HOLDERS = position('nr_cotst');

interface ClassMonth {
  cnpjNumber: number;
  cnpj: string;
  /** Position in its month's classes (and its slot in the month's value arena). */
  index: number;
  /** YYYYMMDD of the last reported day. */
  lastDay: number;
  inflows: DecimalSum;
  redemptions: DecimalSum;
}

/** The last day's nav, quota and holders of each class, kept as COPY text bytes until the rows are written. */
const VALUES = [NAV, QUOTA, HOLDERS];
const SLOT_BYTES = 48;
const NULL_LENGTH = -1;

interface Month {
  period: string;
  byCnpj: Map<number, ClassMonth>;
  inOrder: ClassMonth[];
  /** Per class, per value: its bytes at (index * VALUES.length + v) * SLOT_BYTES. */
  arena: Buffer;
  lengths: Int32Array;
  /** Values longer than a slot (never in the published files), as text. */
  long: Map<number, string>;
}

export class FiMonthTotals {
  private readonly months = new Map<number, Month>();
  /** The CNPJ column of the row being tapped, for a new class's text. */
  private cnpjFrom = 0;
  private cnpjTo = 0;
  private tapped = 0;
  private month: Month | undefined;
  private monthKey = -1;
  // A file lists a class's days one after another, or each day's classes in the same
  // order: the previous row's class, then the one after it, are tried before a lookup.
  private previous: ClassMonth | undefined;

  /** Rows seen by the tap, subclass rows included. */
  rows(): number {
    return this.tapped;
  }

  /** The RowTap: one inf_diario row as COPY text, by column. */
  readonly tap = (out: Buffer, starts: Int32Array, ends: Int32Array): void => {
    this.tapped += 1;
    if (ends[SUBCLASS] !== starts[SUBCLASS]) return; // a subclass row: not a class's month
    let day = 0;
    for (let i = starts[DAY]; i < ends[DAY]; i += 1) if (out[i] !== 0x2d) day = day * 10 + (out[i] - 0x30);
    let cnpj = 0;
    for (let i = starts[CNPJ]; i < ends[CNPJ]; i += 1) cnpj = cnpj * 10 + (out[i] - 0x30);
    this.cnpjFrom = starts[CNPJ];
    this.cnpjTo = ends[CNPJ];
    const monthKey = Math.floor(day / 100);
    if (monthKey !== this.monthKey) this.enterMonth(monthKey);
    const month = this.month!;
    const totals = this.classMonth(month, out, cnpj);
    if (day > totals.lastDay) {
      totals.lastDay = day;
      for (let v = 0; v < VALUES.length; v += 1) holdValue(month, totals.index * VALUES.length + v, out, starts[VALUES[v]], ends[VALUES[v]]);
    }
    if (!isNullField(out, starts[INFLOW], ends[INFLOW])) totals.inflows.add(out, starts[INFLOW], ends[INFLOW]);
    if (!isNullField(out, starts[REDEMPTION], ends[REDEMPTION])) totals.redemptions.add(out, starts[REDEMPTION], ends[REDEMPTION]);
  };

  private enterMonth(monthKey: number): void {
    let month = this.months.get(monthKey);
    if (month === undefined) {
      const period = `${String(monthKey).slice(0, 4)}-${String(monthKey).slice(4)}-01`;
      month = { period, byCnpj: new Map(), inOrder: [], arena: Buffer.alloc(1024 * VALUES.length * SLOT_BYTES), lengths: new Int32Array(1024 * VALUES.length), long: new Map() };
      this.months.set(monthKey, month);
    }
    this.month = month;
    this.monthKey = monthKey;
    this.previous = undefined;
  }

  private classMonth(month: Month, out: Buffer, cnpj: number): ClassMonth {
    const previous = this.previous;
    if (previous !== undefined && previous.cnpjNumber === cnpj) return previous;
    const next = month.inOrder[previous === undefined ? 0 : previous.index + 1];
    let found = next !== undefined && next.cnpjNumber === cnpj ? next : month.byCnpj.get(cnpj);
    if (found === undefined) {
      const cnpjText = out.toString('latin1', this.cnpjFrom, this.cnpjTo);
      found = { cnpjNumber: cnpj, cnpj: cnpjText, index: month.inOrder.length, lastDay: 0, inflows: new DecimalSum(), redemptions: new DecimalSum() };
      month.byCnpj.set(cnpj, found);
      month.inOrder.push(found);
      if (month.lengths.length < month.inOrder.length * VALUES.length) grow(month);
    }
    this.previous = found;
    return found;
  }

  /**
   * Writes the fi rows of `months` (first days) from these totals when they are
   * the months' whole content; returns false (nothing written) when another
   * loaded file reached into one of them, for the caller to run the SQL refresh.
   */
  async write(client: pg.ClientBase, ingestId: number, source: string, months: string[]): Promise<boolean> {
    if (await otherLoadsReach(client, ingestId, source, months)) return false;
    const rows: CopyValue[][] = [];
    for (const month of this.months.values()) {
      for (const t of month.inOrder) {
        const [nav, quota, holders] = VALUES.map((_, v) => heldValue(month, t.index * VALUES.length + v));
        rows.push([t.cnpj, month.period, nav, quota, holders, t.inflows.text(), t.redemptions.text()]);
      }
    }
    await client.query('select cvm.begin_fi_month_totals()');
    await copyRows(client, 'pg_temp.fi_month_totals', ['cnpj', 'period', 'nav', 'quota', 'quotaholders', 'inflows', 'redemptions'], rows);
    await client.query('select cvm.merge_fund_month_fi($1::date[])', [months]);
    return true;
  }
}

function holdValue(month: Month, slot: number, out: Buffer, from: number, to: number): void {
  if (isNullField(out, from, to)) month.lengths[slot] = NULL_LENGTH;
  else if (to - from > SLOT_BYTES) {
    month.lengths[slot] = SLOT_BYTES + 1;
    month.long.set(slot, out.toString('latin1', from, to));
  } else {
    const at = slot * SLOT_BYTES;
    for (let i = from; i < to; i += 1) month.arena[at + i - from] = out[i];
    month.lengths[slot] = to - from;
  }
}

function heldValue(month: Month, slot: number): string | null {
  const length = month.lengths[slot];
  if (length === NULL_LENGTH) return null;
  if (length > SLOT_BYTES) return month.long.get(slot)!;
  return month.arena.toString('latin1', slot * SLOT_BYTES, slot * SLOT_BYTES + length);
}

function grow(month: Month): void {
  const lengths = new Int32Array(month.lengths.length * 2);
  lengths.set(month.lengths);
  const arena = Buffer.alloc(month.arena.length * 2);
  month.arena.copy(arena);
  month.lengths = lengths;
  month.arena = arena;
}

/** True when a file loaded before (not this one) has daily rows in one of the months: then only the SQL refresh sees them all. */
async function otherLoadsReach(client: pg.ClientBase, ingestId: number, source: string, months: string[]): Promise<boolean> {
  const first = months[0];
  const end = `${nextMonth(months[months.length - 1])}-01`;
  const reached = await kyselyOver(client)
    .selectFrom('ingest.ingest_log')
    .select('id')
    .where('source', '=', source)
    .where('status', '=', 'loaded')
    .where('id', '<>', String(ingestId))
    .where('first_period', '<', day(end))
    .where('last_period', '>=', day(first))
    .limit(1)
    .executeTakeFirst();
  return reached !== undefined;
}
