// Loads one TradeInformationConsolidatedFile into b3.trade_consolidated. A
// Final file replaces the Parcial rows of its sessions (rows it no longer
// lists go); a Parcial file changes nothing of a session already Final.
import { sql } from 'kysely';
import { kyselyOver } from '../../db/kysely.js';
import { ingestFile, landingTarget, tableRows, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { openConsolidatedFile, type FileStatus } from './parse.js';
import { TRADE_CONSOLIDATED_TABLE } from './tables.js';

export const CONSOLIDATED_TRADES_SOURCE = 'b3-consolidated-trades';

const STATUS_AT = TRADE_CONSOLIDATED_TABLE.columns.findIndex((c) => c.column === 'file_status');

export function consolidatedTradesLoader(): Loader {
  let status: FileStatus | undefined;
  return {
    source: CONSOLIDATED_TRADES_SOURCE,
    targets: [landingTarget(TRADE_CONSOLIDATED_TABLE)],
    async stageTables(input, { fileName, stageRows, checkRepeatedKeys }) {
      const file = await openConsolidatedFile(input, fileName);
      status = file.status;
      const table = tableRows(file.source, TRADE_CONSOLIDATED_TABLE, (row) => (row[STATUS_AT] = file.status), checkRepeatedKeys);
      await stageRows(TRADE_CONSOLIDATED_TABLE.table, table.rows);
      return { recordsRead: table.read() };
    },
    async afterLoad({ client, ingestId }) {
      const db = kyselyOver(client);
      const sessions = db.selectFrom('b3.trade_consolidated').select('rpt_dt').where('ingest_id', '=', String(ingestId));
      if (status === 'Final') {
        // the Final is the whole session: Parcial rows it does not list are gone
        await db.deleteFrom('b3.trade_consolidated').where('file_status', '=', 'Parcial').where('rpt_dt', 'in', sessions).execute();
      } else {
        // a Parcial never adds to a session already Final
        await db
          .deleteFrom('b3.trade_consolidated as t')
          .where('t.ingest_id', '=', String(ingestId))
          .where('t.file_status', '=', 'Parcial')
          .where(({ exists, selectFrom }) => exists(selectFrom('b3.trade_consolidated as f').select(sql`1`.as('one')).whereRef('f.rpt_dt', '=', 't.rpt_dt').where('f.file_status', '=', 'Final')))
          .execute();
      }
    },
  };
}

export function loadConsolidatedTradesFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(consolidatedTradesLoader(), filePath, options);
}
