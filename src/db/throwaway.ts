// A temporary embedded cluster in a temp folder on a free port, removed on stop:
// for the test run, codegen and the bench, never touching the user's DATA_DIR.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded, type EmbeddedCluster } from './embedded.js';
import { freePort } from './free-port.js';

export async function startThrowawayCluster(prefix: string): Promise<EmbeddedCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.chmodSync(dir, 0o755); // the cluster runs as user postgres when we are root
  try {
    const cluster = await startEmbedded({
      dir: path.join(dir, 'data'),
      port: await freePort(),
      password: crypto.randomBytes(18).toString('base64url'),
      persistent: false,
    });
    return {
      superuserUrl: cluster.superuserUrl,
      stop: async () => {
        await cluster.stop().catch(() => {});
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
