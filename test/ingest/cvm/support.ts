// Shared by the CVM loader tests: fixture paths and reading rows back as text.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withClient } from '../../helpers/db.js';

export const CVM_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/cvm');

export function cvmFixture(name: string): string {
  return path.join(CVM_FIXTURES, name);
}

/** Rows of a query with every value as text (numerics keep their scale, dates are YYYY-MM-DD). */
export function rowsOf(url: string, sql: string, params: unknown[] = []): Promise<Record<string, string | null>[]> {
  return withClient(url, async (c) => (await c.query({ text: sql, values: params, types: { getTypeParser: () => (v: string) => v } })).rows);
}
