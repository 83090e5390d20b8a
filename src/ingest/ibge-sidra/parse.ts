// Reads a SIDRA /values answer for the IPCA tree (tables 1419 and 7060, variables
// 63, 66, 69, 2265, classification 315) into one row per month and node.
// The answer is a JSON list whose first element is a header row naming each
// dimension (D1N "Brasil", D2N "Variável", D3N "Mês", D4N "Geral, grupo, ...");
// the dimensions are found by those names, never by position. Every field is a
// string; "...", "..", "-" and "X" mean no value and are stored as NULL.
import { IngestFileError, isCalendarDate, pointDecimal, ValueError } from '../common/index.js';
import type { CopyValue } from '../common/index.js';
import { IPCA_ITEM, IPCA_VARIABLES, sidraTableOf } from './tables.js';

export interface SidraAnswer {
  /** Rows in IPCA_ITEM column order, one per month and node. */
  rows: CopyValue[][];
  /** Observations read (header row excluded); 0 = the months asked for are not published yet. */
  observations: number;
}

const NO_VALUE = new Set(['...', '..', '-', 'X']);
const MONTH = /^(\d{4})(\d{2})$/;
// "1101002.Arroz": the structure number, then the name
const NUMBERED = /^(\d+)\.\s*(.+)$/;
const LEVEL_BY_DIGITS: Readonly<Record<number, number>> = { 1: 1, 2: 2, 4: 3, 7: 4 };
const COLUMN = Object.fromEntries(IPCA_ITEM.columns.map((c, i) => [c.column, i]));

type Observation = Record<string, unknown>;

export function parseSidraAnswer(text: string, fileName: string): SidraAnswer {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) {
    throw new IngestFileError(fileName, null, 'SIDRA answered with an HTML page, not data (it does so when overloaded): fetch the months again later');
  }
  let list: unknown;
  try {
    list = JSON.parse(start);
  } catch (error) {
    throw new IngestFileError(fileName, null, `not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(list) || !list.length) throw new IngestFileError(fileName, null, 'expected a JSON list starting with the SIDRA header row');
  const dims = dimensionsOf(list[0] as Observation, fileName);
  const rows = new Map<string, CopyValue[]>();
  for (let i = 1; i < list.length; i += 1) {
    const at = `record ${i + 1}`;
    const o = list[i] as Observation;
    if (o === null || typeof o !== 'object' || Array.isArray(o)) throw new IngestFileError(fileName, at, 'is not a JSON object');
    const field = (key: string) => {
      const v = o[key];
      if (typeof v !== 'string') throw new IngestFileError(fileName, at, `field ${key} is ${JSON.stringify(v)}, not a string`);
      return v.trim();
    };
    const column = IPCA_VARIABLES[field(`${dims.variable}C`)];
    if (!column) throw new IngestFileError(fileName, at, `variable ${field(`${dims.variable}C`)} is not one of ${Object.keys(IPCA_VARIABLES).join(', ')}`);
    const month = monthOf(field(`${dims.month}C`), fileName, at);
    const code = field(`${dims.item}C`);
    if (!/^\d{1,9}$/.test(code)) throw new IngestFileError(fileName, at, `"${code}" is not a classification 315 code`);
    const key = `${month}|${code}`;
    const row = rows.get(key) ?? newRow(month, code, nodeOf(field(`${dims.item}N`), fileName, at));
    rows.set(key, row);
    if (row[COLUMN[column]] !== null) throw new IngestFileError(fileName, at, `a second value of variable ${column} for item ${code} in ${month.slice(0, 7)}`);
    row[COLUMN[column]] = valueOf(field('V'), fileName, at);
  }
  return { rows: [...rows.values()], observations: list.length - 1 };
}

function newRow(month: string, code: string, node: { number: string; name: string; level: number }): CopyValue[] {
  return [String(sidraTableOf(month)), month, code, node.number, node.name, String(node.level), null, null, null, null];
}

/** The header row names the dimensions; the keys (D2, D3, ...) follow the request's path. */
function dimensionsOf(header: Observation, fileName: string): { variable: string; month: string; item: string } {
  const find = (label: (name: string) => boolean, what: string) => {
    const key = Object.keys(header).find((k) => /^D\dN$/.test(k) && typeof header[k] === 'string' && label(header[k] as string));
    if (!key) throw new IngestFileError(fileName, 'record 1', `the header row names no ${what} dimension (found: ${JSON.stringify(header)})`);
    return key.slice(0, 2);
  };
  return {
    variable: find((n) => n === 'Variável', 'Variável'),
    month: find((n) => n === 'Mês', 'Mês'),
    item: find((n) => n.startsWith('Geral, grupo'), '"Geral, grupo, subgrupo, item e subitem" (classification 315)'),
  };
}

function monthOf(text: string, fileName: string, at: string): string {
  const m = MONTH.exec(text);
  const date = m ? `${m[1]}-${m[2]}-01` : '';
  if (!m || !isCalendarDate(date)) throw new IngestFileError(fileName, at, `"${text}" is not a month YYYYMM`);
  return date;
}

function nodeOf(label: string, fileName: string, at: string): { number: string; name: string; level: number } {
  const numbered = NUMBERED.exec(label);
  if (!numbered) {
    if (label !== 'Índice geral') throw new IngestFileError(fileName, at, `"${label}" has no structure number and is not the general index`);
    return { number: '0', name: label, level: 0 };
  }
  const level = LEVEL_BY_DIGITS[numbered[1].length];
  if (level === undefined) throw new IngestFileError(fileName, at, `"${numbered[1]}" is not a structure number of 1, 2, 4 or 7 digits`);
  return { number: numbered[1], name: numbered[2].trim(), level };
}

function valueOf(text: string, fileName: string, at: string): string | null {
  if (NO_VALUE.has(text)) return null;
  // a value in any form the publishers write a number in (values.ts), exact text
  try {
    return pointDecimal(text) ?? fail(fileName, at, text);
  } catch (error) {
    if (error instanceof ValueError) return fail(fileName, at, text);
    throw error;
  }
}

function fail(fileName: string, at: string, text: string): never {
  throw new IngestFileError(fileName, at, `"${text}" is not a number in field V`);
}
