// `npm run ingest -- sample`: the synthetic sample (PTAX, 8 currencies) written to
// DATA_DIR/sample and loaded through the real loaders, e.g. for docker compose.
import path from 'node:path';
import { loadPtaxFile } from '../ingest/bcb-ptax/load.js';
import type { SourceCommand } from '../ingest/sources.js';
import { SAMPLE_FIRST_DAY, SAMPLE_LAST_DAY, writeSamplePtax } from './ptax.js';

export const command: SourceCommand = {
  summary: `synthetic sample data (PTAX for 8 currencies, ${SAMPLE_FIRST_DAY}..${SAMPLE_LAST_DAY}; not central-bank figures), generated into DATA_DIR/sample and loaded`,
  usage: ['[--force]'],
  flags: {},
  prepare() {
    return async (context) => {
      for (const file of writeSamplePtax(path.join(context.dataDir, 'sample'))) {
        try {
          context.onResult(await loadPtaxFile(file, context));
        } catch (error) {
          context.onFailure(error as Error);
        }
      }
    };
  },
};
