// The OpenAPI path items: one GET per view (PostgREST query parameters), and
// per function a POST with a JSON body of its p_ arguments plus, for STABLE and
// IMMUTABLE functions, a GET with the arguments as query parameters.
import { MAX_ROWS } from '../config.js';
import type { ArgInfo, ColumnInfo, FunctionRoute, ViewRoute } from '../gateway/route-types.js';
import { parseComment } from './comments.js';
import { schemaForPgType, withEnum, type JsonSchema } from './openapi-types.js';
import type { FunctionSourceFacts } from './source-facts.js';
import { literalDefault } from './sql-default.js';

const FILTER_OPERATORS = 'eq, neq, gt, gte, lt, lte, in, is';
const REFUSAL_SQLSTATE = '22023';

const ref = (to: string) => ({ $ref: `#/components/${to}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const rowsOf = (name: string) => ({ type: 'array', items: ref(`schemas/${name}`) });

export function viewPathItem(view: ViewRoute, tag: string) {
  const comment = parseComment(view.description);
  const rows = (description: string) => ({ description, headers: { 'Content-Range': ref('headers/ContentRange') }, content: json(rowsOf(view.name)) });
  return {
    get: {
      tags: [tag],
      operationId: view.name,
      summary: comment.summary ?? undefined,
      description: comment.description ?? undefined,
      parameters: [
        ...view.columns.map(filterParameter),
        ...['select', 'order', 'limit', 'offset', 'range', 'preferCount'].map((p) => ref(`parameters/${p}`)),
      ],
      responses: {
        '200': rows(`Rows of ${view.name}, at most ${MAX_ROWS} per response (Content-Range 0-999/* means the page was cut).`),
        '206': rows('Partial content: with Prefer: count=exact, fewer rows than the total were returned.'),
        '400': ref('responses/BadRequest'),
        '401': ref('responses/Unauthorized'),
        '404': ref('responses/NotFound'),
        '416': ref('responses/RangeNotSatisfiable'),
      },
    },
  };
}

function filterParameter(column: ColumnInfo) {
  const rule = `Filter on ${column.name}: <operator>.<value>, operator one of ${FILTER_OPERATORS}, optionally prefixed with not.`;
  return {
    name: column.name,
    in: 'query',
    required: false,
    description: column.description ? `${rule}\n${column.description}` : rule,
    schema: { type: 'string' },
  };
}

/** A worked example of the catalog ({ask, call, then}), as far as the OpenAPI document needs it. */
export interface CallExample {
  ask: string;
  call: { method: string; path: string; body?: unknown };
}

/**
 * The request examples of a function: the catalog's worked examples that call it,
 * so /docs's "Try it out" starts from a call that answers 200 with rows; `{}` for
 * a function whose arguments all have defaults and no example. A function with a
 * required argument and no worked example is refused: its Try it out would send
 * placeholder text and be refused.
 */
function requestExamples(fn: FunctionRoute, examples: CallExample[]): Record<string, { summary: string; value: unknown }> {
  const own = examples.filter((e) => e.call.method === 'POST' && e.call.path === `/rpc/${fn.name}`);
  if (own.length) return Object.fromEntries(own.map((e, i) => [`example_${i + 1}`, { summary: e.ask, value: e.call.body ?? {} }]));
  const required = fn.args.filter((a) => !a.hasDefault).map((a) => a.name);
  if (required.length) {
    throw new Error(`api.${fn.name} takes ${required.join(', ')} and has no worked example in catalog.json examples: add one ({ask, call, then}) that answers on the sample data, so the OpenAPI document's "Try it out" answers first time`);
  }
  return { defaults: { summary: 'Every argument at its default', value: {} } };
}

export function functionPathItem(
  fn: FunctionRoute,
  tag: string,
  facts: FunctionSourceFacts | undefined,
  enums: Record<string, string[]> = {},
  hasResultSchema = false,
  examples: CallExample[] = [],
) {
  const comment = parseComment(fn.description, fn.args.map((a) => a.name));
  const rowCapLine = facts?.rowCapped
    ? `Refuses above ${MAX_ROWS} rows: a window that would return more rows raises SQLSTATE ${REFUSAL_SQLSTATE} (HTTP 400) rather than trimming; narrow the window.`
    : null;
  const description = [comment.description, rowCapLine].filter(Boolean).join('\n\n') || undefined;
  // Keys in reading order: who, what, inputs, outputs, then the extensions.
  const operation = (operationId: string, inputs: Record<string, unknown>) => ({
    tags: [tag],
    operationId,
    summary: comment.summary ?? undefined,
    description,
    ...inputs,
    responses: functionResponses(fn, facts, hasResultSchema),
    ...(facts?.rowCapped ? { 'x-row-cap': MAX_ROWS } : {}),
    ...(facts?.refuses22023 ? { 'x-refuses': REFUSAL_SQLSTATE } : {}),
  });
  const argDoc = (arg: ArgInfo) => comment.argDescriptions[arg.name];
  const bodyExamples = requestExamples(fn, examples);
  const post = operation(fn.name, {
    requestBody: {
      required: fn.args.some((a) => !a.hasDefault),
      content: { 'application/json': { schema: argumentsSchema(fn.args, argDoc, enums), examples: bodyExamples } },
    },
  });
  // PostgREST offers GET only for functions that cannot write (13.0.5+).
  if (fn.volatility === 'volatile') return { post };
  // the first example's values fill the query parameters it sets
  const first = (Object.values(bodyExamples)[0]?.value ?? {}) as Record<string, unknown>;
  const parameters = fn.args.map((a) => queryArgument(a, argDoc(a), enums[a.name], first[a.name]));
  const get = operation(`${fn.name}_get`, parameters.length ? { parameters } : {});
  return { get, post };
}

function argumentsSchema(args: ArgInfo[], argDoc: (a: ArgInfo) => string | undefined, enums: Record<string, string[]>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const arg of args) {
    const fallback = arg.hasDefault ? literalDefault(arg.defaultText) : undefined;
    const nullable = fallback?.value === null;
    properties[arg.name] = {
      ...withEnum(schemaForPgType(arg.pgType, { nullable }), enums[arg.name], nullable),
      description: argDoc(arg),
      ...(fallback ? { default: fallback.value } : {}),
    };
  }
  const required = args.filter((a) => !a.hasDefault).map((a) => a.name);
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

function queryArgument(arg: ArgInfo, doc: string | undefined, values: string[] | undefined, example: unknown) {
  const fallback = arg.hasDefault ? literalDefault(arg.defaultText) : undefined;
  // Arrays and json travel in a query string as text: a PostgreSQL array literal or JSON text.
  const structured = arg.pgType.endsWith('[]') || arg.pgType === 'json' || arg.pgType === 'jsonb';
  const how = arg.pgType.endsWith('[]') ? 'As a PostgreSQL array literal, e.g. {a,b}.' : structured ? 'As JSON text.' : undefined;
  const schema = structured ? { type: 'string' } : withEnum(schemaForPgType(arg.pgType, { nullable: false }), values, false);
  return {
    name: arg.name,
    in: 'query',
    required: !arg.hasDefault,
    description: [doc, how].filter(Boolean).join('\n') || undefined,
    schema: fallback && fallback.value !== null && !structured ? { ...schema, default: fallback.value } : schema,
    ...(example === undefined ? {} : { example: Array.isArray(example) ? `{${example.join(',')}}` : typeof example === 'object' && example !== null ? JSON.stringify(example) : example }),
  };
}

function functionResponses(fn: FunctionRoute, facts: FunctionSourceFacts | undefined, hasResultSchema: boolean) {
  const badRequest = [
    'Malformed request or unparseable argument.',
    facts?.refuses22023
      ? `SQLSTATE ${REFUSAL_SQLSTATE} is the contract refusal: the request is refused rather than trimmed; message, details and hint say why and how to fix it.`
      : null,
    facts?.rowCapped ? `Refuses above ${MAX_ROWS} rows with SQLSTATE ${REFUSAL_SQLSTATE}; the message names ${fn.name} and the hint says how to narrow.` : null,
  ];
  return {
    ...successResponse(fn, hasResultSchema),
    '400': { description: badRequest.filter(Boolean).join('\n'), content: json(ref('schemas/Error')) },
    '401': ref('responses/Unauthorized'),
    '404': ref('responses/NotFound'),
  };
}

function successResponse(fn: FunctionRoute, hasResultSchema: boolean): Record<string, unknown> {
  const { kind, pgType } = fn.returns;
  switch (kind) {
    case 'setof-composite':
      return { '200': { description: `Array of ${fn.name} rows.`, content: json(rowsOf(fn.name)) } };
    case 'composite':
      return { '200': { description: `One ${fn.name} row.`, content: json(ref(`schemas/${fn.name}`)) } };
    case 'setof-scalar':
      return { '200': { description: `Array of ${pgType} values.`, content: json({ type: 'array', items: schemaForPgType(pgType, { nullable: true }) }) } };
    case 'scalar':
      return { '200': { description: `One ${pgType} value.`, content: json(schemaForPgType(pgType, { nullable: true })) } };
    case 'json':
      if (hasResultSchema) return { '200': { description: `The ${fn.name} object.`, content: json(ref(`schemas/${fn.name}`)) } };
      return { '200': { description: `Untyped ${pgType} value, returned as the function builds it.`, content: json({}) } };
    case 'void':
      return { '204': { description: 'No content.' } };
  }
}
