// Runs a read or call statement in the request's transaction and answers the
// way PostgREST does: Content-Range always, 206/416 from the exact count,
// PGRST116 for a singular response that is not exactly one row.
import { ApiError } from '../api-error.js';
import type { ApiRequest, GatewayContext } from '../context.js';
import { cancelOnHangup } from '../db/cancel-on-hangup.js';
import { apiErrorFromPg } from '../db/pg-error.js';
import { requestGucs } from '../db/request-gucs.js';
import { planRows, reportedTotal, type Statement } from '../db/planned-count.js';
import type { MainRow } from '../db/single-sync.js';
import { runInTransaction } from '../db/transaction.js';
import { preferenceApplied, type Preferences } from '../http/preferences.js';
import { JSON_TYPE, send } from '../http/respond.js';
import { contentRange, type RequestedRange } from '../query/range.js';

export interface ReadExecution {
  text: string;
  values: (string | null)[];
  readOnly: boolean;
  range: RequestedRange;
  contentType: string;
  /** vnd.pgrst.object: exactly one row or 406. */
  singular: boolean;
  /** `/<view>?<canonical query>`, views only. */
  contentLocation?: string;
  isCall: boolean;
  /** Functions returning void answer 204. */
  noContent: boolean;
  prefs: Preferences;
  /** EXPLAIN of the count query, for count=planned/estimated on a view. */
  explain?: Statement;
}

/** Header values must be Latin-1; non-ASCII names are percent-encoded. */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/gu, (c) => encodeURIComponent(c));

export async function runRead(ctx: GatewayContext, r: ApiRequest, exec: ReadExecution): Promise<void> {
  const role = r.caller.role;
  let row: MainRow;
  try {
    const settings = await ctx.roleSettings.get();
    // a client that hung up while queued for its lane is not served at all
    row = await ctx.lanes.run(role, () => (r.res.closed ? Promise.reject(new ApiError(400, null, 'The client closed the request')) : runInTransaction(
      ctx.pool,
      {
        schema: ctx.routes.schema,
        readOnly: exec.readOnly,
        prepared: ctx.preparedStatements,
        roleSettings: settings.get(role),
        gucs: requestGucs(r, exec.prefs.timezone),
        watch: (client) => cancelOnHangup(client, r.res),
        // checked before COMMIT, so a refused singular call to a volatile function changes nothing
        verify: (result) => {
          const rows = Number(result.page_total);
          if (exec.singular && rows !== 1) throw new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
        },
      },
      { text: exec.text, values: exec.values },
      exec.explain,
    )), { text: exec.text, counts: () => !r.res.closed });
  } catch (error) {
    throw apiErrorFromPg(error, role);
  }

  const counted = row.total_result_set === null ? null : Number(row.total_result_set);
  const mode = exec.prefs.count;
  const total = exec.explain && (mode === 'planned' || mode === 'estimated') ? reportedTotal(mode, counted, planRows(row.follow_up)) : counted;
  const range = contentRange(exec.range.topLevel, Number(row.page_total), total);
  const headers: Record<string, string> = { 'Content-Range': range.header };
  if (exec.contentLocation !== undefined) headers['Content-Location'] = headerSafe(exec.contentLocation);
  const applied = preferenceApplied(exec.prefs, exec.isCall);
  if (exec.noContent) {
    if (applied) headers['Preference-Applied'] = applied;
    send(r.res, 204, headers, null);
    return;
  }
  headers['Content-Type'] = range.status === 416 ? JSON_TYPE : exec.contentType;
  if (r.profileNegotiated) headers['Content-Profile'] = ctx.routes.schema;
  if (applied) headers['Preference-Applied'] = applied;
  if (range.status === 416) {
    const error = new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${exec.range.topLevel.lower} was requested, but there are only ${total} rows.`);
    headers['Proxy-Status'] = `PostgREST; error=${error.code}`;
    send(r.res, 416, headers, error.body(), { head: r.head });
    return;
  }
  send(r.res, range.status, headers, row.body ?? '', { head: r.head });
}
