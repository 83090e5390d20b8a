// PostgreSQL errors to HTTP, as PostgREST maps them (Error.hs pgErrorStatus):
// the body carries SQLSTATE, message, detail and hint; anything that is not a
// server error (refused connection, broken socket, timeout) is PGRST001 503.
import pg from 'pg';
import { ApiError } from '../api-error.js';
import { ANON_ROLE } from '../../config.js';

export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const p2 = code.slice(0, 2);
  if (p2 === '08') return 503;
  if (p2 === '09') return 500;
  if (p2 === '0L' || p2 === '0P') return 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (['25', '2D', '38', '39', '3B', '40'].includes(p2)) return 500;
  if (p2 === '28') return 403;
  if (code === '53400') return 500;
  if (p2 === '53') return 503;
  if (p2 === '54' || p2 === '55') return 500;
  if (code === '57P01') return 503;
  if (['57', '58', 'F0', 'HV', 'XX'].includes(p2)) return 500;
  if (code === 'P0001') return 400;
  if (p2 === 'P0') return 500;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (p2 === 'PT') {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  return 400;
}

/** `RAISE SQLSTATE 'PGRST' USING message = '{"code":..}', detail = '{"status":..,"headers":..}'`: full response control. */
function raisedPgrst(error: pg.DatabaseError): ApiError {
  try {
    const m = JSON.parse(error.message) as { code: string; message: string; details?: string; hint?: string };
    const d = JSON.parse(error.detail ?? '') as { status: number; headers: Record<string, string> };
    if (typeof m.code !== 'string' || typeof m.message !== 'string' || typeof d.status !== 'number') throw new Error('shape');
    return new ApiError(d.status, m.code, m.message, m.details ?? null, m.hint ?? null, d.headers ?? {});
  } catch {
    return new ApiError(500, 'PGRST121', `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`, `Invalid JSON value for MESSAGE: '${error.message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.");
  }
}

/** `10.0.0.5:5432`, `[::1]:5432`, `localhost:5432`, `/tmp/.s.PGSQL.5432`: where the database lives is nobody's business. */
const ADDRESS = /(\[[0-9a-f:.]+\]|(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{1,4}|\b\d{1,3}(?:\.\d{1,3}){3}|\blocalhost|\/[\w./-]*\.s\.PGSQL)(?::\d+|\.\d+)?/gi;

export function databaseUnavailable(error: unknown): ApiError {
  const text = (error instanceof Error ? error.message : String(error)).replace(ADDRESS, '').replace(/\b(ENOTFOUND|EAI_AGAIN) \S+/g, '$1').replace(/\s+$/, '');
  return new ApiError(503, 'PGRST001', 'Database client error. Retrying the connection.', text || null, null, { 'Retry-After': '10' });
}

/**
 * A server that is shutting down, crashed or still recovering (`the database
 * system is starting up`, 57P03) is an unavailable database, not a failed statement.
 */
const NOT_ACCEPTING = new Set(['57P01', '57P02', '57P03']);

/** A 42501 as PostgreSQL would raise it for `role` (401 with WWW-Authenticate for anon, 403 signed in). */
export function permissionDenied(message: string, role: string): ApiError {
  const status = statusForSqlState('42501', message, role !== ANON_ROLE);
  return new ApiError(status, '42501', message, null, null, status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {});
}

export function apiErrorFromPg(error: unknown, role: string): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof pg.DatabaseError) || typeof error.code !== 'string') return databaseUnavailable(error);
  if (error.code === 'PGRST') return raisedPgrst(error);
  if (NOT_ACCEPTING.has(error.code) || error.code.startsWith('08')) return databaseUnavailable(error);
  const status = statusForSqlState(error.code, error.message, role !== ANON_ROLE);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new ApiError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
}
