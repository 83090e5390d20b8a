// The --fidc bench's per-fund detail tabs for fidc_cedentes, fidc_portfolio and
// fidc_tranches, at the universe's size (every FIDC, every month): tab I's
// originator slots (six of block A filled, one a CPF, one a placeholder; the
// 300 originators each serve many funds), tab II by sector, tab X by SCR grade,
// and three tranches (senior, mezzanine, subordinated) in tabs X_2, X_3, X_4
// (issues and redemptions) and X_6.
import type pg from 'pg';
import { picker, type GatewayCase } from '../gateway-cases.js';

const cnpj = (g: string) => `lpad((22000000000000 + ${g})::text, 14, '0')`;
/** The originator CNPJ of slot s of fund g, one of 300. */
const cedente = (g: string, s: number) => `lpad((61000000000000 + ((${g} * 7 + ${s} * 13) % 300) * 10000)::text, 14, '0')`;
export const cedenteCnpj = (k: number) => String(61000000000000 + k * 10000).padStart(14, '0');

export async function writeFidcDetail(owner: pg.Client, funds: number, months: number, lastMonth: string): Promise<Record<string, number>> {
  const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
    values ('bench', 'bench-fidc-detail', repeat('0', 64), 0, 'loaded', now(), true) returning id`);
  const fundMonths = `(select g, (date '${lastMonth}' - make_interval(months => m) + interval '1 month - 1 day')::date as period
                       from generate_series(1, ${funds}) g, generate_series(0, ${months - 1}) m) fm`;
  const slots = [1, 2, 3, 4, 5, 6];
  const held: Record<string, number> = {};
  const write = async (table: string, sql: string) => {
    held[table] = (await owner.query(sql, [id])).rowCount ?? 0;
  };
  await write('fidc_tab_i', `insert into cvm.fidc_tab_i (cnpj, reference_date, fund_type, ingest_id, ${slots.map((s) => `tab_i2a12_cpf_cnpj_cedente_${s}, tab_i2a12_pr_cedente_${s}`).join(', ')})
    select ${cnpj('g')}, period, 'FIDC', $1, ${slots.map((s) => (s === 5 ? `'123.456.789-0' || (g % 10), 5` : s === 6 ? `'00000000000000', 1` : `${cedente('g', s)}, ${30 - s * 4}`)).join(', ')}
    from ${fundMonths}`);
  await write('fidc_tab_ii', `insert into cvm.fidc_tab_ii (cnpj, reference_date, fund_type, tab_ii_vl_carteira, tab_ii_a_vl_indust, tab_ii_c_vl_comerc, tab_ii_c1_vl_comerc, tab_ii_f_vl_financ, tab_ii_f3_vl_cred_corp, ingest_id)
    select ${cnpj('g')}, period, 'FIDC', 1e8 + g, 2e7, 3e7, 3e7, 5e7 + g, 5e7 + g, $1 from ${fundMonths}`);
  await write('fidc_tab_x', `insert into cvm.fidc_tab_x (cnpj, reference_date, fund_type, tab_x_scr_risco_devedor_aa, tab_x_scr_risco_devedor_a, tab_x_scr_risco_devedor_b, ingest_id)
    select ${cnpj('g')}, period, 'FIDC', 5e7, 3e7 + g, 2e7, $1 from ${fundMonths}`);
  const tranches = `(values ('SENIOR 1'), ('MEZANINO 1'), ('SUBORDINADA')) t(serie)`;
  await write('fidc_tab_x_2', `insert into cvm.fidc_tab_x_2 (cnpj, reference_date, fund_type, tab_x_classe_serie, tab_x_qt_cota, tab_x_vl_cota, ingest_id)
    select ${cnpj('g')}, period, 'FIDC', serie, 1e5 + g, 1000 + g % 100, $1 from ${fundMonths}, ${tranches}`);
  await write('fidc_tab_x_3', `insert into cvm.fidc_tab_x_3 (cnpj, reference_date, fund_type, tab_x_classe_serie, tab_x_vl_rentab_mes, ingest_id)
    select ${cnpj('g')}, period, 'FIDC', serie, 1.1, $1 from ${fundMonths}, ${tranches}`);
  await write('fidc_tab_x_4', `insert into cvm.fidc_tab_x_4 (cnpj, reference_date, fund_type, tab_x_classe_serie, tab_x_tp_oper, tab_x_vl_total, tab_x_qt_cota, ingest_id)
    select ${cnpj('g')}, period, 'FIDC', serie, oper, 1e6, 1000, $1 from ${fundMonths}, ${tranches}, (values ('Emissão'), ('Resgate')) o(oper)`);
  await write('fidc_tab_x_6', `insert into cvm.fidc_tab_x_6 (cnpj, reference_date, fund_type, tab_x_classe_serie, tab_x_pr_desemp_esperado, tab_x_pr_desemp_real, ingest_id)
    select ${cnpj('g')}, period, 'FIDC', serie, 1.2, 1.1, $1 from ${fundMonths}, ${tranches}`);
  await owner.query('analyze cvm.fidc_tab_i, cvm.fidc_tab_ii, cvm.fidc_tab_x, cvm.fidc_tab_x_2, cvm.fidc_tab_x_3, cvm.fidc_tab_x_4, cvm.fidc_tab_x_6');
  return held;
}

/** One fund's whole history (fidc_portfolio: one tab, or every tab for 12 months: the whole history is over 1000 rows), and the funds one originator serves (12 months). */
export function fidcDetailCases(funds: number): GatewayCase[] {
  const pick = picker();
  const fund = () => String(22000000000000 + 1 + (pick() % funds)).padStart(14, '0');
  const example = '22000000000017';
  return [
    { name: 'fidc_cedentes (one fund, whole history)', fn: 'fidc_cedentes', body: () => ({ p_cnpj: fund() }), sql: 'select * from api.fidc_cedentes($1)', params: [example] },
    { name: 'fidc_cedentes (one originator, 12 months)', fn: 'fidc_cedentes', body: () => ({ p_cedente: cedenteCnpj(pick() % 300), p_from: '2025-11-01' }), sql: "select * from api.fidc_cedentes(null, $1, '2025-11-01')", params: [cedenteCnpj(7)] },
    { name: 'fidc_portfolio (one fund, by sector, whole history)', fn: 'fidc_portfolio', body: () => ({ p_cnpj: fund(), p_kind: 'sector' }), sql: "select * from api.fidc_portfolio($1, 'sector')", params: [example] },
    { name: 'fidc_portfolio (one fund, every tab, 12 months)', fn: 'fidc_portfolio', body: () => ({ p_cnpj: fund(), p_from: '2025-11-01' }), sql: "select * from api.fidc_portfolio($1, null, '2025-11-01')", params: [example] },
    { name: 'fidc_tranches (one fund, whole history)', fn: 'fidc_tranches', body: () => ({ p_cnpj: fund() }), sql: 'select * from api.fidc_tranches($1)', params: [example] },
  ];
}
