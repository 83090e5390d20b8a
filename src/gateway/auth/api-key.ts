// The publishable key check the hosted gateway performs before PostgREST sees a
// request: an opaque key in the `apikey` header or `?apikey=`, compared in
// constant time against every configured key.
import crypto from 'node:crypto';
import { ApiError } from '../api-error.js';

const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

export class ApiKeyChecker {
  private readonly digests: Buffer[];

  constructor(keys: string[]) {
    this.digests = keys.map(digest);
  }

  /** Throws the 401 the platform gateway answers with; the header wins over the query parameter. */
  check(header: string | undefined, queryValue: string | null | undefined): void {
    const key = header || queryValue || '';
    if (key === '') throw new ApiError(401, null, 'No API key found in request', null, 'No `apikey` request header or url param was found.');
    const given = digest(key);
    // compare against every key, no early exit, so timing says nothing about which matched
    let found = false;
    for (const d of this.digests) found = crypto.timingSafeEqual(given, d) || found;
    if (!found) throw new ApiError(401, null, 'Invalid API key', null, 'Double check your publishable API key.');
  }
}
