// Reads the route table from the live catalog: the views anon can SELECT and
// the functions anon can EXECUTE in schema api (PostgREST's follow-privileges),
// plus the private relations a path must never reach. Codegen writes the result
// to src/generated/routes.ts; tests call it on databases with test-only objects.
import type pg from 'pg';
import type { ArgInfo, ColumnInfo, FunctionRoute, ReturnKind, RouteTable, ViewRoute } from '../gateway/route-types.js';

// graphile_migrate's bookkeeping is private too, but its table names (`current`,
// `migrations`) are not landing tables a user could mean.
const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast', 'graphile_migrate')`;

// Descriptions leave out the structured fact lines of a COMMENT (`@tag`, `@enum`,
// ...: see sql/internal/endpoint_facts.sql): api.catalog() reads those, people read the prose.
export async function introspect(client: pg.ClientBase, opts: { role?: string; schema?: string } = {}): Promise<RouteTable> {
  const role = opts.role ?? 'anon';
  const schema = opts.schema ?? 'api';
  const views = await readViews(client, schema, role);
  const functions = await readFunctions(client, schema, role, true);
  const deniedFunctions = await readFunctions(client, schema, role, false);
  const privateRelations = await readPrivateRelations(client, schema, new Set(Object.keys(views)));
  return { schema, views, functions, deniedFunctions, privateRelations };
}

async function readViews(client: pg.ClientBase, schema: string, role: string): Promise<Record<string, ViewRoute>> {
  const { rows } = await client.query(
    `select c.relname as name, regexp_replace(obj_description(c.oid, 'pg_class'), '\n@[^\n]*', '', 'g') as description,
            coalesce(json_agg(json_build_object(
              'name', a.attname, 'pgType', format_type(a.atttypid, a.atttypmod),
              'nullable', not a.attnotnull, 'description', regexp_replace(col_description(c.oid, a.attnum), '\n@[^\n]*', '', 'g'))
              order by a.attnum) filter (where a.attnum is not null), '[]') as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('v', 'm', 'r', 'f', 'p')
        and has_table_privilege($2, c.oid, 'SELECT')
      group by c.oid, c.relname
      order by c.relname`,
    [schema, role],
  );
  const views: Record<string, ViewRoute> = {};
  for (const r of rows) views[r.name] = { kind: 'view', name: r.name, description: r.description, columns: r.columns as ColumnInfo[] };
  return views;
}

interface ProcRow {
  oid: number;
  name: string;
  description: string | null;
  identity_args: string;
  arguments: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  n_defaults: number;
  n_input: number;
  retset: boolean;
  ret_type: string;
  ret_typtype: string;
  ret_relid: number;
  volatile: string;
  language: string;
}

/** @param executable the functions `role` may execute, or those it may not */
async function readFunctions(client: pg.ClientBase, schema: string, role: string, executable: boolean): Promise<Record<string, FunctionRoute[]>> {
  const { rows } = await client.query<ProcRow>(
    `select p.oid, p.proname as name, regexp_replace(obj_description(p.oid, 'pg_proc'), '\n@[^\n]*', '', 'g') as description,
            pg_get_function_identity_arguments(p.oid) as identity_args,
            pg_get_function_arguments(p.oid) as arguments,
            p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as arg_types,
            p.pronargdefaults as n_defaults, p.pronargs as n_input,
            p.proretset as retset, format_type(p.prorettype, null) as ret_type,
            rt.typtype as ret_typtype, rt.typrelid::int as ret_relid, p.provolatile as volatile,
            (select l.lanname from pg_language l where l.oid = p.prolang) as language
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'
        and has_function_privilege($2, p.oid, 'EXECUTE') = $3
      order by p.proname, pg_get_function_identity_arguments(p.oid)`,
    [schema, role, executable],
  );
  const functions: Record<string, FunctionRoute[]> = {};
  for (const r of rows) {
    const route = await toFunctionRoute(client, r);
    (functions[r.name] ??= []).push(route);
  }
  return functions;
}

async function toFunctionRoute(client: pg.ClientBase, r: ProcRow): Promise<FunctionRoute> {
  const modes = r.arg_modes ?? r.arg_types.map(() => 'i');
  const names = r.arg_names ?? [];
  const declared = splitTopLevel(r.arguments);
  const args: ArgInfo[] = [];
  const outColumns: ColumnInfo[] = [];
  let inputIndex = 0;
  modes.forEach((mode, i) => {
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') {
      const hasDefault = inputIndex >= r.n_input - r.n_defaults;
      const text = declared.find((d) => d.startsWith(`${name} `) || d.startsWith(`${quoteIdent(name)} `) || d.startsWith(`VARIADIC ${name} `));
      const defaultMatch = text?.match(/ DEFAULT (.*)$/s);
      args.push({ name, pgType: r.arg_types[i], hasDefault, defaultText: defaultMatch ? defaultMatch[1] : null });
      inputIndex += 1;
    }
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outColumns.push({ name, pgType: r.arg_types[i], nullable: true, description: null });
    }
  });

  let kind: ReturnKind;
  let columns: ColumnInfo[] = [];
  if (r.ret_type === 'void') kind = 'void';
  else if (r.ret_type === 'json' || r.ret_type === 'jsonb') kind = r.retset ? 'setof-scalar' : 'json';
  else if (r.ret_relid) {
    kind = r.retset ? 'setof-composite' : 'composite';
    columns = await compositeColumns(client, r.ret_relid);
  } else if (r.ret_type === 'record' && outColumns.length) {
    kind = r.retset ? 'setof-composite' : 'composite';
    columns = outColumns;
  } else kind = r.retset ? 'setof-scalar' : 'scalar';

  return {
    kind: 'function',
    name: r.name,
    signature: `${r.name}(${r.identity_args})`,
    description: r.description,
    args,
    returns: { kind, pgType: r.ret_type, columns },
    volatility: r.volatile === 'i' ? 'immutable' : r.volatile === 's' ? 'stable' : 'volatile',
    language: r.language,
  };
}

async function compositeColumns(client: pg.ClientBase, relid: number): Promise<ColumnInfo[]> {
  const { rows } = await client.query(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as "pgType", not a.attnotnull as nullable,
            regexp_replace(col_description(a.attrelid, a.attnum), '\n@[^\n]*', '', 'g') as description
       from pg_attribute a where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [relid],
  );
  return rows as ColumnInfo[];
}

async function readPrivateRelations(client: pg.ClientBase, apiSchema: string, apiViews: Set<string>): Promise<string[]> {
  const { rows } = await client.query(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'v', 'm', 'f', 'p')
        and n.nspname <> $1 and n.nspname not in ${SYSTEM_SCHEMAS} and n.nspname not like 'pg\\_%'
      order by 1, 2`,
    [apiSchema],
  );
  const names = new Set<string>();
  for (const r of rows) {
    names.add(`${r.schema}.${r.name}`);
    if (!apiViews.has(r.name)) names.add(r.name);
  }
  return [...names].sort();
}

/** Splits `a int, b text DEFAULT 'x, y'::text` on commas outside quotes and parentheses. */
export function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = false;
  let current = '';
  for (const ch of list) {
    if (ch === "'") quote = !quote;
    else if (!quote && ch === '(') depth += 1;
    else if (!quote && ch === ')') depth -= 1;
    if (!quote && depth === 0 && ch === ',') {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
