// Writes a workbook laid out as the ANBIMA fund bulletin's pages 4, 5, 8, 9,
// 11 and 13 (exceljs): title lines above each header, the class names printed
// twice on the class sheets (clean, then footnoted), the type sheets' code and
// "Tipos ANBIMA" columns, the newest month as text ('out-26'), notes below.
// The sample set fills it with synthetic figures; tests build altered copies.
import ExcelJS from 'exceljs';

export interface ClassSheet {
  name: string;
  /** Column labels as printed, one per class (footnote markers allowed: 'FIAGRO (11)'). */
  classes: readonly string[];
  /** A period (a month's first day, or a year as a number, or YYYYMM) and a figure per class (null = blank). */
  rows: readonly { period: Date | number; values: readonly (number | string | null)[] }[];
}

export interface TypeSheet {
  name: string;
  /** The month columns, oldest first; the last is printed as text ('out-26'), as ANBIMA does. */
  months: readonly Date[];
  /** Labels of the columns after the months ('jul/25 até jul/26', 'No ano', '12 meses'). */
  extra: readonly string[];
  rows: readonly { code?: number | string; label: string; values: readonly (number | string | null)[] }[];
}

const PT_MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
export const ptMonth = (d: Date) => `${PT_MONTHS[d.getUTCMonth()]}-${String(d.getUTCFullYear()).slice(2)}`;

const NOTE = 'DADOS SINTÉTICOS gerados pelo brfin: não são números da ANBIMA';

function addClassSheet(workbook: ExcelJS.Workbook, sheet: ClassSheet): void {
  const ws = workbook.addWorksheet(sheet.name);
  ws.addRow(['Boletim de Fundos de Investimento']);
  ws.addRow([NOTE]);
  ws.addRow([]);
  ws.addRow(['Período', ...sheet.classes.map((c) => c.replace(/\s*\(\d+\)$/, ''))]);
  ws.addRow([null, ...sheet.classes]);
  for (const row of sheet.rows) ws.addRow([row.period, ...row.values]);
  ws.addRow([]);
  ws.addRow(['Fonte: brfin (amostra sintética).']);
}

function addTypeSheet(workbook: ExcelJS.Workbook, sheet: TypeSheet): void {
  const ws = workbook.addWorksheet(sheet.name);
  ws.addRow(['Boletim de Fundos de Investimento']);
  ws.addRow([NOTE]);
  ws.addRow([]);
  const months = sheet.months.map((m, i) => (i === sheet.months.length - 1 ? ptMonth(m) : m));
  ws.addRow([null, 'Tipos ANBIMA(10)', ...months, ...sheet.extra]);
  for (const row of sheet.rows) ws.addRow([row.code ?? null, row.label, ...row.values]);
  ws.addRow([]);
  ws.addRow([null, 'Fonte: brfin (amostra sintética).']);
}

/** The workbook: sheets in the order given. */
export async function writeBoletim(file: string, sheets: readonly (ClassSheet | TypeSheet)[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'brfin sample (synthetic)';
  // fixed dates, so the same figures give the same bytes (a second load is skipped)
  workbook.created = workbook.modified = new Date('2026-11-01T00:00:00Z');
  for (const sheet of sheets) ('classes' in sheet ? addClassSheet(workbook, sheet) : addTypeSheet(workbook, sheet));
  await workbook.xlsx.writeFile(file);
}
