// Sample FIDC monthly reports in CVM's format: the yearly HIST archives
// inf_mensal_fidc_YYYY.zip (monthly members) for the months before 2025 and
// one inf_mensal_fidc_YYYYMM.zip per month from 2025-01, each with tabs I
// (with originator slots), II (sectors), IV, V, VI, VIII, X (SCR grades, tax
// debt), X_1, the tranche tabs X_2/X_3/X_4/X_6 and X_7 (guarantees); every
// figure and originator CNPJ is synthetic (structure.ts). Funds registered before Resolution 175 file
// as TP_FUNDO_CLASSE 'Fundo', adapted classes as 'Classe'; a class with a
// subclass files ID_SUBCLASSE in X_1. Awkward cases: the universe's late
// starters, funds that stop reporting, cancelled funds, and one month filed
// with blank net assets and blank overdue totals.
import path from 'node:path';
import { FIRST_MONTHLY_ARCHIVE } from '../../ingest/cvm-fidc-mensal/fetch.js';
import { maskCnpj, reportsIn, SAMPLE_MONTHS, sampleFundsOf, type SampleFund } from '../cvm-universe.js';
import { seededRandom } from '../random.js';
import { fixed, lastDay, monthlyPath } from './series.js';
import { CEDENTE_HEADER, cedenteFields, structureMembers, type StructureMonth } from './structure.js';
import { writeZip, type CsvMember } from './zip.js';

/** The FIDC (by universe index) whose 2025-08 report leaves net assets and both overdue totals blank. */
export const BLANK = { index: 3, month: '2025-08' } as const;
/** Aging cases: a fund whose filed overdue total is 7% above its band sum, one that leaves a band blank, one with fewer than 25 debtors. */
export const AGING_CASES = { totalAboveBands: 1, blankBand: 2, fewDebtors: { index: 4, count: 7 } } as const;
/** The FIDC whose overdue receivables sit 75% in the > 1080-day band every month (screen_evergreen_aging has a row to show); it holds no risk-transfer receivables, so its tab VI total is material. */
export const LONG_TAIL = { index: 8, share: 0.75 } as const;

const PREFIX = 'TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;DENOM_SOCIAL;DT_COMPTC';
const TAB_I_ASSETS =
  'CLASSE_UNICA;CNPJ_ADMIN;ADMIN;CONDOM;TAB_I_VL_ATIVO;TAB_I1_VL_DISP;TAB_I2_VL_CARTEIRA;TAB_I2A_VL_DIRCRED_RISCO;TAB_I2A1_VL_CRED_VENC_AD;TAB_I2A2_VL_CRED_VENC_INAD;TAB_I2A21_VL_TOTAL_PARCELA_INAD;TAB_I2A3_VL_CRED_INAD;TAB_I2A11_VL_REDUCAO_RECUP;TAB_I2B_VL_DIRCRED_SEM_RISCO;TAB_I2B1_VL_CRED_VENC_AD;TAB_I2B2_VL_CRED_VENC_INAD;TAB_I2B21_VL_TOTAL_PARCELA_INAD;TAB_I2B3_VL_CRED_INAD;TAB_I2B11_VL_REDUCAO_RECUP';
const TAB_I = `${TAB_I_ASSETS};${CEDENTE_HEADER}`;
const BANDS = ['30', '60', '90', '120', '150', '180', '360', '720', '1080', 'MAIOR_1080'];
const longTailBands = (total: number) => [0.1, 0.05, 0.05, 0.03, 0.02, 0, 0, 0, 0, LONG_TAIL.share].map((f) => fixed(total * f, 2));
const ladder = (t: string) =>
  [`TAB_${t}_A_VL_DIRCRED_PRAZO`, ...BANDS.map((d, i) => `TAB_${t}_A${i + 1}_VL_PRAZO_VENC_${d}`), `TAB_${t}_B_VL_DIRCRED_INAD`, ...BANDS.map((d, i) => `TAB_${t}_B${i + 1}_VL_INAD_${d}`)].join(';');

interface FidcMonth extends StructureMonth {
  fund: SampleFund;
  index: number;
  month: string;
  nav: number;
  riskShare: number;
  overdueRate: number;
  blank: boolean;
}

function fidcMonths(): FidcMonth[] {
  const out: FidcMonth[] = [];
  sampleFundsOf('fidc').forEach((fund, index) => {
    const random = seededRandom(`fidc-sample:${fund.seed}`);
    const nav = monthlyPath(`fidc-nav:${fund.seed}`, SAMPLE_MONTHS.length, 2e7 + random() * 8e8, 0.005, 0.03);
    const overdue = monthlyPath(`fidc-overdue:${fund.seed}`, SAMPLE_MONTHS.length, 0.01 + random() * 0.04, 0.01, 0.08);
    const riskShare = index % 4 === 0 ? 0 : 0.5 + random() * 0.5; // a quarter hold only receivables without risk transfer
    SAMPLE_MONTHS.forEach((month, m) => {
      if (!reportsIn(fund, month)) return;
      out.push({ fund, index, month, nav: nav[m], riskShare, overdueRate: Math.min(overdue[m], 0.6), blank: index === BLANK.index && month === BLANK.month });
    });
  });
  return out;
}

function tabMembers(ym: string, rows: FidcMonth[]): CsvMember[] {
  const i = [`${PREFIX};${TAB_I}`];
  const iv = [`${PREFIX};TAB_IV_A_VL_PL;TAB_IV_B_VL_PL_MEDIO`];
  const v = [`${PREFIX};${ladder('V')}`];
  const vi = [`${PREFIX};${ladder('VI')}`];
  const x1 = [`${PREFIX};TAB_X_CLASSE_SERIE;ID_SUBCLASSE;TAB_X_NR_COTST`];
  const viii = [`${PREFIX};SEQUENCIAL;VALOR`];
  for (const r of rows) {
    const prefix = [r.fund.generation === 'legacy' ? 'Fundo' : 'Classe', maskCnpj(r.fund.cnpj), r.fund.name, lastDay(r.month)].join(';');
    const portfolio = r.nav * 1.02;
    const withRisk = portfolio * r.riskShare;
    const withoutRisk = portfolio - withRisk;
    const [overdueV, overdueVI] = [withRisk * r.overdueRate, withoutRisk * r.overdueRate];
    const money = (x: number) => (r.blank ? '' : fixed(x, 2));
    i.push([prefix, 'S', '59281253000123', 'ADMINISTRADORA ITAÚNA S.A.', 'FECHADO', fixed(r.nav * 1.05, 2), fixed(r.nav * 0.03, 2), fixed(portfolio, 2),
      fixed(withRisk, 2), fixed(withRisk * (1 - r.overdueRate), 2), fixed(overdueV * 3, 2), fixed(overdueV, 2), fixed(withRisk * 0.005, 2), fixed(-withRisk * 0.02, 2),
      fixed(withoutRisk, 2), fixed(withoutRisk * (1 - r.overdueRate), 2), fixed(overdueVI * 3, 2), fixed(overdueVI, 2), fixed(withoutRisk * 0.005, 2), fixed(-withoutRisk * 0.02, 2), ...cedenteFields(r)].join(';'));
    iv.push([prefix, money(r.nav), fixed(r.nav * 0.99, 2)].join(';'));
    const bands = (total: number) => [fixed(total * 0.6, 2), fixed(total * 0.2, 2), fixed(total * 0.1, 2), fixed(total * 0.05, 2), fixed(total * 0.05, 2), '0', '0', '0', '0', '0'];
    if (r.riskShare > 0) v.push([prefix, fixed(withRisk, 2), ...bands(withRisk), money(overdueV), ...bands(overdueV)].join(';'));
    const overdueBands = r.index === LONG_TAIL.index ? longTailBands(overdueVI) : bands(overdueVI);
    if (r.index === AGING_CASES.blankBand) overdueBands[1] = '';
    const filedTotal = r.index === AGING_CASES.totalAboveBands ? overdueVI * 1.07 : overdueVI;
    vi.push([prefix, fixed(withoutRisk, 2), ...bands(withoutRisk), money(filedTotal), ...overdueBands].join(';'));
    const debtors = r.index === AGING_CASES.fewDebtors.index ? AGING_CASES.fewDebtors.count : 25;
    for (let seq = 1; seq <= debtors; seq += 1) viii.push([prefix, seq, fixed((portfolio * 0.04) / seq, 2)].join(';'));
    const holders = 5 + (r.index * 7) % 300;
    x1.push([prefix, 'Sênior 1', r.fund.hasSubclass ? `SUB${String(r.index).padStart(3, '0')}` : '', holders].join(';'));
    x1.push([prefix, 'Subordinada', '', 1 + (r.index % 3)].join(';'));
  }
  return [
    { name: `inf_mensal_fidc_tab_I_${ym}.csv`, lines: i },
    ...structureMembers(ym, PREFIX, rows.map((r) => ({ ...r, prefix: [r.fund.generation === 'legacy' ? 'Fundo' : 'Classe', maskCnpj(r.fund.cnpj), r.fund.name, lastDay(r.month)].join(';') }))),
    { name: `inf_mensal_fidc_tab_IV_${ym}.csv`, lines: iv },
    { name: `inf_mensal_fidc_tab_V_${ym}.csv`, lines: v },
    { name: `inf_mensal_fidc_tab_VI_${ym}.csv`, lines: vi },
    { name: `inf_mensal_fidc_tab_VIII_${ym}.csv`, lines: viii },
    { name: `inf_mensal_fidc_tab_X_1_${ym}.csv`, lines: x1 },
  ];
}

/** Writes the HIST yearly archives then the monthly ones into `dir`; returns their paths in load order. */
export async function writeSampleFidc(dir: string): Promise<string[]> {
  const rows = fidcMonths();
  const files: string[] = [];
  const byMonth = (month: string) => rows.filter((r) => r.month === month);
  const histYears = [...new Set(SAMPLE_MONTHS.filter((m) => m < FIRST_MONTHLY_ARCHIVE).map((m) => m.slice(0, 4)))];
  for (const year of histYears) {
    const file = path.join(dir, `inf_mensal_fidc_${year}.zip`);
    const months = SAMPLE_MONTHS.filter((m) => m.startsWith(`${year}-`));
    await writeZip(file, months.flatMap((m) => tabMembers(m.replace('-', ''), byMonth(m))));
    files.push(file);
  }
  for (const month of SAMPLE_MONTHS.filter((m) => m >= FIRST_MONTHLY_ARCHIVE)) {
    const ym = month.replace('-', '');
    const file = path.join(dir, `inf_mensal_fidc_${ym}.zip`);
    await writeZip(file, tabMembers(ym, byMonth(month)));
    files.push(file);
  }
  return files;
}
