// Every endpoint as the explorer sees it, from the live OpenAPI document (arguments,
// row columns, types, enums) and the catalog (tag, defaults' prose, paging cursor,
// worked examples). Nothing here names an endpoint.
type Json = Record<string, unknown>;

export type ValueType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

export interface Field {
  name: string;
  type: ValueType;
  /** date, date-time, int64, ... */
  format?: string;
  /** The element type of an array argument. */
  itemType?: ValueType;
  required: boolean;
  description: string;
  /** Allowed values (null removed); a select in the form. */
  enum?: string[];
  /** The catalog's default: prose or a JSON value. */
  defaultText?: string;
}

export interface Example {
  ask: string;
  then?: string;
  body?: Record<string, unknown>;
  query?: string;
}

export interface Endpoint {
  name: string;
  tag: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  description: string;
  /** Function arguments, or a view's filterable columns. */
  args: Field[];
  /** The row's columns, in order; empty when the answer is not a row set. */
  columns: Field[];
  isView: boolean;
  /** The cursor key columns joined by '|' for a paged function (catalog limits.page.functions.paged). */
  cursor?: string[];
  examples: Example[];
}

export interface Catalog {
  tags?: Record<string, string>;
  defaults?: Record<string, Record<string, unknown>>;
  limits?: { page?: { size?: number; functions?: { paged?: Record<string, string> } } };
  examples?: { ask: string; then?: string; call: { method: string; path: string; body?: Json; query?: string } }[];
  endpoints?: Record<string, { tag: string; path: string; method: string }>;
  screens?: Record<string, { function: string; params?: Json; bounds?: Record<string, string>; meaning?: string; family?: string[] }>;
}

function typeOf(schema: Json): ValueType {
  const t = schema.type;
  const name = Array.isArray(t) ? t.find((x) => x !== 'null') : t;
  return (typeof name === 'string' ? name : 'string') as ValueType;
}

function enumOf(schema: Json): string[] | undefined {
  const values = Array.isArray(schema.enum) ? schema.enum.filter((v): v is string => typeof v === 'string') : [];
  return values.length ? values : undefined;
}

function fieldOf(name: string, schema: Json, required: boolean, enums?: string[]): Field {
  const type = typeOf(schema);
  const items = (schema.items ?? {}) as Json;
  return {
    name,
    type,
    format: typeof schema.format === 'string' ? schema.format : undefined,
    itemType: type === 'array' ? typeOf(items) : undefined,
    required,
    description: typeof schema.description === 'string' ? schema.description : '',
    enum: enumOf(schema) ?? enums,
  };
}

function rowSchema(openapi: Json, operation: Json): Json | undefined {
  const responses = (operation.responses ?? {}) as Json;
  const ok = (responses['200'] ?? {}) as Json;
  const content = (ok.content ?? {}) as Json;
  const schema = ((content['application/json'] ?? {}) as Json).schema as Json | undefined;
  if (!schema || schema.type !== 'array') return undefined;
  const ref = ((schema.items ?? {}) as Json).$ref;
  if (typeof ref !== 'string') return (schema.items as Json) ?? undefined;
  const name = ref.split('/').pop()!;
  return ((openapi.components as Json).schemas as Json)[name] as Json;
}

function columnsOf(schema: Json | undefined, enums: Record<string, string[]>): Field[] {
  if (!schema || typeof schema.properties !== 'object') return [];
  return Object.entries(schema.properties as Record<string, Json>).map(([name, s]) => fieldOf(name, s, false, enums[name]));
}

function prose(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Builds the endpoint list, in the OpenAPI document's tag order, then by name. */
export function buildEndpoints(openapi: Json, catalog: Catalog): Endpoint[] {
  const paths = openapi.paths as Record<string, Record<string, Json>>;
  const enumsByEndpoint = ((catalog as Json).enums ?? {}) as Record<string, Record<string, string[]>>;
  const paged = catalog.limits?.page?.functions?.paged ?? {};
  const list: Endpoint[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    const isView = !path.startsWith('/rpc/');
    const name = path.replace(/^\/(rpc\/)?/, '');
    const operation = isView ? operations.get : operations.post;
    if (!operation) continue;
    const enums = enumsByEndpoint[name] ?? {};
    const defaults = catalog.defaults?.[name] ?? {};
    let args: Field[];
    if (isView) {
      const params = ((operation.parameters ?? []) as Json[]).filter((p) => !p.$ref && p.in === 'query');
      args = params.map((p) => ({ ...fieldOf(String(p.name), (p.schema ?? {}) as Json, false), description: String(p.description ?? '') }));
      // a filter is written as PostgREST writes it (eq.PETR4, gte.2026-01-01), so every filter is text
      for (const arg of args) Object.assign(arg, { type: 'string', format: undefined, enum: undefined });
      args.push(
        { name: 'order', type: 'string', required: false, description: 'column.asc or column.desc, comma-separated' },
        { name: 'limit', type: 'integer', required: false, description: 'rows, at most 1000', defaultText: '1000' },
        { name: 'offset', type: 'integer', required: false, description: 'rows to skip' },
      );
    } else {
      const schema = ((((operation.requestBody as Json)?.content as Json)?.['application/json'] as Json)?.schema ?? {}) as Json;
      const required = new Set((schema.required ?? []) as string[]);
      args = Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([arg, s]) => {
        const field = fieldOf(arg, s, required.has(arg), enums[arg]);
        if (Object.hasOwn(defaults, arg)) field.defaultText = prose(defaults[arg]);
        else if (s.default !== undefined && s.default !== null) field.defaultText = prose(s.default);
        return field;
      });
    }
    const method = isView ? 'GET' : 'POST';
    const examples = (catalog.examples ?? [])
      .filter((e) => e.call.path === path && e.call.method.toUpperCase() === method)
      .map((e) => ({ ask: e.ask, then: e.then, body: e.call.body as Record<string, unknown> | undefined, query: e.call.query }));
    list.push({
      name,
      tag: catalog.endpoints?.[name]?.tag ?? ((operation.tags as string[] | undefined)?.[0] ?? 'Other'),
      method,
      path,
      summary: String(operation.summary ?? ''),
      description: String(operation.description ?? ''),
      args,
      columns: columnsOf(rowSchema(openapi, operation), enums),
      isView,
      cursor: paged[name]?.split('|'),
      examples,
    });
  }
  const tagOrder = ((openapi.tags ?? []) as { name: string }[]).map((t) => t.name);
  const rank = (tag: string) => (tagOrder.includes(tag) ? tagOrder.indexOf(tag) : tagOrder.length);
  return list.sort((a, b) => rank(a.tag) - rank(b.tag) || a.name.localeCompare(b.name));
}
