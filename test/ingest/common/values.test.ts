// The shared value rules: CNPJs to 14 digits, the decimal text kept exactly, a
// blank cell NULL (never 0), nothing guessed; a malformed value is a ValueError.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brDate, brNumber, brPercent, compactDate, convert, decimalComma, decimalPoint, enUsNumber, impliedDecimals, integerText, jsonNumber, normalizeCnpj, numericText, olindaDecimal, pointDecimal, signedImpliedDecimals, signedJsonNumber, tradeTime, unsignedInteger, ValueError } from '../../../src/ingest/common/values.js';
import { createTestDatabase, withClient, type TestDatabase } from '../../helpers/db.js';

describe('CVM value rules', () => {
  it('normalises a masked CNPJ and keeps bare digits; anything else is refused', () => {
    expect(normalizeCnpj('12.005.956/0001-65')).toBe('12005956000165');
    expect(normalizeCnpj('12005956000165')).toBe('12005956000165');
    for (const bad of ['12.005.956/0001-6', '12005956/0001-65', '1200595600016X', '']) expect(() => normalizeCnpj(bad), bad).toThrow(/is not a CNPJ/);
  });

  it('keeps a decimal point as published, reads a decimal comma (with thousands dots), signs included', () => {
    expect(numericText('4548826342.26')).toBe('4548826342.26');
    expect(numericText('-0.000683')).toBe('-0.000683');
    expect(numericText('161.282752870891')).toBe('161.282752870891');
    expect(numericText('1.200.000.000,00')).toBe('1200000000.00');
    expect(numericText('0,95')).toBe('0.95');
    expect(numericText('')).toBeNull();
    expect(numericText('0')).toBe('0');
    for (const bad of ['1,2,3', '1.2.3', 'n/d', '1e', ' ']) expect(() => numericText(bad), bad).toThrow(/is not a decimal number/);
  });

  it('whole numbers stay whole; text blanks are NULL', () => {
    expect(integerText('291274')).toBe('291274');
    expect(() => integerText('291274.0')).toThrow(/is not a whole number/);
    expect(convert('text', '')).toBeNull();
    expect(convert('date', '2025-02-28')).toBe('2025-02-28');
    expect(() => convert('date', '2025-02-29')).toThrow(/is not a date/);
  });
});

describe('the forms publishers write a number in, read exactly into canonical text', () => {
  // each form once through the 'decimal' rule (CVM's point decimals)
  it('E notation, as CVM\'s FII report writes small values', () => expect(pointDecimal('-5.3E-05')).toBe('-0.000053'));
  it('a lower-case e with a signed exponent', () => expect(pointDecimal('1.2e+3')).toBe('1200'));
  it('an exponent on a whole number', () => expect(pointDecimal('5E3')).toBe('5000'));
  it('a negative exponent longer than the digits', () => expect(pointDecimal('1.5E-3')).toBe('0.0015'));
  it('E notation keeps the decimals the digits carry past the point (as PostgreSQL does)', () => expect(pointDecimal('1.50E1')).toBe('15.0'));
  it('E notation with more exponent than decimals', () => expect(pointDecimal('-1.23E+5')).toBe('-123000'));
  it('a digit-by-digit shift, no float', () => expect(pointDecimal('1.2345678901234567890123E-2')).toBe('0.012345678901234567890123'));
  it('leading zeros are dropped', () => expect(pointDecimal('007.5')).toBe('7.5'));
  it('a zero before the point stays', () => expect(pointDecimal('000.25')).toBe('0.25'));
  it('trailing zeros are kept (the published precision)', () => expect(pointDecimal('1.500')).toBe('1.500'));
  it('a leading +', () => expect(pointDecimal('+12.5')).toBe('12.5'));
  it('a leading point', () => expect(pointDecimal('.5')).toBe('0.5'));
  it('a leading point after a minus', () => expect(pointDecimal('-.5')).toBe('-0.5'));
  it('a leading point after a plus', () => expect(pointDecimal('+.5E1')).toBe('5'));
  it('minus zero is zero', () => expect(pointDecimal('-0.00')).toBe('0.00'));
  it('zero in E notation', () => expect(pointDecimal('0E-3')).toBe('0.000'));
  it('the canonical form comes back unchanged', () => {
    for (const same of ['0', '-1', '1234.56', '-0.000683', '0.0']) expect(pointDecimal(same)).toBe(same);
  });
  it('a blank is NULL', () => expect(pointDecimal('')).toBeNull());
  it('refuses what is not a number, naming the rule', () => {
    for (const bad of ['1E', 'E5', '1.2.3', '--1', '1e+', '1e-', '+-1', '1.', '.', '-', '+', '.E5', '1.E5', '1E5.5', '1E+-5', '1,5', '1,5E-3', ' 1', '1 ', 'e', 'NaN', 'Infinity', '0x10', '1_000', '١٢']) {
      expect(() => pointDecimal(bad), bad).toThrow(`${JSON.stringify(bad)} is not a decimal with a point`);
    }
  });
  it('refuses an exponent beyond 100 (no published figure; it would write out a hundred zeros)', () => {
    expect(pointDecimal('1E100')).toBe(`1${'0'.repeat(100)}`);
    expect(() => pointDecimal('1E101')).toThrow(ValueError);
    expect(() => pointDecimal('1E-99999999999999999999')).toThrow(ValueError);
  });

  it('the numeric rule: every point form, and a decimal comma with an exponent as a pt-BR spreadsheet writes it', () => {
    expect(numericText('-5.3E-05')).toBe('-0.000053');
    expect(numericText('1,5E-3')).toBe('0.0015');
    expect(numericText('-,5')).toBe('-0.5');
    expect(numericText('+1.234,50')).toBe('1234.50');
    for (const bad of ['1.234,5E3', '1,5E', ',', '1,', '1.234,']) expect(() => numericText(bad), bad).toThrow(/is not a decimal number/);
  });

  it('whole numbers: a sign and leading zeros, never an exponent or a fraction', () => {
    expect(integerText('+7')).toBe('7');
    expect(integerText('-007')).toBe('-7');
    expect(integerText('000')).toBe('0');
    expect(integerText('-0')).toBe('0');
    for (const bad of ['1E3', '1e0', '12.0', '.5', '--1', '+', '1,0']) expect(() => integerText(bad), bad).toThrow(`${JSON.stringify(bad)} is not a whole number`);
  });

  it('PTAX rates (unsigned): E notation and a leading mark, never a sign', () => {
    expect(decimalComma('5,7496')).toBe('5.7496');
    expect(decimalComma('1,5E-05')).toBe('0.000015');
    expect(decimalComma('05,70')).toBe('5.70');
    expect(decimalPoint('5.3E-5')).toBe('0.000053');
    for (const bad of ['-5,7', '+5,7', '5.7', '1.234,5']) expect(() => decimalComma(bad), bad).toThrow(`${JSON.stringify(bad)} is not a decimal`);
    expect(() => decimalPoint('-1')).toThrow(ValueError);
  });

  it('PTAX JSON: a number back to its text (E notation written out), a string with a point or a comma', () => {
    expect(jsonNumber(5.3e-7)).toBe('0.00000053');
    expect(jsonNumber(5.7496)).toBe('5.7496');
    expect(jsonNumber(1e21)).toBe('1000000000000000000000');
    expect(() => jsonNumber(5.1234567890123456)).toThrow(ValueError);
    expect(() => jsonNumber(-1)).toThrow(ValueError);
    expect(olindaDecimal('5.7496', 'json')).toBe('5.7496');
    expect(olindaDecimal('5,7496', 'json')).toBe('5.7496');
    expect(olindaDecimal(' 5,7496 ', 'csv')).toBe('5.7496');
    expect(() => olindaDecimal('5.7496', 'csv')).toThrow('"5.7496" is not a decimal');
    expect(() => olindaDecimal(5.7, 'csv')).toThrow('5.7 is not a decimal');
    expect(() => olindaDecimal('', 'csv')).toThrow('"" is not a decimal');
  });

  it('COTAHIST: digits with implied decimals, and a compact date', () => {
    expect(impliedDecimals('0000000006706', 2)).toBe('67.06');
    expect(impliedDecimals('0000000000000', 2)).toBe('0.00');
    expect(impliedDecimals('0000000000012', 0)).toBe('12');
    expect(impliedDecimals('06', 2)).toBe('0.06');
    for (const bad of ['ABC0000000000', '-000000000001', '         1234', '0000000000.12']) expect(() => impliedDecimals(bad, 2), bad).toThrow(`${JSON.stringify(bad)} is not a number of 13 digits`);
    expect(compactDate('20160104')).toBe('2016-01-04');
    for (const bad of ['20160230', '2016-01-04', '2016010']) expect(() => compactDate(bad), bad).toThrow('is not a date AAAAMMDD');
  });

  it('TaxaSwap: a sign field beside digits with implied decimals', () => {
    expect(signedImpliedDecimals('+', '00000115900000', 7)).toBe('11.5900000');
    expect(signedImpliedDecimals('-', '00000002500000', 7)).toBe('-0.2500000');
    expect(signedImpliedDecimals('-', '00000000000000', 7)).toBe('0.0000000'); // no negative zero
    for (const bad of [' ', '', '0', '+-']) expect(() => signedImpliedDecimals(bad, '00000115900000', 7), bad).toThrow(`${JSON.stringify(bad)} is not a sign + or -`);
    expect(() => signedImpliedDecimals('+', '0000011590000x', 7)).toThrow('"0000011590000x" is not a number of 14 digits');
  });
});

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
    expect(brNumber('1,5E-3')).toBe('0.0015');
    expect(brNumber('+1.000')).toBe('1000');
    expect(() => brNumber('1.000,5E3')).toThrow('"1.000,5E3" is not a number');
  });

  it('reads a percentage with or without its % sign, refusing anything else', () => {
    expect(brPercent('0,50%')).toBe('0.50');
    expect(brPercent('-1,25 %')).toBe('-1.25');
    expect(brPercent('3')).toBe('3');
    expect(brPercent('-')).toBeNull();
    expect(brPercent('')).toBeNull();
    expect(() => brPercent('1,5%%')).toThrow('"1,5%" is not a number');
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
});

describe('the canonical text is what PostgreSQL stores', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  // a number assembled from its parts, as publishers might write it (or not: those must be refused)
  const digitRun = (max: number) => fc.array(fc.oneof(fc.constant('0'), fc.integer({ min: 0, max: 9 }).map(String)), { maxLength: max }).map((d) => d.join(''));
  const numberForm = fc
    .tuple(fc.constantFrom('', '-', '+'), digitRun(6), fc.option(digitRun(6).map((d) => `.${d}`)), fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digitRun(3)).map((e) => e.join(''))))
    .map(([sign, whole, fraction, exponent]) => sign + whole + (fraction ?? '') + (exponent ?? ''));

  it('every accepted decimal and whole number equals its text cast to numeric and printed', async () => {
    const forms = fc.sample(numberForm, { numRuns: 3000, seed: 23 }).filter((text) => text !== ''); // a blank is NULL, not a number
    const decimals = forms.flatMap((text) => {
      try {
        return [[text, pointDecimal(text)!]];
      } catch {
        return [];
      }
    });
    const integers = forms.flatMap((text) => {
      try {
        return [[text, integerText(text)!]];
      } catch {
        return [];
      }
    });
    expect(decimals.length).toBeGreaterThan(500);
    expect(integers.length).toBeGreaterThan(50);
    const pg = await withClient(db.superuserUrl, async (c) => (await c.query('select x::numeric::text as v from unnest($1::text[]) with ordinality as t(x, i) order by i', [[...decimals, ...integers].map(([text]) => text)])).rows.map((r) => r.v));
    expect([...decimals, ...integers].map(([text, mine], i) => [text, mine, pg[i]]).filter(([, mine, theirs]) => mine !== theirs)).toEqual([]);
  });
});

describe('the rules of the JSON and en-us sources (Focus, index statistics, FNET)', () => {
  it('signedJsonNumber keeps a negative statistic exact, E notation included', () => {
    expect(signedJsonNumber(-0.12)).toBe('-0.12');
    expect(signedJsonNumber(4.5)).toBe('4.5');
    expect(signedJsonNumber(-5.3e-7)).toBe('-0.00000053');
    expect(signedJsonNumber(-0)).toBe('0');
    // Olinda writes doubles: 16 significant digits kept as written
    expect(signedJsonNumber(JSON.parse('4.609999999999999'))).toBe('4.609999999999999');
    expect(() => signedJsonNumber(Number.NaN)).toThrow(ValueError);
  });

  it('enUsNumber reads thousands commas and a decimal point, refuses a pt-BR number', () => {
    expect(enUsNumber('113,228.31')).toBe('113228.31');
    expect(enUsNumber('1,000,000')).toBe('1000000');
    expect(enUsNumber('987.5')).toBe('987.5');
    expect(enUsNumber('')).toBeNull();
    expect(() => enUsNumber('113.228,31')).toThrow('"113.228,31" is not a number printed en-us');
    expect(() => enUsNumber('11,22.5')).toThrow(ValueError);
  });

  it('unsignedInteger takes digits only', () => {
    expect(unsignedInteger('857292')).toBe('857292');
    expect(() => unsignedInteger('-1')).toThrow('"-1" is not a whole number');
    expect(() => unsignedInteger('1.0')).toThrow(ValueError);
  });
});
