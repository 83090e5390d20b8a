// api.search_funds over arbitrary query strings (fast-check, seeded): whatever
// the caller types (whitespace, punctuation, quotes, backslashes, LIKE wildcards,
// any unicode, very long), the answer is an array of rows or a 22023 refusal in
// the four-key error shape; never a 5xx or an error from the dynamic SQL.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { useSeededApi } from '../helpers/api.js';

const api = useSeededApi(async (c) => {
  await kyselyOver(c)
    .insertInto('cvm.fund_registry')
    .values([
      { cnpj: '11100000000180', entity_type: 'fi', cvm_type: 'FI', fund_name: 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ', status: 'EM FUNCIONAMENTO NORMAL', origin: 'cad_fi' },
      { cnpj: '22100000000130', entity_type: 'fidc', cvm_type: 'FIDC', fund_name: 'FIDC 100% CRÉDITO_CONSIGNADO "A"', status: 'CANCELADA', origin: 'cad_fi' },
      { cnpj: '33100000000104', entity_type: 'fii', cvm_type: 'FII', fund_name: "FII O'REILLY \\ LOGÍSTICA", status: 'Em Funcionamento Normal', origin: 'registro_classe' },
    ])
    .execute();
});

const ROW_KEYS = ['cnpj', 'entity_type', 'first_period', 'fund_class', 'fund_name', 'last_period', 'status'];
const ERROR_KEYS = ['code', 'details', 'hint', 'message'];

const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\f', '\v', '\u00a0', '\u2003', '\u3000', '\ufeff') });

/** Strings a user might type or paste, and some nobody would. */
const queries = fc.oneof(
  whitespace,
  fc.string({ unit: fc.constantFrom('%', '_', '\\', "'", '"', '(', ')', ';', '-', '/', '.', '*', '[', ']', '$', '?', 'and', 'or', ' ') }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^[0-9][0-9./\- ]{0,20}$/),
  fc.string({ minLength: 250, maxLength: 400, unit: fc.constantFrom('a', 'ê', ' ', '%', '\\') }),
  fc.constantFrom('ipe', 'IPÊ', '100%', 'credito_consignado', "o'reilly", '\\', '%%', '__', '\t\n', ' \t '),
);

async function outcome(query: string): Promise<{ status: number; body: unknown }> {
  const res = await api.rpc('search_funds', { p_query: query });
  return { status: res.status, body: await res.json() };
}

describe('search_funds over arbitrary strings', () => {
  it('answers an array of rows or a 22023 in the four-key shape, never a 5xx or a syntax error', async () => {
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const { status, body } = await outcome(query);
        if (status === 200) {
          expect(Array.isArray(body)).toBe(true);
          for (const row of body as Record<string, unknown>[]) expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
          return;
        }
        expect({ status, body }).toMatchObject({ status: 400, body: { code: '22023' } });
        expect(Object.keys(body as object).sort()).toEqual(ERROR_KEYS);
      }),
      { seed: 1311, numRuns: 300 },
    );
  });

  it('answers any whitespace-only query exactly as the empty query', async () => {
    const empty = await outcome('');
    expect(empty.status).toBe(200);
    expect(empty.body).toHaveLength(3);
    await fc.assert(
      fc.asyncProperty(whitespace, async (query) => {
        expect(await outcome(query)).toEqual(empty);
      }),
      { seed: 1312, numRuns: 60 },
    );
  });
});
