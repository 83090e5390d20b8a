// Reads every table and view outside the exposed schema (ingest, bcb, cvm, b3
// and whatever later migrations add) with its columns, for the Kysely types of
// src/generated/db.ts. Driven by the catalog alone, so a new private object
// shows up at the next codegen without touching this file.
import type pg from 'pg';

export interface RelationColumn {
  name: string;
  /** PostgreSQL type as format_type() prints it, e.g. `numeric(18,6)`, `date`, `text[]`. */
  pgType: string;
  nullable: boolean;
  /** A default, identity or generated expression fills it when an insert leaves it out. */
  hasDefault: boolean;
  description: string | null;
}

export interface RelationInfo {
  schema: string;
  name: string;
  /** Tables take inserts; views and materialised views are read only. */
  kind: 'table' | 'view';
  description: string | null;
  columns: RelationColumn[];
}

// graphile_migrate's bookkeeping is not ours to query.
const SKIPPED_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast', 'graphile_migrate')`;

/** Every table and view of the schemas other than `exposedSchema` (the api one has its own introspection). */
export async function introspectPrivateRelations(client: pg.ClientBase, exposedSchema = 'api'): Promise<RelationInfo[]> {
  const { rows } = await client.query<RelationInfo>(
    `select n.nspname as schema, c.relname as name,
            case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind,
            obj_description(c.oid, 'pg_class') as description,
            coalesce(json_agg(json_build_object(
              'name', a.attname, 'pgType', format_type(a.atttypid, a.atttypmod), 'nullable', not a.attnotnull,
              'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '',
              'description', col_description(c.oid, a.attnum))
              order by a.attnum) filter (where a.attnum is not null), '[]') as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind in ('r', 'p', 'f', 'v', 'm') and not c.relispartition
        and n.nspname <> $1 and n.nspname not in ${SKIPPED_SCHEMAS} and n.nspname not like 'pg\\_%'
      group by n.nspname, c.oid, c.relname, c.relkind
      order by n.nspname collate "C", c.relname collate "C"`,
    [exposedSchema],
  );
  return rows;
}
