// The gateway under test on its own thread, so the load generator in the main
// thread does not share its event loop (as a real deployment would not).
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { introspect } from '../codegen/introspect.js';
import { REPO_ROOT } from '../repo-root.js';
import { createGateway } from '../gateway/server.js';

const { ownerUrl, authenticatorUrl, key, secret, poolSize = 10 } = workerData as { ownerUrl: string; authenticatorUrl: string; key: string; secret: string; poolSize?: number };

const owner = new pg.Client({ connectionString: ownerUrl });
await owner.connect();
const routes = await introspect(owner);
await owner.end();

const pool = new pg.Pool({ connectionString: authenticatorUrl, max: poolSize });
const gateway = createGateway({ routes, pool, publishableKeys: [key], jwtSecret: secret, openapi: fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8') });
const port = await gateway.listen(0, '127.0.0.1');
parentPort!.postMessage({ port });
parentPort!.once('message', async () => {
  await gateway.close();
  await pool.end();
  parentPort!.postMessage({ closed: true });
});
