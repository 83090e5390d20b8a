import fs from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { currencyOfFile, ptaxRows } from '../../../src/ingest/bcb-ptax/load.js';
import { openPtaxFile, type PtaxRecord } from '../../../src/ingest/bcb-ptax/parse.js';
import { fixture, REAL_PTAX, expectIngestFileError } from '../support.js';

async function parseFile(path: string, name = path.split('/').pop()!) {
  const file = await openPtaxFile(fs.createReadStream(path), name);
  const records: PtaxRecord[] = [];
  for await (const record of file.records) records.push(record);
  return { endpoint: file.endpoint, records };
}

async function parseText(text: string, name = 'ptax_test.csv') {
  const file = await openPtaxFile(Readable.from([Buffer.from(text)]), name);
  const records: PtaxRecord[] = [];
  for await (const record of file.records) records.push(record);
  return { endpoint: file.endpoint, records };
}

const parseError = (text: string, name = 'ptax_test.csv') => expectIngestFileError(parseText(text, name));

describe('PTAX parsing', () => {
  it('reads the real CotacaoDolarPeriodo CSV by header name, keeping the published decimal text', async () => {
    const { endpoint, records } = await parseFile(REAL_PTAX);
    expect(endpoint).toBe('CotacaoDolarPeriodo');
    expect(records).toHaveLength(5);
    expect(records[0]).toEqual({
      location: 'line 2',
      referenceDate: '2025-04-22',
      bulletinAt: '2025-04-22 13:09:35.629',
      buyRate: '5.749',
      sellRate: '5.7496',
      buyParity: null,
      sellParity: null,
      bulletinType: null,
    });
  });

  it('keeps the later of two bulletins on one day (2025-04-23, 27 ms apart)', async () => {
    const { records } = await parseFile(REAL_PTAX);
    const { rows, read } = await ptaxRows(toAsync(records), 'USD', 'ptax.csv');
    expect(read).toBe(5);
    expect(rows.map((r) => [r[1], r[7]])).toEqual([
      ['2025-04-22', '2025-04-22 13:09:35.629'],
      ['2025-04-23', '2025-04-23 13:06:30.443'],
      ['2025-04-24', '2025-04-24 13:04:29.639'],
      ['2025-04-25', '2025-04-25 13:09:26.592'],
    ]);
  });

  it('decides by dataHoraCotacao, not by position, and compares fractions of different lengths', async () => {
    const { rows } = await ptaxRows(
      toAsync([
        record('2025-04-23 13:06:30.5', '2'),
        record('2025-04-23 13:06:30.443', '1'),
        record('2025-04-23 10:00:00', '0'),
      ]),
      'USD',
      'ptax.csv',
    );
    expect(rows.map((r) => r[2])).toEqual(['2']);
  });

  it('reads CotacaoMoedaPeriodo with parities and bulletin types; the JSON shape gives the same records', async () => {
    const csv = await parseFile(fixture('ptax_EUR_20250422-20250423.csv'));
    const json = await parseFile(fixture('ptax_EUR_20250422-20250423.json'));
    expect(csv.endpoint).toBe('CotacaoMoedaPeriodo');
    expect(json.endpoint).toBe('CotacaoMoedaPeriodo');
    expect(csv.records[1]).toMatchObject({
      buyParity: '1.1441',
      sellParity: '1.1442',
      buyRate: '6.5839',
      sellRate: '6.5859',
      bulletinType: 'Intermediário',
    });
    const strip = (rs: PtaxRecord[]) => rs.map(({ location: _location, ...rest }) => rest);
    expect(strip(json.records)).toEqual(strip(csv.records));
    expect(json.records[4].location).toBe('record 5');
  });

  it('names the line, the value and the column of a malformed decimal', async () => {
    const error = await parseFile(fixture('ptax_bad_decimal_line4.csv')).catch((e: unknown) => e);
    expect((error as Error).message).toBe('ptax_bad_decimal_line4.csv line 4: "5,7x" is not a decimal in column cotacaoVenda');
  });

  it('refuses thousands separators, blanks and dot decimals in the CSV form', async () => {
    const header = 'cotacaoCompra,cotacaoVenda,dataHoraCotacao\r\n';
    for (const bad of ['"5.749"', '"1.234,5"', '""', '"-5,7"']) {
      const error = await parseError(`${header}${bad},"5,7",2025-04-22 13:09:35.629\r\n`);
      expect(error.message).toMatch(/^ptax_test\.csv line 2: .* is not a decimal in column cotacaoCompra$/);
    }
  });

  it('names a missing column on line 1', async () => {
    const error = await parseFile(fixture('ptax_missing_column.csv')).catch((e: unknown) => e);
    expect((error as Error).message).toBe('ptax_missing_column.csv line 1: missing column cotacaoVenda (found: cotacaoCompra, dataHoraCotacao)');
  });

  it('asks for all CotacaoMoedaPeriodo columns once one of them is present', async () => {
    const error = await parseError('paridadeCompra,cotacaoCompra,cotacaoVenda,dataHoraCotacao\r\n');
    expect(error.message).toMatch(/line 1: missing column paridadeVenda, tipoBoletim/);
  });

  it('names the line of a short row, a bad timestamp, a broken quote, an empty file and an Olinda error body', async () => {
    const header = 'cotacaoCompra,cotacaoVenda,dataHoraCotacao\r\n';
    const ok = '"5,749","5,7496",2025-04-22 13:09:35.629\r\n';
    expect((await parseError(`${header}${ok}"5,1",2025-04-23 13:00:00.000\r\n`)).message).toBe(
      'ptax_test.csv line 3: 2 fields where the header has 3',
    );
    expect((await parseError(`${header}${ok}"5,1","5,2",2025-02-30 13:00:00.000\r\n`)).message).toBe(
      'ptax_test.csv line 3: "2025-02-30 13:00:00.000" is not a timestamp YYYY-MM-DD HH:MM:SS.mmm in column dataHoraCotacao',
    );
    expect((await parseError(`${header}${ok}"5,1,"5,2",2025-04-23\r\n`)).message).toMatch(/^ptax_test\.csv line 3: Invalid Closing Quote/);
    expect((await parseError('')).message).toBe('ptax_test.csv: the file is empty (no header line)');
    expect((await parseError('/*{"codigo":400,"mensagem":"Parametro invalido"}*/')).message).toMatch(
      /^ptax_test\.csv: the service answered with an error, not data: \/\*\{"codigo":400/,
    );
  });

  it('names the record of a bad JSON value, and refuses numbers it could not keep exactly', async () => {
    const row = (buy: unknown) => JSON.stringify({ value: [{ cotacaoCompra: buy, cotacaoVenda: 5.7496, dataHoraCotacao: '2025-04-22 13:09:35.629' }] });
    expect((await parseText(row(5.749))).records[0].buyRate).toBe('5.749');
    expect((await parseText(row('5,749'))).records[0].buyRate).toBe('5.749');
    expect((await parseError(row('x'), 'p.json')).message).toBe('p.json record 1: "x" is not a decimal in column cotacaoCompra');
    expect((await parseError(row(5.1234567890123456), 'p.json')).message).toMatch(/record 1: 5\.123456789012345\d* is not a decimal/);
    expect((await parseError('{"value": 3}', 'p.json')).message).toMatch(/p\.json: JSON without a "value" list/);
  });

  it('treats a header-only file as a valid empty answer', async () => {
    expect(await parseText('cotacaoCompra,cotacaoVenda,dataHoraCotacao\r\n')).toEqual({ endpoint: 'CotacaoDolarPeriodo', records: [] });
  });
});

describe('the currency of a file', () => {
  it('comes from --currency, a ptax_<CUR>_ name, or the USD-only columns', () => {
    expect(currencyOfFile('ptax_20250422-20250425.csv', 'CotacaoDolarPeriodo')).toEqual({
      code: 'USD',
      why: 'the CotacaoDolarPeriodo columns (USD only)',
    });
    expect(currencyOfFile('ptax_EUR_2021-2026.csv', 'CotacaoMoedaPeriodo').code).toBe('EUR');
    expect(currencyOfFile('rates.csv', 'CotacaoMoedaPeriodo', ' jpy ').code).toBe('JPY');
    expect(currencyOfFile('ptax_bad_decimal_line4.csv', 'CotacaoDolarPeriodo').code).toBe('USD');
  });

  it('is refused when the hints disagree or are absent', () => {
    expect(() => currencyOfFile('ptax_20250422-20250425.csv', 'CotacaoDolarPeriodo', 'EUR')).toThrow(
      'ptax_20250422-20250425.csv: the currency is ambiguous: EUR from --currency, USD from the CotacaoDolarPeriodo columns (USD only)',
    );
    expect(() => currencyOfFile('rates.csv', 'CotacaoMoedaPeriodo')).toThrow(/cannot tell the currency: pass --currency/);
  });
});

function record(bulletinAt: string, buyRate: string): PtaxRecord {
  return { location: 'x', referenceDate: bulletinAt.slice(0, 10), bulletinAt, buyRate, sellRate: buyRate, buyParity: null, sellParity: null, bulletinType: null };
}

async function* toAsync<T>(items: T[]): AsyncIterable<T> {
  yield* items;
}
