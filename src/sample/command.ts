// `npm run ingest -- sample [--set NAME]`: the synthetic sample sets written to
// DATA_DIR/sample and loaded through the real loaders, e.g. for docker compose.
import { UsageError, type SourceCommand } from '../ingest/command.js';
import { SAMPLE_SETS, sampleDir } from './sets.js';

export const command: SourceCommand = {
  summary: `synthetic sample data (${SAMPLE_SETS.map((s) => s.name).join(', ')}; not publisher figures), generated into DATA_DIR/sample and loaded`,
  usage: ['[--set NAME ...] [--force]'],
  flags: {
    set: { type: 'string', multiple: true, value: 'NAME', description: `only these sets (${SAMPLE_SETS.map((s) => s.name).join(', ')}); default all` },
  },
  prepare(flags) {
    const wanted = (flags.set as string[] | undefined) ?? SAMPLE_SETS.map((s) => s.name);
    const unknown = wanted.filter((name) => !SAMPLE_SETS.some((s) => s.name === name));
    if (unknown.length) throw new UsageError(`unknown sample set ${unknown.join(', ')}; sets: ${SAMPLE_SETS.map((s) => s.name).join(', ')}`);
    return async (context) => {
      for (const set of SAMPLE_SETS.filter((s) => wanted.includes(s.name))) {
        try {
          for (const result of await set.load(context.ownerUrl, context.dataDir, sampleDir(context.dataDir, set), { progress: context.progress })) context.onResult(result);
        } catch (error) {
          context.onFailure(error as Error);
        }
      }
    };
  },
};
