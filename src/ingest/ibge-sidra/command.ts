// `npm run ingest -- ibge-sidra ...`: saved SIDRA answers (--file) or a download (--from --to, months).
import { UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadSidra } from './fetch.js';
import { loadSidraFile } from './load.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const command: SourceCommand = {
  summary: 'IBGE SIDRA IPCA item tree (tables 1419 and 7060, variables 63 66 69 2265, classification 315; /values JSON) into ibge.ipca_item',
  usage: ['--file F [--file G ...] [--force]', '--from YYYY-MM --to YYYY-MM [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a saved SIDRA /values JSON answer (repeatable)' },
    from: { type: 'string', value: 'YYYY-MM', description: 'download from this month (2012-01 or later; needs --to)' },
    to: { type: 'string', value: 'YYYY-MM', description: 'download through this month; one request per calendar year, table 1419 before 2020, 7060 after' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const from = flags.from as string | undefined;
    const to = flags.to as string | undefined;
    if (files.length && (from || to)) throw new UsageError('give either --file or --from/--to, not both');
    if (files.length) {
      return async (context) => {
        for (const file of files) {
          try {
            context.onResult(await loadSidraFile(file, context));
          } catch (error) {
            context.onFailure(error as Error); // one bad file fails alone; the others still load
          }
        }
      };
    }
    if (!from || !to) throw new UsageError('give --file F, or --from YYYY-MM --to YYYY-MM');
    for (const [flag, value] of [['--from', from], ['--to', to]]) {
      if (!MONTH.test(value)) throw new UsageError(`${flag} ${JSON.stringify(value)} is not a month YYYY-MM`);
    }
    if (from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
    if (from < '2012-01') throw new UsageError(`--from ${from} is before 2012-01, where SIDRA table 1419 starts`);
    return async (context) => {
      try {
        await fetchAndLoadSidra({
          ...context,
          range: { from, to },
          download: { onRetry: (attempt, reason, delayMs) => process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`) },
          onResult: (result, request) => {
            context.onResult(result);
            if (result.status === 'loaded' && result.rowsRead === 0) {
              process.stderr.write(`  ${request.from}..${request.to}: not published yet (SIDRA answered the header row only)\n`);
            }
          },
        });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};
