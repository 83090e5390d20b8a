// brfin-api-client: the typed client of the brfin API.
export { BrfinClient, type BrfinOptions } from './client.js';
export { BrfinError, type ApiErrorBody } from './errors.js';
export { ENDPOINTS, type Paging, type ViewQuery } from './endpoints.js';
export { PAGE_SIZE } from './series.js';
export type { Args, Database, FunctionName, FunctionRow, Json, ViewName, ViewRow } from './database.js';
