// The shared value rules: CNPJs to 14 digits, the decimal text kept exactly, a
// blank cell NULL (never 0), nothing guessed; a malformed value is a ValueError.
import { describe, expect, it } from 'vitest';
import { brDate, brNumber, convert, integerText, normalizeCnpj, numericText, tradeTime, ValueError } from '../../../src/ingest/common/values.js';

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
    for (const bad of ['1,2,3', '1.2.3', 'n/d', '1e5', ' ']) expect(() => numericText(bad), bad).toThrow(/is not a decimal number/);
  });

  it('whole numbers stay whole; text blanks are NULL', () => {
    expect(integerText('291274')).toBe('291274');
    expect(() => integerText('291274.0')).toThrow(/is not a whole number/);
    expect(convert('text', '')).toBeNull();
    expect(convert('date', '2025-02-28')).toBe('2025-02-28');
    expect(() => convert('date', '2025-02-29')).toThrow(/is not a date/);
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
