// Row ranges from `limit`/`offset` and the `Range` header, with PostgREST's
// quirks kept (RangeQuery.hs, ApiRequest.getRanges): a negative offset becomes
// 0 through the intersection with the header range, `limit=0` is the one empty
// range allowed, and an empty intersection is a 416.
import { ApiError } from '../api-error.js';
import { MAX_ROWS } from '../../config.js';
import { readHaskellInteger } from './haskell-integer.js';

/** Inclusive bounds; `upper === null` is unbounded. Lower > upper means empty. */
export interface RowRange {
  lower: bigint;
  upper: bigint | null;
}

export const ALL_ROWS: RowRange = { lower: 0n, upper: null };
const EMPTY: RowRange = { lower: 1n, upper: 0n };
const LIMIT_ZERO: RowRange = { lower: 0n, upper: -1n };

export const isEmpty = (r: RowRange) => r.upper !== null && r.lower > r.upper;
const hasLimitZero = (r: RowRange) => r.upper === -1n;
const maxB = (a: bigint, b: bigint) => (a > b ? a : b);

function intersect(a: RowRange, b: RowRange): RowRange {
  if (isEmpty(a) || isEmpty(b)) return EMPTY;
  const upper = a.upper === null ? b.upper : b.upper === null ? a.upper : a.upper < b.upper ? a.upper : b.upper;
  return { lower: maxB(a.lower, b.lower), upper };
}

/** `restrictRange`: at most `limit` rows from the range's offset. */
function restrict(limit: bigint, r: RowRange): RowRange {
  return intersect(r, { lower: -(2n ** 63n), upper: r.lower + limit - 1n });
}

const readInteger = readHaskellInteger;

export function rangeLimit(r: RowRange): bigint | null {
  return r.upper === null ? null : 1n + r.upper - r.lower;
}

/** `Range: 0-9` / `Range: 10-` (no `items=` prefix); anything else is ignored. */
export function parseRangeHeader(value: string | undefined): RowRange {
  const m = value?.match(/^([0-9]+)-([0-9]*)$/);
  if (!m) return ALL_ROWS;
  const lower: RowRange = { lower: BigInt(m[1]), upper: null };
  const upper: RowRange = m[2] === '' ? ALL_ROWS : { lower: -(2n ** 63n), upper: BigInt(m[2]) };
  return intersect(lower, upper);
}

export interface RequestedRange {
  /** What the client asked for; its offset drives Content-Range and 206/416. */
  topLevel: RowRange;
  /** What the SQL fetches: topLevel cut to MAX_ROWS. */
  fetch: RowRange;
}

/**
 * @param limit  the last `limit` value, if any
 * @param offset the last `offset` value, if any
 * @param rangeHeader the `Range` header, only for GET
 */
export function requestedRange(limit: string | undefined, offset: string | undefined, rangeHeader: string | undefined): RequestedRange {
  const limitRange = limit === undefined ? undefined : ((n) => (n === undefined ? ALL_ROWS : restrict(n, ALL_ROWS)))(readInteger(limit));
  const offsetRange = offset === undefined ? undefined : ((n) => (n === undefined ? ALL_ROWS : { lower: n, upper: null }))(readInteger(offset));
  let paramRange: RowRange = limitRange ?? offsetRange ?? ALL_ROWS;
  if (limitRange && offsetRange) {
    // both given: [offset, offset + limit - 1], a non-numeric limit counting as 0 (PostgREST's unionWith)
    const l = rangeLimit(limitRange) ?? 0n;
    paramRange = { lower: offsetRange.lower, upper: offsetRange.lower + l - 1n };
  }
  const headerRange = parseRangeHeader(rangeHeader);
  const topLevel = hasLimitZero(paramRange) ? LIMIT_ZERO : intersect(headerRange, paramRange);
  if (isEmpty(topLevel) && !hasLimitZero(paramRange)) {
    const details = isEmpty(headerRange)
      ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
      : 'Limit should be greater than or equal to zero.';
    throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', details);
  }
  return { topLevel, fetch: hasLimitZero(topLevel) ? topLevel : restrict(BigInt(MAX_ROWS), topLevel) };
}

/** `Content-Range` value and status for a page (RangeQuery.rangeStatusHeader). */
export function contentRange(topLevel: RowRange, pageTotal: number, total: number | null): { status: number; header: string } {
  const lower = BigInt(topLevel.lower);
  const upper = lower + BigInt(pageTotal) - 1n;
  const totalText = total === null ? '*' : String(total);
  const rangeText = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  let status = 200;
  if (total !== null) {
    if (lower > BigInt(total)) status = 416;
    else if (BigInt(pageTotal) < BigInt(total)) status = 206;
  }
  return { status, header: `${rangeText}/${totalText}` };
}
