// The key of a row CVM publishes no key for (the long FII quarterly members, the
// FIP reports' restated rows, FIAGRO subclasses): no published column that
// tells two properties (or tenants, assets...) of one report apart, and the
// property names are free text re-typed from quarter to quarter. row_hash is the
// md5 (hex) of the record's published fields joined by ';', i.e. of the line as
// published (after decoding), so it identifies a source row, not a property.
import crypto from 'node:crypto';
import type { HeaderedRecords } from '../common/index.js';
import { withDerivedFields } from './derived-fields.js';

export const ROW_HASH_HEADER = '(row_hash)';

/**
 * md5 hex of text (as UTF-8) or bytes: the one-shot crypto.hash (Node 20.12+)
 * costs half of createHash/update/digest, which counts at a call per line.
 */
export const md5Hex: (data: string | Buffer) => string =
  typeof crypto.hash === 'function' ? (data) => crypto.hash('md5', data, 'hex') : (data) => crypto.createHash('md5').update(data).digest('hex');

/** md5 hex of the fields joined by ';'. */
export function rowHash(fields: readonly string[]): string {
  return md5Hex(fields.join(';'));
}

/** The member's records with "(row_hash)" appended. */
export function withRowHash(source: HeaderedRecords): HeaderedRecords {
  return withDerivedFields(source, [{ header: ROW_HASH_HEADER, value: rowHash }]);
}
