// The enums of catalog.json (which openapi.json emits) hold in the SQL: every
// listed value of a function argument is accepted, anything else is refused
// with 22023; a listed column never carries another value.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { useSeededApi } from '../helpers/api.js';

const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'catalog.json'), 'utf8')) as { enums: Record<string, Record<string, string[]>> };
/** The smallest valid call of each function that has an enum argument. */
const BASE_BODY: Record<string, Record<string, unknown>> = { fund_nav: { p_cnpj: '1' }, search_funds: {}, macro_series: {}, focus_expectations: {} };

const argumentEnums = Object.entries(catalog.enums).flatMap(([fn, keys]) =>
  Object.entries(keys).filter(([key]) => key.startsWith('p_')).map(([arg, values]) => [`${fn}.${arg}`, fn, arg, values] as const),
);

let familyCheck = '';
const api = useSeededApi(async (c) => {
  const { rows } = await c.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'cvm.fund_month'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%entity_type = ANY%'`,
  );
  familyCheck = rows[0].def;
});

describe('catalog.json enums against the SQL', () => {
  it('covers the p_entity_type arguments the macro series labels and the Focus endpoints', () => {
    expect(argumentEnums.map(([name]) => name)).toEqual(['focus_expectations.p_endpoint', 'macro_series.p_series', 'fund_nav.p_entity_type', 'search_funds.p_entity_type']);
  });

  it.each(argumentEnums)('%s: every listed value is accepted, another is refused with 22023', async (_name, fn, arg, values) => {
    expect(BASE_BODY[fn], `a base call for ${fn}`).toBeDefined();
    for (const value of values) {
      const res = await api.rpc(fn, { ...BASE_BODY[fn], [arg]: value });
      expect(res.status, await res.text()).toBe(200);
    }
    const res = await api.rpc(fn, { ...BASE_BODY[fn], [arg]: 'not-a-listed-value' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '22023' });
  });

  it('the entity_type columns are the listed families: the landing check allows no other', () => {
    expect(familyCheck).toMatch(/'fi'::text, 'fidc'::text, 'fii'::text/);
    for (const fn of ['fund_nav', 'search_funds', 'metric_coverage']) expect(catalog.enums[fn].entity_type).toEqual(['fi', 'fidc', 'fii']);
  });
});
