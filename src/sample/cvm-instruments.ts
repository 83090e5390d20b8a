// The cvm-instruments sample set: two synthetic months of CDA block 4 (2026-09,
// 2026-10) for the sample fi funds, the fund-of-funds chain, debenture fund and
// missing month of cvm-holdings.ts (blocks 1, 2, 4, 5, 6 and PL), and a synthetic year of CRI and CRA monthly
// reports (classe member), so portfolio_instruments answers every path on `npm
// start`: CRI/CRA series (one code with two series, a re-filed version),
// debentures held by several funds, shares held only as Ações, and codes no
// filing holds; the CRI files its values and month flows as series totals, so
// portfolio_credit_returns answers on it too. Codes and figures are invented (not CVM figures); loaded through
// the real loaders, marked synthetic in the ingest log.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadCdaFile } from '../ingest/cvm-cda/load.js';
import { loadSecuritFile } from '../ingest/cvm-securit-mensal/load.js';
import { maskCnpj, sampleFundsOf } from './cvm-universe.js';
import { cvmCsvBytes, writeZip } from './cvm-funds/write.js';
import { seededRandom } from './random.js';
import { HOLDINGS_HEADERS, sampleHoldingRows } from './cvm-holdings.js';

/** Codes the set answers for, by the path portfolio_instruments takes. */
export const SAMPLE_INSTRUMENT_CODES = {
  securit: ['26E1234567', 'CRA026000A'],
  debentures: ['SMPL11', 'SMPL12', 'SMPL13', 'SMPL14', 'SMPL15'],
  heldAsShares: ['SMPL3', 'SMPL4'],
};

const CDA_HEADER = ['TP_FUNDO_CLASSE', 'CNPJ_FUNDO_CLASSE', 'DENOM_SOCIAL', 'DT_COMPTC', 'TP_APLIC', 'TP_ATIVO', 'EMISSOR_LIGADO', 'TP_NEGOC', 'QT_VENDA_NEGOC', 'VL_VENDA_NEGOC', 'QT_AQUIS_NEGOC', 'VL_AQUIS_NEGOC', 'QT_POS_FINAL', 'VL_MERC_POS_FINAL', 'VL_CUSTO_POS_FINAL', 'DT_CONFID_APLIC', 'CD_ATIVO', 'DS_ATIVO', 'CD_ISIN', 'DT_INI_VIGENCIA', 'DT_FIM_VIGENCIA'];

/** Block 4 lines of one month: each of the first 40 fi funds holds two debentures and one share. */
export function sampleCdaRows(day: string): string[][] {
  const rows: string[][] = [];
  sampleFundsOf('fi').slice(0, 40).forEach((fund, i) => {
    const random = seededRandom(`cda-${fund.seed}-${day}`);
    const line = (aplic: string, ativo: string, code: string, isin: string, unit: number) => {
      const quantity = 10 + Math.round(random() * 990);
      const value = (quantity * unit * (0.98 + random() * 0.04)).toFixed(2);
      return [fund.generation === 'rcvm175' ? 'CLASSES - FIF' : 'FI', maskCnpj(fund.cnpj), fund.name, day, aplic, ativo, 'N', 'Para negociação', '', '', '', '', String(quantity), value, value, '', code, `${code} (amostra sintética)`, isin, '', ''];
    };
    const { debentures, heldAsShares } = SAMPLE_INSTRUMENT_CODES;
    for (const k of [i % debentures.length, (i + 2) % debentures.length]) {
      const code = debentures[k];
      rows.push(line('Debêntures', 'Debênture simples', code, `BR${code.slice(0, 4)}DBS0${k}${i % 3 === 0 ? 'X' : 'A'}`, 1000 + 10 * k));
    }
    rows.push(line('Ações', 'Ação ordinária', heldAsShares[i % 2], `BR${heldAsShares[i % 2].slice(0, 4)}ACNOR${i % 2}`, 30));
  });
  return rows;
}

const SECURIT_COMMON = ['CNPJ_Emissora', 'Codigo_Identificacao_Certificado', 'Data_Referencia', 'Versao', 'Classe', 'Numero_Serie', 'Tipo_Oferta', 'Codigo_CETIP', 'Codigo_ISIN'];
const CRI_HEADER = [...SECURIT_COMMON, 'Data_Vencimento', 'Situacao', 'Total_Integralizado', 'Taxa_Juros', 'Quantidade_Certificados', 'Valor_Certificados', 'Rendimentos', 'Amortizacoes', 'Classificacao_Risco_Atual'];
const CRA_HEADER = [...SECURIT_COMMON, 'Data_Vencimento', 'Situacao', 'Valor_Total_Integralizado', 'Taxa_Juros', 'Quantidade_Certificados', 'Valor_Certificados', 'Classificacao_Risco_Atual'];

/**
 * The sample CRI's month m (1 = January 2026): per certificate, the senior series' unit value
 * accrues 0.9% a month, pays the accrued income in June (back to 1,000) and amortises 100 in
 * September; the subordinated one accrues 1.2% a month and pays nothing. Values and flows are
 * filed as series totals (unit figure x quantity, 2 places), as portfolio_credit_returns reads them.
 */
export function sampleCriMonth(m: number): { senior: [number, number, number]; subordinated: [number, number, number] } {
  let pu = 1000;
  let income = 0;
  let amortisation = 0;
  for (let k = 1; k <= m; k += 1) {
    pu *= 1.009;
    income = 0;
    amortisation = 0;
    if (k === 6) [income, pu] = [pu - 1000, 1000];
    if (k === 9) [amortisation, pu] = [100, pu - 100];
  }
  return { senior: [pu, income, amortisation], subordinated: [1000 * 1.012 ** m, 0, 0] };
}

/** A CRI whose code has a senior and a subordinated series, filed each month of 2026 through October, with a second version in October. */
export function sampleCriRows(): string[][] {
  const rows: string[][] = [];
  const total = (unit: number, quantity: number) => (unit * quantity).toFixed(2);
  for (let m = 1; m <= 10; m += 1) {
    const ref = `2026-${String(m).padStart(2, '0')}-01`;
    const { senior, subordinated } = sampleCriMonth(m);
    for (const versao of m === 10 ? ['1', '2'] : ['1']) {
      const situation = versao === '2' ? 'Inadimplente' : 'Adimplente';
      rows.push(['12.345.678/0001-90', 'CRI-SAMPLE', ref, versao, 'Sênior', '1', 'ICVM 476', '26E1234567', 'BRSMPLCRI001', '2032-06-15', situation, '80000000.00', 'IPCA + 6,50%', '80000', ...senior.map((x) => total(x, 80000)), 'AA']);
      rows.push(['12.345.678/0001-90', 'CRI-SAMPLE', ref, versao, 'Subordinada', '2', 'ICVM 476', '26E1234567', '', '2033-06-15', 'Adimplente', '20000000.00', 'IPCA + 10,00%', '20000', ...subordinated.map((x) => total(x, 20000)), '']);
    }
  }
  return rows;
}

/** A CRA filed in 2026-09 and 2026-10, and a second one past its 2025-12 maturity still filed Adimplente (what screen_overdue_securit lists). */
export function sampleCraRows(): string[][] {
  return ['2026-09-01', '2026-10-01'].flatMap((ref) => [
    ['98.765.432/0001-10', 'CRA-SAMPLE', ref, '1', 'Única', '1', 'RCVM 160', 'CRA026000A', 'BRSMPLCRA001', '2030-12-20', 'Adimplente', '150000000.00', 'CDI + 1,10%', '150000', '1000.00', 'AAA'],
    ['98.765.432/0001-10', 'CRA-VENCIDO', ref, '1', 'Única', '1', 'ICVM 476', 'CRA021000B', 'BRSMPLCRA002', '2025-12-15', 'Adimplente', '40000000.00', 'CDI + 2,00%', '40000', '1000.00', 'B'],
  ]);
}

export async function loadSampleInstruments(ownerUrl: string, dataDir: string, dir: string, options: { progress?: boolean } = {}): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const common = { ownerUrl, dataDir, progress: options.progress, synthetic: true };
  const results: FileResult[] = [];
  for (const [yyyymm, day] of [['202609', '2026-09-30'], ['202610', '2026-10-31']]) {
    const file = path.join(dir, `cda_fi_${yyyymm}.zip`);
    const holdings = sampleHoldingRows(day);
    await writeZip(file, {
      [`cda_fi_BLC_1_${yyyymm}.csv`]: cvmCsvBytes(HOLDINGS_HEADERS.BLC_1, holdings.BLC_1),
      [`cda_fi_BLC_2_${yyyymm}.csv`]: cvmCsvBytes(HOLDINGS_HEADERS.BLC_2, holdings.BLC_2),
      [`cda_fi_BLC_4_${yyyymm}.csv`]: cvmCsvBytes(CDA_HEADER, [...sampleCdaRows(day), ...holdings.BLC_4]),
      [`cda_fi_BLC_5_${yyyymm}.csv`]: cvmCsvBytes(HOLDINGS_HEADERS.BLC_5, holdings.BLC_5),
      [`cda_fi_BLC_6_${yyyymm}.csv`]: cvmCsvBytes(HOLDINGS_HEADERS.BLC_6, holdings.BLC_6),
      [`cda_fi_PL_${yyyymm}.csv`]: cvmCsvBytes(HOLDINGS_HEADERS.PL, holdings.PL),
    });
    results.push(await loadCdaFile(file, common));
  }
  const cri = path.join(dir, 'inf_mensal_cri_2026.zip');
  await writeZip(cri, { 'inf_mensal_cri_classe_2026.csv': cvmCsvBytes(CRI_HEADER, sampleCriRows()) });
  const cra = path.join(dir, 'inf_mensal_cra_2026.zip');
  await writeZip(cra, { 'inf_mensal_cra_classe_2026.csv': cvmCsvBytes(CRA_HEADER, sampleCraRows()) });
  results.push(await loadSecuritFile(cri, common), await loadSecuritFile(cra, common));
  return results;
}
