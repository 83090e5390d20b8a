--! Previous: sha1:a0f0a0a2ee5f58141442e556c061e0d6c64d7739
--! Hash: sha1:0f50ffa440fd7cbe65706bb39d38a54bb7407814
--! Message: Issue 26 bench fixes: portfolio_lookthrough stops its walk at the row cap, portfolio_fund_terms finds the CVM 175 register rows by index, portfolio_resolve takes similarity candidates from a GiST trigram index (from the cda-perf branch)

-- Issue 26 bench fixes (merged from the cda-perf branch)
-- portfolio_lookthrough: the holding blocks first, the walk's own rows last, so the 1000-row limit stops the walk early
--! Included functions/portfolio_lookthrough.sql
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
--! EndIncluded functions/portfolio_lookthrough.sql
-- portfolio_fund_terms: the CVM 175 register rows found by an index on each CNPJ (an OR read both registers whole per CNPJ)
create index registro_fundo_cnpj on cvm.registro_fundo (cnpj_fundo);
create index registro_classe_cnpj on cvm.registro_classe (cnpj_classe);
--! Included functions/portfolio_fund_terms.sql
-- api.portfolio_fund_terms: who runs a fund and how its redemptions work, as
-- filed: the manager and administrator from the CVM registers, the redemption
-- terms from the fund's newest Extrato. Nothing is inferred when a register or
-- the Extrato is silent: the column is NULL and the reason says which.
drop function if exists api.portfolio_fund_terms(text[]);
drop type if exists api.portfolio_fund_terms_row;

create type api.portfolio_fund_terms_row as (
  cnpj text,
  fund_name text,
  gestor_kind text,
  gestor_cnpj text,
  gestor_name text,
  admin_cnpj text,
  admin_name text,
  registry_origin text,
  terms_dt_comptc date,
  aplic_min numeric,
  qt_dia_conversao_cota integer,
  qt_dia_pagto_cota integer,
  qt_dia_pagto_resgate integer,
  tp_dia_pagto_resgate text,
  qt_dia_resgate_cotas integer,
  taxa_saida_pagto_resgate text,
  reason text
);
alter type api.portfolio_fund_terms_row owner to api_owner;
comment on type api.portfolio_fund_terms_row is 'One fund''s manager, administrator and redemption terms, as filed with the CVM.';
comment on column api.portfolio_fund_terms_row.cnpj is 'The CNPJ asked, 14 digits (one row per distinct CNPJ).';
comment on column api.portfolio_fund_terms_row.fund_name is 'The registry name; NULL when no register holds the CNPJ.';
comment on column api.portfolio_fund_terms_row.gestor_kind is 'PJ (a company) or PF (a person) as the register files the manager; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.gestor_cnpj is 'The manager''s CNPJ, 14 digits, only when the manager is a company (PJ): a person''s CPF is never served. NULL otherwise or when not filed.';
comment on column api.portfolio_fund_terms_row.gestor_name is 'The manager''s name as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.admin_cnpj is 'The administrator''s CNPJ as filed, 14 digits; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.admin_name is 'The administrator''s name as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.registry_origin is 'The register the manager and administrator come from: registro_fundo (CVM Resolution 175: the class''s fund, else the fund) or cad_fi (legacy); NULL when neither holds the CNPJ.
@enum internal.registry_origin';
comment on column api.portfolio_fund_terms_row.terms_dt_comptc is 'DT_COMPTC of the Extrato filing the terms come from (the newest); NULL when the fund has no Extrato.';
comment on column api.portfolio_fund_terms_row.aplic_min is 'APLIC_MIN: minimum first investment, R$, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_conversao_cota is 'QT_DIA_CONVERSAO_COTA: days from a redemption request to its quota conversion, as filed; NULL when not filed (0 is a filed same-day conversion).';
comment on column api.portfolio_fund_terms_row.qt_dia_pagto_cota is 'QT_DIA_PAGTO_COTA: days to pay for a subscription, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_pagto_resgate is 'QT_DIA_PAGTO_RESGATE: days from the conversion to the redemption payment, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.tp_dia_pagto_resgate is 'TP_DIA_PAGTO_RESGATE: DIAS ÚTEIS or DIAS CORRIDOS, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_resgate_cotas is 'QT_DIA_RESGATE_COTAS: lock-up days before quotas may be redeemed (carência), as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.taxa_saida_pagto_resgate is 'TAXA_SAIDA_PAGTO_RESGATE: S when an exit fee buys an earlier payment, N otherwise; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.reason is 'Portuguese: where each part came from, or why it is missing. Never NULL.';

create function api.portfolio_fund_terms(p_cnpjs text[])
returns setof api.portfolio_fund_terms_row
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fund_terms', 1);
  return query
    with ids as (
      select distinct internal.cnpj(a.c, 'portfolio_fund_terms') as cnpj from unnest(p_cnpjs) as a(c)
    ),
    people as (
      select ids.cnpj, p.*
      from ids
      left join lateral (
        -- CVM 175: a class's fund register row, else the fund's own; else the legacy cad_fi
        (select 'registro_fundo'::text as origin, f.tipo_pessoa_gestor as kind, f.cpf_cnpj_gestor as gestor_id, f.gestor as gestor_name,
                f.cnpj_administrador as admin_cnpj, f.administrador as admin_name, 1 as pick, f.data_cancelamento as cancelled
         from cvm.registro_fundo f
         -- the fund's own row or its class's fund row, each found by an index on the CNPJ (an OR of the two read both tables whole)
         where f.id_registro_fundo in (select f2.id_registro_fundo from cvm.registro_fundo f2 where f2.cnpj_fundo = ids.cnpj
                                       union all
                                       select c.id_registro_fundo from cvm.registro_classe c where c.cnpj_classe = ids.cnpj)
         order by (f.data_cancelamento is null) desc, f.data_cancelamento desc nulls last, f.id_registro_fundo desc
         limit 1)
        union all
        (select 'cad_fi', c.pf_pj_gestor, c.cpf_cnpj_gestor, c.gestor, c.cnpj_admin, c.admin, 2, c.dt_cancel
         from cvm.cad_fi c
         where c.cnpj = ids.cnpj
         order by (c.dt_cancel is null) desc, c.dt_cancel desc nulls last, c.tp_fundo
         limit 1)
        order by pick
        limit 1
      ) p on true
    ),
    terms as (
      select distinct on (e.cnpj) e.*
      from cvm.extrato e
      where e.cnpj in (select ids.cnpj from ids)
      order by e.cnpj, e.dt_comptc desc
    )
    select ids.cnpj, r.fund_name,
           nullif(upper(btrim(p.kind)), ''),
           case when upper(btrim(p.kind)) = 'PJ' and regexp_replace(coalesce(p.gestor_id, ''), '\D', '', 'g') ~ '^[0-9]{1,14}$'
                then lpad(regexp_replace(p.gestor_id, '\D', '', 'g'), 14, '0') end,
           nullif(btrim(p.gestor_name), ''),
           case when regexp_replace(coalesce(p.admin_cnpj, ''), '\D', '', 'g') ~ '^[0-9]{1,14}$'
                then lpad(regexp_replace(p.admin_cnpj, '\D', '', 'g'), 14, '0') end,
           nullif(btrim(p.admin_name), ''),
           p.origin,
           t.dt_comptc, t.aplic_min, t.qt_dia_conversao_cota, t.qt_dia_pagto_cota, t.qt_dia_pagto_resgate,
           t.tp_dia_pagto_resgate, t.qt_dia_resgate_cotas, t.taxa_saida_pagto_resgate,
           concat_ws('; ',
             case when p.origin is null then 'gestor e administrador: CNPJ em nenhum cadastro da CVM (registro_fundo, cad_fi)'
                  else format('gestor e administrador: %s%s', p.origin, case when p.cancelled is not null then format(' (registro cancelado em %s)', p.cancelled) end) end,
             case when upper(btrim(p.kind)) = 'PF' then 'gestor pessoa física: CPF não é servido' end,
             case when t.cnpj is null then 'prazos de resgate: fundo sem Extrato da CVM (o Extrato cobre fundos FI e classes FIF; FII, FIDC e FIP não o entregam)'
                  else format('prazos de resgate: Extrato de %s', t.dt_comptc) end)
    from ids
    left join cvm.fund_registry r on r.cnpj = ids.cnpj
    left join people p on p.cnpj = ids.cnpj
    left join terms t on t.cnpj = ids.cnpj
    order by ids.cnpj;
end;
$$;

alter function api.portfolio_fund_terms(text[]) owner to api_owner;
revoke all on function api.portfolio_fund_terms(text[]) from public;
grant execute on function api.portfolio_fund_terms(text[]) to anon, authenticated;
comment on function api.portfolio_fund_terms(text[]) is 'Who manages and administers a fund, and its redemption terms, as filed with the CVM.
One row per distinct CNPJ, ordered by CNPJ. Manager and administrator: the CVM Resolution 175 register (registro_fundo: the fund of the class asked, else the fund itself), else the legacy register (cad_fi); of several rows, an uncancelled one, then the latest cancelled (registry_origin and reason say which). The manager''s identifier is served only when the register files a company (PJ): a person''s CPF is never served. Redemption terms: the columns of the fund''s newest CVM Extrato as filed (conversion and payment days, business or calendar days, lock-up, exit fee for early payment, minimum investment); NULL when not filed, never 0; a fund without an Extrato (FII, FIDC, FIP) has them NULL and the reason says so. The lâmina''s terms are not read. 1 to 200 CNPJs (22023 otherwise), one page.
p_cnpjs: 1 to 200 fund or class CNPJs (punctuation optional).
@tag Portfolio';
--! EndIncluded functions/portfolio_fund_terms.sql
-- portfolio_resolve: the similarity candidates from a GiST trigram index in distance order (every name tied with the fifth kept), not every name that passes %
create index fund_registry_search_name_knn on cvm.fund_registry using gist (search_name extensions.gist_trgm_ops);
--! Included functions/portfolio_resolve.sql
-- api.portfolio_resolve: statement lines (a fund's name as a bank or broker
-- prints it, maybe its CNPJ, maybe the quota on a date) -> up to 5 candidate
-- funds each, with how each was found and a score. Nothing is picked for the
-- caller: the quota filed on the statement's date is served beside each
-- candidate so the caller can tell two similar names apart.
drop function if exists api.portfolio_resolve(text[], text[], numeric[], date[]);
drop type if exists api.portfolio_resolve_row;

create type api.portfolio_resolve_row as (
  line integer,
  input_name text,
  input_cnpj text,
  rank integer,
  match_kind text,
  score numeric,
  cnpj text,
  fund_name text,
  entity_type text,
  status text,
  matched_name text,
  quota_date date,
  quota_sent numeric,
  quota_filed numeric,
  quota_diff_pct numeric,
  reason text
);
alter type api.portfolio_resolve_row owner to api_owner;
comment on type api.portfolio_resolve_row is 'One candidate fund for one input line, or the line itself when nothing matched.';
comment on column api.portfolio_resolve_row.line is 'The input line: the 1-based position in p_names.';
comment on column api.portfolio_resolve_row.input_name is 'p_names at that position, as sent; NULL when sent as null.';
comment on column api.portfolio_resolve_row.input_cnpj is 'p_cnpjs at that position as 14 digits; NULL when not sent or blank.';
comment on column api.portfolio_resolve_row.rank is '1..5: the candidate''s rank within its line (match kind in the order cnpj, etf_ticker, exact_current, exact_history, similarity, then score, then CNPJ); NULL when nothing matched.';
comment on column api.portfolio_resolve_row.match_kind is 'How the candidate was found; NULL when nothing matched (reason says why).
@enum internal.resolve_match_kind';
comment on column api.portfolio_resolve_row.score is '1 for cnpj, etf_ticker, exact_current and exact_history; the trigram similarity of the folded names (0.25..1, 4 decimals) for similarity; NULL when nothing matched.';
comment on column api.portfolio_resolve_row.cnpj is 'The candidate fund or class CNPJ, 14 digits; NULL when nothing matched.';
comment on column api.portfolio_resolve_row.fund_name is 'The candidate''s current name in the fund registry; NULL when the registry does not hold the CNPJ (an exact_history match on an old filing) or nothing matched.';
comment on column api.portfolio_resolve_row.entity_type is 'The candidate''s family in the registry (fi, fidc, fii); NULL when unknown or nothing matched.';
comment on column api.portfolio_resolve_row.status is 'The candidate''s registry status as filed; NULL when unknown or nothing matched.';
comment on column api.portfolio_resolve_row.matched_name is 'The name that matched: the registry name (exact_current, similarity), the older name (exact_history), the ETF''s ticker (etf_ticker); NULL for cnpj and when nothing matched.';
comment on column api.portfolio_resolve_row.quota_date is 'p_quota_dates at that position; NULL when not sent.';
comment on column api.portfolio_resolve_row.quota_sent is 'p_quotas at that position; NULL when not sent.';
comment on column api.portfolio_resolve_row.quota_filed is 'The candidate''s quota (VL_QUOTA of the daily report, the fund or class itself, not a subclass) on quota_date; NULL when no quota date was sent or none is filed that day.';
comment on column api.portfolio_resolve_row.quota_diff_pct is '(quota_sent / quota_filed - 1) x 100, 4 decimals: near 0 when the statement''s quota is the candidate''s; NULL when either is NULL or quota_filed is 0.';
comment on column api.portfolio_resolve_row.reason is 'Why a line has no candidate, in Portuguese words; NULL on a candidate row.';

create function api.portfolio_resolve(p_names text[], p_cnpjs text[] default null, p_quotas numeric[] default null, p_quota_dates date[] default null)
returns setof api.portfolio_resolve_row
language plpgsql
stable
security definer
set search_path = ''
-- the similarity operator's threshold (pg_trgm's default is 0.3)
set pg_trgm.similarity_threshold = '0.25'
as $$
declare
  v_n integer := coalesce(cardinality(p_names), 0);
  v_cnpjs text[];
  v_rows api.portfolio_resolve_row[];
begin
  if v_n = 0 then
    raise exception using
      errcode = '22023',
      message = 'portfolio_resolve: no name sent',
      detail = 'p_names needs at least one line.',
      hint = 'Send p_names as an array of 1 to 200 fund names as the statement prints them.';
  end if;
  if v_n > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_resolve: %s names sent, at most 200', v_n),
      detail = 'One call answers at most 200 lines (5 candidates each fill one 1000-row response).',
      hint = 'Split p_names (and the arrays beside it) into calls of at most 200 lines each.';
  end if;
  if (p_cnpjs is not null and cardinality(p_cnpjs) <> v_n) or (p_quotas is not null and cardinality(p_quotas) <> v_n) or (p_quota_dates is not null and cardinality(p_quota_dates) <> v_n) then
    raise exception using
      errcode = '22023',
      message = 'portfolio_resolve: p_cnpjs, p_quotas and p_quota_dates must be as long as p_names',
      detail = format('p_names has %s entries; p_cnpjs %s, p_quotas %s, p_quota_dates %s. Each position is one statement line.', v_n,
        coalesce(cardinality(p_cnpjs)::text, 'not sent'), coalesce(cardinality(p_quotas)::text, 'not sent'), coalesce(cardinality(p_quota_dates)::text, 'not sent')),
      hint = 'Send each array with one entry per line of p_names (null where a line has no value), or leave it out.';
  end if;
  select array_agg(case when nullif(btrim(c), '') is null then null else internal.cnpj(c, 'portfolio_resolve') end order by i)
    into v_cnpjs
  from generate_series(1, v_n) i
  left join lateral (select p_cnpjs[i] as c) x on true;

  with
  input as (
    select i as line, p_names[i] as name, cvm.fold_name(btrim(p_names[i])) as folded, upper(btrim(p_names[i])) as code, v_cnpjs[i] as cnpj,
           p_quotas[i] as quota, p_quota_dates[i] as quota_date
    from generate_series(1, v_n) i
  ),
  found as (
    -- the CNPJ sent, when the registry holds it, is the line's only candidate
    select l.line, 1 as kind_ord, 'cnpj' as kind, 1::numeric as score, r.cnpj, null::text as matched_name
    from input l join cvm.fund_registry r on r.cnpj = l.cnpj
    union all
    select l.line, 2, 'etf_ticker', 1, e.cnpj, e.ticker
    from input l join curated.etf_registry e on upper(e.ticker) = l.code
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 3, 'exact_current', 1, r.cnpj, r.fund_name
    from input l join cvm.fund_registry r on r.search_name = l.folded
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 4, 'exact_history', 1, h.cnpj, h.name
    from input l
    cross join lateral (
      select distinct on (x.cnpj) x.cnpj, x.name from (
        select c.cnpj, c.denom_social as name from cvm.cad_fi c where cvm.fold_name(c.denom_social) = l.folded
        union all
        select p.cnpj, p.denom_social from cvm.cda_pl p where cvm.fold_name(p.denom_social) = l.folded
      ) x order by x.cnpj, x.name
    ) h
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 5, 'similarity', s.score, s.cnpj, s.fund_name
    from input l
    cross join lateral (
      -- the nearest names by trigram distance (1 - similarity) from the GiST index, every name tied with
      -- the fifth kept, then the best 5 by similarity and CNPJ: the same 5 as ranking every name that
      -- passes %, which read thousands of names that share words such as FUNDO or FIC FIM
      select n.cnpj, n.fund_name, round(extensions.similarity(l.folded, n.search_name)::numeric, 4) as score
      from (
        select r.cnpj, r.fund_name, r.search_name
        from cvm.fund_registry r
        where l.folded operator(extensions.%) r.search_name
        order by r.search_name operator(extensions.<->) l.folded
        fetch first 5 rows with ties
      ) n
      order by extensions.similarity(l.folded, n.search_name) desc, n.cnpj
      limit 5
    ) s
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
  ),
  -- a fund found several ways keeps its strongest way; then the best 5 per line
  best as (
    select distinct on (f.line, f.cnpj) f.* from found f order by f.line, f.cnpj, f.kind_ord, f.score desc
  ),
  ranked as (
    select b.*, row_number() over (partition by b.line order by b.kind_ord, b.score desc, b.cnpj)::integer as rank from best b
  )
  select array_agg(row(l.line, l.name, l.cnpj, k.rank, k.kind, k.score, k.cnpj, r.fund_name, r.entity_type, r.status, k.matched_name,
                       l.quota_date, l.quota, q.vl_quota, round((l.quota / nullif(q.vl_quota, 0) - 1) * 100, 4),
                       case when k.line is null then case
                         when l.cnpj is not null and l.folded is null then 'CNPJ não encontrado no cadastro de fundos'
                         when l.folded is null or l.folded = '' then 'nenhum nome nem CNPJ enviado'
                         else 'nenhum fundo com nome igual ou parecido (similaridade abaixo de 0,25)' end end)::api.portfolio_resolve_row
                   order by l.line, k.rank)
    into v_rows
  from input l
  left join ranked k on k.line = l.line and k.rank <= 5
  left join cvm.fund_registry r on r.cnpj = k.cnpj
  left join cvm.inf_diario q on q.dt_comptc = l.quota_date and q.cnpj = k.cnpj and q.id_subclasse = '';

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_resolve', 'Send at most 200 lines: each answers at most 5 candidates.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_resolve(text[], text[], numeric[], date[]) owner to api_owner;
revoke all on function api.portfolio_resolve(text[], text[], numeric[], date[]) from public;
grant execute on function api.portfolio_resolve(text[], text[], numeric[], date[]) to anon, authenticated;

comment on function api.portfolio_resolve(text[], text[], numeric[], date[]) is 'Candidate funds for up to 200 statement lines (a fund''s name as a bank or broker prints it, optionally its CNPJ and a quota on a date): at most 5 per line, each with how it was found and a score.
Per line, in this order: match_kind cnpj when p_cnpjs gives a CNPJ the fund registry holds (then that is the only candidate); else etf_ticker (the name is an ETF''s exchange ticker in the curated ETF registry), exact_current (the name, lower case without accents, equals a registry name), exact_history (it equals a name the fund filed before: the legacy register cad_fi or a holdings filing''s PL member), similarity (PostgreSQL pg_trgm trigram similarity of the folded names, at least 0.25, best first). A fund found several ways keeps its strongest; candidates rank by that order, then score, then CNPJ. Nothing is picked for the caller: when p_quotas and p_quota_dates are sent, each candidate carries its quota filed in the daily report on that date and the difference in percent, which tells apart two funds of similar names. A line with no candidate is one row with match_kind NULL and a reason in Portuguese words. Rows: by line, then rank. An empty p_names, more than 200 lines, arrays of other lengths than p_names or a CNPJ that is not one raises 22023.
p_names: 1 to 200 fund names as printed (case and accents ignored).
p_cnpjs: per line, the fund''s CNPJ when the statement prints it (null or blank where not); punctuation ignored.
p_quotas: per line, the quota value the statement prints (null where not).
p_quota_dates: per line, the date of that quota (null where not).
@tag Portfolio';
--! EndIncluded functions/portfolio_resolve.sql
