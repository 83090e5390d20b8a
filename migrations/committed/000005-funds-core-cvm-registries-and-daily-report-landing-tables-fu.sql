--! Previous: sha1:914665157812e8cb2910bc740d523d115247552d
--! Hash: sha1:9c457e1cb81c00caba05df6f2baa20f83cad78b2
--! Message: Funds core: CVM registries and daily report landing tables, fund registry, fi monthly series refresh, fund_nav, search_funds, coverage, metric_coverage, catalog applicability

-- Funds core: the CVM registries (cad_fi, cad_fi_hist members, registro_fundo_classe),
-- the daily fund report, the fund registry search reads, the fi rows of
-- cvm.fund_month, and the api functions fund_nav, search_funds, coverage, metric_coverage.

-- Trigram and accent folding for the fund name search. Their functions are
-- executable by PUBLIC by default; callers reach them only through api functions.
create schema if not exists extensions;
comment on schema extensions is 'PostgreSQL extensions (pg_trgm, unaccent) used by the fund name search; not reachable by callers.';
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;
revoke all on schema extensions from public;
grant usage on schema extensions to api_owner, ingest_writer;
revoke execute on all functions in schema extensions from public;
grant execute on all functions in schema extensions to api_owner, ingest_writer;

-- Folds a name for search: lower case, accents removed. unaccent() is only STABLE
-- (its dictionary could change), so an index needs this IMMUTABLE wrapper that
-- names the dictionary explicitly.
create or replace function cvm.fold_name(p_text text) returns text
language sql immutable parallel safe strict
set search_path = ''
return lower(extensions.unaccent('extensions.unaccent'::regdictionary, p_text));
alter function cvm.fold_name(text) owner to ingest_writer;
revoke all on function cvm.fold_name(text) from public;
grant execute on function cvm.fold_name(text) to api_owner;
comment on function cvm.fold_name(text) is 'Lower case without accents, for the fund name search index (immutable wrapper over unaccent).';

-- CVM fund type as filed (TP_FUNDO, TP_FUNDO_CLASSE, Tipo_Fundo) -> the family the
-- api serves. Types outside fi, fidc and fii (FIP, FIAGRO, FMIEE, FUNCINE, ...)
-- give NULL: kept in the landing tables, not served.
create or replace function cvm.entity_type_of(p_cvm_type text) returns text
language sql immutable parallel safe
set search_path = ''
return case
  when p_cvm_type is null then null
  when upper(btrim(p_cvm_type)) in ('FI', 'FIF', 'CLASSES - FIF', 'FACFIF', 'FAPI', 'FITVM', 'FIC-FITVM', 'FIEX', 'FIC-FIEX', 'FI-FGTS', 'FMP-FGTS', 'FMP-FGTS CL') then 'fi'
  when upper(btrim(p_cvm_type)) ~ '^(FIC[- ]?)?FIDC' then 'fidc'
  when upper(btrim(p_cvm_type)) in ('FII', 'FIC-FII', 'FICFII') then 'fii'
  else null
end;
alter function cvm.entity_type_of(text) owner to ingest_writer;
revoke all on function cvm.entity_type_of(text) from public;
grant execute on function cvm.entity_type_of(text) to api_owner;
comment on function cvm.entity_type_of(text) is 'Family served by the api for a CVM fund type: fi (FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS), fidc (FIDC, FIDC-NP, FIDC-PIPS, FIC-FIDC, ...), fii (FII, FIC-FII); NULL for every other type (FIP, FIAGRO, FMIEE, FUNCINE, ...), which is kept but not served.';

-- cad_fi.csv: the legacy registry snapshot, every column as filed.
create table if not exists cvm.cad_fi (
  tp_fundo text not null, -- '' when the file has no TP_FUNDO column (oldest layout)
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  denom_social text not null,
  dt_reg date, dt_const date, cd_cvm text, dt_cancel date,
  sit text not null,
  dt_ini_sit date, dt_ini_ativ date, dt_ini_exerc date, dt_fim_exerc date,
  classe text, dt_ini_classe date, rentab_fundo text, condom text, fundo_cotas text,
  fundo_exclusivo text, trib_lprazo text, publico_alvo text, entid_invest text, invest_qualif text,
  taxa_perfm numeric, inf_taxa_perfm text, taxa_adm numeric, inf_taxa_adm text,
  vl_patrim_liq numeric, dt_patrim_liq date, diretor text, cnpj_admin text, admin text,
  pf_pj_gestor text, cpf_cnpj_gestor text, gestor text, cnpj_auditor text, auditor text,
  cnpj_custodiante text, custodiante text, cnpj_controlador text, controlador text,
  invest_cempr_exter text, classe_anbima text,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, tp_fundo)
);
comment on table cvm.cad_fi is 'CVM legacy fund registry (cad_fi.csv) as filed, one row per CNPJ and fund type; CNPJs normalised to 14 digits; TAXA_ADM/TAXA_PERFM NULL means not filed, never 0.';

create table if not exists cvm.cad_fi_exerc_social (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_reg date,
  dt_ini_exerc date not null,
  dt_fim_exerc date not null,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, dt_ini_exerc, dt_fim_exerc)
);
comment on table cvm.cad_fi_exerc_social is 'Fiscal-year history of legacy funds (cad_fi_hist.zip member cad_fi_hist_exerc_social) as filed.';

create table if not exists cvm.cad_fi_taxa_adm (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_reg date,
  taxa_adm numeric,
  inf_taxa_adm text,
  dt_ini_taxa_adm date not null,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, dt_ini_taxa_adm)
);
comment on table cvm.cad_fi_taxa_adm is 'Administration fee history of legacy funds (cad_fi_hist_taxa_adm) as filed, % a year; NULL is not filed, never 0.';

create table if not exists cvm.cad_fi_taxa_perfm (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_reg date,
  vl_taxa_perfm numeric,
  ds_taxa_perfm text,
  dt_ini_taxa_perfm date not null,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, dt_ini_taxa_perfm)
);
comment on table cvm.cad_fi_taxa_perfm is 'Performance fee history of legacy funds (cad_fi_hist_taxa_perfm) as filed; NULL is not filed, never 0.';

-- registro_fundo_classe.zip: funds, classes, subclasses, linked by registry IDs.
create table if not exists cvm.registro_fundo (
  id_registro_fundo bigint primary key,
  cnpj_fundo text not null check (cnpj_fundo ~ '^[0-9]{14}$'),
  codigo_cvm text, data_registro date, data_constituicao date,
  tipo_fundo text not null,
  denominacao_social text not null,
  data_cancelamento date,
  situacao text not null,
  data_inicio_situacao date, data_adaptacao_rcvm175 date,
  data_inicio_exercicio_social date, data_fim_exercicio_social date,
  patrimonio_liquido numeric, data_patrimonio_liquido date, diretor text,
  cnpj_administrador text, administrador text, tipo_pessoa_gestor text, cpf_cnpj_gestor text, gestor text,
  ingest_id bigint not null references ingest.ingest_log (id)
);
comment on table cvm.registro_fundo is 'CVM Resolution 175 fund registry (registro_fundo.csv) as filed, every fund family.';

create table if not exists cvm.registro_classe (
  id_registro_fundo bigint not null,
  id_registro_classe bigint primary key,
  cnpj_classe text not null check (cnpj_classe ~ '^[0-9]{14}$'),
  codigo_cvm text, data_registro date, data_constituicao date, data_inicio date,
  tipo_classe text,
  denominacao_social text not null,
  situacao text not null,
  data_inicio_situacao date, classificacao text, indicador_desempenho text, classe_cotas text,
  classificacao_anbima text, tributacao_longo_prazo text, entidade_investimento text,
  permitido_aplicacao_cemporcento_exterior text, classe_esg text, forma_condominio text,
  exclusivo text, publico_alvo text, patrimonio_liquido numeric, data_patrimonio_liquido date,
  cnpj_auditor text, auditor text, cnpj_custodiante text, custodiante text, cnpj_controlador text, controlador text,
  ingest_id bigint not null references ingest.ingest_log (id)
);
create index if not exists registro_classe_fundo on cvm.registro_classe (id_registro_fundo);
comment on table cvm.registro_classe is 'CVM Resolution 175 class registry (registro_classe.csv) as filed; joined to its fund by id_registro_fundo, never by CNPJ.';

create table if not exists cvm.registro_subclasse (
  id_registro_classe bigint not null,
  id_subclasse text not null,
  codigo_cvm text, data_constituicao date, data_inicio date,
  denominacao_social text not null,
  situacao text, data_inicio_situacao date, forma_condominio text, exclusivo text, publico_alvo text,
  previdenciario text, exclusivo_inr text, exclusivo_previdencia_complementar text,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (id_registro_classe, id_subclasse)
);
comment on table cvm.registro_subclasse is 'CVM Resolution 175 subclass registry (registro_subclasse.csv, no CNPJ) as filed; joined to its class by id_registro_classe.';

-- inf_diario_fi: the daily report, keyed by day first so a month's refresh is a range scan.
create table if not exists cvm.inf_diario (
  dt_comptc date not null,
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  id_subclasse text not null, -- '' = the fund or class itself
  tp_fundo text,
  vl_total numeric,
  vl_quota numeric,
  vl_patrim_liq numeric,
  captc_dia numeric,
  resg_dia numeric,
  nr_cotst bigint,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (dt_comptc, cnpj, id_subclasse)
);
comment on table cvm.inf_diario is 'CVM daily fund report (inf_diario_fi) as filed, one row per day, fund or class, and subclass (id_subclasse '''' for the fund or class itself); blank values NULL, never 0.';

-- The registry search_funds reads: one row per CNPJ, from the newest registry
-- that has it (registro_classe, then registro_fundo, then cad_fi).
create table if not exists cvm.fund_registry (
  cnpj text primary key check (cnpj ~ '^[0-9]{14}$'),
  entity_type text check (entity_type in ('fi', 'fidc', 'fii')),
  cvm_type text,
  fund_name text not null,
  status text,
  fund_class text,
  origin text not null check (origin in ('registro_classe', 'registro_fundo', 'cad_fi')),
  search_name text generated always as (cvm.fold_name(fund_name)) stored
);
create index if not exists fund_registry_search_name on cvm.fund_registry using gin (search_name extensions.gin_trgm_ops);
create index if not exists fund_registry_cnpj_prefix on cvm.fund_registry (cnpj text_pattern_ops);
comment on table cvm.fund_registry is 'Derived: one row per fund or class CNPJ from the registries (registro_classe over registro_fundo over cad_fi), with the served family (cvm.entity_type_of; NULL = not served) and the folded name the trigram index searches. Refreshed by the registry loaders.';

create or replace function cvm.refresh_fund_registry() returns void
language plpgsql
set search_path = ''
as $$
begin
  merge into cvm.fund_registry r
  using (
    select distinct on (cnpj) cnpj, cvm.entity_type_of(cvm_type) as entity_type, cvm_type, fund_name, status, fund_class, origin
    from (
      select c.cnpj_classe as cnpj, coalesce(f.tipo_fundo, c.tipo_classe) as cvm_type, c.denominacao_social as fund_name,
             c.situacao as status, c.classificacao as fund_class, 'registro_classe' as origin, 1 as rank
      from cvm.registro_classe c left join cvm.registro_fundo f on f.id_registro_fundo = c.id_registro_fundo
      union all
      select f.cnpj_fundo, f.tipo_fundo, f.denominacao_social, f.situacao, null, 'registro_fundo', 2
      from cvm.registro_fundo f
      union all
      select a.cnpj, nullif(a.tp_fundo, ''), a.denom_social, a.sit, a.classe, 'cad_fi',
             -- a CNPJ registered under several types: the active registration first
             3 + case when a.sit = 'CANCELADA' then 1 else 0 end
      from cvm.cad_fi a
    ) candidates
    order by cnpj, rank, cvm_type
  ) s on s.cnpj = r.cnpj
  when matched and (r.entity_type, r.cvm_type, r.fund_name, r.status, r.fund_class, r.origin)
                   is distinct from (s.entity_type, s.cvm_type, s.fund_name, s.status, s.fund_class, s.origin) then
    update set entity_type = s.entity_type, cvm_type = s.cvm_type, fund_name = s.fund_name, status = s.status, fund_class = s.fund_class, origin = s.origin
  when not matched then
    insert (cnpj, entity_type, cvm_type, fund_name, status, fund_class, origin)
    values (s.cnpj, s.entity_type, s.cvm_type, s.fund_name, s.status, s.fund_class, s.origin)
  when not matched by source then delete;
end;
$$;
comment on function cvm.refresh_fund_registry() is 'Rebuilds cvm.fund_registry from the three registries, touching only rows that changed; run by the registry loaders inside each file''s transaction.';

-- fi rows of cvm.fund_month from the daily report, for the given months (first days).
-- Per class (rows with no subclass): nav, quota and quotaholders of the last
-- reported day of the month; inflows and redemptions the month sums of CAPTC_DIA
-- and RESG_DIA (NULL when no day filed one). fidc and fii rows are never touched here.
create or replace function cvm.refresh_fund_month_fi(p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  create temp table if not exists fi_month_refresh (like cvm.fund_month) on commit drop;
  truncate fi_month_refresh;
  insert into fi_month_refresh (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
  select 'fi', last_day.cnpj, last_day.period, last_day.vl_patrim_liq, last_day.vl_quota, last_day.nr_cotst, sums.inflows, sums.redemptions
  from (
    select distinct on (d.cnpj, m.first_day)
           d.cnpj, m.first_day as period, d.vl_patrim_liq, d.vl_quota, d.nr_cotst
    from unnest(p_months) m(first_day)
    join cvm.inf_diario d on d.dt_comptc >= m.first_day and d.dt_comptc < (m.first_day + interval '1 month')::date
    where d.id_subclasse = ''
    order by d.cnpj, m.first_day, d.dt_comptc desc
  ) last_day
  join (
    select d.cnpj, m.first_day as period, sum(d.captc_dia) as inflows, sum(d.resg_dia) as redemptions
    from unnest(p_months) m(first_day)
    join cvm.inf_diario d on d.dt_comptc >= m.first_day and d.dt_comptc < (m.first_day + interval '1 month')::date
    where d.id_subclasse = ''
    group by 1, 2
  ) sums using (cnpj, period);
  delete from cvm.fund_month f
  where f.entity_type = 'fi' and f.period = any (p_months)
    and not exists (select 1 from fi_month_refresh n where n.cnpj = f.cnpj and n.period = f.period);
  insert into cvm.fund_month as f (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
  select n.entity_type, n.cnpj, n.period, n.nav, n.quota, n.quotaholders, n.inflows, n.redemptions from fi_month_refresh n
  on conflict (entity_type, cnpj, period) do update
    set nav = excluded.nav, quota = excluded.quota, quotaholders = excluded.quotaholders,
        inflows = excluded.inflows, redemptions = excluded.redemptions
    where (f.nav, f.quota, f.quotaholders, f.inflows, f.redemptions)
          is distinct from (excluded.nav, excluded.quota, excluded.quotaholders, excluded.inflows, excluded.redemptions);
end;
$$;
comment on function cvm.refresh_fund_month_fi(date[]) is 'Refreshes the fi rows of cvm.fund_month for the given months from cvm.inf_diario (class rows, ID_SUBCLASSE blank): nav = VL_PATRIM_LIQ, quota = VL_QUOTA, quotaholders = NR_COTST of the month''s last reported day; inflows, redemptions = month sums of CAPTC_DIA, RESG_DIA (NULL when none filed). Period = first day of the month.';

alter table cvm.cad_fi owner to ingest_writer;
grant select on cvm.cad_fi to api_owner;
alter table cvm.cad_fi_exerc_social owner to ingest_writer;
grant select on cvm.cad_fi_exerc_social to api_owner;
alter table cvm.cad_fi_taxa_adm owner to ingest_writer;
grant select on cvm.cad_fi_taxa_adm to api_owner;
alter table cvm.cad_fi_taxa_perfm owner to ingest_writer;
grant select on cvm.cad_fi_taxa_perfm to api_owner;
alter table cvm.registro_fundo owner to ingest_writer;
grant select on cvm.registro_fundo to api_owner;
alter table cvm.registro_classe owner to ingest_writer;
grant select on cvm.registro_classe to api_owner;
alter table cvm.registro_subclasse owner to ingest_writer;
grant select on cvm.registro_subclasse to api_owner;
alter table cvm.inf_diario owner to ingest_writer;
grant select on cvm.inf_diario to api_owner;
alter table cvm.fund_registry owner to ingest_writer;
grant select on cvm.fund_registry to api_owner;
alter function cvm.refresh_fund_registry() owner to ingest_writer;
revoke all on function cvm.refresh_fund_registry() from public;
alter function cvm.refresh_fund_month_fi(date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_fi(date[]) from public;

--! Included functions/fund_nav.sql
-- api.fund_nav: one fund's monthly series, oldest first, with cursor paging.
-- The row type is named so its columns carry comments into the OpenAPI schema.
drop function if exists api.fund_nav(text, date, date, text, text);
drop type if exists api.fund_nav_row;

create type api.fund_nav_row as (
  entity_type text,
  cnpj text,
  period date,
  nav numeric,
  quota numeric,
  quotaholders bigint,
  inflows numeric,
  redemptions numeric,
  delinquency numeric,
  monthly_yield numeric,
  assets numeric
);
alter type api.fund_nav_row owner to api_owner;
comment on type api.fund_nav_row is 'One fund, family and reference month of the monthly fund series.';
comment on column api.fund_nav_row.entity_type is 'Fund family: fi (investment fund, daily report), fidc (receivables fund, FIDC monthly report) or fii (real-estate fund, FII monthly report).';
comment on column api.fund_nav_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fund_nav_row.period is 'Reference month: fi and fii the first day of the month, fidc the last day (YYYY-MM-DD).';
comment on column api.fund_nav_row.nav is 'Net asset value in BRL: fi VL_PATRIM_LIQ of the last reported day of the month; fidc and fii as filed in their monthly report.';
comment on column api.fund_nav_row.quota is 'fi only: quota value (VL_QUOTA) of the last reported day of the month; NULL for fidc and fii.';
comment on column api.fund_nav_row.quotaholders is 'fi: NR_COTST of the last reported day of the month; fii: quotaholders as filed; NULL for fidc.';
comment on column api.fund_nav_row.inflows is 'fi only: the sum of the month''s daily inflows (CAPTC_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.redemptions is 'fi only: the sum of the month''s daily redemptions (RESG_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.delinquency is 'fidc only: overdue receivables in BRL as filed; NULL for fi and fii.';
comment on column api.fund_nav_row.monthly_yield is 'fii only: the monthly yield as filed; NULL for fi and fidc.';
comment on column api.fund_nav_row.assets is 'fii only: total assets in BRL as filed; NULL for fi and fidc.';

create function api.fund_nav(
  p_cnpj text,
  p_from date default null,
  p_to date default null,
  p_entity_type text default null,
  p_after text default null
)
returns setof api.fund_nav_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_cnpj, ''), '[.\-/\s]', '', 'g');
  v_cnpj text;
  v_family text := lower(btrim(p_entity_type));
  v_after date;
  v_rows bigint;
begin
  if v_digits !~ '^[0-9]{1,14}$' then
    raise exception using
      errcode = '22023',
      message = format('fund_nav: %s is not a CNPJ', coalesce(quote_literal(p_cnpj), 'NULL')),
      detail = 'A CNPJ is 14 digits; dots, slash and hyphen are ignored.',
      hint = 'Send p_cnpj like "00.000.684/0001-21" or "00000684000121"; search_funds finds a CNPJ by name.';
  end if;
  v_cnpj := lpad(v_digits, 14, '0');

  if v_family is not null and v_family not in ('fi', 'fidc', 'fii') then
    raise exception using
      errcode = '22023',
      message = format('fund_nav: unknown p_entity_type %s', quote_literal(p_entity_type)),
      detail = 'Families served: fi, fidc, fii.',
      hint = 'Send p_entity_type as fi, fidc or fii, or null for every family of the CNPJ (whole-result mode only).';
  end if;

  if p_from is not null and p_to is not null and p_from > p_to then
    raise exception using
      errcode = '22023',
      message = format('fund_nav: p_from (%s) is after p_to (%s)', p_from, p_to),
      detail = 'The window is empty by construction.',
      hint = 'Send p_from on or before p_to.';
  end if;

  if p_after is not null then
    if v_family is null then
      raise exception using
        errcode = '22023',
        message = 'fund_nav: paging (p_after) needs p_entity_type',
        detail = 'The cursor is a bare period, unique only within one fund family.',
        hint = 'Send p_entity_type (fi, fidc or fii) with p_after; p_after = '''' for the first page, then the last row''s period (YYYY-MM-DD).';
    end if;
    if p_after <> '' then
      begin
        v_after := p_after::date;
      exception when others then
        raise exception using
          errcode = '22023',
          message = format('fund_nav: p_after %s is not a period', quote_literal(p_after)),
          detail = 'The cursor is the period of the last row of the previous page.',
          hint = 'Send p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD.';
      end;
    end if;
    return query
      select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
             m.delinquency, m.monthly_yield, m.assets
      from cvm.fund_month m
      where m.entity_type = v_family and m.cnpj = v_cnpj
        and (p_from is null or m.period >= p_from) and (p_to is null or m.period <= p_to)
        and (v_after is null or m.period > v_after)
      order by m.period
      limit 1000;
    return;
  end if;

  select count(*) into v_rows
  from (
    select 1 from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and (p_from is null or m.period >= p_from) and (p_to is null or m.period <= p_to)
    limit 1001
  ) w;
  perform api.assert_row_cap(v_rows, 'fund_nav',
    'Page with p_entity_type and p_after = '''' (then the last row''s period), or narrow p_from/p_to.');

  return query
    select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
           m.delinquency, m.monthly_yield, m.assets
    from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and (p_from is null or m.period >= p_from) and (p_to is null or m.period <= p_to)
    order by m.period, m.entity_type;
end;
$$;

alter function api.fund_nav(text, date, date, text, text) owner to api_owner;
revoke all on function api.fund_nav(text, date, date, text, text) from public;
grant execute on function api.fund_nav(text, date, date, text, text) to anon, authenticated;

comment on function api.fund_nav(text, date, date, text, text) is 'Monthly series of one fund (NAV, quota, flows, holders, delinquency, yield), oldest first.
One row per family and reference month from the monthly fund series. Each family fills only the metrics it files and leaves the others NULL, never 0: fi nav, quota, quotaholders, inflows, redemptions (from the daily report: the last reported day of the month, flows summed over the month); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets. Period convention: fi and fii the first day of the month, fidc the last day. An unknown CNPJ gives an empty array. Paging: p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD; a page shorter than 1000 rows is the last; p_entity_type is required when paging (22023 otherwise). p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first period of the window (YYYY-MM-DD); default none (the first period held).
p_to: last period of the window (YYYY-MM-DD); default none (the newest period held).
p_entity_type: fund family fi, fidc or fii; default null (every family of the CNPJ); required when paging.
p_after: cursor: null = whole result, '''' = first page, then the last row''s period (YYYY-MM-DD).';
--! EndIncluded functions/fund_nav.sql
--! Included functions/search_funds.sql
-- api.search_funds: find a fund by name (ranked, case- and accent-insensitive,
-- on the trigram index) or by CNPJ prefix. Rows are clamped to the caller tier.
drop function if exists api.search_funds(text, text, integer);
drop type if exists api.search_funds_row;

create type api.search_funds_row as (
  cnpj text,
  fund_name text,
  entity_type text,
  status text,
  fund_class text,
  first_period date,
  last_period date
);
alter type api.search_funds_row owner to api_owner;
comment on type api.search_funds_row is 'One fund or class of the registry.';
comment on column api.search_funds_row.cnpj is 'Fund or class CNPJ, 14 digits (the id fund_nav takes).';
comment on column api.search_funds_row.fund_name is 'Registered name as filed (Denominacao_Social or DENOM_SOCIAL).';
comment on column api.search_funds_row.entity_type is 'Fund family: fi, fidc or fii (mapped from the CVM fund type).';
comment on column api.search_funds_row.status is 'Registry status as filed, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA.';
comment on column api.search_funds_row.fund_class is 'Class as filed: registro_classe Classificacao, or cad_fi CLASSE; NULL when not filed.';
comment on column api.search_funds_row.first_period is 'Oldest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';
comment on column api.search_funds_row.last_period is 'Newest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';

create function api.search_funds(p_query text default '', p_entity_type text default null, p_limit integer default 50)
returns setof api.search_funds_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query text := btrim(coalesce(p_query, ''));
  v_family text := lower(btrim(p_entity_type));
  -- tier ceilings: catalog.json tiers.anon.search_funds_rows and tiers.authenticated.search_funds_rows
  v_ceiling integer := case api.caller_tier() when 'authenticated' then 200 else 25 end;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), v_ceiling);
  v_folded text;
  v_digits text;
  v_words text;
  v_found bigint;
  -- the ranked name query; %s is the match condition, $1 the folded query, $2 the family, $3 the row limit
  v_ranked text := 'select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
    from (
      select f.*, (f.search_name like $1 || chr(37)) as starts, extensions.word_similarity($1, f.search_name) as score
      from cvm.fund_registry f
      where %s and f.entity_type is not null and ($2 is null or f.entity_type = $2)
      order by starts desc, score desc, f.fund_name, f.cnpj
      limit $3
    ) r
    left join lateral (
      select min(m.period) as first_period, max(m.period) as last_period
      from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
    ) s on true
    order by r.starts desc, r.score desc, r.fund_name, r.cnpj';
begin
  if v_family is not null and v_family not in ('fi', 'fidc', 'fii') then
    raise exception using
      errcode = '22023',
      message = format('search_funds: unknown p_entity_type %s', quote_literal(p_entity_type)),
      detail = 'Families served: fi, fidc, fii.',
      hint = 'Send p_entity_type as fi, fidc or fii, or null for every family.';
  end if;

  if v_query ~ '^[0-9][0-9./\-\s]*$' then
    -- a CNPJ or its beginning: prefix match on the digits
    v_digits := regexp_replace(v_query, '\D', '', 'g');
    return query
      select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.cnpj like v_digits || '%' and f.entity_type is not null
          and (v_family is null or f.entity_type = v_family)
        order by f.cnpj
        limit v_limit
      ) r
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
      ) s on true
      order by r.cnpj;
    return;
  end if;

  v_folded := cvm.fold_name(v_query);
  if v_folded = '' then
    return query
      select f.cnpj, f.fund_name, f.entity_type, f.status, f.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.entity_type is not null and (v_family is null or f.entity_type = v_family)
        order by f.fund_name, f.cnpj
        limit v_limit
      ) f
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = f.entity_type and m.cnpj = f.cnpj
      ) s on true
      order by f.fund_name, f.cnpj;
    return;
  end if;

  -- every word of the query inside the name (any order), each word a LIKE the
  -- trigram index answers; built as literals so the planner sees each pattern
  select string_agg(format('f.search_name like %L', '%' || replace(replace(replace(w, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'), ' and ')
    into v_words
  from regexp_split_to_table(v_folded, '\s+') w
  where w <> '';
  return query execute format(v_ranked, v_words) using v_folded, v_family, v_limit;
  get diagnostics v_found = row_count;
  if v_found = 0 then
    -- nothing contains every word: the names closest to the query (a misspelling)
    return query execute format(v_ranked, '$1 operator(extensions.<%) f.search_name') using v_folded, v_family, v_limit;
  end if;
end;
$$;

alter function api.search_funds(text, text, integer) owner to api_owner;
revoke all on function api.search_funds(text, text, integer) from public;
grant execute on function api.search_funds(text, text, integer) to anon, authenticated;

comment on function api.search_funds(text, text, integer) is 'Find funds by name or CNPJ, best match first.
A query of digits (dots, slash, hyphen and spaces ignored) is a CNPJ prefix, answered in CNPJ order. Any other query is a name search, case- and accent-insensitive: names containing every word of the query (in any order), or, when none does, the names closest to it (trigram word similarity, for misspellings); names starting with the query first, then by similarity. An empty query lists funds by name. Only the families served (fi, fidc, fii) are searched. Rows: default 50, silently clamped to 25 for anonymous callers and 200 when signed in (catalog tiers search_funds_rows); a result of exactly the ceiling is probably truncated.
p_query: name words or the beginning of a CNPJ; default '''' (every fund, by name).
p_entity_type: only this family: fi, fidc or fii; default null (all three).
p_limit: rows wanted; default 50, clamped to 1..25 anonymous and 1..200 signed in.';
--! EndIncluded functions/search_funds.sql
--! Included functions/coverage.sql
-- api.coverage: what is held, per dataset, read from the ingest log (so every
-- source that ever loads a file appears without code changes) plus the monthly
-- fund series per family.
drop function if exists api.coverage();
drop type if exists api.coverage_row;

create type api.coverage_row as (
  dataset text,
  source text,
  first_period date,
  newest_period date,
  complete_through date,
  landed_at timestamptz,
  rows bigint,
  notes text
);
alter type api.coverage_row owner to api_owner;
comment on type api.coverage_row is 'One dataset held: its span, how complete it is, and when it last landed.';
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), or funds_<family> for the monthly fund series of fi, fidc or fii.';
comment on column api.coverage_row.source is 'Where the rows come from: publisher (files of the publisher), synthetic_sample (generated demo data, never a publisher figure), publisher+synthetic_sample (both), or derived for funds_<family> (built by the loaders of that family from their files).';
comment on column api.coverage_row.first_period is 'Oldest period (day or month) held.';
comment on column api.coverage_row.newest_period is 'Newest period (day or month) held.';
comment on column api.coverage_row.complete_through is 'Last period taken as complete: the newest month is assumed to be still filling unless it reaches the last day of its month, so this is the end of the month before newest_period (for funds_<family>, the previous period in the family convention).';
comment on column api.coverage_row.landed_at is 'When the newest file of the dataset was loaded (warehouse time, UTC); NULL for the derived funds_<family> rows (see the rows of their source files).';
comment on column api.coverage_row.rows is 'Rows held: rows inserted by the loaded files of a file family (landing rows are never deleted), or rows of the monthly series for funds_<family>.';
comment on column api.coverage_row.notes is 'Plain words: files loaded and the newest file name, or what the series is derived from.';

create function api.coverage()
returns setof api.coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with files as (
    select l.source, min(l.first_period) as first_period, max(l.last_period) as newest_period,
           max(l.loaded_at) as landed_at, sum(l.rows_inserted)::bigint as rows, count(*) as files,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic,
           (array_agg(l.file_name order by l.loaded_at desc, l.id desc))[1] as newest_file
    from ingest.ingest_log l
    where l.status = 'loaded'
    group by l.source
  ),
  families as (
    select m.entity_type, min(m.period) as first_period, max(m.period) as newest_period, count(*) as rows
    from cvm.fund_month m
    group by m.entity_type
  )
  select f.source,
         case when f.all_synthetic then 'synthetic_sample' when f.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         f.first_period, f.newest_period,
         case when f.newest_period is null then null
              when f.newest_period = (date_trunc('month', f.newest_period) + interval '1 month - 1 day')::date then f.newest_period
              else (date_trunc('month', f.newest_period) - interval '1 day')::date end,
         f.landed_at, f.rows,
         format('%s file(s) loaded; newest %s', f.files, f.newest_file)
  from files f
  union all
  select 'funds_' || g.entity_type,
         'derived',
         g.first_period, g.newest_period,
         case when g.entity_type = 'fidc' then (date_trunc('month', g.newest_period) - interval '1 day')::date
              else (date_trunc('month', g.newest_period) - interval '1 month')::date end,
         null::timestamptz,
         g.rows,
         format('monthly fund series for %s (fund_nav); metrics per family in catalog applicability.fund_nav', g.entity_type)
  from families g
  order by 1;
$$;

alter function api.coverage() owner to api_owner;
revoke all on function api.coverage() from public;
grant execute on function api.coverage() to anon, authenticated;

comment on function api.coverage() is 'What the store holds, one row per dataset: span, completeness, last landing, rows.
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii). Sample data says so in source. Send {}.';
--! EndIncluded functions/coverage.sql
--! Included functions/metric_coverage.sql
-- api.metric_coverage: the filed span and density of each metric per fund family.
drop function if exists api.metric_coverage();
drop type if exists api.metric_coverage_row;

create type api.metric_coverage_row as (
  entity_type text,
  metric text,
  first_period date,
  last_period date,
  filed_rows bigint,
  total_rows bigint
);
alter type api.metric_coverage_row owner to api_owner;
comment on type api.metric_coverage_row is 'One (fund family, metric) pair the family files.';
comment on column api.metric_coverage_row.entity_type is 'Fund family: fi, fidc or fii.';
comment on column api.metric_coverage_row.metric is 'Metric of the monthly fund series (a fund_nav column): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets.';
comment on column api.metric_coverage_row.first_period is 'Oldest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.last_period is 'Newest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.filed_rows is 'Rows of the family with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.total_rows is 'All rows of the family (filed_rows / total_rows is the density).';

create function api.metric_coverage()
returns setof api.metric_coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with totals as (
    select m.entity_type, count(*) as total_rows from cvm.fund_month m group by m.entity_type
  ),
  filed as (
    select m.entity_type, v.metric, min(m.period) as first_period, max(m.period) as last_period, count(*) as filed_rows
    from cvm.fund_month m
    cross join lateral (values
      ('nav', m.nav is not null), ('quota', m.quota is not null), ('quotaholders', m.quotaholders is not null),
      ('inflows', m.inflows is not null), ('redemptions', m.redemptions is not null),
      ('delinquency', m.delinquency is not null), ('monthly_yield', m.monthly_yield is not null),
      ('assets', m.assets is not null)
    ) v(metric, present)
    where v.present
    group by m.entity_type, v.metric
  )
  select f.entity_type, f.metric, f.first_period, f.last_period, f.filed_rows, t.total_rows
  from filed f join totals t using (entity_type)
  order by f.entity_type, f.metric;
$$;

alter function api.metric_coverage() owner to api_owner;
revoke all on function api.metric_coverage() from public;
grant execute on function api.metric_coverage() to anon, authenticated;

comment on function api.metric_coverage() is 'Filed span and density of each metric per fund family.
One row per (entity_type, metric) of the monthly fund series: first_period and last_period are the oldest and newest periods with a NON-NULL value; filed_rows and total_rows give density. A pair absent from the list is one the family never files. Send {}.';
--! EndIncluded functions/metric_coverage.sql

--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period"},"raise_only":["ptax"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows."],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc)"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii)"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, identifier types, the rules in short prose, screens, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
