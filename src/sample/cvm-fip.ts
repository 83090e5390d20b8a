// Sample FIP periodic reports: the quarterly report of 2023 (its last quarter,
// the first sample month being 2023-11) and the four-monthly reports of 2024,
// 2025 and 2026 (through 2026-08), in CVM's layouts (latin-1, `;`), for ten
// invented FIPs outside the sample fund universe, loaded through the real loader.
// Synthetic: invented funds and figures, not CVM data. Awkward cases: funds
// with two quota classes repeating the fund's NAV, a 2025 year-end restated
// with another NAV (the series holds NULL for it), a fund that stops after 2023.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadFipFile } from '../ingest/cvm-fip/load.js';
import { FIP_REPORT } from '../ingest/cvm-fip/tables.js';
import { maskCnpj, withCheckDigits } from './cvm-universe.js';
import { latin1Csv } from './cvm-fii-fidc/zip.js';
import { seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

const NAMES = ['JEQUITIBÁ', 'PAU-BRASIL', 'CAMBUÍ', 'SUCUPIRA', 'AROEIRA', 'CEDRO', 'PEROBA', 'ANGICO', 'GUARANTÃ', 'JATOBÁ'];
const PERIODS: Record<number, string[]> = {
  2023: ['2023-12-31'],
  2024: ['2024-04-30', '2024-08-31', '2024-12-31'],
  2025: ['2025-04-30', '2025-08-31', '2025-12-31'],
  2026: ['2026-04-30', '2026-08-31'],
};
/** The FIP (by index) whose 2025 year-end is also filed restated with another NAV. */
export const RESTATED_FIP = { index: 4, date: '2025-12-31' } as const;
/** The FIP (by index) that files nothing after 2023. */
export const STOPPED_FIP = { index: 7, last: '2023-12-31' } as const;

export const SAMPLE_FIP_CNPJS: readonly string[] = NAMES.map((_, i) => withCheckDigits(`44${String(100000 + i * 37).padStart(6, '0')}0001`));

/** The spec's published columns after the identity ones, in the report's order (CLASSE_COTA before the per-class fields). */
function bodyColumns(): string[] {
  const rest = FIP_REPORT.columns.map((c) => c.headers[0]).filter((h) => !['CNPJ_FUNDO_CLASSE', 'DT_COMPTC', 'CLASSE_COTA', '(row_hash)', 'TP_FUNDO_CLASSE', 'DENOM_SOCIAL'].includes(h));
  const at = rest.indexOf('NR_COTST_SUBSCR_CLASSE');
  return [...rest.slice(0, at), 'CLASSE_COTA', ...rest.slice(at)];
}

function report(year: number): string[] {
  const quarterly = year <= 2023;
  const header = quarterly ? ['CNPJ_FUNDO', 'DENOM_SOCIAL', 'DT_COMPTC', ...bodyColumns()] : ['TP_FUNDO_CLASSE', 'CNPJ_FUNDO_CLASSE', 'DENOM_SOCIAL', 'DT_COMPTC', ...bodyColumns()];
  const lines = [header.join(';')];
  SAMPLE_FIP_CNPJS.forEach((cnpj, index) => {
    if (index === STOPPED_FIP.index && year > 2023) return;
    const random = seededRandom(`fip-sample:${index}`);
    let nav = 20e6 + random() * 800e6;
    const committed = Math.round(nav * 1.3);
    for (const y of Object.keys(PERIODS).map(Number).filter((y) => y < year)) for (let p = 0; p < PERIODS[y].length; p += 1) nav *= 1 + (random() - 0.4) * 0.08;
    for (const date of PERIODS[year]) {
      nav *= 1 + (random() - 0.4) * 0.08;
      const classes = index % 3 === 0 ? ['A', 'B'] : [''];
      for (const cls of classes) {
        const values: Record<string, string> = {
          CNPJ_FUNDO: maskCnpj(cnpj), CNPJ_FUNDO_CLASSE: maskCnpj(cnpj), TP_FUNDO_CLASSE: 'CLASSES - FIP', DENOM_SOCIAL: `FIP AMOSTRA ${NAMES[index]} (SINTÉTICO)`, DT_COMPTC: date,
          VL_PATRIM_LIQ: nav.toFixed(2), NR_COTST: String(3 + (index % 5)), ENTID_INVEST: 'N', PUBLICO_ALVO: 'PROFISSIONAL', VL_CAP_COMPROM: String(committed),
          CLASSE_COTA: cls, VL_QUOTA_CLASSE: cls ? (1000 + random() * 200).toFixed(6) : '',
        };
        lines.push(header.map((h) => values[h] ?? '').join(';'));
        if (index === RESTATED_FIP.index && date === RESTATED_FIP.date) lines.push(header.map((h) => (h === 'VL_PATRIM_LIQ' ? (nav * 0.97).toFixed(2) : values[h] ?? '')).join(';'));
      }
    }
  });
  return lines;
}

export async function loadSampleFip(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  for (const year of Object.keys(PERIODS).map(Number)) {
    const file = path.join(dir, year <= 2023 ? `inf_trimestral_fip_${year}.csv` : `inf_quadrimestral_fip_${year}.csv`);
    fs.writeFileSync(file, latin1Csv(report(year)));
    results.push(await loadFipFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
