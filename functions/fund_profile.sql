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
