// The bulletin's file names and the sheet reader's layout quirks, without a database.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IngestFileError } from '../../../src/ingest/common/errors.js';
import { columnOf, openSheet } from '../../../src/ingest/b3-bdi/parse.js';
import { namedSession } from '../../../src/ingest/b3-bdi/load.js';

describe('bulletin file names', () => {
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
