// Picks the overload a request means (PostgREST Plan.findProc): the keys sent
// must be all required arguments plus any subset of the defaulted ones. No
// match is PGRST202 (with PostgREST's texts and hints), several are PGRST203.
import { ApiError } from '../api-error.js';
import { permissionDenied } from '../db/pg-error.js';
import { bestMatch } from '../fuzzy.js';
import type { FunctionRoute, RouteTable } from '../route-types.js';
import type { RawBodyType } from './call-arguments.js';

function matchesKeys(fn: FunctionRoute, keys: Set<string>): boolean {
  if (fn.args.length === 0) return keys.size === 0;
  const required = fn.args.filter((a) => !a.hasDefault).map((a) => a.name);
  const optional = new Set(fn.args.filter((a) => a.hasDefault).map((a) => a.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

/** A function with one unnamed parameter takes a JSON body (json/jsonb) or a raw body (its type) whole. */
const takesWholeBody = (fn: FunctionRoute, types: string[]) => fn.args.length === 1 && fn.args[0].name === '' && types.includes(fn.args[0].pgType);

export interface Resolved {
  fn: FunctionRoute;
  /** The body goes to the single unnamed json/jsonb parameter. */
  wholeBody: boolean;
}

/** @param opts.role the caller's role, for the status of a call PostgreSQL would refuse */
export function resolveFunction(routes: RouteTable, name: string, keys: Set<string>, opts: { isJsonPost: boolean; rawType?: RawBodyType; role: string }): Resolved {
  const denied = routes.functions[name] ? undefined : routes.deniedFunctions?.[name];
  if (denied) {
    // found, as PostgREST's schema cache finds it; PostgreSQL then refuses the call
    resolveAmong({ ...routes, functions: { [name]: denied } }, name, keys, opts);
    throw permissionDenied(`permission denied for function ${name}`, opts.role);
  }
  return resolveAmong(routes, name, keys, opts);
}

function resolveAmong(routes: RouteTable, name: string, keys: Set<string>, opts: { isJsonPost: boolean; rawType?: RawBodyType }): Resolved {
  const overloads = routes.functions[name] ?? [];
  // a raw body never calls a function without parameters (v14 findProc.matchesParams)
  const matching = overloads.filter((fn) => matchesKeys(fn, keys) && !(opts.rawType && fn.args.length === 0));
  const fallback = opts.rawType ? overloads.filter((fn) => takesWholeBody(fn, [opts.rawType!])) : opts.isJsonPost ? overloads.filter((fn) => takesWholeBody(fn, ['json', 'jsonb'])) : [];
  const candidates = matching.length ? matching : fallback;
  if (candidates.length === 1) return { fn: candidates[0], wholeBody: matching.length === 0 };
  if (candidates.length > 1) throw ambiguous(routes.schema, candidates);
  if (opts.rawType) throw notFoundForRawBody(routes.schema, name, opts.rawType);
  throw notFound(routes, name, [...keys].sort(), overloads, opts.isJsonPost);
}

/** v14 Error.hs NoRpc for a text/xml/octet-stream body: no parameter list, no hint. */
function notFoundForRawBody(schema: string, name: string, rawType: RawBodyType): ApiError {
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name} in the schema cache`,
    `Searched for the function ${schema}.${name} with a single unnamed ${rawType} parameter, but no matches were found in the schema cache.`,
  );
}

function ambiguous(schema: string, fns: FunctionRoute[]): ApiError {
  const list = fns.map((f) => `${schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.pgType}`).join(', ')})`).join(', ');
  return new ApiError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function notFound(routes: RouteTable, name: string, keys: string[], overloads: FunctionRoute[], isJsonPost: boolean): ApiError {
  const qualified = `${routes.schema}.${name}`;
  const message = `Could not find the function ${qualified}${keys.length ? `(${keys.join(', ')})` : ' without parameters'} in the schema cache`;
  const searched = keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}` : ' without parameters';
  const details = `Searched for the function ${qualified}${searched}${isJsonPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`;
  let hint: string | null = null;
  if (overloads.length === 0) {
    const similar = bestMatch(Object.keys(routes.functions), name, 0.75);
    if (similar !== undefined) hint = `Perhaps you meant to call the function ${routes.schema}.${similar}`;
  } else {
    const asText = (names: string[]) => `(${[...names].sort().join(', ')})`;
    const similar = bestMatch(overloads.map((f) => asText(f.args.map((a) => a.name))), asText(keys), 0.33);
    if (similar !== undefined) hint = `Perhaps you meant to call the function ${routes.schema}.${name}${similar}`;
  }
  return new ApiError(404, 'PGRST202', message, details, hint);
}
