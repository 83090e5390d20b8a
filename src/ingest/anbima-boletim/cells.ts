// A worksheet as plain cells: what exceljs holds for a cell (a formula's
// cached result, rich text's characters, a hyperlink's text) reduced to the
// number, text, date or error the reader of the sheet sees.
import type ExcelJS from 'exceljs';

export type Cell = number | string | Date | { error: string } | null;

export interface SheetRow {
  /** The row number as the spreadsheet shows it (1-based), for errors. */
  number: number;
  /** Cells by column number (1-based); a missing index is an empty cell. */
  cells: Cell[];
}

function plain(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('error' in value) return { error: String(value.error) };
  if ('result' in value) return value.result === undefined ? null : plain(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return plain(value.text as ExcelJS.CellValue);
  return null;
}

/** Every row that has a cell, top to bottom. */
export function sheetRows(sheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push({ number, cells: Array.from({ length: values.length }, (_, i) => plain(values[i])) });
  });
  return rows;
}

/** A cell's text when it holds text, trimmed; null otherwise. */
export function textOf(cell: Cell | undefined): string | null {
  return typeof cell === 'string' && cell.trim() !== '' ? cell.trim() : null;
}

/** Column number -> spreadsheet letters (3 -> C), for errors. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
