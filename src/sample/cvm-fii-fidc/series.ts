// Plausible monthly paths for the sample funds: a level that drifts with
// seeded noise, one value per reference month. Deterministic per seed.
import { gaussian, seededRandom } from '../random.js';

export function monthlyPath(seed: string, months: number, start: number, monthlyDrift: number, volatility: number): number[] {
  const normal = gaussian(seededRandom(seed));
  const values: number[] = [];
  let level = start;
  for (let i = 0; i < months; i += 1) {
    values.push(level);
    level *= Math.exp(monthlyDrift + volatility * normal());
  }
  return values;
}

/** Decimal-point text with a fixed number of decimals. */
export function fixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/** The last day of YYYY-MM, as YYYY-MM-DD. */
export function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
