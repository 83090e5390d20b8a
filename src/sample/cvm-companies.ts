// Synthetic listed companies for a first start: three invented companies
// (CNPJs 99..., CVM codes 99000x; never CVM figures) with DFP statements for
// 2023-2025 in both scopes (every statement: DRE, BPA, BPP, the DFC by one
// method each, DVA and DMPL), written as CVM's yearly zips (statement members
// plus the index member with receipt dates) and a register, and loaded through
// the real loaders. ALFA re-files its 2024 DFP (version 2, revenue restated),
// BETA reports in UNIDADE, ALFA is registered on two markets. An ITR year (2025,
// three quarters: each quarter and its year to date) in which GAMA re-files
// its second quarter.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadCiaCadFile } from '../ingest/cvm-cia-cad/load.js';
import { loadCiaDfpFile } from '../ingest/cvm-cia-dfp/load.js';
import { loadCiaItrFile } from '../ingest/cvm-cia-itr/load.js';
import { writeZip, latin1Csv } from './cvm-fii-fidc/zip.js';
import type { SampleLoadOptions } from './load-options.js';

export interface SampleCompany {
  cnpj: string;
  cdCvm: number;
  name: string;
  scale: 'MIL' | 'UNIDADE';
  /** Revenue of 2022 in the filing's unit; later years grow by `growth`. */
  revenue: number;
  growth: number;
  markets: string[];
}

export const SAMPLE_COMPANIES: readonly SampleCompany[] = [
  { cnpj: '99100001000101', cdCvm: 990001, name: 'ALFA ENERGIA SINTETICA S.A.', scale: 'MIL', revenue: 1_200_000, growth: 0.08, markets: ['BOLSA', 'BALCÃO ORGANIZADO'] },
  { cnpj: '99200002000102', cdCvm: 990002, name: 'BETA VAREJO SINTETICO S.A.', scale: 'UNIDADE', revenue: 85_000_000, growth: 0.05, markets: ['BOLSA'] },
  { cnpj: '99300003000103', cdCvm: 990003, name: 'GAMA SANEAMENTO SINTETICO S.A.', scale: 'MIL', revenue: 640_000, growth: 0.03, markets: ['BOLSA'] },
];
export const SAMPLE_DFP_YEARS = [2023, 2024, 2025] as const;
/** ALFA's 2024 DFP: version 1 received on the first date, version 2 (revenue restated up 5%) on the second. */
export const SAMPLE_RESTATEMENT = { cnpj: '99100001000101', year: 2024, received: ['2025-03-25', '2025-07-15'], factor: 1.05 } as const;

const punctuated = (cnpj: string) => `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
const filed = (n: number) => `${Math.round(n)}.0000000000`;

/** The lines of one year's statements as a filing of version `version` states them (in the filing's unit). */
function statementLines(c: SampleCompany, year: number, version: number, scope: 'con' | 'ind') {
  const scale = scope === 'ind' ? 0.9 : 1;
  const restated = c.cnpj === SAMPLE_RESTATEMENT.cnpj && year === SAMPLE_RESTATEMENT.year && version === 2 ? SAMPLE_RESTATEMENT.factor : 1;
  const revenue = Math.round(c.revenue * scale * (1 + c.growth) ** (year - 2022) * restated);
  const cost = Math.round(-revenue * 0.62);
  const gross = revenue + cost;
  const ebit = Math.round(gross * 0.55);
  const net = Math.round(ebit * 0.6);
  const assets = Math.round(revenue * 2.1);
  const current = Math.round(assets * 0.4);
  const liabCurrent = Math.round(assets * 0.3);
  const liabLong = Math.round(assets * 0.25);
  const equity = assets - liabCurrent - liabLong;
  const capital = Math.round(equity * 0.6);
  const operating = Math.round(net * 1.3);
  const investing = Math.round(-revenue * 0.12);
  const financing = Math.round(-net * 0.5);
  return {
    DRE: [['3.01', 'Receita de Venda de Bens e/ou Serviços', revenue], ['3.02', 'Custo dos Bens e/ou Serviços Vendidos', cost], ['3.03', 'Resultado Bruto', gross],
      ['3.05', 'Resultado Antes do Resultado Financeiro e dos Tributos', ebit], ['3.11', 'Lucro/Prejuízo Consolidado do Período', net]],
    BPA: [['1', 'Ativo Total', assets], ['1.01', 'Ativo Circulante', current], ['1.02', 'Ativo Não Circulante', assets - current]],
    BPP: [['2', 'Passivo Total', assets], ['2.01', 'Passivo Circulante', liabCurrent], ['2.02', 'Passivo Não Circulante', liabLong],
      ['2.03', 'Patrimônio Líquido Consolidado', equity]],
    DFC: [['6.01', 'Caixa Líquido Atividades Operacionais', operating], ['6.02', 'Caixa Líquido Atividades de Investimento', investing],
      ['6.03', 'Caixa Líquido Atividades de Financiamento', financing], ['6.05', 'Aumento (Redução) de Caixa e Equivalentes', operating + investing + financing]],
    DVA: [['7.01', 'Receitas', Math.round(revenue * 1.1)], ['7.08', 'Distribuição do Valor Adicionado', Math.round(revenue * 0.45)]],
    // the DMPL: one line per account and equity column (COLUNA_DF)
    DMPL: [['5.01', 'Saldos Iniciais', capital, 'Capital Social Integralizado'], ['5.01', 'Saldos Iniciais', equity - net, 'Patrimônio Líquido'],
      ['5.05', 'Resultado Abrangente Total', net, 'Lucros ou Prejuízos Acumulados'], ['5.05', 'Resultado Abrangente Total', net, 'Patrimônio Líquido'],
      ['5.07', 'Saldos Finais', capital, 'Capital Social Integralizado'], ['5.07', 'Saldos Finais', equity, 'Patrimônio Líquido']],
  } as Record<'DRE' | 'BPA' | 'BPP' | 'DFC' | 'DVA', [string, string, number][]> & { DMPL: [string, string, number, string][] };
}

/** The cash flow method a company files: BETA the direct one (DFC_MD), the others the indirect one (DFC_MI). */
export const dfcMethodOf = (c: SampleCompany): 'DFC_MD' | 'DFC_MI' => (c.cnpj === '99200002000102' ? 'DFC_MD' : 'DFC_MI');

/** The statement members of a filing, as CVM names them. */
export const SAMPLE_STATEMENTS = ['DRE', 'BPA', 'BPP', 'DFC_MD', 'DFC_MI', 'DVA', 'DMPL'] as const;
type Member = (typeof SAMPLE_STATEMENTS)[number];

const GROUP: Record<Member, string> = { DRE: 'Demonstração do Resultado', BPA: 'Balanço Patrimonial Ativo', BPP: 'Balanço Patrimonial Passivo',
  DFC_MD: 'Demonstração do Fluxo de Caixa (Método Direto)', DFC_MI: 'Demonstração do Fluxo de Caixa (Método Indireto)', DVA: 'Demonstração de Valor Adicionado',
  DMPL: 'Demonstração das Mutações do Patrimônio Líquido' };

/** A member's lines of one period: [code, label, value, equity column ('' outside the DMPL)], [] when the company does not file it. */
function memberLines(c: SampleCompany, year: number, version: number, scope: 'con' | 'ind', member: Member): [string, string, number, string][] {
  const all = statementLines(c, year, version, scope);
  if (member === 'DMPL') return all.DMPL;
  if (member === 'DFC_MD' || member === 'DFC_MI') return member === dfcMethodOf(c) ? all.DFC.map(([a, b, v]) => [a, b, v, '']) : [];
  return all[member].map(([a, b, v]) => [a, b, v, '']);
}

/** The filings of a year: [company, version, receipt date]. */
function filingsOf(year: number): [SampleCompany, number, string][] {
  return SAMPLE_COMPANIES.flatMap((c, i): [SampleCompany, number, string][] => {
    if (c.cnpj === SAMPLE_RESTATEMENT.cnpj && year === SAMPLE_RESTATEMENT.year) return SAMPLE_RESTATEMENT.received.map((d, v): [SampleCompany, number, string] => [c, v + 1, d]);
    return [[c, 1, `${year + 1}-03-${String(20 + i).padStart(2, '0')}`]];
  });
}

/** One year's DFP zip members: every statement in both scopes, and the index. */
export function dfpMembers(year: number): { name: string; lines: string[] }[] {
  const members: { name: string; lines: string[] }[] = [];
  for (const statement of SAMPLE_STATEMENTS) {
    for (const scope of ['con', 'ind'] as const) {
      const flow = statement !== 'BPA' && statement !== 'BPP';
      const header = `CNPJ_CIA;DT_REFER;VERSAO;DENOM_CIA;CD_CVM;GRUPO_DFP;MOEDA;ESCALA_MOEDA;ORDEM_EXERC;${flow ? 'DT_INI_EXERC;' : ''}DT_FIM_EXERC;${statement === 'DMPL' ? 'COLUNA_DF;' : ''}CD_CONTA;DS_CONTA;VL_CONTA;ST_CONTA_FIXA`;
      const lines = [header];
      for (const [c, version] of filingsOf(year)) {
        const group = `DF ${scope === 'con' ? 'Consolidado' : 'Individual'} - ${GROUP[statement]}`;
        // the comparative re-presents the prior year as the newest filing of that year states it
        const prior = year - 1 === SAMPLE_RESTATEMENT.year && c.cnpj === SAMPLE_RESTATEMENT.cnpj ? 2 : 1;
        for (const [order, y, v] of [['PENÚLTIMO', year - 1, prior], ['ÚLTIMO', year, version]] as const) {
          for (const [code, label, value, column] of memberLines(c, y, v, scope, statement)) {
            lines.push([punctuated(c.cnpj), `${year}-12-31`, version, c.name, String(c.cdCvm).padStart(6, '0'), group, 'REAL', c.scale, order,
              ...(flow ? [`${y}-01-01`] : []), `${y}-12-31`, ...(statement === 'DMPL' ? [column] : []), code, label, filed(value), 'S'].join(';'));
          }
        }
      }
      members.push({ name: `dfp_cia_aberta_${statement}_${scope}_${year}.csv`, lines });
    }
  }
  const index = ['CNPJ_CIA;DT_REFER;VERSAO;DENOM_CIA;CD_CVM;CATEG_DOC;ID_DOC;DT_RECEB;LINK_DOC'];
  for (const [c, version, received] of filingsOf(year)) index.push([punctuated(c.cnpj), `${year}-12-31`, version, c.name, String(c.cdCvm).padStart(6, '0'), 'DFP', `${c.cdCvm}${year}${version}`, received, ''].join(';'));
  members.push({ name: `dfp_cia_aberta_${year}.csv`, lines: index });
  return members;
}

/** The ITR year of the sample: the first three quarters of 2025, each a share of the year's DFP lines. */
export const SAMPLE_ITR_YEAR = 2025;
const QUARTER_SHARE = [0.23, 0.25, 0.26] as const;
/** GAMA re-files its second-quarter ITR (version 2, the quarter's flows restated down 3%), received after the first version. */
export const SAMPLE_ITR_RESTATEMENT = { cnpj: '99300003000103', quarter: 2, received: ['2025-08-14', '2025-10-02'], factor: 0.97 } as const;

const quarterEnd = (year: number, q: number) => `${year}-${['03-31', '06-30', '09-30'][q - 1]}`;
const quarterStart = (year: number, q: number) => `${year}-${['01-01', '04-01', '07-01'][q - 1]}`;

/** The ITR filings of the year: [company, quarter, version, receipt date]. */
function itrFilingsOf(year: number): [SampleCompany, number, number, string][] {
  return SAMPLE_COMPANIES.flatMap((c, i) => [1, 2, 3].flatMap((q): [SampleCompany, number, number, string][] => {
    if (c.cnpj === SAMPLE_ITR_RESTATEMENT.cnpj && q === SAMPLE_ITR_RESTATEMENT.quarter) return SAMPLE_ITR_RESTATEMENT.received.map((d, v): [SampleCompany, number, number, string] => [c, q, v + 1, d]);
    return [[c, q, 1, `${year}-${['05', '08', '11'][q - 1]}-${String(10 + i).padStart(2, '0')}`]];
  }));
}

/** One quarter's flow lines (DRE, DFC) of a company as the version filing it states them; a restated quarter changes only its own flows. */
function quarterFlows(c: SampleCompany, year: number, q: number, version: number, scope: 'con' | 'ind', member: 'DRE' | 'DFC'): [string, string, number][] {
  const restated = c.cnpj === SAMPLE_ITR_RESTATEMENT.cnpj && q === SAMPLE_ITR_RESTATEMENT.quarter && version === 2 ? SAMPLE_ITR_RESTATEMENT.factor : 1;
  return statementLines(c, year, 1, scope)[member].map(([code, label, v]) => [code, label, Math.round(v * QUARTER_SHARE[q - 1] * restated)]);
}

/** The year's ITR zip members: DRE (the quarter and the year to date, by DT_INI_EXERC), BPA, BPP (the position at the quarter's end), the DFC (year to date) in both scopes, and the index. */
export function itrMembers(year: number = SAMPLE_ITR_YEAR): { name: string; lines: string[] }[] {
  const members: { name: string; lines: string[] }[] = [];
  for (const statement of ['DRE', 'BPA', 'BPP', 'DFC_MD', 'DFC_MI'] as const) {
    for (const scope of ['con', 'ind'] as const) {
      const flow = statement !== 'BPA' && statement !== 'BPP';
      const lines = [`CNPJ_CIA;DT_REFER;VERSAO;DENOM_CIA;CD_CVM;GRUPO_DFP;MOEDA;ESCALA_MOEDA;ORDEM_EXERC;${flow ? 'DT_INI_EXERC;' : ''}DT_FIM_EXERC;CD_CONTA;DS_CONTA;VL_CONTA;ST_CONTA_FIXA`];
      for (const [c, q, version] of itrFilingsOf(year)) {
        if ((statement === 'DFC_MD' || statement === 'DFC_MI') && statement !== dfcMethodOf(c)) continue;
        const group = `DF ${scope === 'con' ? 'Consolidado' : 'Individual'} - ${GROUP[statement]}`;
        const push = (start: string | null, end: string, code: string, label: string, value: number) =>
          lines.push([punctuated(c.cnpj), quarterEnd(year, q), version, c.name, String(c.cdCvm).padStart(6, '0'), group, 'REAL', c.scale, 'ÚLTIMO',
            ...(flow ? [start!] : []), end, code, label, filed(value), 'S'].join(';'));
        // the year to date sums the quarters as the newest filing of each states them (a later filing carries a restated quarter)
        const ytd = (member: 'DRE' | 'DFC') => {
          const sum = new Map<string, [string, number]>();
          for (let k = 1; k <= q; k++) {
            const v = k === q ? version : k === SAMPLE_ITR_RESTATEMENT.quarter && c.cnpj === SAMPLE_ITR_RESTATEMENT.cnpj ? 2 : 1;
            for (const [code, label, value] of quarterFlows(c, year, k, v, scope, member)) sum.set(code, [label, (sum.get(code)?.[1] ?? 0) + value]);
          }
          return [...sum].map(([code, [label, value]]) => [code, label, value] as [string, string, number]);
        };
        if (statement === 'DRE') {
          // a first quarter is its own year to date: CVM files it once
          if (q > 1) for (const [code, label, value] of quarterFlows(c, year, q, version, scope, 'DRE')) push(quarterStart(year, q), quarterEnd(year, q), code, label, value);
          for (const [code, label, value] of ytd('DRE')) push(`${year}-01-01`, quarterEnd(year, q), code, label, value);
        } else if (flow) {
          for (const [code, label, value] of ytd('DFC')) push(`${year}-01-01`, quarterEnd(year, q), code, label, value);
        } else {
          const positions = statementLines(c, year, 1, scope)[statement];
          for (const [code, label, value] of positions) push(null, quarterEnd(year, q), code, label, value * (0.85 + 0.05 * q));
        }
      }
      members.push({ name: `itr_cia_aberta_${statement}_${scope}_${year}.csv`, lines });
    }
  }
  const index = ['CNPJ_CIA;DT_REFER;VERSAO;DENOM_CIA;CD_CVM;CATEG_DOC;ID_DOC;DT_RECEB;LINK_DOC'];
  for (const [c, q, version, received] of itrFilingsOf(year)) index.push([punctuated(c.cnpj), quarterEnd(year, q), version, c.name, String(c.cdCvm).padStart(6, '0'), 'ITR', `${c.cdCvm}${year}${q}${version}`, received, ''].join(';'));
  members.push({ name: `itr_cia_aberta_${year}.csv`, lines: index });
  return members;
}

const CAD_HEADER = 'CNPJ_CIA;DENOM_SOCIAL;DENOM_COMERC;DT_REG;DT_CONST;DT_CANCEL;MOTIVO_CANCEL;SIT;DT_INI_SIT;CD_CVM;SETOR_ATIV;TP_MERC;CATEG_REG;DT_INI_CATEG;SIT_EMISSOR;DT_INI_SIT_EMISSOR;CONTROLE_ACIONARIO;TP_ENDER;LOGRADOURO;COMPL;BAIRRO;MUN;UF;PAIS;CEP;DDD_TEL;TEL;DDD_FAX;FAX;EMAIL;TP_RESP;RESP;DT_INI_RESP;LOGRADOURO_RESP;COMPL_RESP;BAIRRO_RESP;MUN_RESP;UF_RESP;PAIS_RESP;CEP_RESP;DDD_TEL_RESP;TEL_RESP;DDD_FAX_RESP;FAX_RESP;EMAIL_RESP;CNPJ_AUDITOR;AUDITOR';

/** The register: one line per company and market, no person named (the people's columns blank). */
export function cadLines(): string[] {
  const lines = [CAD_HEADER];
  for (const c of SAMPLE_COMPANIES) {
    for (const market of c.markets) {
      const fields = new Map<string, string>([['CNPJ_CIA', punctuated(c.cnpj)], ['DENOM_SOCIAL', c.name], ['DENOM_COMERC', c.name], ['DT_REG', '2010-01-04'], ['SIT', 'ATIVO'],
        ['DT_INI_SIT', '2010-01-04'], ['CD_CVM', String(c.cdCvm)], ['SETOR_ATIV', 'Amostra sintética'], ['TP_MERC', market], ['CATEG_REG', 'Categoria A'], ['SIT_EMISSOR', 'FASE OPERACIONAL'], ['CONTROLE_ACIONARIO', 'PRIVADO'], ['UF', 'SP'], ['PAIS', 'BRASIL']]);
      lines.push(CAD_HEADER.split(';').map((h) => fields.get(h) ?? '').join(';'));
    }
  }
  return lines;
}

export async function loadSampleCompanies(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const load = { ownerUrl, dataDir, progress: options.progress, synthetic: true };
  const cad = path.join(dir, 'cad_cia_aberta.csv');
  fs.writeFileSync(cad, latin1Csv(cadLines()));
  const results = [await loadCiaCadFile(cad, load)];
  for (const year of SAMPLE_DFP_YEARS) {
    const file = path.join(dir, `dfp_cia_aberta_${year}.zip`);
    await writeZip(file, dfpMembers(year));
    results.push(await loadCiaDfpFile(file, load));
  }
  const itr = path.join(dir, `itr_cia_aberta_${SAMPLE_ITR_YEAR}.zip`);
  await writeZip(itr, itrMembers(SAMPLE_ITR_YEAR));
  results.push(await loadCiaItrFile(itr, load));
  return results;
}
