// npm run token -- --sub ID --ttl 1h [--role authenticated]
// Prints a signed-in token for this deployment's JWT_SECRET (or the demo secret under DATA_DIR).
import { parseFlags } from '../src/cli-flags.js';
import { readConfig } from '../src/config.js';
import { loadOrCreateSecrets } from '../src/db/secrets.js';
import { mintToken, parseTtl } from '../src/gateway/auth/token.js';

const USAGE = `Usage: npm run token -- --sub ID [--ttl 1h] [--role authenticated]
Prints an HS256 JWT for JWT_SECRET (or the demo secret under DATA_DIR); send it as
"Authorization: Bearer <token>" beside the apikey header.

  --sub ID     the caller's id (the token's sub claim)
  --ttl T      lifetime: 3600, 45s, 30m, 1h or 7d (default 1h)
  --role R     the database role the token asks for (default authenticated)
  --help       this help`;

const { values } = parseFlags('token', USAGE, {
  sub: { type: 'string' },
  ttl: { type: 'string', default: '1h' },
  role: { type: 'string', default: 'authenticated' },
});
try {
  const config = readConfig();
  const secret = config.jwtSecret ?? loadOrCreateSecrets(config.dataDir).jwtSecret;
  console.log(await mintToken({ secret, role: values.role!, sub: values.sub, ttlSeconds: parseTtl(values.ttl!) }));
} catch (error) {
  console.error(`token: ${(error as Error).message}`);
  process.exit(1);
}
