// Mints the HS256 JWTs the gateway accepts (role authenticated signs a caller in).
import { SignJWT } from 'jose';

export const MIN_JWT_SECRET_LENGTH = 32;

export function assertJwtSecret(secret: string): void {
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters (got ${secret.length}); PostgREST refuses shorter HS256 secrets too.`);
  }
}

/** `1h`, `30m`, `45s`, `7d` or a number of seconds. */
export function parseTtl(text: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) throw new Error(`--ttl must look like 3600, 45s, 30m, 1h or 7d (got ${JSON.stringify(text)})`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export async function mintToken(opts: { secret: string; role: string; sub?: string; ttlSeconds: number; now?: number }): Promise<string> {
  assertJwtSecret(opts.secret);
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  const jwt = new SignJWT({ role: opts.role }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(now).setExpirationTime(now + opts.ttlSeconds);
  if (opts.sub) jwt.setSubject(opts.sub);
  return jwt.sign(new TextEncoder().encode(opts.secret));
}
