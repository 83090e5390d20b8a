// Reads an SGS answer: [{"data":"dd/mm/yyyy","valor":"4.74"}, ...], the value a
// string with a decimal point, by the header names SGS_TABLE declares. SGS
// reports errors inside a 200 as {"erro": {...}}: refused, never read as empty.
import { convert, IngestFileError, readCell, ValueError } from '../common/index.js';
import { SGS_TABLE } from './tables.js';

export interface SgsValue {
  referenceDate: string;
  value: string;
}

const [, DATE_COLUMN, VALUE_COLUMN] = SGS_TABLE.columns;
const [DATE, VALUE] = [DATE_COLUMN.headers[0], VALUE_COLUMN.headers[0]];

export function parseSgsAnswer(text: string, fileName: string): SgsValue[] {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new IngestFileError(fileName, null, `not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(document)) {
    const said = JSON.stringify(document).slice(0, 300);
    throw new IngestFileError(fileName, null, `SGS answered with an error or an unknown shape, not a list of values: ${said}`);
  }
  return document.map((item, i) => {
    const at = `record ${i + 1}`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new IngestFileError(fileName, at, 'is not a JSON object');
    const field = (name: string) => {
      const v = (item as Record<string, unknown>)[name];
      if (typeof v !== 'string') throw new IngestFileError(fileName, at, `field ${name} is ${JSON.stringify(v)}, not a string`);
      return v.trim();
    };
    const required = (name: string, kind: 'br-date' | 'decimal', what: string) =>
      readCell(fileName, at, name, () => {
        const text = field(name);
        if (kind === 'br-date' && !/^\d{2}\/\d{2}\/\d{4}$/.test(text)) throw new ValueError(`${JSON.stringify(text)} is not ${what}`);
        const parsed = convert(kind, text);
        if (parsed === null) throw new ValueError(`${JSON.stringify(text)} is not ${what}`);
        return parsed;
      });
    return { referenceDate: required(DATE, 'br-date', 'a date DD/MM/YYYY'), value: required(VALUE, 'decimal', 'a decimal with a point') };
  });
}
