// Schema profiles: only `api` is exposed. Reads name the schema in
// Accept-Profile, writes (POST and the like) in Content-Profile, and only that
// header is echoed back as Content-Profile. The spec's rule 4 refuses a request
// for any other schema with 401, whichever of the two headers names it and
// whatever the method (a POST /rpc with Accept-Profile: public is 401 as on GET).
import type http from 'node:http';
import { ApiError } from './api-error.js';

/** True when the method's profile header was given (and is `api`); throws for any other schema. */
export function checkProfile(req: http.IncomingMessage, schema: string): boolean {
  for (const header of ['accept-profile', 'content-profile'] as const) {
    const profile = req.headers[header];
    if (profile !== undefined && profile !== schema) {
      throw new ApiError(401, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${schema}`);
    }
  }
  const isWrite = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(req.method ?? '');
  return req.headers[isWrite ? 'content-profile' : 'accept-profile'] !== undefined;
}
