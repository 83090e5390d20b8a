// The synthetic CVM statement members (src/sample/cvm-companies.ts) read back
// by header name, so statement tests compute their expected values from the
// published lines, not from the code under test.
import path from 'node:path';
import { expect } from 'vitest';
import { loadCiaDfpFile } from '../../src/ingest/cvm-cia-dfp/load.js';
import { writeZip } from '../../src/sample/cvm-fii-fidc/zip.js';
import { dfpMembers } from '../../src/sample/cvm-companies.js';

export type Fields = Record<string, string>;
export const punct = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** The lines of a member, as records keyed by the published header. */
export function memberRecords(members: { name: string; lines: string[] }[], name: string): Fields[] {
  const member = members.find((m) => m.name === name);
  if (!member) throw new Error(`no member ${name}`);
  const header = member.lines[0].split(';');
  return member.lines.slice(1).map((l) => Object.fromEntries(l.split(';').map((f, i) => [header[i], f])));
}

/** The lines of a DFP member of the sample year for one company, filing version and ORDEM_EXERC. */
export function dfpLines(year: number, member: string, cnpj: string, version: number, order = 'ÚLTIMO'): Fields[] {
  return memberRecords(dfpMembers(year), member).filter((r) => r.CNPJ_CIA === punct(cnpj) && Number(r.VERSAO) === version && r.ORDEM_EXERC === order);
}

/** Loads the sample DFP zips of these years through the real loader. */
export async function loadSampleDfp(ownerUrl: string, dir: string, years: number[]): Promise<void> {
  for (const year of years) {
    const file = path.join(dir, `dfp_cia_aberta_${year}.zip`);
    await writeZip(file, dfpMembers(year));
    expect((await loadCiaDfpFile(file, { ownerUrl, dataDir: dir, progress: false })).status).toBe('loaded');
  }
}
