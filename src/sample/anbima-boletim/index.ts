// The sample ANBIMA bulletin npm start loads: one synthetic edition (October
// 2026) laid out as the published workbook (pages 4, 5, 8, 9, 11, 13), written
// with exceljs and loaded through the real loader as synthetic. Figures are
// invented and coherent the way the bulletin's are: a class is the sum of its
// types, a year's flow the sum of its months, a total the sum of the classes.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../../ingest/common/index.js';
import { loadBoletimFile } from '../../ingest/anbima-boletim/load.js';
import { gaussian, seededRandom } from '../random.js';
import type { SampleLoadOptions } from '../load-options.js';
import { writeBoletim, type ClassSheet, type TypeSheet } from './workbook.js';

export const SAMPLE_BOLETIM_EDITION = '2026-10-01';
export const SAMPLE_BOLETIM_FIRST_MONTH = '2023-01-01';
/** The type sheets print the last 19 months. */
export const SAMPLE_BOLETIM_FIRST_TYPE_MONTH = '2025-04-01';
export const SAMPLE_BOLETIM_FILE = 'boletim_fundos_2026_10_sintetico.xlsx';

/** The classes as the class sheets print them, and their types (code, name; no code = printed without one). */
export const SAMPLE_CLASSES: readonly { printed: string; name: string; types: readonly { code?: number; name: string }[] }[] = [
  { printed: 'Renda Fixa', name: 'Renda Fixa', types: [{ code: 101, name: 'Renda Fixa Duração Baixa Soberano' }, { code: 102, name: 'Renda Fixa Duração Livre Crédito Livre' }] },
  { printed: 'Ações', name: 'Ações', types: [{ code: 201, name: 'Ações Livre' }, { code: 202, name: 'Ações Índice Ativo' }] },
  { printed: 'Multimercados', name: 'Multimercados', types: [{ code: 301, name: 'Multimercados Macro' }, { code: 302, name: 'Multimercados Livre' }] },
  { printed: 'Cambial', name: 'Cambial', types: [{ code: 251, name: 'Cambial' }] },
  { printed: 'Previdência', name: 'Previdência', types: [{ code: 401, name: 'Previdência Renda Fixa' }] },
  { printed: 'ETF', name: 'ETF', types: [{ code: 225, name: 'ETF Renda Fixa' }, { code: 226, name: 'ETF Renda Variável' }] },
  { printed: 'FIDC', name: 'FIDC', types: [{ code: 501, name: 'FIDC Fomento Mercantil' }] },
  { printed: 'FIP', name: 'FIP', types: [{ code: 238, name: 'FIP' }] },
  { printed: 'FIAGRO (11)', name: 'FIAGRO', types: [{ code: 348, name: 'FIAGRO' }] },
  { printed: 'FII', name: 'FII', types: [{ name: 'FII Tijolo' }, { name: 'FII Papel' }] },
  { printed: 'Off Shore', name: 'Off Shore', types: [{ code: 601, name: 'Off Shore Renda Fixa' }] },
];

const utc = (month: string) => new Date(`${month}T00:00:00Z`);
function monthsFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = utc(first); d <= utc(last); d.setUTCMonth(d.getUTCMonth() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** Cents to the figure as printed (two decimals). */
const money = (cents: number) => cents / 100;
/** Compounded percent of monthly percent returns, two decimals. */
const compound = (returns: readonly number[]) => Math.round((returns.reduce((acc, r) => acc * (1 + r / 100), 1) - 1) * 10000) / 100;

interface TypeSeries {
  pl: number[]; // cents per month
  flow: number[]; // cents per month
  ret: number[]; // percent per month, two decimals
}

/** Per type, every month SAMPLE_BOLETIM_FIRST_MONTH..edition. */
function typeSeries(months: readonly string[]): Map<string, TypeSeries> {
  const series = new Map<string, TypeSeries>();
  for (const cls of SAMPLE_CLASSES) {
    for (const type of cls.types) {
      const draw = gaussian(seededRandom(`anbima-boletim:${type.name}`));
      let pl = Math.round((20_000 + 200_000 * Math.abs(draw())) * 100);
      const out: TypeSeries = { pl: [], flow: [], ret: [] };
      for (let i = 0; i < months.length; i += 1) {
        const ret = Math.round((0.8 + 1.5 * draw()) * 100) / 100;
        const flow = Math.round(pl * 0.01 * draw());
        pl = Math.max(100_00, Math.round(pl * (1 + ret / 100)) + flow);
        out.pl.push(pl);
        out.flow.push(flow);
        out.ret.push(ret);
      }
      series.set(type.name, out);
    }
  }
  return series;
}

/** The six sheets of the synthetic edition. */
export function sampleBoletimSheets(): (ClassSheet | TypeSheet)[] {
  const months = monthsFrom(SAMPLE_BOLETIM_FIRST_MONTH, SAMPLE_BOLETIM_EDITION);
  const series = typeSeries(months);
  const classSum = (cls: (typeof SAMPLE_CLASSES)[number], pick: (s: TypeSeries) => number[], i: number) => sum(cls.types.map((t) => pick(series.get(t.name)!)[i]));
  const printed = [...SAMPLE_CLASSES.map((c) => c.printed), 'Total'];
  const withTotal = (values: number[]) => [...values, sum(values)];

  const pl: ClassSheet = {
    name: 'Pág. 4 - PL por Classe',
    classes: printed,
    rows: months.map((m, i) => ({ period: utc(m), values: withTotal(SAMPLE_CLASSES.map((c) => classSum(c, (s) => s.pl, i))).map(money) })),
  };
  const years = [...new Set(months.map((m) => Number(m.slice(0, 4))))];
  const flowRows: ClassSheet['rows'][number][] = [];
  for (const year of years) {
    const inYear = months.flatMap((m, i) => (m.startsWith(String(year)) ? [i] : []));
    flowRows.push({ period: year, values: withTotal(SAMPLE_CLASSES.map((c) => sum(inYear.map((i) => classSum(c, (s) => s.flow, i))))).map(money) });
    if (year >= years.at(-1)! - 1) for (const i of inYear) flowRows.push({ period: Number(months[i].slice(0, 4) + months[i].slice(5, 7)), values: withTotal(SAMPLE_CLASSES.map((c) => classSum(c, (s) => s.flow, i))).map(money) });
  }
  const flows: ClassSheet = { name: 'Pág. 8 - Cap. Líq. por Classe', classes: printed, rows: flowRows };
  const counts: ClassSheet = {
    name: 'Pág. 13 - N° de Fundos',
    classes: printed,
    rows: months.map((m, i) => ({ period: utc(m), values: withTotal(SAMPLE_CLASSES.map((c, k) => 40 * (k + 1) + Math.floor(i / 3))) })),
  };

  const window = months.map((m, i) => [m, i] as const).filter(([m]) => m >= SAMPLE_BOLETIM_FIRST_TYPE_MONTH);
  const ytd = months.flatMap((m, i) => (m.startsWith(SAMPLE_BOLETIM_EDITION.slice(0, 4)) ? [i] : []));
  const twelve = months.slice(-12).map((_, k) => months.length - 12 + k);
  const rolling = months.slice(-13).map((_, k) => months.length - 13 + k);
  const typeRows = (pick: (s: TypeSeries) => number[], extra: (values: (i: number) => number) => number[], withClassFigures: boolean, withTotals: boolean) => {
    const rows: TypeSheet['rows'][number][] = [];
    for (const cls of SAMPLE_CLASSES) {
      const classAt = (i: number) => classSum(cls, pick, i);
      rows.push({ label: cls.printed, values: withClassFigures ? [...window.map(([, i]) => money(classAt(i))), ...extra(classAt).map(money)] : [] });
      for (const type of cls.types) {
        const at = (i: number) => pick(series.get(type.name)!)[i];
        rows.push({ code: type.code, label: type.name, values: [...window.map(([, i]) => money(at(i))), ...extra(at).map(money)] });
      }
    }
    if (withTotals) {
      const totalAt = (i: number) => sum(SAMPLE_CLASSES.map((c) => classSum(c, pick, i)));
      rows.push({ label: 'Total Geral', values: [...window.map(([, i]) => money(totalAt(i))), ...extra(totalAt).map(money)] });
    }
    return rows;
  };
  const plTypes: TypeSheet = { name: 'Pág. 5 - PL por Tipo', months: window.map(([m]) => utc(m)), extra: [], rows: typeRows((s) => s.pl, () => [], true, true) };
  const flowTypes: TypeSheet = {
    name: 'Pág. 9 - Cap. Líq. por Tipo',
    months: window.map(([m]) => utc(m)),
    extra: ['out/25 até out/26', 'No ano', '12 meses'],
    rows: typeRows((s) => s.flow, (at) => [sum(rolling.map(at)), sum(ytd.map(at)), sum(twelve.map(at))], true, true),
  };
  const returnRows: TypeSheet['rows'][number][] = [];
  for (const cls of SAMPLE_CLASSES) {
    returnRows.push({ label: cls.printed, values: [] }); // the returns page prints its classes as bare labels
    for (const type of cls.types) {
      const ret = series.get(type.name)!.ret;
      returnRows.push({ code: type.code, label: type.name, values: [...window.map(([, i]) => ret[i]), compound(ytd.map((i) => ret[i])), compound(twelve.map((i) => ret[i]))] });
    }
  }
  const returns: TypeSheet = { name: 'Pág.11 - Rentabilidade por Tipo', months: window.map(([m]) => utc(m)), extra: ['No ano', '12 meses'], rows: returnRows };
  return [pl, plTypes, flows, flowTypes, returns, counts];
}

export async function loadSampleBoletim(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, SAMPLE_BOLETIM_FILE);
  // exceljs stamps the zip entries with the time of writing: an edition already
  // written keeps its bytes, so a second call skips the load
  if (!fs.existsSync(file)) await writeBoletim(file, sampleBoletimSheets());
  return [await loadBoletimFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true })];
}
