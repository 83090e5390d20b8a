--! Previous: sha1:4d6dfca40c84cfd0768beee1754e2b0bb2c7f7ab
--! Hash: sha1:6a2f4d42629f20aa87b283ee059f782b51ac8ad4
--! Message: Issue 27 items 2 and 4: the funds view and fund_profile (cvm.fund_span kept by the fund_month writes), inflation over the SGS IPCA family (from the fundlist branch)

-- Issue 27 items 2 and 4 (merged from the fundlist branch): the funds view, fund_profile, inflation
--! Included sql/cvm/fund_span.sql
-- What the monthly fund series holds per family and fund: the span and the number
-- of periods. Kept by the fund_month triggers (cvm.fund_span_maintain) in the
-- loader's own transaction, so api.funds reads one row per fund instead of
-- aggregating the whole monthly series on every call.
create table cvm.fund_span (
  entity_type text not null,
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  first_period date not null,
  last_period date not null,
  n_reports bigint not null check (n_reports > 0),
  primary key (entity_type, cnpj),
  check (first_period <= last_period)
);
create index fund_span_cnpj on cvm.fund_span (cnpj);
create index fund_span_n_reports on cvm.fund_span (n_reports, entity_type, cnpj);
create index fund_span_last_period on cvm.fund_span (last_period, entity_type, cnpj);
alter table cvm.fund_span owner to ingest_writer;
grant select on cvm.fund_span to api_owner;
comment on table cvm.fund_span is 'Derived: one row per (entity_type, cnpj) held in cvm.fund_month, with its first and last period and the number of periods; maintained by the fund_month triggers (cvm.fund_span_maintain), never loaded directly.';
comment on column cvm.fund_span.entity_type is 'The family of the monthly series (as cvm.fund_month.entity_type): any family a loader writes there is counted, with no list to extend.';
comment on column cvm.fund_span.n_reports is 'Number of periods held in cvm.fund_month for the family and fund.';
--! EndIncluded sql/cvm/fund_span.sql
--! Included sql/cvm/fund_span_maintain.sql
-- Keeps cvm.fund_span equal to the aggregate of cvm.fund_month, per statement, from
-- its transition tables: counts by arithmetic (no rescan of a fund's series), the
-- first and last period by two probes of the primary key per fund that lost or
-- moved a row, so a month's load costs one upsert per fund. The transition tables
-- carry their row counts to the planner, so no statistics are needed.
-- One trigger per event (a trigger with transition tables takes one event); an
-- update that keeps the key (the loaders' refreshes) changes nothing here.
create or replace function cvm.fund_span_maintain() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from cvm.fund_span;
  elsif tg_op = 'INSERT' then
    insert into cvm.fund_span as s (entity_type, cnpj, first_period, last_period, n_reports)
    select n.entity_type, n.cnpj, min(n.period), max(n.period), count(*) from new_rows n group by n.entity_type, n.cnpj
    on conflict (entity_type, cnpj) do update
       set first_period = least(s.first_period, excluded.first_period),
           last_period = greatest(s.last_period, excluded.last_period),
           n_reports = s.n_reports + excluded.n_reports;
  elsif tg_op = 'DELETE' then
    -- a fund left with no period goes; the others re-read their ends from the key
    with gone as (select o.entity_type, o.cnpj, count(*) as n from old_rows o group by o.entity_type, o.cnpj),
    emptied as (
      delete from cvm.fund_span s using gone g
       where s.entity_type = g.entity_type and s.cnpj = g.cnpj and s.n_reports <= g.n
    )
    update cvm.fund_span s
       set n_reports = s.n_reports - g.n,
           first_period = (select m.period from cvm.fund_month m where m.entity_type = s.entity_type and m.cnpj = s.cnpj order by m.period limit 1),
           last_period = (select m.period from cvm.fund_month m where m.entity_type = s.entity_type and m.cnpj = s.cnpj order by m.period desc limit 1)
      from gone g
     where s.entity_type = g.entity_type and s.cnpj = g.cnpj and s.n_reports > g.n;
  else
    -- only keys that changed count: rewriting a row's values (the loaders' refreshes) leaves the span as it is
    with gone as (
      select k.entity_type, k.cnpj, count(*) as n
        from (select o.entity_type, o.cnpj, o.period from old_rows o except all select n.entity_type, n.cnpj, n.period from new_rows n) k
       group by k.entity_type, k.cnpj
    ),
    came as (
      select k.entity_type, k.cnpj, count(*) as n
        from (select n.entity_type, n.cnpj, n.period from new_rows n except all select o.entity_type, o.cnpj, o.period from old_rows o) k
       group by k.entity_type, k.cnpj
    ),
    moved as (
      select coalesce(g.entity_type, c.entity_type) as entity_type, coalesce(g.cnpj, c.cnpj) as cnpj, coalesce(c.n, 0) - coalesce(g.n, 0) as delta
        from gone g full join came c on c.entity_type = g.entity_type and c.cnpj = g.cnpj
    ),
    emptied as (
      delete from cvm.fund_span s using moved d
       where s.entity_type = d.entity_type and s.cnpj = d.cnpj and s.n_reports + d.delta <= 0
    ),
    kept as (
      update cvm.fund_span s
         set n_reports = s.n_reports + d.delta,
             first_period = (select m.period from cvm.fund_month m where m.entity_type = s.entity_type and m.cnpj = s.cnpj order by m.period limit 1),
             last_period = (select m.period from cvm.fund_month m where m.entity_type = s.entity_type and m.cnpj = s.cnpj order by m.period desc limit 1)
        from moved d
       where s.entity_type = d.entity_type and s.cnpj = d.cnpj and s.n_reports + d.delta > 0
    )
    insert into cvm.fund_span (entity_type, cnpj, first_period, last_period, n_reports)
    select d.entity_type, d.cnpj,
           (select m.period from cvm.fund_month m where m.entity_type = d.entity_type and m.cnpj = d.cnpj order by m.period limit 1),
           (select m.period from cvm.fund_month m where m.entity_type = d.entity_type and m.cnpj = d.cnpj order by m.period desc limit 1),
           d.delta
      from moved d
     where d.delta > 0 and not exists (select 1 from cvm.fund_span s where s.entity_type = d.entity_type and s.cnpj = d.cnpj);
  end if;
  return null;
end;
$$;
alter function cvm.fund_span_maintain() owner to ingest_writer;
revoke all on function cvm.fund_span_maintain() from public;
comment on function cvm.fund_span_maintain() is 'Trigger of cvm.fund_month: applies each statement''s inserted, deleted and re-keyed rows to cvm.fund_span (counts by arithmetic, ends by key probes).';

drop trigger if exists fund_span_insert on cvm.fund_month;
drop trigger if exists fund_span_delete on cvm.fund_month;
drop trigger if exists fund_span_update on cvm.fund_month;
drop trigger if exists fund_span_truncate on cvm.fund_month;
create trigger fund_span_insert after insert on cvm.fund_month
  referencing new table as new_rows for each statement execute function cvm.fund_span_maintain();
create trigger fund_span_delete after delete on cvm.fund_month
  referencing old table as old_rows for each statement execute function cvm.fund_span_maintain();
create trigger fund_span_update after update on cvm.fund_month
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.fund_span_maintain();
create trigger fund_span_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.fund_span_maintain();
--! EndIncluded sql/cvm/fund_span_maintain.sql
-- the spans of what the monthly series already holds; the triggers keep them from here on
insert into cvm.fund_span (entity_type, cnpj, first_period, last_period, n_reports)
select m.entity_type, m.cnpj, min(m.period), max(m.period), count(*)
  from cvm.fund_month m
 group by m.entity_type, m.cnpj;
--! Included views/funds.sql
-- api.funds: the fund universe the monthly series holds, one row per (cnpj, entity_type), ETFs left out.
-- Reads cvm.fund_span (kept by the fund_month triggers), so a filtered or paged read
-- touches the rows it answers, never the whole monthly series; no WITH clause, so
-- filters, order and limit reach the span's indexes.
create or replace view api.funds with (security_invoker = false) as
select s.cnpj,
       s.entity_type,
       r.fund_name,
       r.status,
       r.fund_class,
       s.first_period,
       s.last_period,
       s.n_reports
  from cvm.fund_span s
  left join cvm.fund_registry r on r.cnpj = s.cnpj
 where not exists (select 1 from curated.etf_registry e where e.cnpj = s.cnpj)
   and coalesce(upper(r.cvm_type) !~ 'ETF', true);

alter view api.funds owner to api_owner;
revoke all on api.funds from public;
grant select on api.funds to anon, authenticated;
comment on view api.funds is 'The funds whose monthly series is held: one row per CNPJ and family, with registry name, status and class, the first and last period held and how many.

One row per (cnpj, entity_type) of the monthly fund series (fund_nav): fi, fidc and fii today, and any family its loaders add. ETFs are left out, as upstream: a CNPJ in the curated ETF registry or registered under a type naming ETF. fund_name, status and fund_class come from the fund registry (registro_classe over registro_fundo over cad_fi) and are NULL when the CNPJ is not registered there; nothing is guessed from the filings. Periods follow the family convention of fund_nav (fi and fii the first day of the month, fidc the last). A registered fund that never filed a monthly report is not here (search_funds finds it). Filter by cnpj, entity_type, last_period or n_reports (indexed) and page with order and limit; a response is cut at 1000 rows (see Content-Range). No matching row answers [].
@tag Funds';
comment on column api.funds.cnpj is '14-digit CNPJ of the fund or class, digits only (filter with cnpj=eq.00000000000000; the view does not strip punctuation).';
comment on column api.funds.entity_type is 'Family of the monthly series: fi, fidc or fii.
@enum internal.entity_type';
comment on column api.funds.fund_name is 'Registered name as the registry publishes it; NULL when the CNPJ is not in the fund registry.';
comment on column api.funds.status is 'Registry status as published (e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when the CNPJ is not in the fund registry.';
comment on column api.funds.fund_class is 'Registry classification as published (classificacao of registro_classe, CLASSE of cad_fi: Ações, Renda Fixa, Multimercado, ...); NULL when the registry states none or the CNPJ is not registered.';
comment on column api.funds.first_period is 'Oldest period of the monthly series held (fi, fii: first day of the month; fidc: last day). Never NULL.';
comment on column api.funds.last_period is 'Newest period of the monthly series held. Never NULL.';
comment on column api.funds.n_reports is 'Number of periods held in the monthly series: coverage, not a quality score. Never NULL; at least 1.';
--! EndIncluded views/funds.sql
--! Included functions/fund_profile.sql
-- api.fund_profile: one fund's card: registry identity, family, class, administrator and manager, status history, periods held per dataset.
-- One row per CNPJ (the upstream answers one per family; a CNPJ filed under two
-- families shows both in periods). Every part is read by the CNPJ's key in its
-- table, so the card costs a few index probes whatever the store holds.
drop function if exists api.fund_profile(text);
drop type if exists api.fund_profile_row;

create type api.fund_profile_row as (
  cnpj text,
  entity_type text,
  fund_name text,
  cvm_type text,
  fund_class text,
  status text,
  status_since date,
  registered_on date,
  cancelled_on date,
  administrator_cnpj text,
  administrator text,
  manager_cnpj text,
  manager text,
  registry text,
  status_history jsonb,
  periods jsonb
);
alter type api.fund_profile_row owner to api_owner;
comment on type api.fund_profile_row is 'One fund''s registry identity, family, administrator and manager, the statuses the registries record and the periods held per dataset.';
comment on column api.fund_profile_row.cnpj is '14-digit CNPJ of the fund or class, digits only.';
comment on column api.fund_profile_row.entity_type is 'Family served (fi, fidc, fii): the registry''s type mapped to a family, else the family of the monthly series held; NULL for a registered type no family serves (FIP, FIAGRO, FMIEE, ...).
@enum internal.entity_type';
comment on column api.fund_profile_row.fund_name is 'Registered name as published; NULL when the CNPJ is only in the monthly series, not in the fund registry.';
comment on column api.fund_profile_row.cvm_type is 'Fund type as the registry files it (TP_FUNDO, Tipo_Fundo, Tipo_Classe: FI, FIF, FIDC, FII, ...); NULL when not registered or not stated.';
comment on column api.fund_profile_row.fund_class is 'Registry classification as published (Ações, Renda Fixa, Multimercado, ...); NULL when the registry states none or the CNPJ is not registered.';
comment on column api.fund_profile_row.status is 'Registry status as published (EM FUNCIONAMENTO NORMAL, CANCELADA, ...); NULL when not registered.';
comment on column api.fund_profile_row.status_since is 'When the registry says the current status began (data_inicio_situacao, DT_INI_SIT); NULL when not stated or not registered.';
comment on column api.fund_profile_row.registered_on is 'Registration date at the regulator (data_registro, DT_REG); NULL when not stated or not registered.';
comment on column api.fund_profile_row.cancelled_on is 'Cancellation date (data_cancelamento, DT_CANCEL); NULL while the registration is not cancelled, or not stated.';
comment on column api.fund_profile_row.administrator_cnpj is 'CNPJ of the administrator as filed (14 digits when the registry filed them so); NULL when not stated.';
comment on column api.fund_profile_row.administrator is 'Administrator''s name as filed; NULL when not stated. A class takes the administrator of its fund (registro_fundo).';
comment on column api.fund_profile_row.manager_cnpj is 'CPF or CNPJ of the manager (gestor) as filed; NULL when not stated.';
comment on column api.fund_profile_row.manager is 'Manager''s (gestor''s) name as filed; NULL when not stated. A class takes the manager of its fund (registro_fundo).';
comment on column api.fund_profile_row.registry is 'Which registry the identity columns come from: registro_classe (a class after Resolution 175, with its fund''s administrator and manager), registro_fundo, or cad_fi (the legacy register); NULL when the CNPJ is only in the monthly series.';
comment on column api.fund_profile_row.status_history is 'The statuses the registries record for this CNPJ, oldest first: [{"status", "since", "cancelled_on", "registry", "cvm_type"}], one element per distinct record. The registries are snapshots, so this is what they state now for this CNPJ in each of them (its class record, its fund record, a legacy or cancelled earlier registration in cad_fi), not a log of every change; a class''s history does not include its fund''s (another CNPJ). [] when not registered.';
comment on column api.fund_profile_row.periods is 'The periods held per dataset, by dataset name as coverage() names it: [{"dataset", "first_period", "last_period", "n_periods"}] for funds_<family> (the monthly series of fund_nav), cvm-fidc-mensal, cvm-fii-mensal, cvm-cda, cvm-lamina, cvm-balancete and cvm-extrato; a dataset holding nothing for the CNPJ is left out, so [] when nothing is held. The daily report (cvm-inf-diario) is in funds_fi, which is built from it.';

create function api.fund_profile(p_cnpj text)
returns setof api.fund_profile_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fund_profile');
begin
  -- an ETF is outside the fund universe, as in api.funds
  if exists (select 1 from curated.etf_registry e where e.cnpj = v_cnpj) then
    return;
  end if;

  return query
  with identity as (
    select r.entity_type, r.fund_name, r.cvm_type, r.fund_class, r.status, r.origin
    from cvm.fund_registry r
    where r.cnpj = v_cnpj
  ),
  -- the record the registry row was taken from, for dates and parties
  record as (
    select c.data_inicio_situacao as since, c.data_registro as registered, f.data_cancelamento as cancelled,
           f.cnpj_administrador as admin_cnpj, f.administrador as admin, f.cpf_cnpj_gestor as manager_cnpj, f.gestor as manager, 1 as rank
    from cvm.registro_classe c left join cvm.registro_fundo f on f.id_registro_fundo = c.id_registro_fundo
    where c.cnpj_classe = v_cnpj and (select i.origin from identity i) = 'registro_classe'
    union all
    select f.data_inicio_situacao, f.data_registro, f.data_cancelamento, f.cnpj_administrador, f.administrador, f.cpf_cnpj_gestor, f.gestor, 2
    from cvm.registro_fundo f
    where f.cnpj_fundo = v_cnpj and (select i.origin from identity i) = 'registro_fundo'
    union all
    select a.dt_ini_sit, a.dt_reg, a.dt_cancel, a.cnpj_admin, a.admin, a.cpf_cnpj_gestor, a.gestor,
           3 + case when a.sit = 'CANCELADA' then 1 else 0 end
    from cvm.cad_fi a
    where a.cnpj = v_cnpj and (select i.origin from identity i) = 'cad_fi'
    order by rank, since desc nulls last
    limit 1
  ),
  history as (
    select coalesce(jsonb_agg(jsonb_build_object('status', h.status, 'since', h.since, 'cancelled_on', h.cancelled,
                                                 'registry', h.registry, 'cvm_type', h.cvm_type)
                              order by h.since nulls first, h.registry, h.status), '[]'::jsonb) as items
    from (
      select distinct c.situacao as status, c.data_inicio_situacao as since, null::date as cancelled, 'registro_classe' as registry, c.tipo_classe as cvm_type
      from cvm.registro_classe c where c.cnpj_classe = v_cnpj
      union
      select f.situacao, f.data_inicio_situacao, f.data_cancelamento, 'registro_fundo', f.tipo_fundo
      from cvm.registro_fundo f where f.cnpj_fundo = v_cnpj
      union
      select a.sit, a.dt_ini_sit, a.dt_cancel, 'cad_fi', nullif(a.tp_fundo, '')
      from cvm.cad_fi a where a.cnpj = v_cnpj
    ) h
  ),
  held as (
    select 'funds_' || s.entity_type as dataset, s.first_period, s.last_period, s.n_reports as n_periods, s.entity_type as family
    from cvm.fund_span s where s.cnpj = v_cnpj
    union all
    select 'cvm-fidc-mensal', min(t.reference_date), max(t.reference_date), count(*), null from cvm.fidc_tab_iv t where t.cnpj = v_cnpj
    union all
    select 'cvm-fii-mensal', min(t.reference_date), max(t.reference_date), count(distinct t.reference_date), null from cvm.fii_monthly_geral t where t.cnpj = v_cnpj
    union all
    select 'cvm-cda', min(t.dt_comptc), max(t.dt_comptc), count(distinct t.dt_comptc), null from cvm.cda_blc_4 t where t.cnpj = v_cnpj
    union all
    select 'cvm-lamina', min(t.dt_comptc), max(t.dt_comptc), count(distinct t.dt_comptc), null from cvm.lamina t where t.cnpj = v_cnpj
    union all
    select 'cvm-balancete', min(t.dt_comptc), max(t.dt_comptc), count(distinct t.dt_comptc), null from cvm.balancete t where t.cnpj = v_cnpj
    union all
    select 'cvm-extrato', min(t.dt_comptc), max(t.dt_comptc), count(*), null from cvm.extrato t where t.cnpj = v_cnpj
  ),
  periods as (
    select coalesce(jsonb_agg(jsonb_build_object('dataset', h.dataset, 'first_period', h.first_period,
                                                 'last_period', h.last_period, 'n_periods', h.n_periods)
                              order by h.dataset), '[]'::jsonb) as items,
           -- the family of the series, when the registry names none and exactly one is held
           case when count(h.family) = 1 then min(h.family) end as only_family
    from held h
    where h.n_periods > 0
  )
  select v_cnpj, coalesce(i.entity_type, p.only_family), i.fund_name, i.cvm_type, i.fund_class, i.status,
         r.since, r.registered, r.cancelled, r.admin_cnpj, r.admin, r.manager_cnpj, r.manager, i.origin,
         h.items, p.items
  from periods p
  cross join history h
  left join identity i on true
  left join record r on true
  -- unknown anywhere: no row
  where i.origin is not null or p.items <> '[]'::jsonb;
end;
$$;

alter function api.fund_profile(text) owner to api_owner;
revoke all on function api.fund_profile(text) from public;
grant execute on function api.fund_profile(text) to anon, authenticated;

comment on function api.fund_profile(text) is 'One fund''s card: registry identity, family, class, administrator and manager, status history and the periods held per dataset.
One row for a CNPJ the fund registry or any fund dataset holds; [] for an unknown CNPJ and for an ETF (curated ETF registry: outside the fund universe, as in funds). Identity columns come from the newest registry that has the CNPJ (registro_classe, then registro_fundo, then cad_fi, an active registration before a cancelled one), a class taking its fund''s administrator and manager; each is NULL when the registry does not state it, and all are NULL for a CNPJ only the filings hold. status_history lists what the registries record, oldest first; periods lists each dataset holding the CNPJ with its first and last period and count (funds_<family> is the monthly series of fund_nav). A CNPJ that is not 1-14 digits (dots, slash and hyphen ignored) raises 22023.
p_cnpj: the fund''s or class''s CNPJ, punctuated or not.
@tag Funds';
--! EndIncluded functions/fund_profile.sql
--! Included sql/internal/inflation_series.sql
-- internal.inflation_series: a value set the contract states, written once: the
-- labels api.inflation serves (p_series, and its series column).
create domain internal.inflation_series as text
  check (value in ('IPCA', 'IPCA_12M', 'IPCA15', 'IPCA_CORE_MS', 'IPCA_CORE_MA', 'IPCA_CORE_EX0', 'IPCA_CORE_EX2', 'IPCA_CORE_DP', 'IPCA_MONITORADOS', 'IPCA_LIVRES', 'IPCA_COMERCIALIZAVEIS', 'IPCA_NAO_COMERCIALIZAVEIS', 'IPCA_NAO_DURAVEIS', 'IPCA_SEMI_DURAVEIS', 'IPCA_DURAVEIS', 'IPCA_SERVICOS', 'IPCA_DIFUSAO', 'IPCA_G_ALIMENTACAO', 'IPCA_G_HABITACAO', 'IPCA_G_ARTIGOS_RESIDENCIA', 'IPCA_G_VESTUARIO', 'IPCA_G_TRANSPORTES', 'IPCA_G_COMUNICACAO', 'IPCA_G_SAUDE', 'IPCA_G_DESPESAS_PESSOAIS', 'IPCA_G_EDUCACAO'));

alter domain internal.inflation_series owner to api_owner;
comment on domain internal.inflation_series is 'An SGS series of the inflation family, by label: IPCA 433, IPCA_12M 13522, IPCA15 7478, IPCA_CORE_MS 4466, IPCA_CORE_MA 11426, IPCA_CORE_EX0 11427, IPCA_CORE_EX2 16121, IPCA_CORE_DP 16122, IPCA_MONITORADOS 4449, IPCA_LIVRES 11428, IPCA_COMERCIALIZAVEIS 4447, IPCA_NAO_COMERCIALIZAVEIS 4448, IPCA_NAO_DURAVEIS 10841, IPCA_SEMI_DURAVEIS 10842, IPCA_DURAVEIS 10843, IPCA_SERVICOS 10844, IPCA_DIFUSAO 21379, IPCA_G_ALIMENTACAO 1635, IPCA_G_HABITACAO 1636, IPCA_G_ARTIGOS_RESIDENCIA 1637, IPCA_G_VESTUARIO 1638, IPCA_G_TRANSPORTES 1639, IPCA_G_COMUNICACAO 1640, IPCA_G_SAUDE 1641, IPCA_G_DESPESAS_PESSOAIS 1642, IPCA_G_EDUCACAO 1643.';
--! EndIncluded sql/internal/inflation_series.sql
--! Included sql/internal/inflation_family.sql
-- internal.inflation_family: a value set the contract states, written once: the
-- families of api.inflation (p_family, and its family column).
create domain internal.inflation_family as text
  check (value in ('headline', 'core', 'classification', 'diffusion', 'group'));

alter domain internal.inflation_family owner to api_owner;
comment on domain internal.inflation_family is 'A family of inflation series: headline (IPCA, IPCA_12M, IPCA15), core (the central bank''s five cores), classification (monitored and free prices, tradables, durability, services), diffusion (share of items that rose), group (the nine expenditure groups).';
--! EndIncluded sql/internal/inflation_family.sql
--! Included sql/internal/inflation_unit.sql
-- internal.inflation_unit: a value set the contract states, written once: what an
-- api.inflation value measures (its unit column).
create domain internal.inflation_unit as text
  check (value in ('pct_month', 'pct_12m', 'pct_items'));

alter domain internal.inflation_unit owner to api_owner;
comment on domain internal.inflation_unit is 'What an inflation value measures: pct_month (change over the month, percent), pct_12m (change over 12 months, percent), pct_items (percent of the items that rose in the month).';
--! EndIncluded sql/internal/inflation_unit.sql
-- the inflation family's SGS series, so the one bcb-sgs loader lands them
insert into bcb.sgs_series (code, label, name, unit, frequency) values
  (13522, 'IPCA_12M', 'IPCA, variação acumulada em 12 meses', '% em 12 meses', 'monthly'),
  (7478, 'IPCA15', 'IPCA-15, variação mensal', '% a.m.', 'monthly'),
  (4466, 'IPCA_CORE_MS', 'IPCA, núcleo de médias aparadas com suavização', '% a.m.', 'monthly'),
  (11426, 'IPCA_CORE_MA', 'IPCA, núcleo de médias aparadas sem suavização', '% a.m.', 'monthly'),
  (11427, 'IPCA_CORE_EX0', 'IPCA, núcleo por exclusão EX0 (sem monitorados e alimentos no domicílio)', '% a.m.', 'monthly'),
  (16121, 'IPCA_CORE_EX2', 'IPCA, núcleo por exclusão EX2', '% a.m.', 'monthly'),
  (16122, 'IPCA_CORE_DP', 'IPCA, núcleo de dupla ponderação', '% a.m.', 'monthly'),
  (4449, 'IPCA_MONITORADOS', 'IPCA, preços monitorados, total', '% a.m.', 'monthly'),
  (11428, 'IPCA_LIVRES', 'IPCA, itens livres', '% a.m.', 'monthly'),
  (4447, 'IPCA_COMERCIALIZAVEIS', 'IPCA, comercializáveis', '% a.m.', 'monthly'),
  (4448, 'IPCA_NAO_COMERCIALIZAVEIS', 'IPCA, não comercializáveis', '% a.m.', 'monthly'),
  (10841, 'IPCA_NAO_DURAVEIS', 'IPCA, bens não duráveis', '% a.m.', 'monthly'),
  (10842, 'IPCA_SEMI_DURAVEIS', 'IPCA, bens semiduráveis', '% a.m.', 'monthly'),
  (10843, 'IPCA_DURAVEIS', 'IPCA, bens duráveis', '% a.m.', 'monthly'),
  (10844, 'IPCA_SERVICOS', 'IPCA, serviços', '% a.m.', 'monthly'),
  (21379, 'IPCA_DIFUSAO', 'IPCA, índice de difusão', '% dos itens', 'monthly'),
  (1635, 'IPCA_G_ALIMENTACAO', 'IPCA, alimentação e bebidas', '% a.m.', 'monthly'),
  (1636, 'IPCA_G_HABITACAO', 'IPCA, habitação', '% a.m.', 'monthly'),
  (1637, 'IPCA_G_ARTIGOS_RESIDENCIA', 'IPCA, artigos de residência', '% a.m.', 'monthly'),
  (1638, 'IPCA_G_VESTUARIO', 'IPCA, vestuário', '% a.m.', 'monthly'),
  (1639, 'IPCA_G_TRANSPORTES', 'IPCA, transportes', '% a.m.', 'monthly'),
  (1640, 'IPCA_G_COMUNICACAO', 'IPCA, comunicação', '% a.m.', 'monthly'),
  (1641, 'IPCA_G_SAUDE', 'IPCA, saúde e cuidados pessoais', '% a.m.', 'monthly'),
  (1642, 'IPCA_G_DESPESAS_PESSOAIS', 'IPCA, despesas pessoais', '% a.m.', 'monthly'),
  (1643, 'IPCA_G_EDUCACAO', 'IPCA, educação', '% a.m.', 'monthly');
--! Included sql/bcb/inflation_series.sql
-- The inflation family of SGS series that api.inflation serves: each code's family
-- and unit. Labels and names are bcb.sgs_series' (the loader's registry), so a
-- series lands through the one bcb-sgs loader and is served here by its code.
create table bcb.inflation_series (
  code integer primary key references bcb.sgs_series (code),
  family text not null check (family in ('headline', 'core', 'classification', 'diffusion', 'group')),
  unit text not null check (unit in ('pct_month', 'pct_12m', 'pct_items'))
);
alter table bcb.inflation_series owner to ingest_writer;
grant select on bcb.inflation_series to api_owner;
comment on table bcb.inflation_series is 'The SGS series of the inflation family (api.inflation): IPCA and IPCA-15, the 12-month IPCA, the central bank''s five cores, its classifications, the diffusion index and the nine expenditure groups; label and name in bcb.sgs_series.';
comment on column bcb.inflation_series.family is 'headline, core, classification, diffusion or group (internal.inflation_family).';
comment on column bcb.inflation_series.unit is 'pct_month (a monthly change, percent), pct_12m (a 12-month change, percent) or pct_items (percent of items that rose) (internal.inflation_unit).';
insert into bcb.inflation_series (code, family, unit) values
  (433, 'headline', 'pct_month'),
  (13522, 'headline', 'pct_12m'),
  (7478, 'headline', 'pct_month'),
  (4466, 'core', 'pct_month'),
  (11426, 'core', 'pct_month'),
  (11427, 'core', 'pct_month'),
  (16121, 'core', 'pct_month'),
  (16122, 'core', 'pct_month'),
  (4449, 'classification', 'pct_month'),
  (11428, 'classification', 'pct_month'),
  (4447, 'classification', 'pct_month'),
  (4448, 'classification', 'pct_month'),
  (10841, 'classification', 'pct_month'),
  (10842, 'classification', 'pct_month'),
  (10843, 'classification', 'pct_month'),
  (10844, 'classification', 'pct_month'),
  (21379, 'diffusion', 'pct_items'),
  (1635, 'group', 'pct_month'),
  (1636, 'group', 'pct_month'),
  (1637, 'group', 'pct_month'),
  (1638, 'group', 'pct_month'),
  (1639, 'group', 'pct_month'),
  (1640, 'group', 'pct_month'),
  (1641, 'group', 'pct_month'),
  (1642, 'group', 'pct_month'),
  (1643, 'group', 'pct_month');
--! EndIncluded sql/bcb/inflation_series.sql
--! Included functions/inflation.sql
-- api.inflation: the central bank's IPCA family (SGS), long: one row per month and series, with the trailing 12-month chain.
-- value is always the published number; acc_12m is derived here, and only from
-- twelve consecutive months held (a gap gives NULL, never a shorter chain).
drop function if exists api.inflation(text, text, date, date);
drop type if exists api.inflation_row;

create type api.inflation_row as (
  reference_date date,
  series text,
  family text,
  sgs_code integer,
  value numeric,
  acc_12m numeric,
  unit text,
  source text
);
alter type api.inflation_row owner to api_owner;
comment on type api.inflation_row is 'One month of one inflation series as the central bank publishes it in SGS.';
comment on column api.inflation_row.reference_date is 'The month, as its first day (YYYY-MM-01).';
comment on column api.inflation_row.series is 'The series label (IPCA, IPCA_12M, IPCA_CORE_MS, IPCA_G_SAUDE, ...).
@enum internal.inflation_series';
comment on column api.inflation_row.family is 'headline, core, classification, diffusion or group.
@enum internal.inflation_family';
comment on column api.inflation_row.sgs_code is 'The SGS code the series is published under (433 IPCA, 13522 IPCA_12M, ...).';
comment on column api.inflation_row.value is 'The value as published, in percent (see unit). Never NULL: a month SGS has no value for has no row.';
comment on column api.inflation_row.acc_12m is 'Derived: the twelve monthly changes ending this month chained, ((1 + v1/100) x ... x (1 + v12/100) - 1) x 100, computed exactly and rounded half away from zero to 2 decimals, as the central bank publishes IPCA_12M. NULL unless all twelve months are held and consecutive, and NULL on the series that are not monthly changes (IPCA_12M, IPCA_DIFUSAO).';
comment on column api.inflation_row.unit is 'pct_month (change over the month, percent), pct_12m (change over the 12 months ending in the month, percent) or pct_items (percent of the items that rose).
@enum internal.inflation_unit';
comment on column api.inflation_row.source is 'bcb_sgs (an SGS answer) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central bank figure).';

create function api.inflation(p_series text default null, p_family text default null, p_from date default null, p_to date default null)
returns setof api.inflation_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_series text := upper(btrim(p_series));
  v_family text := internal.one_of('inflation', 'p_family', p_family, internal.domain_values('internal.inflation_family'),
    'Families: headline, core, classification, diffusion, group.', 'Pass p_family as one of the families listed in details, or omit it for every family.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '36 months')::date);
  v_rows bigint;
begin
  -- labels are upper case, so the case-insensitive check is this one, not one_of (which folds to lower case)
  if v_series is not null and not (v_series = any (internal.domain_values('internal.inflation_series'))) then
    raise exception using
      errcode = '22023',
      message = format('inflation: unknown p_series %s', quote_literal(p_series)),
      detail = format('Series (label SGS code): %s.',
        (select string_agg(format('%s %s', s.label, s.code), ', ' order by i.family, s.label)
           from bcb.inflation_series i join bcb.sgs_series s on s.code = i.code)),
      hint = 'Pass p_series as one of the labels listed in details (case-insensitive), or omit it for every series of p_family.';
  end if;

  perform internal.assert_window(v_from, v_to, 'inflation',
    'Send p_from on or before p_to, or omit p_from for the default 36-month window.', p_from is null);

  select count(*) into v_rows
  from (
    select 1
    from bcb.inflation_series i
    join bcb.sgs_series s on s.code = i.code
    join bcb.sgs v on v.code = i.code
    where (v_series is null or s.label = v_series) and (v_family is null or i.family = v_family)
      and v.reference_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'inflation',
    'Narrow p_from/p_to, or pin p_series or p_family: every series at once fills about 36 months per response.');

  return query
    select v.reference_date, s.label, i.family, i.code, v.value,
           case when i.unit = 'pct_month' then v.chain end,
           i.unit,
           case when l.synthetic then 'synthetic_sample' else 'bcb_sgs' end
    from bcb.inflation_series i
    join bcb.sgs_series s on s.code = i.code
    cross join lateral (
      -- the window and the eleven months before it, for the chain: an exact numeric
      -- product of twelve factors (no logarithms), only when the row eleven back is
      -- the month eleven back, so every month between is held
      select w.reference_date, w.value, w.ingest_id,
             case when lag(w.reference_date, 11) over m = (w.reference_date - interval '11 months')::date then
               -- numeric products are exact, and 1e-22 only shifts the point back:
               -- (100 + v1) x ... x (100 + v12) x 1e-22 - 100 = ((1 + v1/100) x ... x (1 + v12/100) - 1) x 100
               round((100 + w.value) * (100 + lag(w.value, 1) over m) * (100 + lag(w.value, 2) over m) * (100 + lag(w.value, 3) over m)
                     * (100 + lag(w.value, 4) over m) * (100 + lag(w.value, 5) over m) * (100 + lag(w.value, 6) over m)
                     * (100 + lag(w.value, 7) over m) * (100 + lag(w.value, 8) over m) * (100 + lag(w.value, 9) over m)
                     * (100 + lag(w.value, 10) over m) * (100 + lag(w.value, 11) over m) * 1e-22 - 100, 2)
             end as chain
      from bcb.sgs w
      where w.code = i.code and w.reference_date between (v_from - interval '11 months')::date and v_to
      window m as (order by w.reference_date)
    ) v
    join ingest.ingest_log l on l.id = v.ingest_id
    where (v_series is null or s.label = v_series) and (v_family is null or i.family = v_family)
      and v.reference_date between v_from and v_to
    order by v.reference_date, s.label;
end;
$$;

alter function api.inflation(text, text, date, date) owner to api_owner;
revoke all on function api.inflation(text, text, date, date) from public;
grant execute on function api.inflation(text, text, date, date) to anon, authenticated;

comment on function api.inflation(text, text, date, date) is 'The IPCA family from the central bank''s SGS, one row per month and series: headline, cores, classifications, diffusion and the nine groups, oldest first.
Every value is the number SGS publishes, in percent; acc_12m is the trailing twelve monthly changes chained, NULL unless the twelve months are held and consecutive and on the series that are not monthly changes. Group rows are changes of the group, not contributions to the headline (inflation_items has the weights). Series (label SGS code): IPCA 433, IPCA_12M 13522, IPCA15 7478, IPCA_CORE_MS 4466, IPCA_CORE_MA 11426, IPCA_CORE_EX0 11427, IPCA_CORE_EX2 16121, IPCA_CORE_DP 16122, IPCA_MONITORADOS 4449, IPCA_LIVRES 11428, IPCA_COMERCIALIZAVEIS 4447, IPCA_NAO_COMERCIALIZAVEIS 4448, IPCA_NAO_DURAVEIS 10841, IPCA_SEMI_DURAVEIS 10842, IPCA_DURAVEIS 10843, IPCA_SERVICOS 10844, IPCA_DIFUSAO 21379, IPCA_G_ALIMENTACAO 1635, IPCA_G_HABITACAO 1636, IPCA_G_ARTIGOS_RESIDENCIA 1637, IPCA_G_VESTUARIO 1638, IPCA_G_TRANSPORTES 1639, IPCA_G_COMUNICACAO 1640, IPCA_G_SAUDE 1641, IPCA_G_DESPESAS_PESSOAIS 1642, IPCA_G_EDUCACAO 1643. Default window: 36 months before p_to, or before today. An unknown series or family raises 22023 listing what exists; a series outside p_family, or nothing held in the window, gives []; more than 1000 rows raises 22023. Rows are ordered by month, then series.
p_series: one label from the list above (case-insensitive); omit for every series.
p_family: headline, core, classification, diffusion or group; omit for every family.
p_from: first month of the window (YYYY-MM-DD, compared with the month''s first day); default 36 months before p_to.
p_to: last day of the window (YYYY-MM-DD); default today.
@tag Inflation
@enum p_series: internal.inflation_series
@default p_from: 36 months before p_to
@default p_to: today';
--! EndIncluded functions/inflation.sql
--! Included functions/macro_series.sql
-- api.macro_series: one central bank SGS series by label or code, oldest first.
drop function if exists api.macro_series(text, date, date);
drop type if exists api.macro_series_row;

create type api.macro_series_row as (
  series text,
  code integer,
  reference_date date,
  value numeric,
  unit text,
  frequency text,
  source text
);
alter type api.macro_series_row owner to api_owner;
comment on type api.macro_series_row is 'One value of one central bank SGS series.';
comment on column api.macro_series_row.series is 'The series label (SELIC_META, CDI, IPCA, ...; catalog.json enums.macro_series.p_series lists them).';
comment on column api.macro_series_row.code is 'SGS code the series is published under (432 SELIC_META, 12 CDI, ...).';
comment on column api.macro_series_row.reference_date is 'Date of the value as published: the day for daily series, the first day of the month for monthly ones.';
comment on column api.macro_series_row.value is 'The value as published, in unit.';
comment on column api.macro_series_row.unit is 'What value measures, e.g. % a.a. (percent a year), % a.d. (a day), % a.m. (a month), BRL per 1 USD.';
comment on column api.macro_series_row.frequency is 'daily or monthly: how often SGS publishes the series.';
comment on column api.macro_series_row.source is 'bcb_sgs (an SGS file) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central bank figure).';

create function api.macro_series(p_series text, p_from date default null, p_to date default null)
returns setof api.macro_series_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_series text := upper(btrim(p_series));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_code integer;
  v_rows bigint;
begin
  select s.code into v_code
  from bcb.sgs_series s
  -- a CASE, not AND: the planner may cast before it tests the pattern
  where s.label = v_series or s.code = case when v_series ~ '^\d{1,9}$' then v_series::integer end;

  if v_code is null then
    raise exception using
      errcode = '22023',
      message = format('macro_series: unknown series %s', coalesce(quote_literal(p_series), 'NULL')),
      detail = format('Series known (label code): %s.',
        (select string_agg(format('%s %s', s.label, s.code), ', ' order by s.label) from bcb.sgs_series s)),
      hint = 'Pass p_series as one of the labels or SGS codes listed in details, for example {"p_series":"SELIC_META"} or {"p_series":"432"}.';
  end if;

  perform internal.assert_window(v_from, v_to, 'macro_series',
    'Send p_from on or before p_to, or omit p_from for the default 12-month window.');

  select count(*) into v_rows
  from (select 1 from bcb.sgs v where v.code = v_code and v.reference_date between v_from and v_to limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'macro_series',
    'Narrow p_from/p_to: a daily series has about 250 values a year, so up to about 3 years fit in one response; page by calling again with the next window.');

  return query
    select s.label, s.code, v.reference_date, v.value, s.unit, s.frequency,
           case when l.synthetic then 'synthetic_sample' else 'bcb_sgs' end
    from bcb.sgs v
    join bcb.sgs_series s on s.code = v.code
    join ingest.ingest_log l on l.id = v.ingest_id
    where v.code = v_code and v.reference_date between v_from and v_to
    order by v.reference_date;
end;
$$;

alter function api.macro_series(text, date, date) owner to api_owner;
revoke all on function api.macro_series(text, date, date) from public;
grant execute on function api.macro_series(text, date, date) to anon, authenticated;

comment on function api.macro_series(text, date, date) is 'Central bank SGS series by label or code, oldest first.
Values as published by the central bank''s time-series system (SGS), one row per date: SELIC_META 432, SELIC_DIARIA 11, CDI 12, IGPM 189, INPC 188, POUPANCA 25, USDBRL 1, EURBRL 21619, PIB 4380, IPCA 433, and the other series of the inflation family that inflation() serves with their families (IPCA_12M 13522, IPCA15 7478, the cores, classifications, diffusion and groups). Nothing is derived, annualised or filled: a day SGS has no value has no row. Default window: 12 months before p_to, or before today. An unknown series raises 22023 listing the known ones; a known series with nothing in the window gives []; more than 1000 rows raises 22023.
p_series: a label (case-insensitive) or an SGS code from the list above.
p_from: first day of the window (YYYY-MM-DD); default 12 months before p_to.
p_to: last day of the window (YYYY-MM-DD); default today.
@tag Macro
@enum p_series: bcb.sgs_series.label
@default p_from: 12 months before p_to
@default p_to: today';
--! EndIncluded functions/macro_series.sql
--! Included sql/internal/catalog_part_freq.sql
-- GENERATED from catalog.json ("freq") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_freq: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_freq()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","inflation":"month (one row per series)","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","fidc_cedentes":"month (up to 18 originator slots a fund)","fidc_portfolio":"month (sector 33 rows, scr_debtor and scr_operation 9 each, tax_debt and guarantees 1, per filer)","fidc_tranches":"month (one row per series)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)","portfolio_instruments":"as filed (newest CRI/CRA report or newest CDA month holding the code)","future_series":"exchange session","future_curve":"one exchange session","trade_consolidated_history":"exchange session","index_history":"exchange session","panel":"p_freq month (fund series as filed; the tape as monthly bars dated at the month''s last session) or day (the tape per session)"}'::json
$fn$;

alter function internal.catalog_part_freq() owner to api_owner;
revoke all on function internal.catalog_part_freq() from public;
comment on function internal.catalog_part_freq() is 'Internal: catalog.json "freq", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_freq.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which real-estate funds have the longest monthly series held?","call":{"method":"GET","path":"/funds","query":"entity_type=eq.fii&order=n_reports.desc,cnpj&limit=5"},"then":"page with offset (or last_period=gte.<date> for the funds still filing); pass a row''s cnpj to fund_profile or fund_nav"},{"ask":"Who administers and manages this real-estate fund, and what does the store hold of it?","call":{"method":"POST","path":"/rpc/fund_profile","body":{"p_cnpj":"33.101.369/0001-40"}},"then":"periods lists each dataset holding the fund (funds_fii is the monthly series of fund_nav); status_history is what the registries record now, not a log of every change"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"How did the central bank''s IPCA cores move in 2026?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"core","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"one row per month and core, value as published (percent over the month); acc_12m chains the twelve months ending there, NULL when one is missing"},{"ask":"What was the 12-month IPCA, chained and as published?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"headline","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"the IPCA row''s acc_12m is the chain of its last twelve months; the IPCA_12M row is the central bank''s own figure for the same month, served beside it to compare"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"},{"ask":"Which ETF is the market equivalent of the Ações Livre class, and is it cheaper than the class''s funds?","call":{"method":"POST","path":"/rpc/portfolio_equivalents","body":{"p_classes":["Ações Livre","Multimercados Livre"],"p_as_of":"2026-11-01"}},"then":"one row per active ETF mapped to the class (is_equivalent on the largest by net assets; fee and net assets are a website''s curated values, flagged sample_entry on the shipped sample rows) beside the median fee of the class''s funds; a class with no mapped index is one sem_par row"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"},{"ask":"Which funds could the statement lines \"Fundo de Investimento em Acoes Aurora\" and \"AMOS11\" be?","call":{"method":"POST","path":"/rpc/portfolio_resolve","body":{"p_names":["Fundo de Investimento em Acoes Aurora","AMOS11"]}},"then":"up to 5 candidates per line with match_kind and score; send p_quotas and p_quota_dates to see which candidate''s filed quota matches the statement"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
