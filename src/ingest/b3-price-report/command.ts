// `npm run ingest -- b3-price-report ...`: price reports you have (--file) or downloads by session (--date, --from/--to).
import { loadEachFile, SESSION_DAY_FLAGS, sessionDays, UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadPriceReports, REPORT_PREFIXES, type ReportKind } from './fetch.js';
import { loadPriceReportFile } from './load.js';

export const command: SourceCommand = {
  summary: 'B3 price reports BVBG.086.01 (PRyymmdd.zip) and BVBG.187.01 (SPRDyymmdd.zip): every PricRpt record, futures settlements included, into b3.price_report',
  usage: ['--file F [--file G ...] [--force]', '[--report pr|sprd] --date YYYY-MM-DD [--date ...] [--force]', '[--report pr|sprd] --from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a PRyymmdd.zip, SPRDyymmdd.zip or report XML (bare or .gz) you have (repeatable)' },
    report: { type: 'string', value: 'pr|sprd', description: 'which report to download: pr = BVBG.086.01 price report (default), sprd = BVBG.187.01 derivatives report' },
    ...SESSION_DAY_FLAGS,
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const kind = ((flags.report as string | undefined) ?? 'pr').toLowerCase();
    if (files.length && (flags.date || flags.from || flags.to)) throw new UsageError('give either --file or --date/--from/--to, not both');
    if (files.length) return loadEachFile(files, (file, context) => loadPriceReportFile(file, context));
    if (!(kind in REPORT_PREFIXES)) throw new UsageError(`--report ${kind}: give pr or sprd`);
    const days = sessionDays(flags); // a holiday answers an empty zip, recorded as an empty session
    return async (context) => {
      try {
        await fetchAndLoadPriceReports({ ...context, kind: kind as ReportKind, days, onResult: context.onResult, download: { onRetry: (attempt, reason, delayMs) => process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`) } });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};
