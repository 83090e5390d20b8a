// A FIDC monthly archive around one genuine tab member: CVM publishes every tab
// inside inf_mensal_fidc_YYYYMM.zip, and the loader requires tabs I, IV, V, VI and
// X_1, so those go in as header-only members (the headers of the hand-made
// fixture fidc/fidc_202506) and only the genuine member's records land. The
// genuine member's bytes are zipped unchanged.
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { CVM_FIXTURES } from '../ingest/cvm-files/support.js';
import { tempDir } from '../ingest/support.js';

const REQUIRED_TABS = ['I', 'IV', 'V', 'VI', 'X_1'] as const;

/** Writes inf_mensal_fidc_YYYYMM.zip (YYYYMM from the member's name) holding `memberPath` byte for byte; returns its path. */
export async function archiveAroundMember(memberPath: string): Promise<string> {
  const name = path.basename(memberPath);
  const ym = /_(\d{6})\.csv$/.exec(name)![1];
  const zip = new yazl.ZipFile();
  const mtime = new Date(Date.UTC(2026, 0, 1));
  for (const tab of REQUIRED_TABS) {
    const header = fs.readFileSync(path.join(CVM_FIXTURES, 'fidc/fidc_202506', `inf_mensal_fidc_tab_${tab}_202506.csv`), 'latin1').split('\r\n')[0];
    zip.addBuffer(Buffer.from(`${header}\r\n`, 'latin1'), `inf_mensal_fidc_tab_${tab}_${ym}.csv`, { mtime });
  }
  zip.addBuffer(fs.readFileSync(memberPath), name, { mtime });
  zip.end();
  const out = path.join(tempDir('brfin-fidc-archive-'), `inf_mensal_fidc_${ym}.zip`);
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(fs.createWriteStream(out)).on('close', resolve).on('error', reject));
  return out;
}
