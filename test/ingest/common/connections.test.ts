// The files of one source load over the same session (src/ingest/common/connections.ts):
// a reused session carries nothing from the file before, and a failed load's session is closed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestFileError } from '../../../src/ingest/common/errors.js';
import { ingestFile } from '../../../src/ingest/common/ingest-file.js';
import type { Loader } from '../../../src/ingest/common/types.js';
import { PTAX_TARGET } from '../../../src/ingest/bcb-ptax/load.js';
import { ptaxRowCount, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();

interface Session {
  pid: number;
  application: string;
  role: string;
  tempTables: number;
}

/** One bcb.ptax row per line "date;rate" ("boom" fails the file); afterLoad notes the session it ran in. */
function sessionLoader(source: string, seen: Session[]): Loader {
  return {
    source,
    targets: [PTAX_TARGET],
    async stageTables(input, { fileName, stageRows }) {
      const lines = (await new Response(input as unknown as ReadableStream).text()).split('\n').filter(Boolean);
      async function* rows() {
        for (const [i, text] of lines.entries()) {
          if (text === 'boom') throw new IngestFileError(fileName, `line ${i + 1}`, 'boom is not a row');
          const [day, rate] = text.split(';');
          yield ['CHF', day, rate, rate, null, null, null, `${day} 13:00:00`];
        }
      }
      await stageRows(PTAX_TARGET.table, rows());
      return {};
    },
    async afterLoad({ client }) {
      const { rows } = await client.query<Session>(
        `select pg_backend_pid() as pid, current_setting('application_name') as application, current_user as role,
                (select count(*)::int from pg_class where relnamespace = pg_my_temp_schema()) as "tempTables"`,
      );
      seen.push(rows[0]);
    },
  };
}

function load(loader: Loader, name: string, text: string) {
  const file = path.join(env.dataDir, name);
  fs.writeFileSync(file, text);
  return ingestFile(loader, file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
}

describe('ingest sessions', () => {
  it('loads the files of one source over one session, which starts each file as a new one would', async () => {
    const seen: Session[] = [];
    const loader = sessionLoader('test-sessions', seen);
    await load(loader, 'a.txt', '2001-01-01;1.1\n');
    await load(loader, 'b.txt', '2001-01-02;1.2\n');
    // the same key again: COPY fails, the file goes through a temp stage (on commit drop) and the upsert
    await load(loader, 'c.txt', '2001-01-02;1.3\n2001-01-03;1.4\n');
    await load(loader, 'd.txt', '2001-01-04;1.5\n');
    expect(new Set(seen.map((s) => s.pid)).size).toBe(1);
    expect(seen.map((s) => [s.application, s.role])).toEqual(Array(4).fill(['brfin-ingest test-sessions', 'ingest_writer']));
    // the stage of c.txt is there during its own afterLoad only
    expect(seen.map((s) => s.tempTables)).toEqual([0, 0, 1, 0]);
    expect(await ptaxRowCount(env.db.superuserUrl)).toBe(4);
  });

  it('closes the session of a failed load: the next file gets a new one', async () => {
    const seen: Session[] = [];
    const loader = sessionLoader('test-sessions-failing', seen);
    await load(loader, 'e.txt', '2002-01-01;1.1\n');
    await expect(load(loader, 'f.txt', '2002-01-02;1.2\nboom\n')).rejects.toThrow('f.txt line 2: boom is not a row');
    await load(loader, 'g.txt', '2002-01-03;1.3\n');
    expect(seen).toHaveLength(2);
    expect(seen[1].pid).not.toBe(seen[0].pid);
  });

  it('gives each source its own session, named after it', async () => {
    const first: Session[] = [];
    const second: Session[] = [];
    await load(sessionLoader('test-sessions-one', first), 'h.txt', '2003-01-01;1.1\n');
    await load(sessionLoader('test-sessions-two', second), 'i.txt', '2003-01-02;1.2\n');
    expect([first[0].application, second[0].application]).toEqual(['brfin-ingest test-sessions-one', 'brfin-ingest test-sessions-two']);
    expect(second[0].pid).not.toBe(first[0].pid);
  });
});
