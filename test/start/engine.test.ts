// Which engine `npm start` runs: the flag wins over ENGINE, gateway by default,
// anything else refused before anything starts.
import { describe, expect, it } from 'vitest';
import { readEngine } from '../../src/config.js';

describe('readEngine', () => {
  it('defaults to the gateway', () => {
    expect(readEngine([], {})).toBe('gateway');
  });

  it('reads ENGINE, and --engine over it', () => {
    expect(readEngine([], { ENGINE: 'postgrest' })).toBe('postgrest');
    expect(readEngine(['--engine', 'gateway'], { ENGINE: 'postgrest' })).toBe('gateway');
    expect(readEngine(['--engine', 'postgrest'], {})).toBe('postgrest');
  });

  it('refuses an unknown engine', () => {
    expect(() => readEngine(['--engine', 'nginx'], {})).toThrow("unknown engine 'nginx': use gateway or postgrest");
  });
});
