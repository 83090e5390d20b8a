// A read-only request as one implicit transaction: Bind/Execute of the settings
// statement, Bind/Describe/Execute of the main statement, then one Sync. In
// the extended protocol everything before a Sync runs in one transaction, so
// the `set_config(..., true)` settings (role, claims, read-only mode) hold for
// the main statement and end at the Sync, as with BEGIN ... COMMIT, minus two
// statements, three Syncs and the driver's per-query bookkeeping. Used only
// when both statements are already prepared on the connection (the first
// request of a shape on a connection goes the long way and prepares them).
import type pg from 'pg';

/** The main statement's one row, as the transaction runner (transaction.ts) returns it. */
export interface MainRow {
  total_result_set: string | null;
  page_total: string;
  body: string | null;
  /** First column of the follow-up statement's first row, when one was given. */
  follow_up?: unknown;
}

export interface PreparedStep {
  name: string;
  values: (string | null)[];
}

interface ProtocolConnection {
  parsedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  bind(config: { statement: string; values: (string | null)[] }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: Record<string, never>): void;
  sync(): void;
}

interface DataRowMessage {
  fields: (string | null)[];
}
interface RowDescriptionMessage {
  fields: { name: string }[];
}

/** True when the connection has a prepared statement of that name. */
export const isPrepared = (client: pg.PoolClient, name: string | undefined): boolean =>
  name !== undefined && name in (client as unknown as { connection: ProtocolConnection }).connection.parsedStatements;

/** The driver's submittable protocol (`client.query(submittable)`): it gets every message of its round trip. */
class SingleSyncRead {
  readonly done: Promise<MainRow>;
  private resolve!: (row: MainRow) => void;
  private reject!: (error: unknown) => void;
  private names: string[] = [];
  private row: MainRow | undefined;
  private failed = false;

  constructor(
    private readonly settings: PreparedStep,
    private readonly main: PreparedStep,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: ProtocolConnection): null {
    connection.stream.cork?.();
    try {
      connection.bind({ statement: this.settings.name, values: this.settings.values });
      connection.execute({});
      connection.bind({ statement: this.main.name, values: this.main.values });
      connection.describe({ type: 'P', name: '' });
      connection.execute({});
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  // only the main statement is described, so this is its row shape
  handleRowDescription(msg: RowDescriptionMessage): void {
    this.names = msg.fields.map((f) => f.name);
  }

  handleDataRow(msg: DataRowMessage): void {
    if (this.names.length === 0) return; // the settings row
    const row: Record<string, string | null> = {};
    this.names.forEach((name, i) => (row[name] = msg.fields[i]));
    this.row = row as unknown as MainRow;
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}

  handleError(error: unknown): void {
    this.failed = true;
    this.reject(error);
  }

  handleReadyForQuery(): void {
    if (this.failed) return;
    if (this.row) this.resolve(this.row);
    else this.reject(new Error('the main statement returned no row'));
  }
}

/** How many requests took this path in this process (tests check the path is really taken). */
export const singleSyncStats = { runs: 0 };

/** Runs the two prepared statements in one implicit transaction; rejects with the first failure. */
export function runSingleSync(client: pg.PoolClient, settings: PreparedStep, main: PreparedStep): Promise<MainRow> {
  singleSyncStats.runs += 1;
  const read = new SingleSyncRead(settings, main);
  (client as unknown as { query(submittable: unknown): unknown }).query(read);
  return read.done;
}
