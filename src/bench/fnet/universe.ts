// The documents bench's fund universe and inflation family, synthetic (labelled
// bench in ingest_log), written set-based into the tables the loaders write, at
// realistic size, so funds, fund_profile, inflation and inflation_items are timed
// over the volume they serve:
// - the registry (cvm.registro_fundo, cvm.registro_classe, cvm.fund_registry) of
//   the bench's FIDCs and FIIs and of --fi fi classes, with a status change for one
//   fund in ten;
// - the monthly series (cvm.fund_month, whose triggers keep cvm.fund_span as a load
//   would): FIDCs and FIIs over 24 months, fi classes over 12; a FIDC's tab IV and a
//   FII's general monthly report for fund_profile's periods held;
// - 30 years of monthly values for every SGS code of bcb.inflation_series (26);
// - the IPCA item tree (ibge.ipca_item: 460 nodes a month, 1 general index, 9
//   groups, 18 subgroups, 54 items, 378 subitems) from 2012-01, table 1419 before
//   2020 and 7060 after, as SIDRA publishes them.
import pg from 'pg';

const LAST_MONTH = '2026-10-01';
const FIDC_BASE = 22000000000000;
const FII_BASE = 33000000000000;
export const FI_BASE = 11000000000000;

export interface UniverseOptions {
  funds: number;
  fii: number;
  fi: number;
}

/** Every fund of the universe: g, its CNPJ, family and registry number. */
const universe = (o: UniverseOptions) => `(select g, lpad((${FIDC_BASE} + g)::text, 14, '0') as cnpj, 'fidc' as family, 'FIDC' as cvm_type from generate_series(1, ${o.funds}) g
  union all select ${o.funds} + g, lpad((${FII_BASE} + g)::text, 14, '0'), 'fii', 'FII' from generate_series(1, ${o.fii}) g
  union all select ${o.funds + o.fii} + g, lpad((${FI_BASE} + g)::text, 14, '0'), 'fi', 'Classes de Cotas de Fundos FIF' from generate_series(1, ${o.fi}) g) u`;

/** Writes the universe, the inflation series and the item tree; returns the rows of each table. */
export async function writeUniverse(owner: pg.Client, o: UniverseOptions): Promise<Record<string, number>> {
  const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
    values ('bench', 'bench universe', repeat('1', 64), 0, 'loaded', now(), true) returning id`);
  // the registry: one fund per class; one in ten changed status (a second, older record of the fund)
  await owner.query(`insert into cvm.registro_fundo (id_registro_fundo, cnpj_fundo, tipo_fundo, denominacao_social, situacao, data_registro, data_inicio_situacao,
      cnpj_administrador, administrador, cpf_cnpj_gestor, gestor, ingest_id)
    select u.g * 10 + k, u.cnpj, u.cvm_type, 'BENCH FUNDO ' || u.g, case k when 1 then 'Em Funcionamento Normal' else 'Em Análise' end,
           date '2015-01-01' + (u.g % 3000), date '2015-01-01' + (u.g % 3000) + case k when 1 then 400 else 0 end,
           lpad((44000000000000 + u.g % 50)::text, 14, '0'), 'ADMINISTRADORA BENCH ' || (u.g % 50), lpad((55000000000000 + u.g % 400)::text, 14, '0'), 'GESTORA BENCH ' || (u.g % 400), $1
    from ${universe(o)} cross join generate_series(1, 2) k where k = 1 or u.g % 10 = 0`, [id]);
  await owner.query(`insert into cvm.registro_classe (id_registro_fundo, id_registro_classe, cnpj_classe, tipo_classe, denominacao_social, situacao, data_registro, data_inicio_situacao, ingest_id)
    select u.g * 10 + 1, u.g, u.cnpj, u.cvm_type, 'BENCH CLASSE ' || u.g, 'Em Funcionamento Normal', date '2015-01-01' + (u.g % 3000), date '2015-01-01' + (u.g % 3000) + 400, $1
    from ${universe(o)}`, [id]);
  await owner.query(`insert into cvm.fund_registry (cnpj, entity_type, fund_name, status, fund_class, cvm_type, origin)
    select u.cnpj, u.family, 'BENCH CLASSE ' || u.g, case when u.g % 100 = 6 then 'CANCELADA' else 'EM FUNCIONAMENTO NORMAL' end,
           case u.family when 'fi' then (array['Renda Fixa', 'Ações', 'Multimercado', 'Cambial'])[1 + u.g % 4] end, u.cvm_type, 'registro_classe'
    from ${universe(o)}
    on conflict (cnpj) do nothing`);
  // the monthly series: FIDCs at month ends and FIIs at month starts over 24 months, fi classes over 12; one in ten stops early
  await owner.query(`insert into cvm.fund_month (entity_type, cnpj, period, nav)
    select u.family, u.cnpj,
           case u.family when 'fidc' then (date '${LAST_MONTH}' - make_interval(months => m) + interval '1 month - 1 day')::date
                         else (date '${LAST_MONTH}' - make_interval(months => m))::date end,
           (1e7 + (u.g % 997) * 1e5)::numeric
    from ${universe(o)} cross join generate_series(0, 23) m
    where (u.family <> 'fi' or m < 12) and (u.g % 10 <> 0 or m >= 4)
    on conflict do nothing`);
  await owner.query(`insert into cvm.fidc_tab_iv (cnpj, reference_date, ingest_id)
    select lpad((${FIDC_BASE} + g)::text, 14, '0'), (date '${LAST_MONTH}' - make_interval(months => m) + interval '1 month - 1 day')::date, $1
    from generate_series(1, ${o.funds}) g cross join generate_series(0, 23) m
    on conflict do nothing`, [id]);
  await owner.query(`insert into cvm.fii_monthly_geral (cnpj, reference_date, version, ingest_id)
    select lpad((${FII_BASE} + g)::text, 14, '0'), (date '${LAST_MONTH}' - make_interval(months => m))::date, 1, $1
    from generate_series(1, ${o.fii}) g cross join generate_series(0, 23) m
    on conflict do nothing`, [id]);
  // 30 years of every inflation series: a monthly change around 0.4%, a 12-month change around 5%, a diffusion around 60%
  await owner.query(`insert into bcb.sgs (code, reference_date, value, ingest_id)
    select i.code, (date '${LAST_MONTH}' - make_interval(months => m))::date,
           case i.unit when 'pct_month' then round(0.4 + ((i.code + m * 7) % 90 - 30) / 100.0, 2)
                       when 'pct_12m' then round(5 + ((i.code + m * 13) % 60 - 30) / 10.0, 2)
                       else round(60 + ((i.code + m * 11) % 40 - 20) / 1.0, 2) end, $1
    from bcb.inflation_series i cross join generate_series(0, 359) m
    on conflict do nothing`, [id]);
  // the IPCA item tree: 9 groups x 2 subgroups x 3 items x 7 subitems, from 2012-01 (table 1419 before 2020, 7060 after)
  await owner.query(`insert into ibge.ipca_item (sidra_table, reference_month, item_code, item_number, item_name, level, change_month, weight, change_ytd, change_12m, ingest_id)
    select case when month < date '2020-01-01' then 1419 else 7060 end, month,
           case when month < date '2020-01-01' then 1000 else 7000 end + n.ord, n.number, 'ITEM BENCH ' || n.number,
           case when n.number = '0' then 0 else length(n.number) - case length(n.number) when 7 then 3 when 4 then 1 else 0 end end,
           round(0.3 + ((n.ord + extract(month from month)::int * 7) % 80 - 40) / 100.0, 2), round(100.0 / (10::numeric ^ (length(n.number) - 1)), 4),
           round(2 + (n.ord % 30) / 10.0, 2), round(4 + (n.ord % 50) / 10.0, 2), $1
    from (
      select row_number() over (order by number) as ord, number
      from (select '0' as number
            union all select g::text from generate_series(1, 9) g
            union all select g::text || s from generate_series(1, 9) g, generate_series(1, 2) s
            union all select g::text || s || lpad(i::text, 2, '0') from generate_series(1, 9) g, generate_series(1, 2) s, generate_series(1, 3) i
            union all select g::text || s || lpad(i::text, 2, '0') || lpad(b::text, 3, '0') from generate_series(1, 9) g, generate_series(1, 2) s, generate_series(1, 3) i, generate_series(1, 7) b) t
    ) n
    cross join generate_series(date '2012-01-01', date '${LAST_MONTH}', interval '1 month') gm
    cross join lateral (select gm::date as month) mm
    on conflict do nothing`, [id]);
  await owner.query('analyze cvm.registro_fundo; analyze cvm.registro_classe; analyze cvm.fund_registry; analyze cvm.fund_month; analyze cvm.fund_span; analyze bcb.sgs; analyze ibge.ipca_item');
  const { rows: [held] } = await owner.query(`select (select count(*) from cvm.fund_registry)::int as fund_registry, (select count(*) from cvm.fund_span)::int as fund_span,
      (select count(*) from cvm.fund_month)::int as fund_month, (select count(*) from bcb.sgs)::int as sgs, (select count(*) from ibge.ipca_item)::int as ipca_item`);
  return held;
}
