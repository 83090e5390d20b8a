// `npm run ingest -- bcb-focus ...`: saved Olinda Focus answers (--file) or a download (--endpoint --from --to).
import { isCalendarDate } from '../common/index.js';
import { loadEachFile, UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadFocus } from './fetch.js';
import { loadFocusFile } from './load.js';
import { FOCUS_ENDPOINTS, type FocusEndpoint } from './tables.js';

export const command: SourceCommand = {
  summary: 'central-bank Focus market expectations (Olinda Expectativas OData JSON) into bcb.focus',
  usage: ['--file F [--file G ...] [--endpoint E] [--force]', '--endpoint E [--indicator I] --from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a saved Olinda Expectativas JSON answer (repeatable)' },
    endpoint: { type: 'string', value: 'E', description: `one of ${FOCUS_ENDPOINTS.join(', ')}; for --file only needed when the answer lacks @odata.context` },
    indicator: { type: 'string', value: 'I', description: 'download one indicator only (IPCA, Selic, PIB Total, Câmbio, ...)' },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'first survey date to download (needs --endpoint and --to)' },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'last survey date; one request per calendar year' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const endpoint = flags.endpoint as string | undefined;
    const from = flags.from as string | undefined;
    const to = flags.to as string | undefined;
    if (files.length && (from || to)) throw new UsageError('give either --file or --from/--to, not both');
    if (files.length) {
      return loadEachFile(files, (file, context) => loadFocusFile(file, { ...context, endpoint }));
    }
    if (!endpoint || !from || !to) throw new UsageError('give --file F, or --endpoint E --from YYYY-MM-DD --to YYYY-MM-DD');
    if (!(FOCUS_ENDPOINTS as readonly string[]).includes(endpoint)) throw new UsageError(`--endpoint ${endpoint} is not one of ${FOCUS_ENDPOINTS.join(', ')}`);
    for (const [flag, value] of [['--from', from], ['--to', to]]) {
      if (!isCalendarDate(value)) throw new UsageError(`${flag} ${JSON.stringify(value)} is not a date YYYY-MM-DD`);
    }
    if (from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
    return async (context) => {
      try {
        await fetchAndLoadFocus({
          ...context,
          endpoint: endpoint as FocusEndpoint,
          indicator: flags.indicator as string | undefined,
          range: { from, to },
          onResult: context.onResult,
          download: { onRetry: (attempt, reason, delayMs) => process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`) },
        });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};
