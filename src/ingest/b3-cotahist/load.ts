// Loads one COTAHIST file (daily, monthly or yearly; TXT or ZIP) into
// b3.cotahist through the shared ingest run, streaming: a yearly file of
// millions of records never sits in memory.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { cotahistRows } from './parse.js';
import { COTAHIST_TABLE } from './tables.js';

export const COTAHIST_SOURCE = 'b3-cotahist';

export const cotahistLoader: Loader = {
  source: COTAHIST_SOURCE,
  targets: [landingTarget(COTAHIST_TABLE)],
  async stageTables(input, { fileName, filePath, stageRows }) {
    const staged = await stageRows(COTAHIST_TABLE.table, cotahistRows(input, filePath, fileName));
    return { recordsRead: staged };
  },
  // the sessions this file holds, and the 21-session average traded value of
  // them and of the 20 sessions after (short_interest reads it); the shares and
  // units it traded, over the whole tape (research_universe reads it)
  async afterLoad({ client, first, last }) {
    await client.query('select b3.refresh_cash_adtv($1::date, $2::date)', [first, last]);
    await client.query('select b3.refresh_tape_listing($1::date, $2::date)', [first, last]);
  },
};

export function loadCotahistFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(cotahistLoader, filePath, options);
}
