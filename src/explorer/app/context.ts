// What every page gets: the endpoints by name, the catalog, and the apikey.
import type { Catalog, Endpoint } from './endpoints.js';

export interface ExplorerContext {
  endpoints: Map<string, Endpoint>;
  catalog: Catalog;
  apiKey(): string;
}

export function endpoint(ctx: ExplorerContext, name: string): Endpoint {
  const found = ctx.endpoints.get(name);
  if (!found) throw new Error(`this API does not serve ${name}`);
  return found;
}
