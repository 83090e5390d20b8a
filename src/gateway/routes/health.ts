// `/live` and `/ready`, as PostgREST's admin server answers them: a status and
// an empty body. Live: the process serves HTTP. Ready: the database answers and
// the caller's own readiness flag (e.g. sample data still loading) is up.
import type http from 'node:http';
import type { GatewayContext } from '../context.js';
import { acquire } from '../db/transaction.js';
import { send } from '../http/respond.js';

const READY_CHECK_TIMEOUT_MS = 2000;

async function databaseAnswers(ctx: GatewayContext): Promise<boolean> {
  if (ctx.upstream) return true; // the upstream PostgREST owns the database connection
  try {
    const client = await acquire(ctx.pool, READY_CHECK_TIMEOUT_MS);
    let broken: Error | undefined;
    // a connection dying while checked out emits 'error'; unheard, it would crash the process
    const onError = (error: Error) => (broken ??= error);
    client.on('error', onError);
    try {
      await client.query('select 1');
    } catch (error) {
      broken ??= error as Error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
    return broken === undefined;
  } catch {
    return false;
  }
}

/** Answers `/live` and `/ready`; returns false for any other path. */
export async function serveHealth(ctx: GatewayContext, res: http.ServerResponse, path: string): Promise<boolean> {
  if (path === '/live') send(res, 200, {}, '');
  else if (path === '/ready') send(res, (ctx.ready?.() ?? true) && (await databaseAnswers(ctx)) ? 200 : 503, {}, '');
  else return false;
  return true;
}
