// The shape of the route table: what the gateway may serve. It is produced by
// src/codegen/introspect.ts from the live catalog (what anon can select/execute)
// and committed as src/generated/routes.ts; the gateway never keeps its own list.

export interface ColumnInfo {
  name: string;
  /** PostgreSQL type as format_type() prints it, e.g. `numeric`, `date`, `text[]`. */
  pgType: string;
  nullable: boolean;
  description: string | null;
}

export interface ViewRoute {
  kind: 'view';
  name: string;
  description: string | null;
  columns: ColumnInfo[];
}

export interface ArgInfo {
  name: string;
  pgType: string;
  /** Arguments with a default may be omitted. */
  hasDefault: boolean;
  /** The default's SQL text as pg_get_expr prints it, or null. */
  defaultText: string | null;
}

export type ReturnKind =
  | 'setof-composite' // RETURNS TABLE(...) / SETOF row type -> JSON array of objects
  | 'setof-scalar' // SETOF int -> JSON array of values
  | 'composite' // one row -> one object
  | 'scalar' // bare value
  | 'json' // json/jsonb, returned unwrapped
  | 'void'; // 204

export interface FunctionRoute {
  kind: 'function';
  name: string;
  /** Stable signature key, e.g. `ptax(p_currency text, p_from date, p_to date)`. */
  signature: string;
  description: string | null;
  args: ArgInfo[];
  returns: {
    kind: ReturnKind;
    pgType: string;
    /** Result columns for set/composite returns. */
    columns: ColumnInfo[];
  };
  volatility: 'immutable' | 'stable' | 'volatile';
  /**
   * The function's language (pg_language.lanname). A plpgsql function runs whole on its
   * first row, so only a page of no rows (limit=0) can keep it from running; a SQL function
   * may be inlined, and then filters and limits can stop it early. Absent: treated as the latter.
   */
  language?: string;
}

export interface RouteTable {
  schema: string;
  views: Record<string, ViewRoute>;
  /** Several entries under one name are overloads (PGRST203 when ambiguous). */
  functions: Record<string, FunctionRoute[]>;
  /**
   * Functions of the schema anon may not execute. PostgREST finds them in its schema cache and
   * PostgreSQL refuses the call (42501: 401 for anon, 403 signed in), so they are not 404s; they
   * are never listed in OpenAPI.
   */
  deniedFunctions?: Record<string, FunctionRoute[]>;
  /**
   * Relations in private (landing) schemas, as `name` and `schema.name`. A request
   * path naming one answers 401 for every caller instead of 404.
   */
  privateRelations: string[];
}
