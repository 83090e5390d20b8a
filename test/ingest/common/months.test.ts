// Months as text: the span of a file's days, across a year's end, and none backwards.
import { describe, expect, it } from 'vitest';
import { monthsThrough, nextMonth } from '../../../src/ingest/common/index.js';

describe('months', () => {
  it('lists the months from a day to a day, across a year, each once', () => {
    expect(monthsThrough('2025-11-30', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsThrough('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsThrough('2026-04', '2026-03')).toEqual([]);
  });

  it('steps to the next month, December to January', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-09-15')).toBe('2026-10');
  });
});
