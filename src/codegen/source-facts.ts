// What the route table does not carry but the OpenAPI document needs: the
// schema COMMENT (info.title/description), and per function what its SQL body
// shows (a call to internal.assert_row_cap = refuses above 1000 rows; a direct
// 22023 raise, or a call to an internal helper that raises it = documented
// refusal) and the COMMENT of its named row type.
import type pg from 'pg';

export interface FunctionSourceFacts {
  /** Calls internal.assert_row_cap: a window above 1000 rows raises 22023. */
  rowCapped: boolean;
  /** Raises SQLSTATE 22023 itself or through a helper of schema internal that does. */
  refuses22023: boolean;
  /** COMMENT ON TYPE of the named result row type, if any. */
  rowTypeComment: string | null;
}

export interface SourceFacts {
  schemaComment: string | null;
  /** Keyed by FunctionRoute.signature, e.g. `ptax(p_currency text, p_from date, p_to date)`. */
  functions: Record<string, FunctionSourceFacts>;
}

export async function readSourceFacts(client: pg.ClientBase, schema = 'api'): Promise<SourceFacts> {
  const { rows: schemaRows } = await client.query<{ comment: string | null }>(
    `select obj_description(n.oid, 'pg_namespace') as comment from pg_namespace n where n.nspname = $1`,
    [schema],
  );
  const { rows } = await client.query<{ signature: string; source: string; row_type_comment: string | null }>(
    `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
            p.prosrc as source,
            case when rt.typrelid <> 0 then obj_description(rt.oid, 'pg_type') end as row_type_comment
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'
      order by 1`,
    [schema],
  );
  const { rows: helperRows } = await client.query<{ name: string; source: string }>(
    `select p.proname as name, p.prosrc as source from pg_proc p where p.pronamespace = (select oid from pg_namespace where nspname = 'internal')`,
  );
  const refusingHelpers = helperRows.filter((h) => analyseFunctionSource(h.source).refuses22023).map((h) => h.name);
  const functions: Record<string, FunctionSourceFacts> = {};
  for (const r of rows) functions[r.signature] = { ...analyseFunctionSource(r.source, refusingHelpers), rowTypeComment: r.row_type_comment };
  return { schemaComment: schemaRows[0]?.comment ?? null, functions };
}

/** refusingHelpers: names of the functions of schema internal that raise 22023 themselves. */
export function analyseFunctionSource(source: string, refusingHelpers: string[] = []): { rowCapped: boolean; refuses22023: boolean } {
  const code = source.replace(/--[^\n]*/g, ''); // a comment mentioning the helper is not a call
  const calls = (helper: string) => new RegExp(`\\binternal\\.${helper}\\s*\\(`, 'i').test(code);
  const rowCapped = calls('assert_row_cap');
  const raises = /errcode\s*=\s*'(22023|invalid_parameter_value)'|\bsqlstate\s+'22023'/i.test(code);
  return { rowCapped, refuses22023: rowCapped || raises || refusingHelpers.some(calls) };
}
