// A synthetic month of ConsolidatedRecords captures (2026-10): three invented
// debenture codes (SMPD11, SMPD12, SMPD21; issuers named "SINTETICA ... (sample)")
// beside an invented CRA row the loader reads but does not keep, one capture per
// session at 21:30 São Paulo time, and one session (SAMPLE_CREDIT_REVISED) captured
// again the next evening with a revised volume and one group gone, so p_as_of
// answers differently before and after the second capture. Written in the
// export's layout and loaded through the real loader; not exchange figures.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { captureFileName, loadCreditFile } from '../ingest/b3-credit-records/load.js';
import { brDay, brFormat, consolidatedRecordsText, type ExportRecord } from '../ingest/b3-credit-records/write.js';
import { businessDays } from './brazil-calendar.js';
import { gaussian, seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_CREDIT_FIRST_DAY = '2026-10-01';
export const SAMPLE_CREDIT_LAST_DAY = '2026-10-30';
export const SAMPLE_CREDIT_REVISED = '2026-10-15';

const DEBENTURES = [
  { code: 'SMPD11', isin: 'BRSMPDDBS001', issuer: 'SINTETICA ENERGIA S.A. (sample)', price: 1012.4 },
  { code: 'SMPD12', isin: 'BRSMPDDBS019', issuer: 'SINTETICA ENERGIA S.A. (sample)', price: 987.15 },
  { code: 'SMPD21', isin: 'BRSMPEDBS002', issuer: 'SINTETICA SANEAMENTO S.A. (sample)', price: 1044.8 },
];

/** The evening capture of a session: 21:30 in São Paulo (UTC-3), 00:30 UTC the next day. */
function eveningOf(day: string, daysLater = 0): Date {
  return new Date(Date.parse(`${day}T21:30:00-03:00`) + daysLater * 86_400_000);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function session(day: string, i: number, draw: () => number): ExportRecord[] {
  const rows: ExportRecord[] = [];
  for (const { code, isin, issuer, price } of DEBENTURES) {
    const last = price * (1 + 0.0004 * i + 0.001 * draw());
    const reference = last * (1 + 0.0005 * draw());
    const group = (settlement: string, classification: string, trades: number): ExportRecord => {
      const quantity = trades * 40;
      const avg = last * (1 + 0.0005 * draw());
      return {
        'Data negócio': brDay(day), 'Código IF': code, 'Instrumento financeiro': 'DEB', 'Código ISIN': isin, Emissor: issuer,
        'Data liquidação': brDay(settlement), 'Quantidade negociada': String(quantity),
        'Preço mínimo': brFormat(avg * 0.998, 6), 'Preço médio': brFormat(avg, 6), 'Preço máximo': brFormat(avg * 1.002, 6),
        'Último preço': brFormat(last, 6), 'Preço de referência': brFormat(reference, 6), 'Número de negócios': String(trades),
        'Volume financeiro (R$)': brFormat(quantity * avg, 2), 'Classificação do negócio': classification, 'Oscilação': `${brFormat(0.2 * draw(), 2)}%`,
      };
    };
    rows.push(group(day, 'EXTRAGRUPO', 3 + Math.round(4 * Math.abs(draw()))));
    // SMPD11 also settles D+1 and trades within its group every session
    if (code === 'SMPD11') rows.push(group(nextDay(day), 'EXTRAGRUPO', 1), group(day, 'INTRAGRUPO', 1));
  }
  // a session where SMPD21 printed only its reference price: no trade, blanks and '-' are NULL
  if (i % 5 === 4) {
    const last = rows[rows.length - 1];
    rows[rows.length - 1] = { ...last, 'Quantidade negociada': '-', 'Preço mínimo': '', 'Preço médio': '', 'Preço máximo': '', 'Último preço': '-', 'Número de negócios': '-', 'Volume financeiro (R$)': '-', 'Oscilação': '-' };
  }
  rows.push({
    'Data negócio': brDay(day), 'Código IF': 'SMPA11', 'Instrumento financeiro': 'CRA', 'Código ISIN': 'BRSMPACRA001', Emissor: 'SINTETICA SECURITIZADORA (sample)',
    'Data liquidação': brDay(day), 'Quantidade negociada': '10', 'Preço mínimo': '1.000,00', 'Preço médio': '1.000,00', 'Preço máximo': '1.000,00',
    'Último preço': '1.000,00', 'Preço de referência': '1.000,00', 'Número de negócios': '1', 'Volume financeiro (R$)': '10.000,00', 'Classificação do negócio': '-', 'Oscilação': '-',
  });
  return rows;
}

export async function loadSampleCreditRecords(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const draw = gaussian(seededRandom('credit-records-sample'));
  const files: { name: string; text: string }[] = [];
  businessDays(SAMPLE_CREDIT_FIRST_DAY, SAMPLE_CREDIT_LAST_DAY).forEach((day, i) => {
    const rows = session(day, i, draw);
    files.push({ name: captureFileName(day, eveningOf(day)), text: consolidatedRecordsText(rows) });
    if (day === SAMPLE_CREDIT_REVISED) {
      // the next evening's capture: SMPD11's D+1 group is gone and its volume revised
      const revised = rows
        .filter((r) => !(r['Código IF'] === 'SMPD11' && r['Data liquidação'] !== brDay(day)))
        .map((r) => (r['Código IF'] === 'SMPD11' && r['Classificação do negócio'] === 'EXTRAGRUPO' ? { ...r, 'Volume financeiro (R$)': brFormat(1.01 * Number(r['Volume financeiro (R$)'].replace(/\./g, '').replace(',', '.')), 2) } : r));
      files.push({ name: captureFileName(day, eveningOf(day, 1)), text: consolidatedRecordsText(revised) });
    }
  });
  const results: FileResult[] = [];
  for (const { name, text } of files) {
    fs.writeFileSync(path.join(dir, name), text);
    results.push(await loadCreditFile(path.join(dir, name), { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
