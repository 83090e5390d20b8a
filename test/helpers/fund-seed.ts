// Golden funds for api.funds and api.fund_profile: registry records (a class and its
// fund, a legacy cancelled FIDC, an ETF, a fund that never filed), the monthly series
// (loaded through cvm.fund_month, so its triggers keep the spans) and FIDC tab IV.
import type pg from 'pg';

export const CLASS = '11111111000202'; // a Resolution 175 class, fi, 6 months
export const FIDC = '22222222000101'; // cad_fi only, cancelled, 3 months
export const FII = '33333333000101'; // filings only, not in the registry
export const ETF = '44444444000101'; // fi series, but a curated ETF
export const REGISTERED_ONLY = '55555555000101'; // registered, never filed
export const TWO_FAMILIES = '66666666000101'; // in two families' series

function months(entity_type: string, cnpj: string, periods: string[]) {
  return periods.map((period) => `('${entity_type}', '${cnpj}', '${period}', 1)`).join(', ');
}

export async function seedFunds(c: pg.ClientBase): Promise<void> {
  await c.query(`
    insert into cvm.registro_fundo (id_registro_fundo, cnpj_fundo, tipo_fundo, denominacao_social, situacao, data_inicio_situacao, data_registro,
                                    cnpj_administrador, administrador, cpf_cnpj_gestor, gestor, ingest_id)
    values (1, '11111111000101', 'FIF', 'FUNDO IPÊ', 'Em Funcionamento Normal', '2023-10-02', '2019-05-10',
            '99999999000191', 'ADMINISTRADORA ARAUCÁRIA S.A.', '88888888000188', 'GESTORA JATOBÁ LTDA', 0);
    insert into cvm.registro_classe (id_registro_fundo, id_registro_classe, cnpj_classe, tipo_classe, denominacao_social, situacao,
                                     data_inicio_situacao, data_registro, classificacao, ingest_id)
    values (1, 10, '${CLASS}', 'Classes - FIF', 'IPÊ RENDA FIXA CLASSE ÚNICA', 'Em Funcionamento Normal', '2024-03-01', '2024-03-01', 'Renda Fixa', 0);
    insert into cvm.cad_fi (tp_fundo, cnpj, denom_social, sit, dt_ini_sit, dt_reg, dt_cancel, classe, cnpj_admin, admin, cpf_cnpj_gestor, gestor, ingest_id)
    values ('FI', '${CLASS}', 'IPÊ RENDA FIXA FI', 'EM FUNCIONAMENTO NORMAL', '2019-05-10', '2019-05-10', null, 'Renda Fixa', null, null, null, null, 0),
           ('FIDC', '${FIDC}', 'FIDC PAU-BRASIL', 'CANCELADA', '2025-01-31', '2020-02-03', '2025-01-31', null,
            '77777777000177', 'ADMINISTRADORA CEDRO', '12345678900', 'GESTOR PESSOA FÍSICA', 0),
           ('FI', '${ETF}', 'ETF ÍNDICE BOVESPA', 'EM FUNCIONAMENTO NORMAL', '2020-01-02', '2020-01-02', null, 'Ações', null, null, null, null, 0),
           ('FI', '${REGISTERED_ONLY}', 'FUNDO QUE NUNCA REPORTOU', 'FASE PRÉ-OPERACIONAL', '2026-09-01', '2026-09-01', null, null, null, null, null, null, 0);
    select cvm.refresh_fund_registry();
    insert into curated.etf_registry (cnpj, ticker, fund_name, underlying_index, active, sample, reviewed_by, reviewed_at, ingest_id)
    values ('${ETF}', 'BOVA99', 'ETF ÍNDICE BOVESPA', 'IBOV', true, true, 'test', '2026-01-01', 0);
    insert into cvm.fund_month (entity_type, cnpj, period, nav) values
      ${months('fi', CLASS, ['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01', '2024-06-01'])},
      ${months('fidc', FIDC, ['2024-10-31', '2024-11-30', '2024-12-31'])},
      ${months('fii', FII, ['2025-01-01', '2025-02-01'])},
      ${months('fi', ETF, ['2024-01-01'])},
      ${months('fi', TWO_FAMILIES, ['2024-01-01'])},
      ${months('fii', TWO_FAMILIES, ['2024-01-01', '2024-02-01'])};
    insert into cvm.fidc_tab_iv (cnpj, reference_date, tab_iv_a_vl_pl, ingest_id)
    values ('${FIDC}', '2024-11-30', 100, 0), ('${FIDC}', '2024-12-31', 110, 0);
  `);
}

