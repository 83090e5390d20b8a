// The ingest run's open connections, so a CLI that is interrupted (SIGINT,
// SIGTERM) can cancel their statements on the server before it exits, instead
// of leaving an upsert or a refresh running for a client that is gone.
import pg from 'pg';

const open = new Set<pg.Client>();

/** Registers a connected client until `release()`. */
export function trackCancellable(client: pg.Client): { release(): void } {
  open.add(client);
  return { release: () => void open.delete(client) };
}

/** Asks the server to cancel whatever each open ingest connection is running (pg_cancel_backend over a side connection). */
export async function cancelRunningLoads(): Promise<number> {
  const clients = [...open];
  await Promise.all(
    clients.map(async (client) => {
      const pid = (client as unknown as { processID?: number }).processID;
      const params = (client as unknown as { connectionParameters: pg.ClientConfig }).connectionParameters;
      if (!pid) return;
      const side = new pg.Client({ ...params, application_name: 'brfin-ingest cancel' });
      try {
        await side.connect();
        await side.query('select pg_cancel_backend($1)', [pid]);
      } catch {
        // the server is gone too: nothing left to cancel
      } finally {
        await side.end().catch(() => {});
      }
    }),
  );
  return clients.length;
}
