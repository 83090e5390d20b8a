// The connections ingestFile loads over: the files of one source reuse a few
// sessions, kept open briefly between files, instead of one new session per
// file. A fresh session paid its fork, its authentication and a cold catalog and
// plpgsql cache (the afterLoad refreshes, the triggers) again for every file:
// most of the server's time on sample sets made of many small files. Every load
// is one transaction and leaves nothing in the session (set local, temp tables
// on commit drop, transaction-scoped advisory locks), so a reused session
// behaves as a new one; a session whose load failed is closed, never reused.
import pg from 'pg';

/** How long an idle session waits for the next file before it closes. */
const IDLE_MS = 2000;
/** Sessions per source and database at most (files of one source wait for each other's advisory lock anyway). */
const MAX_PER_SOURCE = 10;

const pools = new Map<string, pg.Pool>();

/** A session for loading a file of `source`; hand it back with releaseIngestConnection. */
export async function ingestConnection(ownerUrl: string, source: string): Promise<pg.PoolClient> {
  const key = `${source}\u0000${ownerUrl}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: ownerUrl,
      application_name: `brfin-ingest ${source}`,
      // The server checks every second that the loader is still there, so a killed
      // load's statement (an upsert, a refresh) ends with it instead of running on.
      options: '-c client_connection_check_interval=1000',
      max: MAX_PER_SOURCE,
      idleTimeoutMillis: IDLE_MS,
      // a CLI exits when its last load is done, without waiting for idle sessions to time out
      allowExitOnIdle: true,
    });
    // an idle session whose server goes away (npm start stopping, a dropped test database) is just dropped
    pool.on('error', () => {});
    // A server that goes away between statements (npm start stopping mid-load) is
    // reported by the statement that fails; the socket's error must not crash the process.
    pool.on('connect', (client) => void client.on('error', () => {}));
    pools.set(key, pool);
  }
  return pool.connect();
}

/** Returns the session for the next file, or closes it when its load failed (its state is then unknown). */
export function releaseIngestConnection(client: pg.PoolClient, failed: boolean): void {
  client.release(failed);
}
