// The brfin client on postgrest-js: typed methods for every endpoint (generated
// in endpoints.ts), series() for windows longer than one response, and the
// underlying PostgrestClient<Database> for anything else (`client.rest`).
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Args, Database, FunctionName, FunctionRow, ViewName, ViewRow } from './database.js';
import { ENDPOINTS, EndpointMethods, type ViewQuery } from './endpoints.js';
import { BrfinError } from './errors.js';
import { walkSeries } from './series.js';

export interface BrfinOptions {
  /** The publishable key (sent as the `apikey` header). */
  apikey: string;
  /** A signed-in caller's JWT (role authenticated), sent as `Authorization: Bearer`. */
  accessToken?: string;
  fetch?: typeof fetch;
}

type Rest = PostgrestClient<Database, { PostgrestVersion: '12' }, 'api'>;

export class BrfinClient extends EndpointMethods {
  /** postgrest-js, typed by Database: `client.rest.rpc('ptax', {...})`, `client.rest.from('quotes')...`. */
  readonly rest: Rest;
  /** HTTP requests made so far (series() makes several). */
  requests = 0;

  /** `url` is the API's base, e.g. http://localhost:3000/rest/v1. */
  constructor(url: string, options: BrfinOptions) {
    super();
    const headers: Record<string, string> = { apikey: options.apikey };
    if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;
    const base = options.fetch ?? fetch;
    const counted: typeof fetch = (input, init) => {
      this.requests += 1;
      return base(input, init);
    };
    this.rest = new PostgrestClient<Database, { PostgrestVersion: '12' }, 'api'>(url, { headers, schema: 'api', fetch: counted });
  }

  /**
   * Every row of a function or view, in order, in as many requests as it takes: p_after cursors where
   * the function pages, p_from/p_to windows halved on a 1000-row refusal otherwise, limit/offset on a
   * view (give `order`).
   */
  series<F extends FunctionName>(name: F, args: Args<F>): Promise<FunctionRow<F>[]>;
  series<V extends ViewName>(name: V, query: ViewQuery<V>): Promise<ViewRow<V>[]>;
  async series(name: FunctionName | ViewName, args: object): Promise<unknown[]> {
    const io = { callFunction: (n: string, a: object) => this.callFunction(n as FunctionName, a), readView: (n: string, q: object) => this.readView(n as ViewName, q) };
    return walkSeries(io, name, ENDPOINTS[name].paging, args as Record<string, unknown>);
  }

  protected async callFunction(name: FunctionName, args: object): Promise<unknown> {
    const { data, error, status } = await this.rest.rpc(name, args as never);
    if (error) throw new BrfinError(error, status);
    return data;
  }

  protected async readView<V extends ViewName>(name: V, query: ViewQuery<V>): Promise<ViewRow<V>[]> {
    const { select, order, limit, offset, ...filters } = query as Record<string, string | number | undefined>;
    let request = this.rest.from(name).select(String(select ?? '*'));
    for (const [column, filter] of Object.entries(filters)) {
      if (filter === undefined) continue;
      const match = /^((?:not\.)?[a-z]+)\.(.*)$/s.exec(String(filter));
      if (!match) throw new Error(`${name}: filter ${column}=${String(filter)} is not <operator>.<value> (eq.PETR4, gte.2026-01-01)`);
      request = request.filter(column as never, match[1] as never, match[2]);
    }
    for (const part of order ? String(order).split(',') : []) {
      const [column, ...modifiers] = part.split('.');
      request = request.order(column as never, { ascending: !modifiers.includes('desc'), nullsFirst: modifiers.includes('nullsfirst') ? true : modifiers.includes('nullslast') ? false : undefined });
    }
    if (limit !== undefined || offset !== undefined) {
      const from = Number(offset ?? 0);
      request = request.range(from, from + Number(limit ?? 1000) - 1);
    }
    const { data, error, status } = await request;
    if (error) throw new BrfinError(error, status);
    return data as unknown as ViewRow<V>[];
  }
}
