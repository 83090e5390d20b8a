// The fixed parts of the OpenAPI document: the error body, the two security
// schemes, the PostgREST query parameters every view shares, and the shared
// error responses. Texts follow the spec's Errors and Endpoints sections.
import { MAX_ROWS } from '../config.js';

const nullableString = (description: string) => ({ type: ['string', 'null'], description });

export const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every error, gateway-made or database-made, has exactly these four keys (null where absent).',
  properties: {
    code: nullableString('SQLSTATE (e.g. 22023, the contract refusal) or PostgREST code (e.g. PGRST202).'),
    details: nullableString('What exactly was wrong.'),
    hint: nullableString('How to fix the request.'),
    message: nullableString('What happened.'),
  },
  required: ['code', 'details', 'hint', 'message'],
  additionalProperties: false,
};

export const SECURITY_SCHEMES = {
  apikey: {
    type: 'apiKey',
    in: 'header',
    name: 'apikey',
    description: 'The project publishable key (opaque, not a JWT). Required on every request; maps to the anonymous role.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Optional, beside the apikey: an HS256 JWT with role authenticated signs the caller in (higher tier ceilings). Anything that is not a valid JWT is rejected with 401.',
  },
};

export const VIEW_PARAMETERS = {
  select: {
    name: 'select',
    in: 'query',
    required: false,
    description: 'Comma-separated columns to return; omitted = all.',
    schema: { type: 'string' },
  },
  order: {
    name: 'order',
    in: 'query',
    required: false,
    description: 'Sort: <column>.<asc|desc>[.nullsfirst|.nullslast], comma-separated. A paged read must always be ordered.',
    schema: { type: 'string' },
  },
  limit: {
    name: 'limit',
    in: 'query',
    required: false,
    description: `Rows to return, at most ${MAX_ROWS}.`,
    schema: { type: 'integer', minimum: 0, maximum: MAX_ROWS },
  },
  offset: {
    name: 'offset',
    in: 'query',
    required: false,
    description: 'Rows to skip.',
    schema: { type: 'integer', minimum: 0 },
  },
  range: {
    name: 'Range',
    in: 'header',
    required: false,
    description: 'Rows to return as <first>-<last> (zero-based, inclusive), intersected with limit/offset.',
    schema: { type: 'string', pattern: '^[0-9]+-[0-9]*$' },
  },
  preferCount: {
    name: 'Prefer',
    in: 'header',
    required: false,
    description: 'count=exact puts the total row count in Content-Range instead of *.',
    schema: { type: 'string', enum: ['count=exact'] },
  },
};

export const CONTENT_RANGE = {
  description: `<first>-<last>/<total>; total is * unless Prefer: count=exact was sent. 0-${MAX_ROWS - 1}/* means the page was cut at ${MAX_ROWS} rows.`,
  schema: { type: 'string' },
};

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

export const SHARED_RESPONSES = {
  BadRequest: errorResponse('Malformed filter, order or select (PGRST100, or the SQLSTATE PostgreSQL raised, e.g. 42703 unknown column).'),
  Unauthorized: errorResponse('Missing or unknown apikey, an invalid or expired JWT (PGRST301/PGRST303), or a request for a schema other than api.'),
  NotFound: errorResponse('No such view (PGRST205), or no function with these argument names (PGRST202).'),
  RangeNotSatisfiable: errorResponse('Range not satisfiable (PGRST103): a negative limit, an inverted Range, or an offset past the counted total.'),
};
