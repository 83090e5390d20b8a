// Bearer JWT verification with PostgREST v13+ semantics (Auth/Jwt.hs): the same
// failure taxonomy (PGRST301 decode errors, PGRST303 claim errors), texts and
// 30 s clock skew, and the request role taken from the `role` claim.
import { compactVerify, SignJWT } from 'jose';
import { ApiError } from '../api-error.js';
import { ANON_ROLE, AUTHENTICATED_ROLE } from '../../config.js';
import { hsShowString } from '../query/parsec.js';

const CLOCK_SKEW_SECONDS = 30;
const HMAC_ALGORITHMS = ['HS256', 'HS384', 'HS512'];
const ASYMMETRIC_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES256K', 'ES384', 'ES512', 'EdDSA'];

export interface Caller {
  role: string;
  /** `request.jwt.claims`: the claims as JSON with keys sorted at every level (as aeson encodes them), `role` always included. */
  claimsJson: string;
  /** The caller's own token, when one was sent and accepted. */
  token?: string;
}

function invalidToken(code: 'PGRST301' | 'PGRST303', message: string, details: string | null = null): ApiError {
  return new ApiError(401, code, message, details, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${hsShowString(message)}`,
  });
}

/** wai's extractBearerAuth: scheme `bearer` in any case, then the rest after whitespace. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const m = authorization.match(/^(\S*)\s*([\s\S]*)$/)!;
  return m[1].toLowerCase() === 'bearer' ? m[2] : undefined;
}

function base64UrlJson(part: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(part) || part.length % 4 === 1) throw new Error('not base64url');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** Structure first, as jose-jwt parses before it verifies: anything unreadable is BadCrypto. */
function checkStructure(token: string): void {
  const parts = token.split('.');
  if (parts.length !== 3) throw invalidToken('PGRST301', `Expected 3 parts in JWT; got ${parts.length}`);
  let header: unknown;
  try {
    header = base64UrlJson(parts[0]);
    if (!/^[A-Za-z0-9_-]*$/.test(parts[1] + parts[2])) throw new Error('not base64url');
  } catch {
    throw invalidToken('PGRST301', 'JWT cryptographic operation failed');
  }
  const alg = (header as { alg?: unknown } | null)?.alg;
  if (alg === 'none') throw invalidToken('PGRST301', 'Wrong or unsupported encoding algorithm', "JWT is unsecured but expected 'alg' was not 'none'");
  if (typeof alg !== 'string' || ![...HMAC_ALGORITHMS, ...ASYMMETRIC_ALGORITHMS].includes(alg)) {
    throw invalidToken('PGRST301', 'JWT cryptographic operation failed');
  }
  if (!HMAC_ALGORITHMS.includes(alg)) throw wrongKey();
}

const wrongKey = () => invalidToken('PGRST301', 'No suitable key or wrong key type', 'None of the keys was able to decode the JWT');

/** PostgREST's claim checks, one claim at a time in its order: exp, nbf, iat, aud. */
function checkClaims(claims: Record<string, unknown>, nowSeconds: number): void {
  const numeric = (key: string): number | undefined => {
    const v = claims[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number') throw invalidToken('PGRST303', `The JWT '${key}' claim must be a number`);
    return Number.isInteger(v) ? v : 0; // Scientific.toBoundedInteger gives Nothing, read as 0
  };
  const exp = numeric('exp');
  if (exp !== undefined && nowSeconds - CLOCK_SKEW_SECONDS > exp) throw invalidToken('PGRST303', 'JWT expired');
  const nbf = numeric('nbf');
  if (nbf !== undefined && nowSeconds + CLOCK_SKEW_SECONDS < nbf) throw invalidToken('PGRST303', 'JWT not yet valid');
  const iat = numeric('iat');
  if (iat !== undefined && nowSeconds + CLOCK_SKEW_SECONDS < iat) throw invalidToken('PGRST303', 'JWT issued at future');
  const aud = claims.aud;
  if (aud !== undefined && aud !== null && typeof aud !== 'string' && !(Array.isArray(aud) && aud.every((a) => typeof a === 'string'))) {
    throw invalidToken('PGRST303', "The JWT 'aud' claim must be a string or an array of strings");
  }
}

/** Object keys sorted at every level, as aeson encodes the claims. */
function sortedJson(value: unknown): string {
  const sortKeys = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sortKeys)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => [k, sortKeys(x)]))
        : v;
  return JSON.stringify(sortKeys(value));
}

/** Every tokenless caller, its claims encoded once. */
const ANONYMOUS: Caller = Object.freeze({ role: ANON_ROLE, claimsJson: sortedJson({ role: ANON_ROLE }) });

export class JwtVerifier {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The caller behind an `Authorization` header; anonymous without a Bearer token. */
  async authenticate(authorization: string | undefined): Promise<Caller> {
    const token = bearerToken(authorization);
    if (token === undefined) return ANONYMOUS;
    if (token === '') throw invalidToken('PGRST301', 'Empty JWT is sent in Authorization header');
    checkStructure(token);
    let payload: Uint8Array;
    try {
      ({ payload } = await compactVerify(token, this.key, { algorithms: HMAC_ALGORITHMS }));
    } catch {
      throw wrongKey();
    }
    let claims: unknown;
    try {
      claims = JSON.parse(new TextDecoder().decode(payload));
    } catch {
      claims = undefined;
    }
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw invalidToken('PGRST303', 'Parsing claims failed');
    const record = claims as Record<string, unknown>;
    checkClaims(record, Math.floor(Date.now() / 1000));
    const claimed = record.role;
    const role = claimed === undefined ? ANON_ROLE : typeof claimed === 'string' ? claimed : JSON.stringify(claimed);
    if (role !== ANON_ROLE && role !== AUTHENTICATED_ROLE) {
      // what `SET ROLE` answers when the authenticator may not become that role
      throw new ApiError(401, '42501', `permission denied to set role "${role}"`, null, null, { 'WWW-Authenticate': 'Bearer' });
    }
    return { role, claimsJson: sortedJson({ ...record, role }), token };
  }

  /** A short-lived anon token, for forwarding a keyed but tokenless request to PostgREST. */
  async mintAnonToken(lifetimeSeconds = 60): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ role: ANON_ROLE }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(now).setExpirationTime(now + lifetimeSeconds).sign(this.key);
  }
}
