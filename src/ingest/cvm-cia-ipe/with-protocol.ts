// CVM published IPE filings before 2015 (and a few since) without a delivery
// protocol. The protocol is the only key the file has (two filings of a day can
// share every other field), and a key is never made up, so those lines are not
// landed: they are counted, and the file's records read says so against the rows
// staged in the ingest log.
import type { HeaderedRecords } from '../common/index.js';
import { IPE_PROTOCOL_HEADER } from './tables.js';

export interface ProtocolFilter {
  records: HeaderedRecords;
  /** Lines read so far, with and without a protocol. */
  read(): number;
}

export function withProtocol(source: HeaderedRecords): ProtocolFilter {
  const index = source.find([IPE_PROTOCOL_HEADER])?.index;
  let read = 0;
  async function* records() {
    for await (const record of source.records) {
      read++;
      // a file without the column is refused by name in tableRows (a key column)
      if (index === undefined || record.fields[index]?.trim()) yield record;
    }
  }
  return {
    records: { ...source, find: (names) => source.find(names), at: (line) => source.at(line), records: records(), batches: undefined },
    read: () => read,
  };
}
