// The gateway's public surface.
export { createGateway, type Gateway, type GatewayOptions } from './server.js';
export type { RouteTable, ViewRoute, FunctionRoute } from './route-types.js';
export { ApiError } from './api-error.js';
