// Schema profiles: only `api` is exposed. Reads name the schema in
// Accept-Profile, writes (POST and the like) in Content-Profile.
import type http from 'node:http';
import { ApiError } from './api-error.js';

/** True when the profile was given (and is `api`); throws for any other schema. */
export function checkProfile(req: http.IncomingMessage, schema: string): boolean {
  const header = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(req.method ?? '') ? 'content-profile' : 'accept-profile';
  const profile = req.headers[header];
  if (profile === undefined) return false;
  if (profile !== schema) {
    throw new ApiError(401, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${schema}`);
  }
  return true;
}
