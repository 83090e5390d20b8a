// `npm run ingest -- b3-bdi --file F ...`: bulletin table exports and NegociosBTB files.
// Online collection of every table and session is `npm run collect`.
import { isCalendarDate } from '../common/index.js';
import { loadEachFile, UsageError, type SourceCommand } from '../command.js';
import { loadBdiFile } from './load.js';
import { TABLE_NAMES, type BdiTableName } from './tables.js';

export const command: SourceCommand = {
  summary: 'B3 daily bulletin tables (BDI export CSV: BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, SharesInvesVolum, InstrumentsEquities; and NegociosBTB) into schema b3',
  usage: ['--file F [--file G ...] [--table T] [--date YYYY-MM-DD] [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a bulletin file (repeatable); named <Table>_<YYYY-MM-DD>.csv it needs no other flag' },
    table: { type: 'string', value: 'T', description: `table the file holds (${TABLE_NAMES.join(', ')}); needed for an empty answer not named so` },
    date: { type: 'string', value: 'YYYY-MM-DD', description: 'session the file was asked for; needed for InstrumentsEquities and empty answers not named so' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const table = flags.table as string | undefined;
    const date = flags.date as string | undefined;
    if (!files.length) throw new UsageError('give --file F (for downloads use npm run collect)');
    if (table && !(TABLE_NAMES as readonly string[]).includes(table)) throw new UsageError(`--table ${table} is not one of ${TABLE_NAMES.join(', ')}`);
    if (date && !isCalendarDate(date)) throw new UsageError(`--date ${JSON.stringify(date)} is not a date YYYY-MM-DD`);
    return loadEachFile(files, (file, context) => loadBdiFile(file, { ...context, table: table as BdiTableName | undefined, sessionDate: date }));
  },
};
