-- api.portfolio_lookthrough: each fund's CDA holdings, the fund quotas of block 2
-- followed down, every leaf with its weight in the root fund through the chain.
-- Nothing is re-weighted: weights are value / the holder's PL times the holder's
-- own weight, so they sum to what the filings say (cash, liabilities and rounding
-- make that differ from 1), and a cut (cycle, depth, missing month) stays a row.
-- Every read of a landing table is a lateral on its key, fenced by OFFSET 0 so the
-- planner cannot pull it up: the CTE rows have no statistics, and a hash join
-- there read a whole block (a seq scan of block 2 was 230 of 290 ms for 100 funds).
drop function if exists api.portfolio_lookthrough(text[], date, integer);
drop type if exists api.portfolio_lookthrough_row;

create type api.portfolio_lookthrough_row as (
  root_cnpj text,
  depth integer,
  path text[],
  holder_cnpj text,
  period date,
  kind text,
  block integer,
  line_no integer,
  asset_id text,
  asset_name text,
  tp_aplic text,
  tp_ativo text,
  maturity date,
  value_brl numeric,
  holder_pl numeric,
  weight numeric
);
alter type api.portfolio_lookthrough_row owner to api_owner;
comment on type api.portfolio_lookthrough_row is 'One line of a look-through: a holding of the root fund or of a fund below it, or where the walk stopped.';
comment on column api.portfolio_lookthrough_row.root_cnpj is 'The fund asked about (p_cnpjs), 14 digits.';
comment on column api.portfolio_lookthrough_row.depth is 'Levels of funds between the root and the holder: 0 = the root''s own filing, 1 = a fund the root holds, ...';
comment on column api.portfolio_lookthrough_row.path is 'The CNPJs from the root down to the holder (the root first, the holder last).';
comment on column api.portfolio_lookthrough_row.holder_cnpj is 'The fund whose filing holds this line (the last CNPJ of path).';
comment on column api.portfolio_lookthrough_row.period is 'The holder''s CDA reference date (DT_COMPTC) for the month; NULL on a month_missing row of a root without any filing.';
comment on column api.portfolio_lookthrough_row.kind is 'holding (blocks 1, 3 to 8), confidential (the confidential member), cycle (block 2 line to a fund already on the path: cut, its weight is what the cycle holds), depth_cap (block 2 line below p_max_depth: not opened), month_missing (a held fund, or the root, with no CDA filing for the month: not opened).
@enum internal.lookthrough_kind';
comment on column api.portfolio_lookthrough_row.block is 'The CDA block of the line (1 public bonds, 2 fund quotas, 3 swaps, 4 listed securities, 5 bank paper, 6 private credit, 7 abroad, 8 other); NULL for confidential lines and for a root without a filing.';
comment on column api.portfolio_lookthrough_row.line_no is 'The line''s ordinal within the holder''s block for the month; NULL for a root without a filing.';
comment on column api.portfolio_lookthrough_row.asset_id is 'What is held: block 1 the ISIN, 2 the held fund''s CNPJ, 3 the swap code, 4 the trading code, 5 the issuing institution''s CNPJ, 6 the issuer''s CNPJ (NULL when the issuer is a person: never served), 7 the foreign code, 8 NULL; the root''s CNPJ on its month_missing row; NULL where the filing is blank.';
comment on column api.portfolio_lookthrough_row.asset_name is 'What is held, as filed: the bond (TP_TITPUB), the fund''s name, the swap, the asset description, the issuer (NULL for a person), the foreign asset; NULL where blank.';
comment on column api.portfolio_lookthrough_row.tp_aplic is 'TP_APLIC: application type as filed; NULL where blank.';
comment on column api.portfolio_lookthrough_row.tp_ativo is 'TP_ATIVO: asset type as filed; NULL where blank.';
comment on column api.portfolio_lookthrough_row.maturity is 'DT_VENC of blocks 1, 5 and 6; NULL elsewhere and where blank.';
comment on column api.portfolio_lookthrough_row.value_brl is 'VL_MERC_POS_FINAL: the line''s market value in the holder''s filing, BRL; NULL where blank, never 0.';
comment on column api.portfolio_lookthrough_row.holder_pl is 'The holder''s net assets for the month (VL_PATRIM_LIQ of the PL member), BRL; NULL on a root month_missing row.';
comment on column api.portfolio_lookthrough_row.weight is 'The line''s share of the root''s net assets through the chain: value_brl / holder_pl times the holder''s own weight (the root''s is 1), 12 decimals; never re-weighted to sum to 1. 1 on a root month_missing row. NULL when value_brl is blank or a PL on the chain is blank or zero.';

create function api.portfolio_lookthrough(p_cnpjs text[], p_month date default null, p_max_depth integer default 4)
returns setof api.portfolio_lookthrough_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_roots text[];
  v_month date := date_trunc('month', p_month)::date;
  v_rows api.portfolio_lookthrough_row[];
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_lookthrough', 1);
  perform internal.assert_in_range('portfolio_lookthrough', 'p_max_depth', p_max_depth, 1, 6,
    'Send p_max_depth between 1 and 6 (default 4): how many levels of funds to open, the root being the first.');
  select array_agg(r.cnpj order by r.ord) into v_roots
  from (select internal.cnpj(u.x, 'portfolio_lookthrough') as cnpj, min(u.ord) as ord from unnest(p_cnpjs) with ordinality u(x, ord) group by 1) r;

  with recursive
  roots as (
    select r.cnpj, r.ord,
           coalesce(v_month, (select date_trunc('month', max(p.dt_comptc))::date from cvm.cda_pl p where p.cnpj = r.cnpj)) as month
    from unnest(v_roots) with ordinality r(cnpj, ord)
  ),
  -- a node is a fund to open: the root, then each fund a filed node holds (block 2), not on its path, above the depth cap
  nodes as (
    select r.ord, r.cnpj as root, r.month, r.cnpj as fund, array[r.cnpj] as path, 0 as depth, 1::numeric as weight,
           null::integer as p_line, null::date as p_period, null::text as p_name, null::text as p_aplic, null::text as p_ativo, null::numeric as p_value, null::numeric as p_pl
    from roots r
    union all
    select n.ord, n.root, n.month, b.cnpj_fundo_cota, n.path || b.cnpj_fundo_cota, n.depth + 1,
           n.weight * b.vl_merc_pos_final / nullif(pl.vl_patrim_liq, 0),
           b.line_no, b.dt_comptc, b.nm_fundo_cota, b.tp_aplic, b.tp_ativo, b.vl_merc_pos_final, pl.vl_patrim_liq
    from nodes n
    cross join lateral (select x.* from cvm.cda_pl x where x.cnpj = n.fund and x.dt_comptc >= n.month and x.dt_comptc < n.month + interval '1 month' offset 0) pl
    cross join lateral (select x.* from cvm.cda_blc_2 x where x.cnpj = n.fund and x.dt_comptc = pl.dt_comptc offset 0) b
    where b.cnpj_fundo_cota is not null and b.cnpj_fundo_cota <> all (n.path) and n.depth + 1 < p_max_depth
  ),
  filed as (
    select n.*, pl.dt_comptc as period, pl.vl_patrim_liq as pl
    from nodes n
    left join lateral (
      select p.dt_comptc, p.vl_patrim_liq from cvm.cda_pl p
      where p.cnpj = n.fund and p.dt_comptc >= n.month and p.dt_comptc < n.month + interval '1 month'
      order by p.dt_comptc desc limit 1
    ) pl on true
  ),
  -- the holding lines first and the walk's own rows last: the outer LIMIT stops reading (and the walk
  -- opening funds) once 1001 lines are out, so a refusal no longer waits for every level to be walked
  lines (ord, root, depth, path, period, kind, block, line_no, asset_id, asset_name, tp_aplic, tp_ativo, maturity, value_brl, holder_pl, weight) as (
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 4, b.line_no, b.cd_ativo, b.ds_ativo, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_4 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 1, b.line_no, b.cd_isin, b.tp_titpub, b.tp_aplic, b.tp_ativo, b.dt_venc, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_1 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 5, b.line_no, b.cnpj_emissor, b.emissor, b.tp_aplic, b.tp_ativo, b.dt_venc, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_5 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 6, b.line_no, b.cpf_cnpj_emissor, b.emissor, b.tp_aplic, b.tp_ativo, b.dt_venc, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_6 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 3, b.line_no, b.cd_swap, b.ds_swap, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_3 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 7, b.line_no, b.cd_ativo_bv_merc, b.ds_ativo_exterior, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_7 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 8, b.line_no, null, b.ds_ativo, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_8 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'confidential', null, b.line_no, null, null, b.tp_aplic, null, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_confid x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    -- block 2 lines that are not opened: a fund already on the path, or below the depth cap
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, case when b.cnpj_fundo_cota = any (f.path) then 'cycle' else 'depth_cap' end, 2, b.line_no,
           b.cnpj_fundo_cota, b.nm_fundo_cota, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_2 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    where b.cnpj_fundo_cota = any (f.path) or f.depth + 1 >= p_max_depth
    union all
    -- a fund with no filing for the month: the line that reached it (or the root itself), not opened
    select f.ord, f.root, f.depth - 1 as depth, f.path[1:f.depth] as path, f.p_period as period, 'month_missing' as kind, 2 as block, f.p_line as line_no,
           f.fund as asset_id, f.p_name as asset_name, f.p_aplic as tp_aplic, f.p_ativo as tp_ativo, null::date as maturity, f.p_value as value_brl, f.p_pl as holder_pl, f.weight
    from filed f where f.period is null and f.depth > 0
    union all
    select f.ord, f.root, 0, f.path, null, 'month_missing', null, null, f.fund, null, null, null, null, null, null, 1
    from filed f where f.period is null and f.depth = 0
  )
  -- at most 1001 rows are built, so a larger answer is refused without being kept
  select array_agg(row(l.root, l.depth, l.path, l.path[cardinality(l.path)], l.period, l.kind, l.block, l.line_no, l.asset_id, l.asset_name,
                       l.tp_aplic, l.tp_ativo, l.maturity, l.value_brl, l.holder_pl, round(l.weight, 12))::api.portfolio_lookthrough_row
                   order by l.ord, l.path, l.block nulls first, l.line_no)
  into v_rows
  from (select * from lines limit 1001) l;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_lookthrough',
    'Send fewer funds in p_cnpjs, or a smaller p_max_depth: each fund''s answer is every line of every fund below it.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_lookthrough(text[], date, integer) owner to api_owner;
revoke all on function api.portfolio_lookthrough(text[], date, integer) from public;
grant execute on function api.portfolio_lookthrough(text[], date, integer) to anon, authenticated;

comment on function api.portfolio_lookthrough(text[], date, integer) is 'Look-through of up to 200 funds: each fund''s holdings in the CVM holdings filing (CDA), the fund quotas of block 2 followed down, every line with its weight in the root fund through the chain.
A line''s weight is its market value over the holder''s net assets (the PL member), times the holder''s own weight in the root (the root''s is 1). Weights are never re-weighted to sum to 1: cash, receivables, liabilities and rounding make the filed lines sum to something else, and that is what is served. The walk stops, and says so in a row of its own carrying the weight that stays unexplained, at a fund already on the path (kind cycle: the loop is cut there), at p_max_depth (kind depth_cap) and at a fund with no filing for the month (kind month_missing: no PL line that month; a root without any is one month_missing row of weight 1). Every held fund is looked at in the root''s month. A fund reached along two paths appears under each, with each path''s weight. Lines are as filed, never summed; a person''s identifier (block 6) is never served. Rows: by fund in the order sent, then path, block, line. More than 200 CNPJs, none, a CNPJ that is not one, p_max_depth outside 1..6 or an answer above 1000 rows raises 22023.
p_cnpjs: 1 to 200 fund or class CNPJs, punctuation ignored; a repeated CNPJ is answered once.
p_month: the reference month (any day of it); null = each root''s newest month with a filing.
p_max_depth: 1..6 levels of funds to open, the root being the first (default 4): 1 opens the root only, its fund quotas come back as depth_cap.
@tag Portfolio
@default p_month: each fund''s newest CDA month
@default p_max_depth';
