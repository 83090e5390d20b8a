// Loads one SIDRA answer (a saved /values JSON) into ibge.ipca_item through the
// shared ingest run. An answer with the header row only (the months asked for
// are not published yet) loads as a file of 0 rows, so the ingest log says so.
import { ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { parseSidraAnswer } from './parse.js';
import { IPCA_ITEM } from './tables.js';

export const SIDRA_SOURCE = 'ibge-sidra';

export const sidraLoader: Loader = {
  source: SIDRA_SOURCE,
  targets: [landingTarget(IPCA_ITEM)],
  async stageTables(input, { fileName, stageRows }) {
    let text = '';
    for await (const chunk of input) text += chunk.toString('utf8');
    const answer = parseSidraAnswer(text, fileName);
    await stageRows(IPCA_ITEM.table, answer.rows);
    return { recordsRead: answer.observations };
  },
};

export function loadSidraFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  return ingestFile(sidraLoader, filePath, options);
}
