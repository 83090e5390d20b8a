// Reads the ANBIMA monthly fund bulletin (Boletim de Fundos de Investimento,
// XLSX) into rows of anbima.class_monthly. Six sheets, found by their page
// number ("Pág. 4 - PL por Classe"), two layouts:
//   class sheets (Pág. 4 net assets, Pág. 8 net flows, Pág. 13 fund counts):
//     a header row naming the classes, one column each, then a row per period
//     (a month, or a whole year on Pág. 8: the year's accumulated flow);
//   type sheets (Pág. 5 net assets, Pág. 9 net flows, Pág. 11 returns): a
//     header row of months (plus "No ano" and "12 meses" columns on 9 and 11),
//     a "Tipos ANBIMA" label column with the type code beside it, and rows that
//     are a class, the ANBIMA types under it, or an industry total.
// Every header row is found by its labels, never by position: ANBIMA reflows
// these workbooks between editions, and a fixed offset reads another class's
// numbers without failing. A figure that is not a number refuses the file
// naming sheet, row and column; a blank, '-' or an Excel error cell is no figure.
import type ExcelJS from 'exceljs';
import { DuplicateRule, IngestFileError, readCell, signedJsonNumber, ValueError, type CopyValue } from '../common/index.js';
import { columnLetter, sheetRows, textOf, type Cell, type SheetRow } from './cells.js';
import { classOf, cleanLabel, isTotal, labelKey, monthLabel, monthOfDate, TOTAL_CATEGORY, totalName } from './labels.js';
import { CLASS_MONTHLY } from './tables.js';

type Metric = 'pl_brl_mm' | 'captacao_liquida_brl_mm' | 'captacao_liquida_ytd_brl_mm' | 'captacao_liquida_12m_brl_mm' | 'rentabilidade_pct' | 'rentabilidade_ytd_pct' | 'rentabilidade_12m_pct' | 'fund_count';

/** One figure before the edition is known: a year-to-date figure waits for it to be dated. */
interface Figure {
  period: { month: string } | { year: number } | 'edition';
  category: string;
  typeId: string | null;
  typeName: string;
  level: 'category' | 'type' | 'total';
  metric: Metric;
  value: string;
  sheet: string;
  at: string;
}

interface ClassPage {
  page: number;
  layout: 'class';
  month: Metric;
  /** The metric of a whole-year row. */
  year: Metric;
}
interface TypePage {
  page: number;
  layout: 'type';
  month: Metric;
  ytd?: Metric;
  twelveMonths?: Metric;
}

/** The pages read, class sheets first (their history is the longer). */
export const PAGES: readonly (ClassPage | TypePage)[] = [
  { page: 4, layout: 'class', month: 'pl_brl_mm', year: 'pl_brl_mm' },
  { page: 8, layout: 'class', month: 'captacao_liquida_brl_mm', year: 'captacao_liquida_ytd_brl_mm' },
  { page: 13, layout: 'class', month: 'fund_count', year: 'fund_count' },
  { page: 5, layout: 'type', month: 'pl_brl_mm' },
  { page: 9, layout: 'type', month: 'captacao_liquida_brl_mm', ytd: 'captacao_liquida_ytd_brl_mm', twelveMonths: 'captacao_liquida_12m_brl_mm' },
  { page: 11, layout: 'type', month: 'rentabilidade_pct', ytd: 'rentabilidade_ytd_pct', twelveMonths: 'rentabilidade_12m_pct' },
];

/** The page number a sheet's name starts with ("Pág. 4 - PL por Classe", "Pág.11 ..."), else null. */
export function pageOf(sheetName: string): number | null {
  const match = /^pag\.?\s*(\d+)/.exec(sheetName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim());
  return match ? Number(match[1]) : null;
}

/** A figure as printed: a number cell's exact decimal text; blank, '-' or an error cell -> null. */
function figureOf(cell: Cell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return signedJsonNumber(cell);
  if (typeof cell === 'string') {
    const text = cell.trim();
    if (text === '' || text === '-' || text === '–') return null;
    throw new ValueError(`"${text}" is not a number`);
  }
  if (cell instanceof Date) throw new ValueError(`the date ${cell.toISOString().slice(0, 10)} is not a number`);
  return null; // #N/A, #DIV/0!: the sheet prints no figure there
}

/** A period cell of a class sheet: a month (date, YYYYMM, 'jul-26') or a whole year (YYYY); null when it is neither. */
function periodOf(cell: Cell | undefined): { month: string } | { year: number } | null {
  if (cell instanceof Date) return { month: monthOfDate(cell) };
  const text = typeof cell === 'number' && Number.isInteger(cell) ? String(cell) : typeof cell === 'string' ? cell.trim() : '';
  if (/^(19|20|21)\d{2}$/.test(text)) return { year: Number(text) };
  const packed = /^((?:19|20|21)\d{2})(0[1-9]|1[0-2])$/.exec(text);
  if (packed) return { month: `${packed[1]}-${packed[2]}-01` };
  const month = text === '' ? null : monthLabel(text);
  return month ? { month } : null;
}

const where = (sheet: string, row: SheetRow) => `sheet "${sheet}" row ${row.number}`;

function readClassSheet(sheet: string, rows: SheetRow[], page: ClassPage, fileName: string): Figure[] {
  const classesIn = (row: SheetRow) => row.cells.filter((c) => { const t = textOf(c); return t !== null && classOf(cleanLabel(t) ?? '') !== null; }).length;
  const headerAt = rows.findIndex((row) => classesIn(row) >= 2);
  if (headerAt < 0) throw new IngestFileError(fileName, `sheet "${sheet}"`, 'no header row naming the ANBIMA classes (Renda Fixa, Ações, Multimercados, ...)');
  const header = rows[headerAt];
  const columns = new Map<number, string>();
  header.cells.forEach((cell, column) => {
    const label = cleanLabel(textOf(cell) ?? '');
    const category = label === null ? null : classOf(label);
    if (category !== null) columns.set(column, category);
  });
  const first = Math.min(...columns.keys());
  header.cells.forEach((cell, column) => {
    const label = cleanLabel(textOf(cell) ?? '');
    if (column > first && label !== null && !columns.has(column) && !isTotal(label)) {
      throw new IngestFileError(fileName, where(sheet, header), `column ${columnLetter(column)} "${label}" is neither an ANBIMA class nor a total`);
    }
  });
  const figures: Figure[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    let period: { month: string } | { year: number } | null = null;
    for (let column = 1; column < first && period === null; column += 1) period = periodOf(row.cells[column]);
    if (period === null) {
      const stray = [...columns.keys()].find((column) => typeof row.cells[column] === 'number');
      if (stray !== undefined) throw new IngestFileError(fileName, where(sheet, row), `a figure in column ${columnLetter(stray)} (${columns.get(stray)}) on a row with no month or year left of column ${columnLetter(first)}`);
      continue; // the footnoted repeat of the header, a note, a blank line
    }
    for (const [column, category] of columns) {
      const value = readCell(fileName, where(sheet, row), `${columnLetter(column)} (${category})`, () => figureOf(row.cells[column]));
      if (value === null) continue;
      const metric = 'year' in period ? page.year : page.month;
      figures.push({ period, category, typeId: null, typeName: category, level: 'category', metric, value, sheet, at: `${where(sheet, row)} column ${columnLetter(column)}` });
    }
  }
  return figures;
}

function readTypeSheet(sheet: string, rows: SheetRow[], page: TypePage, fileName: string): Figure[] {
  const monthOfCell = (cell: Cell | undefined) => (cell instanceof Date ? monthOfDate(cell) : textOf(cell) ? monthLabel(textOf(cell)!) : null);
  const headerAt = rows.findIndex((row) => row.cells.filter((c) => monthOfCell(c) !== null).length >= 2);
  if (headerAt < 0) throw new IngestFileError(fileName, `sheet "${sheet}"`, 'no header row of months (the type sheets print one column per month)');
  const header = rows[headerAt];
  const isLabelHeader = (cell: Cell | undefined) => /^tipos?anbima/.test(labelKey(cleanLabel(textOf(cell) ?? '') ?? ''));
  const labelColumn = header.cells.findIndex((cell) => isLabelHeader(cell));
  if (labelColumn < 0) throw new IngestFileError(fileName, where(sheet, header), 'the header row of months has no "Tipos ANBIMA" column');
  const idColumn = labelColumn - 1; // the type code is printed just left of its name
  const valueColumns: { column: number; metric: Metric; month: string | 'edition' }[] = [];
  header.cells.forEach((cell, column) => {
    if (column <= labelColumn) return;
    const month = monthOfCell(cell);
    const label = labelKey(textOf(cell) ?? '');
    if (month !== null) valueColumns.push({ column, metric: page.month, month });
    else if (label.includes('12meses') && page.twelveMonths) valueColumns.push({ column, metric: page.twelveMonths, month: 'edition' });
    else if (/^(no)?ano$/.test(label) && page.ytd) valueColumns.push({ column, metric: page.ytd, month: 'edition' });
    // anything else (the rolling "jul/25 até jul/26" sum) is a period no key can hold: not read
  });
  const figures: Figure[] = [];
  let current: string | null = null;
  for (const row of rows.slice(headerAt + 1)) {
    const label = cleanLabel(textOf(row.cells[labelColumn]) ?? '');
    if (label === null || isLabelHeader(row.cells[labelColumn])) {
      const stray = valueColumns.find((v) => typeof row.cells[v.column] === 'number');
      if (label === null && stray) throw new IngestFileError(fileName, where(sheet, row), `a figure in column ${columnLetter(stray.column)} on a row with no label in column ${columnLetter(labelColumn)}`);
      continue; // a repeated header, a note, a blank line
    }
    const values = valueColumns.flatMap((v) => {
      const value = readCell(fileName, where(sheet, row), `${columnLetter(v.column)}`, () => figureOf(row.cells[v.column]));
      return value === null ? [] : [{ ...v, value }];
    });
    const idCell = idColumn >= 1 ? row.cells[idColumn] : null;
    const idText = typeof idCell === 'number' ? String(idCell) : textOf(idCell);
    if (idText !== null && !/^\d+$/.test(idText)) throw new IngestFileError(fileName, where(sheet, row), `"${idText}" in column ${columnLetter(idColumn)} is not an ANBIMA type code in column ${columnLetter(idColumn)}`);
    let kind: Pick<Figure, 'category' | 'typeId' | 'typeName' | 'level'>;
    if (isTotal(label)) kind = { category: TOTAL_CATEGORY, typeId: null, typeName: totalName(label), level: 'total' };
    else if (idText !== null) {
      if (current === null) throw new IngestFileError(fileName, where(sheet, row), `the type "${label}" (code ${idText}) comes before any class row`);
      kind = { category: current, typeId: idText, typeName: label, level: 'type' };
    } else if (classOf(label) !== null) {
      current = classOf(label)!;
      kind = { category: current, typeId: null, typeName: current, level: 'category' };
    } else if (values.length === 0) continue; // a section banner
    else if (current !== null && labelKey(label).startsWith(labelKey(current))) kind = { category: current, typeId: null, typeName: label, level: 'type' };
    else throw new IngestFileError(fileName, where(sheet, row), `"${label}" is neither an ANBIMA class, a type under one (with its code, or named after its class) nor a total`);
    for (const v of values) {
      figures.push({ ...kind, period: v.month === 'edition' ? 'edition' : { month: v.month }, metric: v.metric, value: v.value, sheet, at: `${where(sheet, row)} column ${columnLetter(v.column)}` });
    }
  }
  return figures;
}

export interface Boletim {
  /** The newest month the workbook holds: the edition. */
  edition: string;
  rows: CopyValue[][];
  /** Figures read, before the same figure printed on two sheets is made one row. */
  figures: number;
}

/** The bulletin's rows in anbima.class_monthly's column order. */
export function parseBoletim(workbook: ExcelJS.Workbook, fileName: string): Boletim {
  const figures: Figure[] = [];
  for (const page of PAGES) {
    const sheet = workbook.worksheets.find((s) => pageOf(s.name) === page.page);
    if (!sheet) throw new IngestFileError(fileName, null, `no sheet "Pág. ${page.page}": not an ANBIMA fund bulletin, or an edition laid out otherwise (sheets: ${workbook.worksheets.map((s) => s.name).join(', ') || 'none'})`);
    const rows = sheetRows(sheet);
    figures.push(...(page.layout === 'class' ? readClassSheet(sheet.name, rows, page, fileName) : readTypeSheet(sheet.name, rows, page, fileName)));
  }
  const months = figures.flatMap((f) => (typeof f.period === 'object' && 'month' in f.period ? [f.period.month] : []));
  if (!months.length) throw new IngestFileError(fileName, null, 'no monthly figure on any sheet');
  const edition = months.reduce((a, b) => (a > b ? a : b));
  const editionYear = Number(edition.slice(0, 4));
  const places: string[] = [];
  const duplicates = new DuplicateRule(CLASS_MONTHLY, fileName, { at: (i) => places[i] });
  const rows: CopyValue[][] = [];
  for (const f of figures) {
    let month: string;
    if (f.period === 'edition') month = edition;
    else if ('month' in f.period) month = f.period.month;
    else if (f.period.year > editionYear) throw new IngestFileError(fileName, f.at, `the year ${f.period.year} is after the edition (${edition.slice(0, 7)})`);
    else month = f.period.year === editionYear ? edition : `${f.period.year}-12-01`; // a year's figure is dated at the last month it covers
    const row: CopyValue[] = [month, f.category, f.typeId, f.typeName, f.level, f.metric, f.value, f.sheet, edition];
    places.push(f.at);
    if (duplicates.admit(row, places.length - 1, f.value)) rows.push(row);
  }
  return { edition, rows, figures: figures.length };
}
