// The value rules of the CVM monthly-report loaders: CNPJs to 14 digits, the
// decimal text kept exactly, a blank cell NULL (never 0), nothing guessed.
import { describe, expect, it } from 'vitest';
import { convert, integerText, normalizeCnpj, numericText } from '../../../src/ingest/common/values.js';

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
