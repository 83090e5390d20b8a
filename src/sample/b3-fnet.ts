// Sample FNET listings for a first start without internet: the monthly
// structured reports of the sample FIDC and FII funds from each family's first
// measured month (FIDC 2025-01, FII 2025-08) to 2026-10, written as the FNET
// search answers (cnpjFundo null on every row, the fund in the saved name) and
// loaded through the real loader; synthetic rows say so. One page per fund over
// the whole span (the online mode asks one delivery day per request; the loader
// takes any page). Deterministic: most funds deliver within the 15-day
// deadline, a few habitually late, some re-file a version 2, some file two classes.
// Beside them, a genuine restatement: the bodies of two filings of one FIDC's
// 12/2024 report (FNET ids 828381 and 857292, shipped in samples/b3-fnet) under a
// synthetic listing of its three versions (delivery times illustrative).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileResult } from '../ingest/common/index.js';
import { fnetPageName, loadFnetFile } from '../ingest/b3-fnet/load.js';
import { reportsIn, sampleFundsOf, type SampleFund } from './cvm-universe.js';
import { seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_FNET_FIRST_MONTH = { fidc: '2025-01', fii: '2025-08' } as const;
export const SAMPLE_FNET_LAST_MONTH = '2026-10';
/** The FIDC whose genuine re-filed bodies the sample ships (FIDC NP PCG - Brasil Multicarteira). */
export const SAMPLE_RESTATED_FUND = '07727002000126';
export const SAMPLE_RESTATED_BODIES = ['828381', '857292'] as const;
const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../samples/b3-fnet');

/** The FNET listing of one sample fund's monthly structured reports, oldest delivery first. */
export function sampleFnetDocuments(fund: SampleFund, family: 'fidc' | 'fii', firstId: number): Record<string, unknown>[] {
  const random = seededRandom(`fnet-sample:${fund.cnpj}`);
  const habituallyLate = random() < 0.15;
  const twoClasses = random() < 0.1;
  const docs: Record<string, unknown>[] = [];
  let id = firstId;
  for (let month: string = SAMPLE_FNET_FIRST_MONTH[family]; month <= SAMPLE_FNET_LAST_MONTH; month = nextMonth(month)) {
    if (!reportsIn(fund, month)) continue;
    // days after the month's end: within the 15-day deadline, or 20..45 for a late filer
    const lag = habituallyLate && random() < 0.6 ? 20 + Math.floor(random() * 26) : 5 + Math.floor(random() * 10);
    const classes = twoClasses ? ['Classe', 'Classe'] : ['Fundo'];
    classes.forEach((kind, c) => docs.push(doc(id++, fund, month, kind, lag + c * 3, 1, 'AP')));
    if (random() < 0.1) docs.push(doc(id++, fund, month, classes[0], lag + 20, 2, 'RE'));
  }
  return docs.sort((a, b) => String(a.sortKey).localeCompare(String(b.sortKey))).map(({ sortKey: _drop, ...rest }) => rest);
}

export async function loadSampleFnet(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  let firstId = 900_000;
  for (const family of ['fidc', 'fii'] as const) {
    for (const fund of sampleFundsOf(family)) {
      const data = sampleFnetDocuments(fund, family, firstId);
      firstId += 1000;
      if (!data.length) continue;
      const file = path.join(dir, fnetPageName(`${SAMPLE_FNET_FIRST_MONTH[family]}-01`, { cnpj: fund.cnpj, tipoFundo: family === 'fii' ? 1 : 2 }, 0));
      fs.writeFileSync(file, JSON.stringify({ draw: 1, recordsTotal: data.length, recordsFiltered: data.length, data }));
      results.push(await loadFnetFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
    }
  }
  results.push(...(await loadSampleRestatement(ownerUrl, dataDir, dir, options)));
  return results;
}

/** The synthetic listing of the genuine restatement: versions 1..3 of one FIDC's 12/2024 monthly report. */
export function sampleRestatementListing(): Record<string, unknown>[] {
  const version = (id: number, dataEntrega: string, versao: number, status: string) => ({
    id, descricaoFundo: 'FIDC NP PCG - BRASIL MULTICARTEIRA', nomePregao: '', fundoOuClasse: 'Fundo', categoriaDocumento: 'Informes Periódicos', tipoDocumento: 'Informe Mensal Estruturado',
    especieDocumento: '', dataReferencia: '12/2024', formatoDataReferencia: '2', dataEntrega, versao, modalidade: versao === 1 ? 'AP' : 'RE', status, situacaoDocumento: 'A',
    altaPrioridade: false, analisado: 'N', arquivoEstruturado: 'S', informacoesAdicionais: '', indicadorFundoAtivoB3: false, cnpjFundo: null,
  });
  return [version(820655, '27/01/2025 18:15', 1, 'IC'), version(828381, '05/02/2025 09:41', 2, 'IC'), version(857292, '10/03/2025 17:02', 3, 'AC')];
}

async function loadSampleRestatement(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  const data = sampleRestatementListing();
  const page = path.join(dir, fnetPageName('2025-01-27', { cnpj: SAMPLE_RESTATED_FUND, tipoFundo: 2 }, 0));
  fs.writeFileSync(page, JSON.stringify({ draw: 1, recordsTotal: data.length, recordsFiltered: data.length, data }));
  const results = [await loadFnetFile(page, { ownerUrl, dataDir, progress: options.progress, synthetic: true })];
  for (const id of SAMPLE_RESTATED_BODIES) {
    results.push(await loadFnetFile(path.join(SHIPPED, `${id}.xml`), { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}

function doc(id: number, fund: SampleFund, month: string, fundoOuClasse: string, lagDays: number, versao: number, modalidade: 'AP' | 'RE'): Record<string, unknown> {
  const [y, m] = month.split('-').map(Number);
  const delivered = new Date(Date.UTC(y, m, 0 + lagDays, 9 + (id % 10), (id * 7) % 60));
  const two = (n: number) => String(n).padStart(2, '0');
  const dataEntrega = `${two(delivered.getUTCDate())}/${two(delivered.getUTCMonth() + 1)}/${delivered.getUTCFullYear()} ${two(delivered.getUTCHours())}:${two(delivered.getUTCMinutes())}`;
  return {
    id, descricaoFundo: fund.name, nomePregao: '', fundoOuClasse, categoriaDocumento: 'Informes Periódicos', tipoDocumento: 'Informe Mensal Estruturado', especieDocumento: '',
    dataReferencia: `${two(m)}/${y}`, formatoDataReferencia: '2', dataEntrega, versao, modalidade, status: 'AC', situacaoDocumento: 'A',
    altaPrioridade: false, analisado: 'N', arquivoEstruturado: 'S', informacoesAdicionais: '', indicadorFundoAtivoB3: false, cnpjFundo: null,
    sortKey: delivered.toISOString() + String(id).padStart(9, '0'),
  };
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
