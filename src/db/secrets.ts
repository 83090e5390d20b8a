// Demo credentials for a self-hosted start: created once under DATA_DIR and kept,
// so a restart keeps the same publishable key, JWT secret and passwords.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  superuserPassword: string;
  authenticatorPassword: string;
  publishableKey: string;
  jwtSecret: string;
}

const token = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  const secrets: Secrets = {
    superuserPassword: token(18),
    authenticatorPassword: token(18),
    publishableKey: `pk_demo_${token(18)}`,
    jwtSecret: token(36),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  return secrets;
}
