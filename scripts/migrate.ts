// npm run migrate: applies the committed migrations to DATABASE_URL (or the
// embedded cluster under DATA_DIR). Running it twice is a no-op.
import { readConfig } from '../src/config.js';
import { applyMigrations } from '../src/db/migrate.js';
import { openDatabase, setAuthenticatorPassword } from '../src/db/runtime.js';

const config = readConfig();
const db = await openDatabase(config);
try {
  await applyMigrations(db.ownerUrl);
  if (db.embedded || process.env.AUTHENTICATOR_PASSWORD) {
    await setAuthenticatorPassword(db.ownerUrl, process.env.AUTHENTICATOR_PASSWORD ?? db.secrets.authenticatorPassword);
  }
  console.log('migrations up to date');
} finally {
  await db.stop();
}
