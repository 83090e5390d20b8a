// The shared sample fund universe: the size, the awkward cases and valid CNPJs
// every CVM sample generator relies on.
import { describe, expect, it } from 'vitest';
import { maskCnpj, reportsIn, SAMPLE_FUNDS, SAMPLE_MONTHS } from '../../src/sample/cvm-universe.js';

describe('sample fund universe', () => {
  it('holds about 300 distinct funds over 36 months across fi, fidc and fii', () => {
    expect(SAMPLE_MONTHS).toHaveLength(36);
    expect(SAMPLE_MONTHS[0]).toBe('2023-11');
    expect(new Set(SAMPLE_FUNDS.map((f) => f.cnpj)).size).toBe(300);
    expect(new Set(SAMPLE_FUNDS.map((f) => f.family))).toEqual(new Set(['fi', 'fidc', 'fii']));
  });

  it('has the awkward cases: a cancelled fund, one that stops reporting, a late starter, a class with a subclass, both header generations', () => {
    expect(SAMPLE_FUNDS.some((f) => f.status === 'CANCELADA' && f.lastMonth < '2025-01')).toBe(true);
    expect(SAMPLE_FUNDS.some((f) => f.status !== 'CANCELADA' && f.lastMonth < SAMPLE_MONTHS.at(-1)!)).toBe(true);
    expect(SAMPLE_FUNDS.some((f) => f.firstMonth > SAMPLE_MONTHS[0])).toBe(true);
    expect(SAMPLE_FUNDS.some((f) => f.hasSubclass && f.generation === 'rcvm175')).toBe(true);
    expect(new Set(SAMPLE_FUNDS.map((f) => f.generation))).toEqual(new Set(['legacy', 'rcvm175']));
    const stopper = SAMPLE_FUNDS.find((f) => f.lastMonth === '2025-06')!;
    expect([reportsIn(stopper, '2025-06'), reportsIn(stopper, '2025-07')]).toEqual([true, false]);
  });

  it('gives every CNPJ valid check digits and masks it the way CVM prints it', () => {
    for (const { cnpj } of SAMPLE_FUNDS) expect(validCnpj(cnpj)).toBe(true);
    expect(maskCnpj('11100000000191')).toBe('11.100.000/0001-91');
  });
});

function validCnpj(cnpj: string): boolean {
  const digit = (body: string, weights: number[]) => {
    const rest = [...body].reduce((s, d, i) => s + Number(d) * weights[i], 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  return /^\d{14}$/.test(cnpj) && digit(cnpj.slice(0, 12), w1) === Number(cnpj[12]) && digit(cnpj.slice(0, 13), [6, ...w1]) === Number(cnpj[13]);
}
