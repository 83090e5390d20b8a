// The cvm-fees sample set: a synthetic Extrato (current 117-column layout), lâmina
// and two months of balance sheets for the fi funds of the shared sample
// universe, so portfolio_fees answers every rule on `npm start`: a plausible fee,
// a filed 0 replaced by a newer lâmina (v55), a scale error (150) beside an older
// lâmina (flag 100), two Extrato versions (the newer wins), funds with no Extrato
// (lâmina whose classes disagree, or cad_fi), an estimate, a suspected reset.
// Loaded through the real loaders, marked synthetic in the ingest log.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadExtratoFile } from '../ingest/cvm-extrato/load.js';
import { loadLaminaFile } from '../ingest/cvm-lamina/load.js';
import { loadBalanceteFile } from '../ingest/cvm-balancete/load.js';
import { maskCnpj, sampleFundsOf } from './cvm-universe.js';
import { cvmCsvBytes, writeZip } from './cvm-funds/write.js';
import { seededRandom } from './random.js';

const PAIRS = 'INSTITUICAO_FINANC CIA FI UNIAO ADMIN_GESTOR EMISSOR_OUTRO COTA_FI COTA_FIC COTA_FI_QUALIF COTA_FIC_QUALIF COTA_FI_PROF COTA_FIC_PROF COTA_FII COTA_FIDC COTA_FICFIDC COTA_FIDC_NP COTA_FICFIDC_NP COTA_ETF CRI TITPUB OURO TIT_INSTITUICAO_FINANC_BACEN VLMOB ACAO DEBENTURE NP COMPROM DERIV ATIVO_OUTRO COTA_FMIEE COTA_FIP COTA_FICFIP'.split(' ');

/** The current (2020+) Extrato header, 117 columns. */
export const EXTRATO_HEADER: readonly string[] = [
  ...'TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;DENOM_SOCIAL;DT_COMPTC;CONDOM;NEGOC_MERC;MERCADO;TP_PRAZO;PRAZO;PUBLICO_ALVO;REG_ANBIMA;CLASSE_ANBIMA;DISTRIB;POLIT_INVEST;APLIC_MAX_FUNDO_LIGADO;RESULT_CART_INCORP_PL;FUNDO_COTAS;FUNDO_ESPELHO;APLIC_MIN;ATUALIZ_DIARIA_COTA;PRAZO_ATUALIZ_COTA;COTA_EMISSAO;COTA_PL;QT_DIA_CONVERSAO_COTA;QT_DIA_PAGTO_COTA;QT_DIA_RESGATE_COTAS;QT_DIA_PAGTO_RESGATE;TP_DIA_PAGTO_RESGATE;TAXA_SAIDA_PAGTO_RESGATE;TAXA_ADM;TAXA_CUSTODIA_MAX;EXISTE_TAXA_PERFM;TAXA_PERFM;PARAM_TAXA_PERFM;PR_INDICE_REFER_TAXA_PERFM;VL_CUPOM;CALC_TAXA_PERFM;INF_TAXA_PERFM;EXISTE_TAXA_INGRESSO;TAXA_INGRESSO_REAL;TAXA_INGRESSO_PR;EXISTE_TAXA_SAIDA;TAXA_SAIDA_REAL;TAXA_SAIDA_PR;OPER_DERIV;FINALIDADE_OPER_DERIV;OPER_VL_SUPERIOR_PL;FATOR_OPER_VL_SUPERIOR_PL;CONTRAP_LIGADO;INVEST_EXTERIOR;APLIC_MAX_ATIVO_EXTERIOR;ATIVO_CRED_PRIV;APLIC_MAX_ATIVO_CRED_PRIV'.split(';'),
  ...PAIRS.flatMap((x) => [`PR_${x}_MIN`, `PR_${x}_MAX`]),
];

const CLASSES = ['Renda Fixa Duração Livre Grau de Investimento', 'Multimercados Livre', 'Ações Livre'];

/** One Extrato line per version: the fund's index in the fi universe decides which rule it shows. */
export function sampleExtratoRows(): string[][] {
  const rows: string[][] = [];
  sampleFundsOf('fi').forEach((fund, i) => {
    if (i % 7 === 6) return; // no Extrato: the registry (cad_fi) is the source
    const random = seededRandom(`extrato-${fund.seed}`);
    const fee = i === 0 ? '0.000000' : i === 1 ? '150.000000' : (0.2 + Math.round(random() * 23) / 10).toFixed(6);
    const withPerformance = i % 3 === 2;
    const line = (filedOn: string, taxaAdm: string) => {
      const values: Record<string, string> = {
        TP_FUNDO_CLASSE: fund.generation === 'rcvm175' ? 'CLASSES - FIF' : 'FI',
        CNPJ_FUNDO_CLASSE: maskCnpj(fund.cnpj),
        DENOM_SOCIAL: fund.name,
        DT_COMPTC: filedOn,
        CONDOM: 'ABERTO',
        FUNDO_COTAS: i % 2 ? 'S' : 'N',
        CLASSE_ANBIMA: CLASSES[i % CLASSES.length],
        TAXA_ADM: taxaAdm,
        TAXA_CUSTODIA_MAX: '0.050000',
        EXISTE_TAXA_PERFM: withPerformance ? 'S' : 'N',
        TAXA_PERFM: withPerformance ? '20.000000' : '',
        PARAM_TAXA_PERFM: withPerformance ? 'CDI' : '',
        EXISTE_TAXA_INGRESSO: 'N',
        EXISTE_TAXA_SAIDA: 'N',
        // redemption terms (portfolio_fund_terms): D+0 / D+1, D+30 / D+31 or a 90-day lock-up
        APLIC_MIN: i % 4 === 0 ? '1000.00' : '0.00',
        QT_DIA_CONVERSAO_COTA: i % 3 === 1 ? '30' : '0',
        QT_DIA_PAGTO_COTA: '0',
        QT_DIA_RESGATE_COTAS: i % 10 === 9 ? '90' : '',
        QT_DIA_PAGTO_RESGATE: '1',
        TP_DIA_PAGTO_RESGATE: i % 3 === 1 ? 'DIAS CORRIDOS' : 'DIAS ÚTEIS',
        TAXA_SAIDA_PAGTO_RESGATE: 'N',
      };
      return EXTRATO_HEADER.map((h) => values[h] ?? '');
    };
    if (i === 2) rows.push(line('2025-06-02', '2.500000')); // an older version the newer one replaces
    rows.push(line(`2026-${String(1 + (i % 9)).padStart(2, '0')}-1${i % 10}`, fee));
  });
  return rows;
}

const LAMINA_HEADER = ['TP_FUNDO_CLASSE', 'CNPJ_FUNDO_CLASSE', 'ID_SUBCLASSE', 'DENOM_SOCIAL', 'DT_COMPTC', 'TP_TAXA_ADM', 'TAXA_ADM', 'TAXA_ADM_MIN', 'TAXA_ADM_MAX', 'TAXA_PERFM', 'PR_PL_DESPESA', 'DT_INI_DESPESA', 'DT_FIM_DESPESA', 'INDICE_REFER'];

/** Lâminas: fund 0 newer than its Extrato 0, fund 1 older than its 150, fund 6 (no Extrato) with two classes that disagree, every 5th fund one plain. */
export function sampleLaminaRows(): string[][] {
  const rows: string[][] = [];
  sampleFundsOf('fi').forEach((fund, i) => {
    const line = (subclass: string, filedOn: string, fee: string, index: string) =>
      ['CLASSES - FIF', maskCnpj(fund.cnpj), subclass, fund.name, filedOn, 'Fixa', fee, '', '', '', '1.100000', '2025-10-01', '2026-09-30', index];
    if (i === 0) rows.push(line('', '2026-10-20', '1.200000', 'CDI'));
    else if (i === 1) rows.push(line('', '2025-12-01', '1.500000', 'CDI'));
    else if (i === 6) rows.push(line('', '2026-10-05', '0.500000', 'CDI'), line('SUB1', '2026-10-05', '0.800000', 'Ibovespa'));
    else if (i % 5 === 0) rows.push(line('', '2026-10-05', '0.900000', 'CDI'));
  });
  return rows;
}

/** Balance sheets of 2026-09 and 2026-10 for every fund with an Extrato; fund 3's accumulated fee falls in 2026-10 (reset). */
export function sampleBalanceteRows(): string[][] {
  const rows: string[][] = [];
  sampleFundsOf('fi').forEach((fund, i) => {
    if (i % 7 === 6) return;
    const random = seededRandom(`balancete-${fund.seed}`);
    const nav = Math.round(1_000_000 + random() * 50_000_000);
    const monthly = Math.round((nav * (0.002 + random() * 0.02)) / 12);
    const months: [string, number][] = [['2026-09-30', 9], ['2026-10-31', i === 3 ? 1 : 10]];
    for (const [day, n] of months) {
      const at = (account: string, value: number) => ['CLASSES - FIF', maskCnpj(fund.cnpj), day, 'COFI', account, value.toFixed(2)];
      rows.push(at('60000002', nav), at('70000009', Math.round(nav * 0.01)), at('80000006', -Math.round(nav * 0.002)), at('81781001', -monthly * n), at('81700006', -monthly * n - 100));
      if (i % 3 === 2) rows.push(at('81782000', n === 10 ? -monthly * 2 : -monthly * 3)); // a reversed performance provision in 2026-10
    }
  });
  return rows;
}

export async function loadSampleFees(ownerUrl: string, dataDir: string, dir: string, options: { progress?: boolean } = {}): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const common = { ownerUrl, dataDir, progress: options.progress, synthetic: true };
  const extrato = path.join(dir, 'extrato_fi.csv');
  fs.writeFileSync(extrato, cvmCsvBytes(EXTRATO_HEADER, sampleExtratoRows()));
  const lamina = path.join(dir, 'lamina_fi_202610.zip');
  await writeZip(lamina, { 'lamina_fi_202610.csv': cvmCsvBytes(LAMINA_HEADER, sampleLaminaRows()) });
  const balancete = path.join(dir, 'balancete_fi_202610.zip');
  await writeZip(balancete, {
    'balancete_fi_202610.csv': cvmCsvBytes(['TP_FUNDO_CLASSE', 'CNPJ_FUNDO_CLASSE', 'DT_COMPTC', 'PLANO_CONTA_BALCTE', 'CD_CONTA_BALCTE', 'VL_SALDO_BALCTE'], sampleBalanceteRows()),
  });
  return [await loadExtratoFile(extrato, common), await loadLaminaFile(lamina, common), await loadBalanceteFile(balancete, common)];
}
