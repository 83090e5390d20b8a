// @legs direct postgrest
// api.fund_profile through HTTP on the golden funds of test/helpers/fund-seed.ts: one
// row per CNPJ with the registry identity (a class takes its fund's administrator and
// manager), the statuses every registry records, the periods held per dataset, NULL
// where nothing is stated, [] for unknown CNPJs and ETFs, 22023 for a non-CNPJ.
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../helpers/api.js';
import { CLASS, ETF, FIDC, FII, REGISTERED_ONLY, seedFunds, TWO_FAMILIES } from '../helpers/fund-seed.js';

const api = useSeededApi(seedFunds);

async function profile(p_cnpj: string): Promise<Record<string, unknown>[]> {
  const response = await api.rpc('fund_profile', { p_cnpj });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe('fund_profile', () => {
  it('gives a class its registry identity, its fund\'s parties, every registry status and its periods', async () => {
    expect(await profile('11.111.111/0002-02')).toEqual([
      {
        cnpj: CLASS,
        entity_type: 'fi',
        fund_name: 'IPÊ RENDA FIXA CLASSE ÚNICA',
        cvm_type: 'FIF',
        fund_class: 'Renda Fixa',
        status: 'Em Funcionamento Normal',
        status_since: '2024-03-01',
        registered_on: '2024-03-01',
        cancelled_on: null,
        administrator_cnpj: '99999999000191',
        administrator: 'ADMINISTRADORA ARAUCÁRIA S.A.',
        manager_cnpj: '88888888000188',
        manager: 'GESTORA JATOBÁ LTDA',
        registry: 'registro_classe',
        status_history: [
          { status: 'EM FUNCIONAMENTO NORMAL', since: '2019-05-10', cancelled_on: null, registry: 'cad_fi', cvm_type: 'FI' },
          { status: 'Em Funcionamento Normal', since: '2024-03-01', cancelled_on: null, registry: 'registro_classe', cvm_type: 'Classes - FIF' },
        ],
        periods: [{ dataset: 'funds_fi', first_period: '2024-01-01', last_period: '2024-06-01', n_periods: 6 }],
      },
    ]);
  });

  it('reads a legacy cancelled FIDC from cad_fi, with the periods of each dataset holding it', async () => {
    const [row] = await profile(FIDC);
    expect(row).toMatchObject({
      entity_type: 'fidc', fund_name: 'FIDC PAU-BRASIL', cvm_type: 'FIDC', fund_class: null, status: 'CANCELADA',
      status_since: '2025-01-31', registered_on: '2020-02-03', cancelled_on: '2025-01-31',
      administrator_cnpj: '77777777000177', administrator: 'ADMINISTRADORA CEDRO', manager_cnpj: '12345678900', manager: 'GESTOR PESSOA FÍSICA',
      registry: 'cad_fi',
      status_history: [{ status: 'CANCELADA', since: '2025-01-31', cancelled_on: '2025-01-31', registry: 'cad_fi', cvm_type: 'FIDC' }],
    });
    expect(row.periods).toEqual([
      { dataset: 'cvm-fidc-mensal', first_period: '2024-11-30', last_period: '2024-12-31', n_periods: 2 },
      { dataset: 'funds_fidc', first_period: '2024-10-31', last_period: '2024-12-31', n_periods: 3 },
    ]);
  });

  it('answers a CNPJ only the filings hold with NULL identity and the family of its series', async () => {
    expect(await profile(FII)).toEqual([
      {
        cnpj: FII, entity_type: 'fii', fund_name: null, cvm_type: null, fund_class: null, status: null, status_since: null,
        registered_on: null, cancelled_on: null, administrator_cnpj: null, administrator: null, manager_cnpj: null, manager: null,
        registry: null, status_history: [],
        periods: [{ dataset: 'funds_fii', first_period: '2025-01-01', last_period: '2025-02-01', n_periods: 2 }],
      },
    ]);
  });

  it('keeps one row for a CNPJ in two families\' series, with NULL family and both spans', async () => {
    const rows = await profile(TWO_FAMILIES);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity_type: null, registry: null });
    expect(rows[0].periods).toEqual([
      { dataset: 'funds_fi', first_period: '2024-01-01', last_period: '2024-01-01', n_periods: 1 },
      { dataset: 'funds_fii', first_period: '2024-01-01', last_period: '2024-02-01', n_periods: 2 },
    ]);
  });

  it('answers a registered fund that never filed with its identity and periods []', async () => {
    const [row] = await profile(REGISTERED_ONLY);
    expect(row).toMatchObject({ fund_name: 'FUNDO QUE NUNCA REPORTOU', status: 'FASE PRÉ-OPERACIONAL', entity_type: 'fi', registry: 'cad_fi', periods: [] });
  });

  it('answers [] for an unknown CNPJ and for an ETF', async () => {
    expect(await profile('00000000000191')).toEqual([]);
    expect(await profile(ETF)).toEqual([]);
  });

  it('refuses what is not a CNPJ with 22023', async () => {
    const response = await api.rpc('fund_profile', { p_cnpj: 'IPE11' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22023', message: "fund_profile: 'IPE11' is not a CNPJ" });
  });
});
