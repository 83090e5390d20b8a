// npm run token -- --sub ID --ttl 1h [--role authenticated]
// Prints a signed-in token for this deployment's JWT_SECRET (or the demo secret under DATA_DIR).
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config.js';
import { loadOrCreateSecrets } from '../src/db/secrets.js';
import { mintToken, parseTtl } from '../src/gateway/auth/token.js';

const { values } = parseArgs({
  options: {
    sub: { type: 'string' },
    ttl: { type: 'string', default: '1h' },
    role: { type: 'string', default: 'authenticated' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('Usage: npm run token -- --sub ID [--ttl 1h] [--role authenticated]\nPrints an HS256 JWT; send it as "Authorization: Bearer <token>" beside the apikey header.');
  process.exit(0);
}
try {
  const config = readConfig();
  const secret = config.jwtSecret ?? loadOrCreateSecrets(config.dataDir).jwtSecret;
  console.log(await mintToken({ secret, role: values.role!, sub: values.sub, ttlSeconds: parseTtl(values.ttl!) }));
} catch (error) {
  console.error(`token: ${(error as Error).message}`);
  process.exit(1);
}
