// The bulletin's value forms and the sheet reader's layout quirks, without a database.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IngestFileError } from '../../../src/ingest/common/errors.js';
import { columnOf, openSheet } from '../../../src/ingest/b3-bdi/parse.js';
import { namedSession } from '../../../src/ingest/b3-bdi/load.js';
import { brDate, brNumber, tradeTime, ValueError } from '../../../src/ingest/common/values.js';

describe('pt-BR values', () => {
  it('reads numbers with thousands dots and a decimal comma, exactly', () => {
    expect(brNumber('1.234.567,89')).toBe('1234567.89');
    expect(brNumber('0,090')).toBe('0.090');
    expect(brNumber('15500')).toBe('15500');
    expect(brNumber('-1.000,5')).toBe('-1000.5');
    expect(brNumber('')).toBeNull();
    expect(brNumber('-')).toBeNull();
    expect(() => brNumber('1,234.5')).toThrow(ValueError);
    expect(() => brNumber('12.34')).toThrow('"12.34" is not a number');
  });

  it('reads dd/mm/yyyy (and ISO) dates, refusing impossible days', () => {
    expect(brDate('22/03/2023')).toBe('2023-03-22');
    expect(brDate('2023-03-22')).toBe('2023-03-22');
    expect(() => brDate('31/02/2023')).toThrow('"31/02/2023" is not a date DD/MM/YYYY');
  });

  it('reads times, including NegociosBTB packed HHMMSSmmm', () => {
    expect(tradeTime('080044489')).toBe('08:00:44.489');
    expect(tradeTime('10:01:02')).toBe('10:01:02');
    expect(() => tradeTime('25:00:00')).toThrow(ValueError);
  });

  it('reads the table and session from the file name', () => {
    expect(namedSession('BTBTrade_2026-11-13.csv')).toEqual({ table: 'BTBTrade', sessionDate: '2026-11-13' });
    expect(namedSession('22-03-2023_NEGOCIOSBTB.zip')).toEqual({ table: 'NegociosBTB', sessionDate: '2023-03-22' });
    expect(namedSession('export.csv')).toEqual({});
  });
});

const open = (text: string) => openSheet(Readable.from([Buffer.from(text, 'utf8')]), 'f.csv', (cells) => cells.includes('Código IF'));

describe('sheet layout', () => {
  it('skips the BOM and preamble lines, and carries band labels over the columns to their right', async () => {
    const sheet = await open('\uFEFFTitle line\r\nData de referência: 13/11/2026\r\n;;Taxa doador;;Taxa tomador;\r\nData;Código IF;Mínima;Máxima;Mínima;Máxima\r\n13/11/2026;PETR4;1;2;3;4\r\n');
    if (sheet.kind !== 'rows') throw new Error('expected rows');
    expect(sheet.head.preamble).toEqual(['Title line', 'Data de referência: 13/11/2026']);
    expect(sheet.head.bands).toEqual(['', '', 'Taxa doador', 'Taxa doador', 'Taxa tomador', 'Taxa tomador']);
    expect(columnOf(sheet.head, 'Máxima', { band: /tomador/ })).toBe(5);
    const records = [];
    for await (const r of sheet.records) records.push(r);
    expect(records).toEqual([{ cells: ['13/11/2026', 'PETR4', '1', '2', '3', '4'], line: 5 }]);
  });

  it('reads Nenhum resultado as an empty session, not an error', async () => {
    expect(await open('\uFEFFNenhum resultado\r\n')).toEqual({ kind: 'empty', preamble: ['Nenhum resultado'] });
  });

  it('refuses same-named columns when the band row that tells them apart is missing, naming the header line', async () => {
    const sheet = await open('Title\r\nData;Código IF;Mínima;Mínima\r\n');
    if (sheet.kind !== 'rows') throw new Error('expected rows');
    const error = (() => {
      try {
        columnOf(sheet.head, 'Mínima', { band: /doador/ });
      } catch (e) {
        return e as IngestFileError;
      }
    })();
    expect(error).toBeInstanceOf(IngestFileError);
    expect(error!.message).toMatch(/^f\.csv line 2: missing column "Mínima" under a band .*the band row above the header.*is missing/);
  });

  it('refuses a file with no header in its first lines', async () => {
    await expect(open('a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n')).rejects.toThrow(/f\.csv line 9: no header line found/);
  });
});
