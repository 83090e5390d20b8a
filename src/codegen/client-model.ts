// One neutral description of every api endpoint for the generated clients (MCP
// tools, the TypeScript Database type and methods, the Python methods and
// TypedDicts): read from the OpenAPI document codegen just built and from the
// catalog (paging cursors). Nothing here is stated twice: the schemas are the
// OpenAPI's, the cursor keys the catalog's.

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  description?: string;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [key: string]: unknown;
};

/** How `series()` walks an endpoint past the 1000-row response. */
export type Paging =
  | { kind: 'cursor'; keys: string[] } // p_after = '' then the last row's keys joined by '|'
  | { kind: 'window' } // p_from/p_to split into windows that fit
  | { kind: 'view' } // limit + offset on a stated order
  | { kind: 'none' };

export interface ClientArg {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface ClientEndpoint {
  name: string;
  kind: 'function' | 'view';
  method: 'GET' | 'POST';
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** Function arguments (request body), or a view's column filters. */
  args: ClientArg[];
  /** Worked request bodies from the OpenAPI (the catalog's examples), for a function. */
  examples: unknown[];
  /** The row's columns in order, each with its JSON Schema (nullable types, enums, formats). */
  columns: { name: string; schema: JsonSchema }[];
  /** False for a function returning one JSON document (catalog), true for rows. */
  returnsRows: boolean;
  paging: Paging;
}

interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: ({ $ref?: string; name?: string; in?: string; required?: boolean; description?: string; schema?: JsonSchema })[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema; examples?: Record<string, { value: unknown }> } } };
  responses?: Record<string, { content?: { 'application/json'?: { schema: JsonSchema } } }>;
}

interface OpenApiDocument {
  paths: Record<string, { get?: OpenApiOperation; post?: OpenApiOperation }>;
  components: { schemas: Record<string, JsonSchema> };
}

/** The catalog's paged functions: name -> cursor key (`trade_date|board`). */
function pagedFunctions(catalog: unknown): Record<string, string> {
  const paged = (catalog as { limits?: { page?: { functions?: { paged?: Record<string, string> } } } }).limits?.page?.functions?.paged;
  return paged ?? {};
}

export function clientEndpoints(openapiDoc: unknown, catalog: unknown): ClientEndpoint[] {
  const doc = openapiDoc as OpenApiDocument;
  const paged = pagedFunctions(catalog);
  const endpoints: ClientEndpoint[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const isFunction = path.startsWith('/rpc/');
    const name = path.replace(/^\/(rpc\/)?/, '');
    const op = isFunction ? item.post : item.get;
    if (!op) continue;
    const rowSchema = doc.components.schemas[name] ?? {};
    const columns = Object.entries(rowSchema.properties ?? {}).map(([column, schema]) => ({ name: column, schema }));
    const args = isFunction ? functionArgs(op) : viewFilters(op);
    const argNames = new Set(args.map((a) => a.name));
    const paging: Paging = !isFunction
      ? { kind: 'view' }
      : paged[name]
        ? { kind: 'cursor', keys: paged[name].split('|') }
        : argNames.has('p_from') && argNames.has('p_to')
          ? { kind: 'window' }
          : { kind: 'none' };
    endpoints.push({
      name,
      kind: isFunction ? 'function' : 'view',
      method: isFunction ? 'POST' : 'GET',
      path,
      tag: op.tags?.[0] ?? '',
      summary: op.summary ?? '',
      description: op.description ?? '',
      args,
      examples: Object.values(op.requestBody?.content['application/json'].examples ?? {}).map((e) => e.value),
      columns,
      returnsRows: op.responses?.['200']?.content?.['application/json']?.schema.type === 'array',
      paging,
    });
  }
  return endpoints.sort((a, b) => a.name.localeCompare(b.name));
}

function functionArgs(op: OpenApiOperation): ClientArg[] {
  const schema = op.requestBody?.content['application/json'].schema ?? {};
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, schema: s, required: required.has(name) }));
}

/** A view's column filters (`<op>.<value>` strings), from its GET parameters; select/order/limit/offset are added by each client. */
function viewFilters(op: OpenApiOperation): ClientArg[] {
  return (op.parameters ?? [])
    .filter((p) => !p.$ref && p.in === 'query' && p.name)
    .map((p) => ({ name: p.name!, schema: { type: 'string', description: p.description }, required: false }));
}

/** The non-null JSON types of a schema (`["string","null"]` -> `["string"]`). */
export function baseTypes(schema: JsonSchema): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.filter((t) => t !== 'null');
}

export function isNullable(schema: JsonSchema): boolean {
  return Array.isArray(schema.type) ? schema.type.includes('null') : schema.enum?.includes(null) ?? false;
}

/** The enum values of a schema without null. */
export function enumValues(schema: JsonSchema): string[] | undefined {
  return schema.enum?.filter((v): v is string => typeof v === 'string');
}
