// Loads one Focus answer into bcb.focus through the shared ingest run.
import { DuplicateRule, ingestFile, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { parseFocusAnswer } from './parse.js';
import { FOCUS_TABLE } from './tables.js';

export const FOCUS_SOURCE = 'bcb-focus';

export interface FocusFileOptions {
  /** Olinda entity set of the answer when neither its @odata.context nor the file name says it. */
  endpoint?: string;
}

export function focusLoader(options: FocusFileOptions = {}): Loader {
  return {
    source: FOCUS_SOURCE,
    targets: [landingTarget(FOCUS_TABLE)],
    async stageTables(input, { fileName, stageRows }) {
      let text = '';
      for await (const chunk of input) text += chunk.toString('utf8');
      const { rows } = parseFocusAnswer(text, fileName, options.endpoint);
      const once = new DuplicateRule(FOCUS_TABLE, fileName, { at: (n) => `record ${n}` });
      await stageRows(FOCUS_TABLE.table, rows.filter((row, i) => once.admit(row, i + 1)));
      return { recordsRead: rows.length };
    },
  };
}

export function loadFocusFile(filePath: string, options: IngestFileOptions & FocusFileOptions): Promise<FileResult> {
  return ingestFile(focusLoader({ endpoint: options.endpoint }), filePath, options);
}
