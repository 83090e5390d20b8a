// The sample FIDCs' structure tabs, synthetic (no CVM figure and no real
// originator): tab I's originator slots, tab II (sectors), tab X (SCR grades and
// tax debt), the tranche tabs X_2/X_3/X_4/X_6 and tab X_7 (guarantees), in CVM's
// layouts. Awkward cases as the genuine files have them: a placeholder slot, a
// slot holding a (made-up) CPF, a share and a guarantee percent above 100, a blank
// guarantee, and a series with X_4 flows but no X_2 row.
import { SAMPLE_MONTHS } from '../cvm-universe.js';
import { fixed } from './series.js';
import type { CsvMember } from './zip.js';

export interface StructureMonth {
  index: number;
  month: string;
  nav: number;
}

/** An originator several sample FIDCs buy from (every third fund, block A slot 1): fidc_cedentes by p_cedente finds them. */
export const SHARED_ORIGINATOR = '45678901000123';
/** The structure cases, by sample FIDC index. */
export const STRUCTURE_CASES = {
  cpfAndPlaceholder: 5, // block A slot 4 holds a CPF, slot 9 the all-9s placeholder
  aboveHundred: { index: 6, month: '2026-10' }, // block A slot 1 share 120.5 and guarantees at 113.42 percent
  blankGuarantee: 7, // tab X_7 filed with both values blank
  unfiledTranche: 1, // every fourth fund from 1: 'Mezanino' has X_4 amortizations and no X_2 row
} as const;

const SLOTS = 9;
export const CEDENTE_HEADER = ['A', 'B']
  .flatMap((b) => [...Array.from({ length: SLOTS }, (_, i) => `TAB_I2${b}12_CPF_CNPJ_CEDENTE_${i + 1}`), ...Array.from({ length: SLOTS }, (_, i) => `TAB_I2${b}12_PR_CEDENTE_${i + 1}`)])
  .join(';');

/** A made-up 14-digit CNPJ of the fund's own originator in a slot, masked as CVM prints them. */
function ownOriginator(index: number, block: string, slot: number): string {
  const digits = `5${String(index).padStart(3, '0')}${block === 'A' ? 1 : 2}${slot}000001${String(slot).padStart(2, '0')}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/** Tab I's 36 slot fields (ids then shares, block A then B) for one fund and month. */
export function cedenteFields(r: StructureMonth): string[] {
  const ids = { A: Array<string>(SLOTS).fill(''), B: Array<string>(SLOTS).fill('') };
  const pcts = { A: Array<string>(SLOTS).fill(''), B: Array<string>(SLOTS).fill('') };
  ids.A[0] = r.index % 3 === 0 ? SHARED_ORIGINATOR : ownOriginator(r.index, 'A', 1);
  ids.A[1] = ownOriginator(r.index, 'A', 2);
  ids.A[2] = ownOriginator(r.index, 'A', 3);
  pcts.A[0] = r.index === STRUCTURE_CASES.aboveHundred.index && r.month === STRUCTURE_CASES.aboveHundred.month ? '120.50' : fixed(40 + (r.index % 7), 2);
  pcts.A[1] = '25.00';
  pcts.A[2] = ''; // a filed originator without its share: NULL, never 0
  if (r.index === STRUCTURE_CASES.cpfAndPlaceholder) {
    ids.A[3] = '123.456.789-09';
    pcts.A[3] = '5.00';
    ids.A[8] = '99999999999999';
    pcts.A[8] = '0.00';
  }
  ids.B[0] = ownOriginator(r.index, 'B', 1);
  pcts.B[0] = '100.00';
  return [...ids.A, ...pcts.A, ...ids.B, ...pcts.B];
}

const SECTORS = [
  'TAB_II_VL_CARTEIRA', 'TAB_II_A_VL_INDUST', 'TAB_II_B_VL_IMOBIL', 'TAB_II_C_VL_COMERC', 'TAB_II_C1_VL_COMERC', 'TAB_II_C2_VL_VAREJO', 'TAB_II_C3_VL_ARREND',
  'TAB_II_D_VL_SERV', 'TAB_II_D1_VL_SERV', 'TAB_II_D2_VL_SERV_PUBLICO', 'TAB_II_D3_VL_SERV_EDUC', 'TAB_II_D4_VL_ENTRET', 'TAB_II_E_VL_AGRONEG',
  'TAB_II_F_VL_FINANC', 'TAB_II_F1_VL_CRED_PESSOA', 'TAB_II_F2_VL_CRED_PESSOA_CONSIG', 'TAB_II_F3_VL_CRED_CORP', 'TAB_II_F4_VL_MIDMARKET', 'TAB_II_F5_VL_VEICULO',
  'TAB_II_F6_VL_IMOBIL_EMPRESA', 'TAB_II_F7_VL_IMOBIL_RESID', 'TAB_II_F8_VL_OUTRO', 'TAB_II_G_VL_CREDITO', 'TAB_II_H_VL_FACTOR', 'TAB_II_H1_VL_PESSOA',
  'TAB_II_H2_VL_CORP', 'TAB_II_I_VL_SETOR_PUBLICO', 'TAB_II_I1_VL_PRECAT', 'TAB_II_I2_VL_TRIBUT', 'TAB_II_I3_VL_ROYALTIES', 'TAB_II_I4_VL_OUTRO',
  'TAB_II_J_VL_JUDICIAL', 'TAB_II_K_VL_MARCA',
];
/** Each fund's book by sector, shares of the portfolio: consigned credit, commerce, or industry and cards. */
const BOOKS: Record<string, number>[] = [
  { TAB_II_F_VL_FINANC: 1, TAB_II_F2_VL_CRED_PESSOA_CONSIG: 0.8, TAB_II_F1_VL_CRED_PESSOA: 0.2 },
  { TAB_II_C_VL_COMERC: 1, TAB_II_C1_VL_COMERC: 0.7, TAB_II_C2_VL_VAREJO: 0.3 },
  { TAB_II_A_VL_INDUST: 0.6, TAB_II_G_VL_CREDITO: 0.4 },
];
const GRADES = ['AA', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const BY_DEBTOR = [0.4, 0.25, 0.15, 0.08, 0.05, 0.03, 0.02, 0.01, 0.01];
const BY_OPERATION = [0.35, 0.28, 0.16, 0.08, 0.05, 0.03, 0.02, 0.02, 0.01];

/** The members of the structure tabs for one month; `prefix` is each row's TP_FUNDO_CLASSE;CNPJ;DENOM_SOCIAL;DT_COMPTC. */
export function structureMembers(ym: string, header: string, rows: readonly (StructureMonth & { prefix: string })[]): CsvMember[] {
  const ii = [`${header};${SECTORS.join(';')}`];
  const x = [`${header};${[...GRADES.map((g) => `TAB_X_SCR_RISCO_DEVEDOR_${g}`), ...GRADES.map((g) => `TAB_X_SCR_RISCO_OPER_${g}`), 'TAB_X_DEBITO_TRIBUT'].join(';')}`];
  const x2 = [`${header};TAB_X_CLASSE_SERIE;TAB_X_QT_COTA;TAB_X_VL_COTA`];
  const x3 = [`${header};TAB_X_CLASSE_SERIE;TAB_X_VL_RENTAB_MES`];
  const x4 = [`${header};TAB_X_TP_OPER;TAB_X_CLASSE_SERIE;TAB_X_VL_TOTAL;TAB_X_QT_COTA`];
  const x6 = [`${header};TAB_X_CLASSE_SERIE;TAB_X_PR_DESEMP_ESPERADO;TAB_X_PR_DESEMP_REAL`];
  const x7 = [`${header};TAB_X_VL_GARANTIA_DIRCRED;TAB_X_PR_GARANTIA_DIRCRED`];
  for (const r of rows) {
    const portfolio = r.nav * 1.02;
    const book = BOOKS[r.index % BOOKS.length];
    ii.push([r.prefix, ...SECTORS.map((c) => (c === 'TAB_II_VL_CARTEIRA' ? fixed(portfolio, 2) : fixed(portfolio * (book[c] ?? 0), 2)))].join(';'));
    const tax = r.index % 5 === 0 ? fixed(r.nav * 0.001, 2) : '';
    x.push([r.prefix, ...BY_DEBTOR.map((w) => fixed(portfolio * w, 2)), ...BY_OPERATION.map((w) => fixed(portfolio * w, 2)), tax].join(';'));
    const m = SAMPLE_MONTHS.indexOf(r.month);
    const [seniorQuota, subQuota] = [1000 * 1.009 ** m, 1000 * 1.015 ** m];
    const [seniorQuotas, subQuotas] = [(r.nav * 0.8) / seniorQuota, (r.nav * 0.2) / subQuota];
    x2.push([r.prefix, 'Sênior 1', fixed(seniorQuotas, 4), fixed(seniorQuota, 8)].join(';'));
    x2.push([r.prefix, 'Subordinada', fixed(subQuotas, 4), fixed(subQuota, 8)].join(';'));
    x3.push([r.prefix, 'Sênior 1', '0.90'].join(';'), [r.prefix, 'Subordinada', '1.50'].join(';'));
    x6.push([r.prefix, 'Sênior 1', '100.00', fixed(100 + (r.index % 9), 2)].join(';'), [r.prefix, 'Subordinada', '', ''].join(';'));
    x4.push([r.prefix, 'Captações no Mês', 'Sênior 1', fixed(r.nav * 0.02, 2), fixed((r.nav * 0.02) / seniorQuota, 4)].join(';'));
    x4.push([r.prefix, 'Resgates no Mês', 'Sênior 1', fixed(r.nav * 0.01, 2), fixed((r.nav * 0.01) / seniorQuota, 4)].join(';'));
    if (r.index % 4 === STRUCTURE_CASES.unfiledTranche) x4.push([r.prefix, 'Amortizações', 'Mezanino', fixed(r.nav * 0.005, 2), ''].join(';'));
    const above = r.index === STRUCTURE_CASES.aboveHundred.index && r.month === STRUCTURE_CASES.aboveHundred.month;
    if (r.index === STRUCTURE_CASES.blankGuarantee) x7.push([r.prefix, '', ''].join(';'));
    else x7.push([r.prefix, fixed(portfolio * (above ? 1.1342 : 0.3), 2), above ? '113.42' : '30.00'].join(';'));
  }
  return [
    { name: `inf_mensal_fidc_tab_II_${ym}.csv`, lines: ii },
    { name: `inf_mensal_fidc_tab_X_${ym}.csv`, lines: x },
    { name: `inf_mensal_fidc_tab_X_2_${ym}.csv`, lines: x2 },
    { name: `inf_mensal_fidc_tab_X_3_${ym}.csv`, lines: x3 },
    { name: `inf_mensal_fidc_tab_X_4_${ym}.csv`, lines: x4 },
    { name: `inf_mensal_fidc_tab_X_6_${ym}.csv`, lines: x6 },
    { name: `inf_mensal_fidc_tab_X_7_${ym}.csv`, lines: x7 },
  ];
}
