// DB_PREPARED_STATEMENTS (PostgREST's db-prepared-statements): on unless said otherwise, read as
// a boolean, and a value that is neither is refused with the variable's name.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';

const read = (value: string | undefined) => readConfig({ DB_PREPARED_STATEMENTS: value }, []).preparedStatements;

describe('DB_PREPARED_STATEMENTS', () => {
  it('is on when unset or empty', () => {
    expect(read(undefined)).toBe(true);
    expect(read('')).toBe(true);
  });
  it.each([['false', false], ['off', false], ['0', false], ['true', true], ['ON', true], ['1', true]])('reads %s as %s', (value, expected) => {
    expect(read(value)).toBe(expected);
  });
  it('refuses anything else, naming the variable', () => {
    expect(() => read('maybe')).toThrow("DB_PREPARED_STATEMENTS must be true or false, not 'maybe'");
  });
});
