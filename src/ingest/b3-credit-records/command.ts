// b3-credit-records: the exchange's consolidated debenture trades (BDI table
// ConsolidatedRecords), one capture per session and request, every capture kept
// as a vintage. Its own source rather than a b3-bdi table: a bulletin session is
// asked once and never again, while this export is revised, so a session is
// captured again and each capture is kept beside the earlier ones.
import { UsageError } from '../command.js';
import { SESSION_DAY_FLAGS, sessionDays } from '../flags.js';
import type { Source } from '../source.js';
import { BDI_BASE_URL } from '../b3-bdi/fetch-export.js';
import { captureRequest, fetchCapture } from './fetch.js';
import { captureInstant, loadCreditFile, type CreditFileOptions } from './load.js';

export const command: Source<string[], CreditFileOptions> = {
  name: 'b3-credit-records',
  summary: 'B3 consolidated debenture trades (BDI export ConsolidatedRecords), every capture kept as a vintage, into b3.credit_capture and b3.credit_record',
  usage: [
    '--file ConsolidatedRecords_<YYYY-MM-DD>_<YYYYMMDDTHHMMSSZ>.csv [--file ...] [--force]',
    '--file F --captured-at 2026-11-13T21:30:00-03:00 [--force]   (the session from the file name, else the records)',
    '--date YYYY-MM-DD [--date ...] | --from YYYY-MM-DD --to YYYY-MM-DD   (online: a new capture of each session)',
  ],
  flags: {
    ...SESSION_DAY_FLAGS,
    'captured-at': { type: 'string', value: 'ISO-8601', description: 'when a --file capture was made (with its offset, e.g. 2026-11-13T21:30:00-03:00); needed when the file name does not say it' },
  },
  baseUrl: BDI_BASE_URL,
  load: loadCreditFile,
  fileOptions(flags) {
    const text = flags['captured-at'] as string | undefined;
    const capturedAt = text === undefined ? undefined : captureInstant(text);
    if (capturedAt === null) throw new UsageError(`--captured-at ${text} is not an ISO 8601 time with an offset (e.g. 2026-11-13T21:30:00-03:00)`);
    return { capturedAt };
  },
  plan: (flags) => sessionDays(flags),
  files: (days, baseUrl) => days.map((day) => captureRequest(day, baseUrl)),
  fetch: (file, io) => fetchCapture(file, io),
  update: {
    // the exchange may revise a session for days after it: capture the last week again
    window: { days: 7 },
    firstRun: { days: 30 },
    flags: (range) => [{ from: range.from, to: range.to }],
  },
};
