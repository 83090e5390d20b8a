// The catalog's enums (which openapi.json emits; each from one value-set domain
// of schema internal, or the SGS series the store holds) hold in the SQL: every
// listed value of a function argument is accepted, anything else is refused
// with 22023; a listed column never carries another value.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { useSeededApi } from '../helpers/api.js';

const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8')) as { enums: Record<string, Record<string, string[]>> };
/** The smallest valid call of each function that has an enum argument. */
const BASE_BODY: Record<string, Record<string, unknown>> = {
  fund_nav: { p_cnpj: '1' },
  income_statements: { p_id: '990001' },
  balance_sheets: { p_id: '990001' },
  cash_flow_statements: { p_id: '990001' },
  financials: { p_id: '990001', p_statement: 'dre' },
  company_financials: { p_id: '990001' },
  financial_statement_history: { p_id: '990001', p_statement: 'dre' },
  fidc_portfolio: { p_cnpj: '22100111000102' },
  fund_holdings: { p_cnpj: '22100111000102' },
  anbima_classes: {},
  class_return_distribution: { p_classe_anbima: 'Multimercados Livre', p_fundo_cotas: 'N' },
  search_funds: {},
  macro_series: {},
  inflation: {},
  focus_expectations: {},
  panel: { p_ids: ['PETR4'] },
  quote_history: { p_ticker: 'PETR4' },
  quote_latest: { p_ticker: 'PETR4' },
  screen_late_filers: {},
  screen_silent_filers: {},
  screen_delinquency_drivers: {},
  screen_dormant_funds: {},
  fund_restatements: {},
  screen_restatements: {},
};

const argumentEnums = Object.entries(catalog.enums).flatMap(([fn, keys]) =>
  Object.entries(keys).filter(([key]) => key.startsWith('p_')).map(([arg, values]) => [`${fn}.${arg}`, fn, arg, values] as const),
);

/** Whether openapi.json types the argument as an array (quote_history p_fields): its values are sent as a list. */
const openapi = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')) as { paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: { properties: Record<string, { type?: string | string[] }> } }> } } }> };
const isArrayArgument = (fn: string, arg: string) => {
  const type = openapi.paths[`/rpc/${fn}`]?.post?.requestBody.content['application/json'].schema.properties[arg]?.type;
  return (Array.isArray(type) ? type : [type]).includes('array');
};

let familyCheck = '';
const api = useSeededApi(async (c) => {
  const { rows } = await c.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'cvm.fund_month'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%entity_type = ANY%'`,
  );
  familyCheck = rows[0].def;
  // class_return_distribution refuses a class no Extrato files: one Extrato line gives the base call its class
  await c.query(`insert into cvm.extrato (cnpj, dt_comptc, classe_anbima, ingest_id) values ('11222333000181', '2025-01-02', 'Multimercados Livre', 0)`);
});

describe('the catalog\'s enums against the SQL', () => {
  it('covers every argument the contract gives a value set', () => {
    expect(argumentEnums.map(([name]) => name).sort()).toEqual([
      'anbima_classes.p_level',
      'anbima_classes.p_metric',
      'balance_sheets.p_doc_type',
      'balance_sheets.p_scope',
      'cash_flow_statements.p_doc_type',
      'cash_flow_statements.p_scope',
      'class_return_distribution.p_fundo_cotas',
      'company_financials.p_scope',
      'fidc_portfolio.p_kind',
      'financial_statement_history.p_doc_type',
      'financial_statement_history.p_scope',
      'financial_statement_history.p_statement',
      'financials.p_doc_type',
      'financials.p_scope',
      'financials.p_statement',
      'focus_expectations.p_endpoint',
      'fund_holdings.p_kind',
      'fund_nav.p_entity_type',
      'fund_restatements.p_tipo_fundo',
      'income_statements.p_doc_type',
      'income_statements.p_scope',
      'inflation.p_family',
      'inflation.p_series',
      'macro_series.p_series',
      'panel.p_entity_type',
      'panel.p_freq',
      'quote_history.p_board',
      'quote_history.p_fields',
      'quote_latest.p_board',
      'screen_delinquency_drivers.p_driver',
      'screen_dormant_funds.p_dormancy',
      'screen_late_filers.p_family',
      'screen_restatements.p_modalidade',
      'screen_silent_filers.p_family',
      'search_funds.p_entity_type',
    ]);
  });

  it('gives a column the same values as the argument that selects it', () => {
    expect(catalog.enums.quote_history.board).toEqual(catalog.enums.quote_history.p_board);
    expect(catalog.enums.quote_latest.board).toEqual(catalog.enums.quote_latest.p_board);
    expect(catalog.enums.screen_delinquency_drivers.driver).toEqual(catalog.enums.screen_delinquency_drivers.p_driver);
    expect(catalog.enums.fund_nav.entity_type).toEqual(catalog.enums.fund_nav.p_entity_type);
    expect(catalog.enums.screen_dormant_funds.dormancy).toEqual(catalog.enums.screen_dormant_funds.p_dormancy);
    expect(catalog.enums.inflation.series).toEqual(catalog.enums.inflation.p_series);
    expect(catalog.enums.inflation.family).toEqual(catalog.enums.inflation.p_family);
  });

  it.each(argumentEnums)('%s: every listed value is accepted, another is refused with 22023', async (_name, fn, arg, values) => {
    expect(BASE_BODY[fn], `a base call for ${fn}`).toBeDefined();
    // an array argument (quote_history p_fields) takes its values as a list
    const asArgument = (value: string) => (isArrayArgument(fn, arg) ? [value] : value);
    for (const value of values) {
      const res = await api.rpc(fn, { ...BASE_BODY[fn], [arg]: asArgument(value) });
      expect(res.status, await res.text()).toBe(200);
    }
    const res = await api.rpc(fn, { ...BASE_BODY[fn], [arg]: asArgument('not-a-listed-value') });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '22023' });
  });

  it('the entity_type columns are the listed families: the landing check allows no other', () => {
    expect(familyCheck).toMatch(/'fi'::text, 'fidc'::text, 'fii'::text, 'fip'::text, 'fiagro'::text/);
    for (const fn of ['fund_nav', 'search_funds', 'metric_coverage']) expect(catalog.enums[fn].entity_type).toEqual(['fi', 'fidc', 'fii', 'fip', 'fiagro']);
  });
});
