// Every table and view of the private schemas (ingest, bcb, cvm, b3 and whatever
// later migrations add) with its columns, for the Kysely types of
// src/generated/db.ts. Driven by the catalog alone, so a new private object
// shows up at the next codegen without touching this file.
import type pg from 'pg';
import { introspectSchemas, type ColumnInfo, type SchemaInfo } from './introspect-schemas.js';

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

/**
 * The tables and views of the private schemas (every schema but api, public, the system ones and
 * graphile-migrate's), for the Kysely types: derived from the same catalog read as the committed
 * snapshot (introspect-schemas.ts), so there is one introspection of the private schemas.
 */
export function relationsOf(schemas: readonly SchemaInfo[]): RelationInfo[] {
  const column = (c: ColumnInfo): RelationColumn => ({
    name: c.name,
    pgType: c.type,
    nullable: !c.notNull,
    hasDefault: c.default !== null || c.identity !== null || c.generated !== null,
    description: c.comment,
  });
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return [...schemas].sort(byName).flatMap((s) =>
    [
      ...s.tables.map((t) => ({ schema: s.name, name: t.name, kind: 'table' as const, description: t.comment, columns: t.columns.map(column) })),
      ...s.views.map((v) => ({ schema: s.name, name: v.name, kind: 'view' as const, description: v.comment, columns: v.columns.map(column) })),
    ].sort(byName),
  );
}

/** Every table and view of the private schemas, read from `client`. */
export async function introspectPrivateRelations(client: pg.ClientBase): Promise<RelationInfo[]> {
  return relationsOf(await introspectSchemas(client));
}
