// Loads one GetStockIndex answer into b3.index_membership; the answer's own
// header.update is its day, so re-loading a later capture of the same update
// changes nothing and a newer update adds a new answer beside the old ones.
import fs from 'node:fs';
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { membershipRows } from './parse.js';
import { INDEX_MEMBERSHIP_TABLE } from './tables.js';

export const INDEX_MEMBERSHIP_SOURCE = 'b3-index-membership';

export const membershipLoader: Loader = {
  source: INDEX_MEMBERSHIP_SOURCE,
  targets: [landingTarget(INDEX_MEMBERSHIP_TABLE)],
  async stageTables(input, { fileName, filePath, stageRows }) {
    input.resume(); // one answer is about 60 kB of JSON, read whole
    const rows = membershipRows(await fs.promises.readFile(filePath, 'utf8'), fileName);
    await stageRows(INDEX_MEMBERSHIP_TABLE.table, rows);
    return { recordsRead: rows.length };
  },
};

export function loadMembershipFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(membershipLoader, filePath, options);
}
