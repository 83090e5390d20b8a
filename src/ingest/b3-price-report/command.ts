// b3-price-report: price reports you have (--file) or downloads by session (--date, --from/--to).
import { UsageError } from '../command.js';
import { SESSION_DAY_FLAGS, sessionDays } from '../flags.js';
import type { Source } from '../source.js';
import { PRICE_REPORT_BASE_URL, priceReportFileName, REPORT_PREFIXES, type ReportKind } from './fetch.js';
import { loadPriceReportFile } from './load.js';

export const command: Source<{ kind: ReportKind; days: string[] }> = {
  name: 'b3-price-report',
  summary: 'B3 price reports BVBG.086.01 (PRyymmdd.zip) and BVBG.187.01 (SPRDyymmdd.zip): every PricRpt record, futures settlements included, into b3.price_report',
  usage: ['--file F [--file G ...] [--force]', '[--report pr|sprd] --date YYYY-MM-DD [--date ...] [--force]', '[--report pr|sprd] --from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    report: { type: 'string', value: 'pr|sprd', description: 'which report to download: pr = BVBG.086.01 price report (default), sprd = BVBG.187.01 derivatives report' },
    ...SESSION_DAY_FLAGS,
  },
  baseUrl: PRICE_REPORT_BASE_URL,
  load: loadPriceReportFile,
  plan(flags) {
    const kind = ((flags.report as string | undefined) ?? 'pr').toLowerCase();
    if (!(kind in REPORT_PREFIXES)) throw new UsageError(`--report ${kind}: give pr or sprd`);
    return { kind: kind as ReportKind, days: sessionDays(flags) }; // a holiday answers an empty zip, recorded as an empty session
  },
  files: (plan, baseUrl) => plan.days.map((day) => ({ url: `${baseUrl}?filelist=${priceReportFileName(plan.kind, day)}`, fileName: priceReportFileName(plan.kind, day) })),
  update: {
    // a session's report may be re-issued within days
    window: { days: 7 },
    firstRun: { months: 1 },
    flags: (range) => [{ from: range.from, to: range.to }],
  },
};
