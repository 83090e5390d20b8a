// The published header line of every CDA member (test/fixtures/cvm/PROVENANCE-cda.md
// says where each comes from) against the loader: every published name is read by
// a column (the issuer's CPF_CNPJ_EMISSOR, EMISSOR and PF_PJ_EMISSOR through
// issuer.ts), and every column the loader lands from the file finds its name.
import fs from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CDA_MEMBERS } from '../../../src/ingest/cvm-cda/tables.js';
import { cvmFixture } from '../cvm-files/support.js';

const READ_BY_ISSUER = ['CPF_CNPJ_EMISSOR', 'EMISSOR', 'PF_PJ_EMISSOR'];

function headerOf(file: string): string[] {
  return iconv.decode(fs.readFileSync(cvmFixture(file)), 'latin1').split('\r\n')[0].split(';');
}

const LINES: [string, string][] = [
  ...['BLC_1', 'BLC_2', 'BLC_3', 'BLC_4', 'BLC_5', 'BLC_6', 'BLC_7', 'BLC_8', 'PL', 'CONFID'].map((m): [string, string] => [`cda-blocks/cda_fi_${m}_202509.csv`, `cda_fi_${m}_202509.csv`]),
  ['cda-hist-blocks/cda_fi_BLC_2_202207.csv', 'cda_fi_BLC_2_202207.csv'],
  ['cda-hist-blocks/cda_fi_BLC_4_202207.csv', 'cda_fi_BLC_4_202207.csv'],
  ['cda-hist-blocks/cda_fi_PL_202207.csv', 'cda_fi_PL_202207.csv'],
];

describe('CDA header lines', () => {
  it.each(LINES)('%s: every published name is read, every landed column is found', (file, memberName) => {
    const member = CDA_MEMBERS.find((m) => m.matches(memberName));
    expect(member, memberName).toBeDefined();
    const header = headerOf(file);
    const fromFile = member!.spec.columns.filter((c) => c.headers.length && !c.headers[0].startsWith('('));
    const read = new Set(fromFile.flatMap((c) => c.headers));
    const readsIssuer = member!.spec.columns.some((c) => c.headers[0] === '(issuer_cnpj)');
    expect(header.filter((name) => !read.has(name) && !(readsIssuer && READ_BY_ISSUER.includes(name)))).toEqual([]);
    expect(fromFile.filter((c) => !c.headers.some((h) => header.includes(h))).map((c) => c.column)).toEqual([]);
  });
});
