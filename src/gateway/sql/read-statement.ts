// The main statement of a read or a call, in PostgREST's shape (Statements.hs):
// the page in a CTE, an optional count CTE without limit, and one row back with
// the total, the page size and the body text rendered by PostgreSQL itself.
import type { LogicTree } from '../query/logic-grammar.js';
import type { OrderTerm } from '../query/order-grammar.js';
import { ALL_ROWS, rangeLimit, type RowRange } from '../query/range.js';
import type { Filter } from '../query/read-params.js';
import type { SelectItem } from '../query/select-grammar.js';
import { filterSql, logicSql, orderSql, selectItemSql, type FieldOwner } from './fragments.js';
import type { ReadFormat } from '../http/media-type.js';
import type { SqlParams } from './ident.js';
import { MAX_ROWS } from '../../config.js';

/** How the rows become the response body. */
export type BodyShape =
  | 'array' // JSON array of row objects
  | 'array-stripped' // same, nulls stripped
  | 'object' // exactly one row object (vnd.pgrst.object)
  | 'object-stripped'
  | 'csv'
  | 'geojson' // a FeatureCollection of ST_AsGeoJSON(row) (PostGIS)
  | 'scalar' // bare value of the single `pgrst_scalar` column
  | 'scalar-array' // JSON array of `pgrst_scalar` values
  | 'none'; // HEAD and void: no body computed

/** The body of a set of rows (a view, or a function returning rows) for the negotiated format. */
export function rowsBodyShape(format: ReadFormat, head: boolean): BodyShape {
  if (head) return 'none';
  if (format.kind === 'csv') return 'csv';
  if (format.kind === 'geojson') return 'geojson';
  if (format.kind === 'object') return format.stripped ? 'object-stripped' : 'object';
  return format.kind === 'array' ? 'array-stripped' : 'array';
}

export interface ReadShape {
  select: SelectItem[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  range: RowRange;
}

export interface RelationSource extends FieldOwner {
  /** CTEs that must precede the page (the function call), or empty. */
  prelude: string;
  /** What the page selects FROM, e.g. `"api"."v"` or `pgrst_call AS "ptax_row"`. */
  from: string;
  /** How columns of that source are qualified (PostgreSQL names it in errors). */
  qualifier: string;
  /** A function call: it runs whole whatever page is asked (its refusal never depends on the page). */
  isCall?: boolean;
  /** The call runs whole as soon as one row is fetched (plpgsql), so only limit=0 could skip it. */
  runsWholeOnFirstRow?: boolean;
  /** Functions returning one row count as one row whatever the filters say (PostgREST's pageCountSelectF). */
  returnsSingle: boolean;
}

/**
 * CSV: a header of the first row's keys, then each row's record text. The header rows are the
 * page for a view, and the whole call for a function (v14 takes them from pgrst_source, which is
 * the call there), so a filtered or empty page still gets its header.
 */
const csvBody = (headerRows: string) =>
  `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM ${headerRows} AS hh LIMIT 1) s) a)` +
  ` || chr(10) || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`;

const BODY_SQL: Record<BodyShape, string> = {
  array: `coalesce(json_agg(_postgrest_t), '[]')::text`,
  'array-stripped': `coalesce(json_strip_nulls(json_agg(_postgrest_t)), '[]')::text`,
  object: `coalesce(json_agg(_postgrest_t)->0, 'null')::text`,
  'object-stripped': `coalesce(json_strip_nulls(json_agg(_postgrest_t)->0), 'null')::text`,
  csv: csvBody('pgrst_source'),
  geojson: `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_postgrest_t)::json), '[]'))::text`,
  scalar: `coalesce(json_agg(_postgrest_t.pgrst_scalar)->0, 'null')::text`,
  'scalar-array': `coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text`,
  // an aggregate even here, so the statement always returns exactly one row
  none: `string_agg(NULL::text, '')`,
};

function whereClause(source: RelationSource, shape: ReadShape, params: SqlParams): string {
  // logic trees first, then the filters, each in query order: v14 Plan.hs prepends the logic trees
  // (addLogicTrees) to the filters (addFilters); it decides which bad literal PostgreSQL reports
  const conditions = [
    ...shape.logic.map((t) => logicSql(source, t, params)),
    ...shape.filters.map((f) => filterSql(source, f, params)),
  ];
  return conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
}

function limitClause(range: RowRange, params: SqlParams): string {
  if (range.lower === ALL_ROWS.lower && range.upper === ALL_ROWS.upper) return '';
  const limit = rangeLimit(range);
  return ` LIMIT ${limit === null ? 'ALL' : params.add(String(limit))} OFFSET ${params.add(String(range.lower))}`;
}

/** The count query, `SELECT 1 FROM <source> WHERE ...`, with its own parameters (for EXPLAIN). */
export function countStatement(source: RelationSource, shape: ReadShape, params: SqlParams): string {
  return `SELECT 1 FROM ${source.from}${whereClause(source, shape, params)}`;
}

/**
 * @param opts.count `exact` counts every matching row; `limited` stops at db-max-rows + 1 (count=estimated)
 */
export function mainStatement(
  source: RelationSource,
  shape: ReadShape,
  opts: { count?: 'exact' | 'limited'; body: BodyShape },
  params: SqlParams,
): string {
  const columns = shape.select.length === 0 ? [`${source.qualifier}.*`] : shape.select.map((item) => selectItemSql(source, item, params));
  const where = whereClause(source, shape, params);
  const order = shape.order.length ? ` ORDER BY ${shape.order.map((t) => orderSql(source, t, params)).join(', ')}` : '';
  const limit = limitClause(shape.range, params);
  const page = `SELECT ${columns.join(', ')} FROM ${source.from}${where}${order}${limit}`;
  const countLimit = opts.count === 'limited' ? ` LIMIT ${MAX_ROWS + 1}` : '';
  const ctes = [source.prelude, `pgrst_source AS ( ${page} )`, opts.count ? `pgrst_source_count AS ( SELECT 1 FROM ${source.from}${where}${countLimit} )` : '']
    .filter(Boolean)
    .join(', ');
  const total = opts.count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint';
  const pageTotal = source.returnsSingle ? '1' : 'pg_catalog.count(_postgrest_t)';
  const body = opts.body === 'csv' && source.isCall ? csvBody(`(SELECT ${columns.join(', ')} FROM ${source.from})`) : BODY_SQL[opts.body];
  // counting the call's rows makes PostgreSQL run it whole even for limit=0 or a filtered page (a
  // refusal never depends on the page). An unfiltered, unlimited page reads every row already, and
  // a plpgsql call runs whole on its first fetch, so there only limit=0 needs it: the count reads
  // the call twice (a materialised CTE), about a tenth of PostgreSQL's time on a one-year ptax call
  const mayStopEarly = source.runsWholeOnFirstRow ? rangeLimit(shape.range) === 0n : where !== '' || limit !== '';
  const callRows = source.isCall && mayStopEarly ? `, (SELECT pg_catalog.count(*) FROM pgrst_call) AS call_rows` : '';
  return (
    `WITH ${ctes} SELECT ${total} AS total_result_set, ${pageTotal} AS page_total, ${body} AS body${callRows}` +
    ` FROM ( SELECT * FROM pgrst_source ) _postgrest_t`
  );
}
