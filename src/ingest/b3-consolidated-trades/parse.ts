// Reads a TradeInformationConsolidatedFile: a status line (`Status do Arquivo:
// Final` or `Parcial`), then a `;` header and records with a decimal comma.
// UTF-8 (with or without BOM) or Latin-1, told apart by the first chunk.
import type { Readable } from 'node:stream';
import { csvRecordReader, headeredRecords, IngestFileError, peekHead, type HeaderedRecords } from '../common/index.js';

export type FileStatus = 'Final' | 'Parcial';

export interface ConsolidatedFile {
  status: FileStatus;
  source: HeaderedRecords;
}

const STATUS_LINE = /^Status do Arquivo:\s*(Final|Parcial)\s*$/i;

export async function openConsolidatedFile(input: Readable, fileName: string): Promise<ConsolidatedFile> {
  const { head, stream } = await peekHead(input);
  if (!head.length) throw new IngestFileError(fileName, null, 'the file is empty (the exchange answers nothing for a day without a session)');
  const next = csvRecordReader(stream, fileName, { delimiter: ';', bom: true, encoding: isUtf8(head) ? 'utf8' : 'latin1', relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  const first = await next();
  const status = first && STATUS_LINE.exec(first.record.join(';').trim());
  if (!status) throw new IngestFileError(fileName, 'line 1', `not the status line "Status do Arquivo: Final|Parcial": ${JSON.stringify(first?.record.join(';') ?? '')}`);
  const headerRecord = await next();
  if (!headerRecord) throw new IngestFileError(fileName, null, 'no header line after the status line');
  const header = headerRecord.record.map((name) => name.trim());
  return {
    status: (status[1][0].toUpperCase() + status[1].slice(1).toLowerCase()) as FileStatus,
    source: headeredRecords(next, fileName, header),
  };
}

/** A BOM, or bytes that decode as UTF-8 (a multi-byte character cut at the end of the chunk allowed). */
function isUtf8(head: Buffer): boolean {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
