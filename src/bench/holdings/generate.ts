// The --holdings bench's data, written set-based: CDA blocks 1, 2, 4, 6 and the PL
// member for `classes` classes over `months` month ends ending LAST_MONTH, the
// registries the portfolio endpoints read (fund_registry, cad_fi, registro_*,
// the Extrato), the fi monthly series and an ANBIMA bulletin history. Synthetic.
//
// Shapes (g = the class number, 1..classes): block 4 has 4 + g % 13 lines (a
// "thin" class, g % 10 = 7, has 2 and no other block); block 1 2 + g % 5 lines;
// block 6 1 + g % 7 lines for g % 3 = 0 (issuers from a pool of 500 companies);
// a fund of funds (g % 20 = 0) holds three plain classes and the next fund of
// funds (g + 20), so every chain is deeper than 6; at g % 400 = 0 the next one
// holds it back (a cycle).
import type pg from 'pg';

export const LAST_MONTH = '2025-12';
export const CLASSES = ['Renda Fixa Duração Livre', 'Multimercados Livre', 'Ações Livre', 'Renda Fixa Duração Baixa', 'Previdência Multimercado'];
export const TICKERS = 2000;
export const ISSUERS = 500;
const WORDS = ['AURORA', 'IPE', 'JACARANDA', 'ARAUCARIA', 'CANOAS', 'SAO CONRADO', 'MARE ALTA', 'SERRA DO MAR', 'PINHAO', 'TUCANO', 'CAPIVARA', 'ITAUNA', 'CERRADO', 'PANTANAL', 'ATLANTICO', 'IGUACU', 'PARATY', 'BURITI', 'CAATINGA', 'GUARANI'];

/** A bench class's CNPJ (SQL over an integer expression, and in TypeScript). */
export const cnpjSql = (g: string) => `lpad((20000000000000 + ${g})::text, 14, '0')`;
export const benchCnpj = (g: number) => String(20000000000000 + g);
export const issuerCnpj = (k: number) => String(60000000000000 + k);
export const ticker = (k: number) => `BNCH${k}`;
/** A bench class's name, as the registry holds it. */
export const nameSql = (g: string) =>
  `'FUNDO ' || (array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + ${g} % 20] || ' ' || (array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + (${g} / 20) % 20] || ' FIC FIM ' || ${g}`;
export function benchName(g: number): string {
  return `FUNDO ${WORDS[g % 20]} ${WORDS[Math.floor(g / 20) % 20]} FIC FIM ${g}`;
}

/** The month ends (SQL date expressions' set): m = 0 is LAST_MONTH. */
const monthEnds = (months: number) => `(select m, (date '${LAST_MONTH}-01' - make_interval(months => m) + interval '1 month - 1 day')::date as d from generate_series(0, ${months - 1}) m) mo`;

/** Writes the CDA of `months` months; returns the rows per table. */
export async function writeCda(owner: pg.Client, classes: number, months: number, ingestId: number): Promise<Record<string, number>> {
  const cls = `(select g from generate_series(1, ${classes}) g) c`;
  const counts: Record<string, number> = {};
  const run = async (table: string, sql: string) => {
    const r = await owner.query(sql);
    counts[table] = (counts[table] ?? 0) + (r.rowCount ?? 0);
  };
  const prefix = (aplic: string, ativo: string, value: string) =>
    `'CLASSES - FIF', ${nameSql('g')}, '${aplic}', '${ativo}', 'N', 'Para negociação', ${value} / 10, ${value}`;
  const prefixColumns = 'tp_fundo_classe, denom_social, tp_aplic, tp_ativo, emissor_ligado, tp_negoc, qt_pos_final, vl_merc_pos_final';
  await run('cvm.cda_pl', `insert into cvm.cda_pl (cnpj, dt_comptc, tp_fundo_classe, denom_social, vl_patrim_liq, ingest_id)
    select ${cnpjSql('g')}, d, 'CLASSES - FIF', ${nameSql('g')}, 10000000 + g * 100 + m * 1000, ${ingestId} from ${cls}, ${monthEnds(months)}`);
  await run('cvm.cda_blc_4', `insert into cvm.cda_blc_4 (cnpj, dt_comptc, line_no, ${prefixColumns}, cd_ativo, ds_ativo, ingest_id)
    select ${cnpjSql('g')}, d, k, ${prefix('Ações', 'Ação ordinária', '(100000 + (g * 31 + k * 7) % 900000)::numeric')},
           'BNCH' || (g * 7 + k * 131) % ${TICKERS}, 'AÇÃO BENCH ' || (g * 7 + k * 131) % ${TICKERS}, ${ingestId}
    from ${cls}, ${monthEnds(months)}, lateral generate_series(1, case when g % 10 = 7 then 2 else 4 + g % 13 end) k`);
  await run('cvm.cda_blc_1', `insert into cvm.cda_blc_1 (cnpj, dt_comptc, line_no, ${prefixColumns}, tp_titpub, cd_isin, dt_venc, ingest_id)
    select ${cnpjSql('g')}, d, k, ${prefix('Títulos Públicos', 'LFT', '(500000 + (g * 13 + k) % 100000)::numeric')}, 'LFT', 'BRSTNCLF' || lpad(k::text, 4, '0'), date '2029-03-01' + k * 365, ${ingestId}
    from ${cls}, ${monthEnds(months)}, lateral generate_series(1, 2 + g % 5) k where g % 10 <> 7`);
  await run('cvm.cda_blc_6', `insert into cvm.cda_blc_6 (cnpj, dt_comptc, line_no, ${prefixColumns}, pf_pj_emissor, cpf_cnpj_emissor, emissor, dt_venc, ingest_id)
    select ${cnpjSql('g')}, d, k, ${prefix('Debêntures', 'Debênture simples', '(200000 + (g * 17 + k) % 50000)::numeric')}, 'PJ',
           lpad((60000000000000 + (g * 3 + k * 37) % ${ISSUERS})::text, 14, '0'), 'EMISSORA BENCH ' || (g * 3 + k * 37) % ${ISSUERS}, date '2030-06-15', ${ingestId}
    from ${cls}, ${monthEnds(months)}, lateral generate_series(1, 1 + g % 7) k where g % 3 = 0 and g % 10 <> 7`);
  // a fund of funds: three plain classes and the next fund of funds; at g % 400 = 20 it also holds the previous one (a cycle)
  await run('cvm.cda_blc_2', `insert into cvm.cda_blc_2 (cnpj, dt_comptc, line_no, ${prefixColumns}, cnpj_fundo_cota, nm_fundo_cota, ingest_id)
    select ${cnpjSql('g')}, d, k, ${prefix('Cotas de Fundos', 'Cota de fundo', '(1000000 + g * 10 + k)::numeric')}, ${cnpjSql('h')}, ${nameSql('h')}, ${ingestId}
    from (select g from generate_series(20, ${classes}, 20) g) c, ${monthEnds(months)},
         lateral (select k, case k when 1 then (g + 1) when 2 then (g + 2) when 3 then (g + 3) when 4 then (g + 19) % ${classes} + 1 else g - 20 end as h
                  from generate_series(1, case when g % 400 = 20 and g > 20 then 5 else 4 end) k) held`);
  return counts;
}

/** The registries, the Extrato, the fi monthly series (months + 1 so the newest bench month is complete) and the ANBIMA bulletin. */
export async function writeRegistries(owner: pg.Client, classes: number, months: number, ingestId: number): Promise<void> {
  const all = `generate_series(1, ${classes}) g`;
  await owner.query(`insert into cvm.fund_registry (cnpj, entity_type, fund_name, status, origin)
    select ${cnpjSql('g')}, 'fi', ${nameSql('g')}, 'EM FUNCIONAMENTO NORMAL', 'registro_classe' from ${all}`);
  await owner.query(`insert into cvm.registro_fundo (id_registro_fundo, cnpj_fundo, tipo_fundo, denominacao_social, situacao, cpf_cnpj_gestor, gestor, cnpj_administrador, administrador, tipo_pessoa_gestor, ingest_id)
    select g, lpad((30000000000000 + g)::text, 14, '0'), 'FIF', ${nameSql('g')}, 'Em Funcionamento Normal', lpad((40000000000000 + g % 300)::text, 14, '0'), 'GESTORA BENCH ' || g % 300,
           lpad((50000000000000 + g % 50)::text, 14, '0'), 'ADMINISTRADORA BENCH ' || g % 50, 'PJ', ${ingestId} from ${all} where g % 2 = 0`);
  await owner.query(`insert into cvm.registro_classe (id_registro_fundo, id_registro_classe, cnpj_classe, denominacao_social, situacao, ingest_id)
    select g, g, ${cnpjSql('g')}, ${nameSql('g')}, 'Em Funcionamento Normal', ${ingestId} from ${all} where g % 2 = 0`);
  await owner.query(`insert into cvm.cad_fi (tp_fundo, cnpj, denom_social, sit, pf_pj_gestor, cpf_cnpj_gestor, gestor, cnpj_admin, admin, ingest_id)
    select 'FI', ${cnpjSql('g')}, 'ANTIGO ' || ${nameSql('g')}, 'EM FUNCIONAMENTO NORMAL', 'PJ', lpad((40000000000000 + g % 300)::text, 14, '0'), 'GESTORA BENCH ' || g % 300,
           lpad((50000000000000 + g % 50)::text, 14, '0'), 'ADMINISTRADORA BENCH ' || g % 50, ${ingestId} from ${all}`);
  await owner.query(`insert into cvm.extrato (cnpj, dt_comptc, tp_fundo_classe, denom_social, condom, fundo_cotas, classe_anbima, taxa_adm, aplic_min, qt_dia_conversao_cota, qt_dia_pagto_resgate, ingest_id)
    select ${cnpjSql('g')}, date '2025-01-02' + (g % 300), 'CLASSES - FIF', ${nameSql('g')}, 'ABERTO', case when g % 20 = 0 then 'S' else 'N' end,
           (array[${CLASSES.map((c) => `'${c}'`).join(',')}])[1 + g % ${CLASSES.length}], round((0.2 + (g % 23) / 10.0)::numeric, 6), 1000, g % 30, 1 + g % 5, ${ingestId} from ${all}`);
  await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
    select 'fi', ${cnpjSql('g')}, (date '${LAST_MONTH}-01' - make_interval(months => m))::date, 10000000 + g, 1 + (g % 97) / 1000.0 + (${months} - m) * (0.004 + (g % 13) / 2000.0 + case when g % 997 = 0 then 0.05 else 0 end),
           100, 0, 0 from ${all}, generate_series(-1, ${months - 1}) m`);
  await owner.query(`insert into anbima.class_monthly (reference_date, category, type_id, type_name, level, metric, value, source_sheet, edition, ingest_id)
    select r, c, t, c || ' tipo ' || t, 'type', x, (t * 7 + extract(month from r)) / 10.0, 'bench', r, ${ingestId}
    from generate_series(date '2019-01-01', date '${LAST_MONTH}-01', interval '1 month') r, unnest(array['Renda Fixa', 'Ações', 'Multimercados', 'Previdência', 'Cambial', 'ETF', 'FIDC', 'FII']) c,
         generate_series(1, 6) t, unnest(array['pl_brl_mm', 'captacao_liquida_brl_mm', 'rentabilidade_pct', 'rentabilidade_12m_pct', 'fund_count']) x
    union all
    select r, c, null, c, 'category', x, extract(month from r), 'bench', r, ${ingestId}
    from generate_series(date '2019-01-01', date '${LAST_MONTH}-01', interval '1 month') r, unnest(array['Renda Fixa', 'Ações', 'Multimercados', 'Previdência', 'Cambial', 'ETF', 'FIDC', 'FII']) c,
         unnest(array['pl_brl_mm', 'captacao_liquida_brl_mm', 'rentabilidade_pct', 'rentabilidade_12m_pct', 'fund_count']) x`);
}
