--! Previous: sha1:141d3b8db7ed99cdda83e94a5402ac7752a4183b
--! Hash: sha1:3df4f8653b805f5039dd992a6cf46efa5b10539b
--! Message: holdings: class statistics kept at load time for portfolio_movement, class_return_distribution, portfolio_equivalents

-- holdings: portfolio_movement, class_return_distribution and portfolio_equivalents read class statistics kept at load time; portfolio_fund_terms probes by key
drop table if exists cvm.fi_class_movement;
--! Included sql/cvm/fi_class_movement.sql
-- Each ANBIMA class's monthly quota-return statistics, what portfolio_movement
-- sets a fund against: computed at load time by the statement triggers of
-- cvm.fund_month and cvm.extrato_latest (cvm.refresh_fi_class_movement), so a
-- call reads one row per class asked instead of every peer's two month-end quotas.
create table cvm.fi_class_movement (
  cls text not null,
  period date not null,
  n integer not null,
  p01 numeric not null,
  p99 numeric not null,
  mean numeric not null,
  sd numeric,
  primary key (cls, period)
);
alter table cvm.fi_class_movement owner to ingest_writer;
grant select on cvm.fi_class_movement to api_owner;
comment on table cvm.fi_class_movement is 'Derived: per ANBIMA class label (btrim of the newest Extrato''s CLASSE_ANBIMA, blank left out) and fi month, the statistics of the month''s quota returns of the class''s funds with a positive month-end quota in that month and the previous one; kept by the statement triggers of cvm.fund_month and cvm.extrato_latest (cvm.refresh_fi_class_movement), never loaded directly. A class-month with no such fund has no row.';
comment on column cvm.fi_class_movement.cls is 'The class label as the newest Extrato files it, trimmed (the peer group of portfolio_movement).';
comment on column cvm.fi_class_movement.period is 'First day of the month: returns from the previous month-end quota to this one.';
comment on column cvm.fi_class_movement.n is 'Funds of the class with a return that month.';
comment on column cvm.fi_class_movement.p01 is '1st percentile (continuous) of the returns, percent, unrounded.';
comment on column cvm.fi_class_movement.p99 is '99th percentile (continuous) of the returns, percent, unrounded.';
comment on column cvm.fi_class_movement.mean is 'Mean of the returns winsorized at p01 and p99, percent, unrounded.';
comment on column cvm.fi_class_movement.sd is 'Sample standard deviation of the winsorized returns, percent, unrounded; NULL with one fund.';
--! EndIncluded sql/cvm/fi_class_movement.sql
--! Included sql/cvm/refresh_fi_class_movement.sql
-- Rewrites cvm.fi_class_movement for the given classes and months (NULL = all):
-- the same statistics portfolio_movement computed per call before, set-based.
create or replace function cvm.refresh_fi_class_movement(p_classes text[], p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fi_class_movement s
  where (p_classes is null or s.cls = any (p_classes)) and (p_months is null or s.period = any (p_months));
  insert into cvm.fi_class_movement (cls, period, n, p01, p99, mean, sd)
  with peers as (
    select nullif(btrim(x.classe_anbima), '') as cls, c.period, (c.quota / p.quota - 1) * 100 as ret
    from cvm.extrato_latest x
    join cvm.fund_month c on c.entity_type = 'fi' and c.cnpj = x.cnpj and c.quota > 0
    join cvm.fund_month p on p.entity_type = 'fi' and p.cnpj = x.cnpj and p.period = (c.period - interval '1 month')::date and p.quota > 0
    where nullif(btrim(x.classe_anbima), '') is not null
      and (p_classes is null or nullif(btrim(x.classe_anbima), '') = any (p_classes))
      and (p_months is null or c.period = any (p_months))
  ),
  bounds as (
    select q.cls, q.period, count(*)::integer as n,
           percentile_cont(0.01) within group (order by q.ret)::numeric as p01,
           percentile_cont(0.99) within group (order by q.ret)::numeric as p99
    from peers q group by q.cls, q.period
  )
  select b.cls, b.period, b.n, b.p01, b.p99,
         avg(least(greatest(q.ret, b.p01), b.p99)),
         stddev_samp(least(greatest(q.ret, b.p01), b.p99))
  from peers q join bounds b on b.cls = q.cls and b.period = q.period
  group by b.cls, b.period, b.n, b.p01, b.p99;
end;
$$;
comment on function cvm.refresh_fi_class_movement(text[], date[]) is 'Rewrites cvm.fi_class_movement for the given class labels and months (first days; NULL = every one): per class and month, n, the 1st and 99th percentiles of the fi quota returns and the mean and sample standard deviation winsorized at them.';
alter function cvm.refresh_fi_class_movement(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_class_movement(text[], date[]) from public;
--! EndIncluded sql/cvm/refresh_fi_class_movement.sql
--! Included sql/cvm/sync_fi_class_movement.sql
-- Statement triggers of cvm.fund_month and cvm.extrato_latest call this: a fi
-- month written changes the returns of that month and the next; a fund that
-- joins, leaves or changes class changes its old and new class in every month.
create or replace function cvm.sync_fi_class_movement() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_months date[];
  v_classes text[];
begin
  if tg_op = 'TRUNCATE' then
    if tg_table_name = 'fund_month' then
      truncate cvm.fi_class_movement;
    else
      perform cvm.refresh_fi_class_movement(null, null);
    end if;
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'fund_month' then
    if tg_op = 'INSERT' then
      select array_agg(distinct n.period) into v_months from new_rows n where n.entity_type = 'fi';
    elsif tg_op = 'DELETE' then
      select array_agg(distinct o.period) into v_months from old_rows o where o.entity_type = 'fi';
    else
      select array_agg(distinct r.period) into v_months
      from (select n.period from new_rows n where n.entity_type = 'fi' union select o.period from old_rows o where o.entity_type = 'fi') r;
    end if;
    if v_months is not null then
      perform cvm.refresh_fi_class_movement(null, array(select distinct m from unnest(v_months) t(p), lateral (values (t.p), ((t.p + interval '1 month')::date)) v(m)));
    end if;
  else
    -- only a fund that joins, leaves or changes label moves between peer groups
    if tg_op = 'INSERT' then
      select array_agg(distinct nullif(btrim(n.classe_anbima), '')) into v_classes from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct nullif(btrim(o.classe_anbima), '')) into v_classes from old_rows o;
    else
      select array_agg(distinct c) into v_classes
      from new_rows n join old_rows o on o.cnpj = n.cnpj
      cross join lateral (values (nullif(btrim(o.classe_anbima), '')), (nullif(btrim(n.classe_anbima), ''))) v(c)
      where nullif(btrim(o.classe_anbima), '') is distinct from nullif(btrim(n.classe_anbima), '');
    end if;
    v_classes := array_remove(v_classes, null);
    if cardinality(v_classes) > 0 then
      perform cvm.refresh_fi_class_movement(v_classes, null);
    end if;
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fi_class_movement() is 'Statement trigger of cvm.fund_month (fi months written: that month and the next) and cvm.extrato_latest (classes a fund joined or left: every month): rewrites those rows of cvm.fi_class_movement.';
alter function cvm.sync_fi_class_movement() owner to ingest_writer;
revoke all on function cvm.sync_fi_class_movement() from public;

drop trigger if exists fi_class_movement_insert on cvm.fund_month;
drop trigger if exists fi_class_movement_update on cvm.fund_month;
drop trigger if exists fi_class_movement_delete on cvm.fund_month;
drop trigger if exists fi_class_movement_truncate on cvm.fund_month;
create trigger fi_class_movement_insert after insert on cvm.fund_month
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_update after update on cvm.fund_month
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_delete after delete on cvm.fund_month
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fi_class_movement();
drop trigger if exists fi_class_movement_insert on cvm.extrato_latest;
drop trigger if exists fi_class_movement_update on cvm.extrato_latest;
drop trigger if exists fi_class_movement_delete on cvm.extrato_latest;
drop trigger if exists fi_class_movement_truncate on cvm.extrato_latest;
create trigger fi_class_movement_insert after insert on cvm.extrato_latest
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_update after update on cvm.extrato_latest
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_delete after delete on cvm.extrato_latest
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_truncate after truncate on cvm.extrato_latest
  for each statement execute function cvm.sync_fi_class_movement();
--! EndIncluded sql/cvm/sync_fi_class_movement.sql
select cvm.refresh_fi_class_movement(null, null);
--! Included functions/portfolio_movement.sql
-- api.portfolio_movement: is a fund's month unusual for its own ANBIMA class?
-- The fund's monthly quota return as a z-score against the same return of
-- every fund of its class (as the CVM Extrato files it). A NAV change is not
-- used: it is mostly money in and out, not movement.
drop function if exists api.portfolio_movement(text[], date);
drop type if exists api.portfolio_movement_row;

create type api.portfolio_movement_row as (
  cnpj text,
  fund_name text,
  month date,
  class text,
  subclass text,
  class_as_filed text,
  class_as_of date,
  n_peers integer,
  own_value_pct numeric,
  class_mean_pct numeric,
  class_sd_pct numeric,
  class_p01_pct numeric,
  class_p99_pct numeric,
  z numeric,
  level text,
  investigator_trigger boolean,
  min_peers integer,
  reason text
);
alter type api.portfolio_movement_row owner to api_owner;
comment on type api.portfolio_movement_row is 'One fund''s month against its ANBIMA class: its quota return, the class''s winsorized mean and standard deviation, the z-score and its level.';
comment on column api.portfolio_movement_row.cnpj is 'The fund''s CNPJ, 14 digits, as asked (one row per distinct CNPJ).';
comment on column api.portfolio_movement_row.fund_name is 'The registry name; NULL when the CNPJ is not in the fund registry.';
comment on column api.portfolio_movement_row.month is 'First day of the month judged.';
comment on column api.portfolio_movement_row.class is 'The class label up to its first '' - '' (display only); NULL when no class is filed.';
comment on column api.portfolio_movement_row.subclass is 'The rest of the label after its first '' - ''; NULL when the label has none, or no class is filed.';
comment on column api.portfolio_movement_row.class_as_filed is 'The whole ANBIMA class as the fund''s newest Extrato files it: the peer group. NULL when the fund has no Extrato or files no class.';
comment on column api.portfolio_movement_row.class_as_of is 'DT_COMPTC of the Extrato filing the class comes from (its newest, not the class on the month''s date); NULL with class_as_filed.';
comment on column api.portfolio_movement_row.n_peers is 'Funds of the class with a return that month, the fund included; NULL when no class is filed or the month is incomplete.';
comment on column api.portfolio_movement_row.own_value_pct is 'The fund''s quota return in the month, (month-end quota / previous month-end quota - 1) x 100, 6 decimals, never winsorized; NULL when either quota is missing or not positive.';
comment on column api.portfolio_movement_row.class_mean_pct is 'Mean of the peers'' returns winsorized at class_p01_pct and class_p99_pct, percent, 6 decimals; NULL below min_peers.';
comment on column api.portfolio_movement_row.class_sd_pct is 'Sample standard deviation of the winsorized returns, percent, 6 decimals; NULL below min_peers.';
comment on column api.portfolio_movement_row.class_p01_pct is 'The peers'' 1st percentile (continuous), where low returns are winsorized; NULL below min_peers.';
comment on column api.portfolio_movement_row.class_p99_pct is 'The peers'' 99th percentile, where high returns are winsorized; NULL below min_peers.';
comment on column api.portfolio_movement_row.z is '(own_value_pct - class_mean_pct) / class_sd_pct, 4 decimals (the level is decided on the unrounded value); NULL when nao_avaliado.';
comment on column api.portfolio_movement_row.level is 'normal (|z| <= 2), atencao (|z| > 2), forte (|z| > 3) or nao_avaliado (reason says why).
@enum internal.movement_level';
comment on column api.portfolio_movement_row.investigator_trigger is 'True exactly when level is forte.';
comment on column api.portfolio_movement_row.min_peers is 'The fewest peers a class is compared with (30).';
comment on column api.portfolio_movement_row.reason is 'Portuguese: why the fund is nao_avaliado, or what was compared. Never NULL.';

create function api.portfolio_movement(p_cnpjs text[], p_month date default null)
returns setof api.portfolio_movement_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_min constant integer := 30;
  v_complete_through date := cvm.fi_complete_through();
  v_cur date := date_trunc('month', coalesce(p_month, v_complete_through, current_date))::date;
  v_prev date := (date_trunc('month', coalesce(p_month, v_complete_through, current_date)) - interval '1 month')::date;
  v_complete boolean := coalesce(v_cur <= v_complete_through, false);
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_movement', 1);
  return query
    with ids as (
      select distinct internal.cnpj(a.c, 'portfolio_movement') as cnpj from unnest(p_cnpjs) as a(c)
    ),
    ext as (
      select x.cnpj, nullif(btrim(x.classe_anbima), '') as cls, x.dt_comptc
      from cvm.extrato_latest x where x.cnpj in (select ids.cnpj from ids)
    ),
    own as (
      select ids.cnpj, c.quota as q1, p.quota as q0, (c.cnpj is not null) as has_cur
      from ids
      left join cvm.fund_month c on c.entity_type = 'fi' and c.cnpj = ids.cnpj and c.period = v_cur
      left join cvm.fund_month p on p.entity_type = 'fi' and p.cnpj = ids.cnpj and p.period = v_prev
    ),
    stats as (
      -- the class's statistics that month, kept at load time (cvm.fi_class_movement)
      select s.cls, s.n, s.p01, s.p99, s.mean, s.sd
      from cvm.fi_class_movement s
      where v_complete and s.period = v_cur and s.cls in (select e.cls from ext e where e.cls is not null)
    ),
    joined as (
      select ids.cnpj, r.fund_name, r.entity_type, (r.cnpj is not null) as registered,
             o.has_cur, o.q1, o.q0, (e.cnpj is not null) as in_extrato, e.cls, e.dt_comptc,
             case when o.q1 > 0 and o.q0 > 0 then (o.q1 / o.q0 - 1) * 100 end as ret,
             s.n, s.p01, s.p99, s.mean, s.sd
      from ids
      -- one key probe per CNPJ asked (a hash join would read the whole registry)
      left join lateral (select g.cnpj, g.fund_name, g.entity_type from cvm.fund_registry g where g.cnpj = ids.cnpj limit 1) r on true
      left join own o on o.cnpj = ids.cnpj
      left join ext e on e.cnpj = ids.cnpj
      left join stats s on s.cls = e.cls
    ),
    scored as (
      select j.*, case when v_complete and j.ret is not null and j.n >= v_min and j.sd > 0 then (j.ret - j.mean) / j.sd end as zz
      from joined j
    )
    select d.cnpj, d.fund_name, v_cur,
           case when d.cls is not null then split_part(d.cls, ' - ', 1) end,
           case when d.cls like '% - %' then nullif(btrim(substr(d.cls, strpos(d.cls, ' - ') + 3)), '') end,
           d.cls,
           case when d.cls is not null then d.dt_comptc end,
           case when d.cls is not null and v_complete then coalesce(d.n, 0) end,
           round(d.ret, 6),
           case when d.n >= v_min then round(d.mean, 6) end,
           case when d.n >= v_min then round(d.sd, 6) end,
           case when d.n >= v_min then round(d.p01, 6) end,
           case when d.n >= v_min then round(d.p99, 6) end,
           round(d.zz, 4),
           internal.movement_level_of(d.zz),
           internal.movement_level_of(d.zz) = 'forte',
           v_min,
           case
             when not v_complete then format('mês %s incompleto: o informe diário ainda está sendo entregue (completo até %s); a comparação com a classe só vale para mês completo', to_char(v_cur, 'YYYY-MM'), coalesce(to_char(v_complete_through, 'YYYY-MM'), 'nenhum mês'))
             when not d.registered and not d.has_cur then 'CNPJ não encontrado no cadastro de fundos'
             when not d.has_cur and d.entity_type is distinct from 'fi' then format('não é fundo FI com informe diário (%s); sem retorno de cota mensal', coalesce(d.entity_type, 'família não servida'))
             when not d.has_cur then format('sem informe diário do fundo em %s', to_char(v_cur, 'YYYY-MM'))
             when d.q1 is null or d.q1 <= 0 then format('cota de %s ausente ou não positiva', to_char(v_cur, 'YYYY-MM'))
             when d.q0 is null or d.q0 <= 0 then format('sem cota positiva no mês anterior (%s); sem retorno mensal', to_char(v_prev, 'YYYY-MM'))
             when not d.in_extrato then 'fundo fora do Extrato da CVM: sem classe ANBIMA informada'
             when d.cls is null then 'classe ANBIMA não informada no Extrato da CVM'
             when coalesce(d.n, 0) < v_min then format('apenas %s fundos da classe %s têm retorno em %s; mínimo %s para comparar', coalesce(d.n, 0), d.cls, to_char(v_cur, 'YYYY-MM'), v_min)
             when d.sd is null or d.sd = 0 then format('desvio padrão da classe %s é zero em %s; sem escala para comparar', d.cls, to_char(v_cur, 'YYYY-MM'))
             else format('retorno da cota de %s comparado com %s fundos da classe %s (média e desvio padrão winsorizados no 1º e 99º percentil)', to_char(v_cur, 'YYYY-MM'), d.n, d.cls)
           end
    from scored d
    order by d.cnpj;
end;
$$;

alter function api.portfolio_movement(text[], date) owner to api_owner;
revoke all on function api.portfolio_movement(text[], date) from public;
grant execute on function api.portfolio_movement(text[], date) to anon, authenticated;
comment on function api.portfolio_movement(text[], date) is 'Is a fund''s month unusual for its ANBIMA class: its quota return as a z-score against the class.
One row per distinct CNPJ, ordered by CNPJ. own_value_pct = (month-end quota / previous month-end quota - 1) x 100, from the daily report''s class quota (cvm.fund_month, the last reported day of each month; a NAV change is not used). The peer group is the whole ANBIMA class label the fund''s newest CVM Extrato files (class_as_filed): every fi fund whose newest Extrato files the same label and has a positive quota in both months, the fund included (n_peers), whatever was asked. class_mean_pct and class_sd_pct are the mean and sample standard deviation of the peers'' returns winsorized at the class''s own 1st and 99th percentiles that month (a value beyond a bound counts as the bound); the fund''s own return is not winsorized. z = (own - mean) / sd; level forte when |z| > 3, atencao when |z| > 2, else normal (strictly greater: exactly 2 is normal, exactly 3 atencao), decided on the unrounded z; investigator_trigger is true exactly on forte. nao_avaliado, with a Portuguese reason, when the month is not complete (the newest month of the daily report is still being filed), the CNPJ is unknown or not an fi fund, a quota is missing or not positive, no class is filed, fewer than 30 peers, or a zero standard deviation; never a fallback to a wider class, never a guess from the fund''s name. Nothing here is a forecast or a verdict. 1 to 200 CNPJs (22023 otherwise), one page.
p_cnpjs: 1 to 200 fund CNPJs (punctuation optional).
p_month: any day of the month to judge; default the last complete month of the daily report.
@tag Portfolio
@default p_month: the last complete month of the daily report';
--! EndIncluded functions/portfolio_movement.sql
drop index if exists cvm.extrato_latest_class_key;
create index extrato_latest_class_key on cvm.extrato_latest (upper(btrim(classe_anbima)), upper(btrim(fundo_cotas))) include (classe_anbima, cnpj, dt_comptc, taxa_adm);
drop table if exists cvm.fi_class_window;
--! Included sql/cvm/fi_class_window.sql
-- Each ANBIMA class's 12- and 6-month quota-return quartiles, what
-- class_return_distribution answers: computed at load time by the statement
-- triggers of cvm.fund_month, cvm.extrato_latest and curated.etf_registry
-- (cvm.sync_fi_class_window), so a call reads one row per window instead of
-- every fund's two month-end quotas.
create table cvm.fi_class_window (
  cls_key text not null,
  fc_key text not null,
  end_month date not null,
  months integer not null check (months in (6, 12)),
  n integer not null,
  p25 double precision not null,
  p50 double precision not null,
  p75 double precision not null,
  primary key (cls_key, fc_key, end_month, months)
);
alter table cvm.fi_class_window owner to ingest_writer;
grant select on cvm.fi_class_window to api_owner;
comment on table cvm.fi_class_window is 'Derived: per ANBIMA class and FUNDO_COTAS flag of the newest Extrato (upper-cased, trimmed; curated ETFs left out), month and window (12 or 6 months), the count and the continuous quartiles of the funds'' quota returns from the month-end quota window months before to this month''s, over the funds with a positive quota at both ends; kept by the statement triggers of cvm.fund_month, cvm.extrato_latest and curated.etf_registry (cvm.sync_fi_class_window), never loaded directly. A window with no such fund has no row.';
comment on column cvm.fi_class_window.cls_key is 'upper(btrim(CLASSE_ANBIMA)) of the newest Extrato.';
comment on column cvm.fi_class_window.fc_key is 'upper(btrim(FUNDO_COTAS)) of the newest Extrato.';
comment on column cvm.fi_class_window.end_month is 'First day of the month the returns end at (its month-end quota).';
comment on column cvm.fi_class_window.months is 'The window: the returns start at the month-end quota this many months before end_month.';
comment on column cvm.fi_class_window.n is 'Funds with a positive quota at both ends.';
comment on column cvm.fi_class_window.p25 is '25th percentile (continuous) of the returns, percent, unrounded.';
comment on column cvm.fi_class_window.p50 is 'Median of the returns, percent, unrounded.';
comment on column cvm.fi_class_window.p75 is '75th percentile (continuous) of the returns, percent, unrounded.';
--! EndIncluded sql/cvm/fi_class_window.sql
--! Included sql/cvm/refresh_fi_class_window.sql
-- Rewrites cvm.fi_class_window for the given class keys and end months (NULL =
-- all): the quartiles class_return_distribution computed per call before, set-based.
create or replace function cvm.refresh_fi_class_window(p_classes text[], p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fi_class_window s
  where (p_classes is null or s.cls_key = any (p_classes)) and (p_months is null or s.end_month = any (p_months));
  insert into cvm.fi_class_window (cls_key, fc_key, end_month, months, n, p25, p50, p75)
  select r.cls_key, r.fc_key, r.end_month, r.months, count(*)::integer,
         percentile_cont(0.25) within group (order by r.ret),
         percentile_cont(0.5) within group (order by r.ret),
         percentile_cont(0.75) within group (order by r.ret)
  from (
    select upper(btrim(x.classe_anbima)) as cls_key, upper(btrim(x.fundo_cotas)) as fc_key, q1.period as end_month, w.months,
           (q1.quota / q0.quota - 1) * 100 as ret
    from cvm.extrato_latest x
    cross join (values (12), (6)) as w(months)
    join cvm.fund_month q1 on q1.entity_type = 'fi' and q1.cnpj = x.cnpj and q1.quota > 0
    join cvm.fund_month q0 on q0.entity_type = 'fi' and q0.cnpj = x.cnpj and q0.period = (q1.period - make_interval(months => w.months))::date and q0.quota > 0
    where upper(btrim(x.classe_anbima)) is not null and upper(btrim(x.fundo_cotas)) is not null
      and not exists (select 1 from curated.etf_registry g where g.cnpj = x.cnpj)
      and (p_classes is null or upper(btrim(x.classe_anbima)) = any (p_classes))
      and (p_months is null or q1.period = any (p_months))
  ) r
  group by r.cls_key, r.fc_key, r.end_month, r.months;
end;
$$;
comment on function cvm.refresh_fi_class_window(text[], date[]) is 'Rewrites cvm.fi_class_window for the given class keys (upper(btrim(CLASSE_ANBIMA))) and end months (first days; NULL = every one): per class, FUNDO_COTAS flag, month and 12/6-month window, the count and quartiles of the funds'' quota returns (curated ETFs left out).';
alter function cvm.refresh_fi_class_window(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_class_window(text[], date[]) from public;
--! EndIncluded sql/cvm/refresh_fi_class_window.sql
--! Included sql/cvm/sync_fi_class_window.sql
-- Statement triggers of cvm.fund_month, cvm.extrato_latest and curated.etf_registry
-- call this: a fi month written changes the windows ending that month, 6 and 12
-- months later; a fund that joins, leaves or changes class or flag, or becomes or
-- stops being a curated ETF, changes its old and new class in every month.
create or replace function cvm.sync_fi_class_window() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_months date[];
  v_classes text[];
begin
  if tg_op = 'TRUNCATE' then
    if tg_table_name = 'fund_month' then
      truncate cvm.fi_class_window;
    else
      perform cvm.refresh_fi_class_window(null, null);
    end if;
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'fund_month' then
    if tg_op = 'INSERT' then
      select array_agg(distinct n.period) into v_months from new_rows n where n.entity_type = 'fi';
    elsif tg_op = 'DELETE' then
      select array_agg(distinct o.period) into v_months from old_rows o where o.entity_type = 'fi';
    else
      select array_agg(distinct r.period) into v_months
      from (select n.period from new_rows n where n.entity_type = 'fi' union select o.period from old_rows o where o.entity_type = 'fi') r;
    end if;
    if v_months is not null then
      perform cvm.refresh_fi_class_window(null, array(
        select distinct m from unnest(v_months) t(p),
        lateral (values (t.p), ((t.p + interval '6 months')::date), ((t.p + interval '12 months')::date)) v(m)));
    end if;
    return null;
  elsif tg_table_name = 'extrato_latest' then
    if tg_op = 'INSERT' then
      select array_agg(distinct upper(btrim(n.classe_anbima))) into v_classes from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct upper(btrim(o.classe_anbima))) into v_classes from old_rows o;
    else
      select array_agg(distinct c) into v_classes
      from new_rows n join old_rows o on o.cnpj = n.cnpj
      cross join lateral (values (upper(btrim(o.classe_anbima))), (upper(btrim(n.classe_anbima)))) v(c)
      where (upper(btrim(o.classe_anbima)), upper(btrim(o.fundo_cotas))) is distinct from (upper(btrim(n.classe_anbima)), upper(btrim(n.fundo_cotas)));
    end if;
  else
    -- curated.etf_registry: the classes the CNPJs added or removed file
    if tg_op = 'INSERT' then
      select array_agg(distinct upper(btrim(x.classe_anbima))) into v_classes from new_rows n join cvm.extrato_latest x on x.cnpj = n.cnpj;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct upper(btrim(x.classe_anbima))) into v_classes from old_rows o join cvm.extrato_latest x on x.cnpj = o.cnpj;
    else
      select array_agg(distinct upper(btrim(x.classe_anbima))) into v_classes
      from (select n.cnpj from new_rows n union select o.cnpj from old_rows o) k join cvm.extrato_latest x on x.cnpj = k.cnpj;
    end if;
  end if;
  v_classes := array_remove(v_classes, null);
  if cardinality(v_classes) > 0 then
    perform cvm.refresh_fi_class_window(v_classes, null);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fi_class_window() is 'Statement trigger of cvm.fund_month (fi months written: the windows ending then, 6 and 12 months later), cvm.extrato_latest (classes a fund joined or left: every month) and curated.etf_registry (the classes of the CNPJs added or removed): rewrites those rows of cvm.fi_class_window.';
alter function cvm.sync_fi_class_window() owner to ingest_writer;
revoke all on function cvm.sync_fi_class_window() from public;

drop trigger if exists fi_class_window_insert on cvm.fund_month;
drop trigger if exists fi_class_window_update on cvm.fund_month;
drop trigger if exists fi_class_window_delete on cvm.fund_month;
drop trigger if exists fi_class_window_truncate on cvm.fund_month;
create trigger fi_class_window_insert after insert on cvm.fund_month
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_update after update on cvm.fund_month
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_delete after delete on cvm.fund_month
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fi_class_window();

drop trigger if exists fi_class_window_insert on cvm.extrato_latest;
drop trigger if exists fi_class_window_update on cvm.extrato_latest;
drop trigger if exists fi_class_window_delete on cvm.extrato_latest;
drop trigger if exists fi_class_window_truncate on cvm.extrato_latest;
create trigger fi_class_window_insert after insert on cvm.extrato_latest
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_update after update on cvm.extrato_latest
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_delete after delete on cvm.extrato_latest
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_truncate after truncate on cvm.extrato_latest
  for each statement execute function cvm.sync_fi_class_window();

drop trigger if exists fi_class_window_insert on curated.etf_registry;
drop trigger if exists fi_class_window_update on curated.etf_registry;
drop trigger if exists fi_class_window_delete on curated.etf_registry;
drop trigger if exists fi_class_window_truncate on curated.etf_registry;
create trigger fi_class_window_insert after insert on curated.etf_registry
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_update after update on curated.etf_registry
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_delete after delete on curated.etf_registry
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_truncate after truncate on curated.etf_registry
  for each statement execute function cvm.sync_fi_class_window();
--! EndIncluded sql/cvm/sync_fi_class_window.sql
select cvm.refresh_fi_class_window(null, null);
--! Included functions/class_return_distribution.sql
-- api.class_return_distribution: how the funds of one ANBIMA class (as the CVM
-- Extrato files it) did over 12 and 6 months: the quartiles of their quota
-- returns, what a fund or an equivalent ETF is set against.
drop function if exists api.class_return_distribution(text, text, date);
drop type if exists api.class_return_distribution_row;

create type api.class_return_distribution_row as (
  classe_anbima text,
  fundo_cotas text,
  window_months integer,
  start_month date,
  end_month date,
  month_complete boolean,
  n_universe integer,
  n_funds integer,
  n_excluded_no_quota integer,
  min_funds integer,
  p25_pct numeric,
  median_pct numeric,
  p75_pct numeric,
  status text,
  reason text
);
alter type api.class_return_distribution_row owner to api_owner;
comment on type api.class_return_distribution_row is 'The quota returns of one ANBIMA class (as filed in the CVM Extrato) and FUNDO_COTAS flag over one window ending at the month asked: their 25th, 50th and 75th percentiles.';
comment on column api.class_return_distribution_row.classe_anbima is 'The class as the Extrato files it (the spelling of the newest filing that names it).';
comment on column api.class_return_distribution_row.fundo_cotas is 'S (funds of funds) or N, as asked.
@enum internal.fundo_cotas';
comment on column api.class_return_distribution_row.window_months is '12 or 6: the months between start_month and end_month.';
comment on column api.class_return_distribution_row.start_month is 'First day of the month whose month-end quota the return starts from (end_month minus window_months).';
comment on column api.class_return_distribution_row.end_month is 'First day of the month asked: the return ends at its month-end quota.';
comment on column api.class_return_distribution_row.month_complete is 'True when end_month is complete in the daily report (before the newest month held, which is still being filed).';
comment on column api.class_return_distribution_row.n_universe is 'Funds whose newest Extrato files this class and flag (ETFs of the curated registry left out).';
comment on column api.class_return_distribution_row.n_funds is 'Of those, funds with a positive month-end quota in both start_month and end_month: the funds the percentiles are over.';
comment on column api.class_return_distribution_row.n_excluded_no_quota is 'n_universe minus n_funds: funds with no positive quota at one end of the window.';
comment on column api.class_return_distribution_row.min_funds is 'The fewest funds a distribution is stated for (30).';
comment on column api.class_return_distribution_row.p25_pct is '25th percentile (continuous) of the funds'' returns over the window, percent, 6 decimals; NULL when nao_avaliado.';
comment on column api.class_return_distribution_row.median_pct is 'Median of the funds'' returns over the window, percent, 6 decimals; NULL when nao_avaliado.';
comment on column api.class_return_distribution_row.p75_pct is '75th percentile of the funds'' returns over the window, percent, 6 decimals; NULL when nao_avaliado.';
comment on column api.class_return_distribution_row.status is 'evaluated, or nao_avaliado (fewer than min_funds funds, or an incomplete month).
@enum internal.distribution_status';
comment on column api.class_return_distribution_row.reason is 'Portuguese: why the window is nao_avaliado, or what was compared. Never NULL.';

create function api.class_return_distribution(p_classe_anbima text, p_fundo_cotas text, p_month date default null)
returns setof api.class_return_distribution_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_min constant integer := 30;
  v_class text := upper(btrim(p_classe_anbima));
  v_fc text := upper(btrim(p_fundo_cotas));
  v_complete_through date := cvm.fi_complete_through();
  v_end date := date_trunc('month', coalesce(p_month, v_complete_through))::date;
  v_filed text;
  v_held text;
  v_universe integer;
begin
  if v_fc is null or not (v_fc = any (internal.domain_values('internal.fundo_cotas'))) then
    raise exception using
      errcode = '22023',
      message = format('class_return_distribution: p_fundo_cotas %s is not S or N', coalesce(quote_literal(p_fundo_cotas), 'NULL')),
      detail = 'Funds of funds (S) and other funds (N) are distributed apart, as the Extrato''s FUNDO_COTAS flag files them.',
      hint = 'Send p_fundo_cotas as S or N.';
  end if;
  select min(x.classe_anbima) into v_filed from cvm.extrato_latest x where upper(btrim(x.classe_anbima)) = v_class;
  if v_filed is null then
    select string_agg(distinct x.classe_anbima, ', ' order by x.classe_anbima) into v_held from cvm.extrato_latest x where x.classe_anbima is not null;
    raise exception using
      errcode = '22023',
      message = format('class_return_distribution: no fund files the ANBIMA class %s', coalesce(quote_literal(p_classe_anbima), 'NULL')),
      detail = format('Classes filed in the newest Extratos: %s.', coalesce(v_held, 'none (no Extrato loaded)')),
      hint = 'Send p_classe_anbima as the Extrato files it (case-insensitive), e.g. a portfolio_fee_peers or portfolio_movement row''s class.';
  end if;
  if v_end is null then
    v_end := date_trunc('month', current_date)::date; -- no daily report held: every window is nao_avaliado
  end if;

  -- counted once (a scalar subquery in the inlined query below would run per use)
  select count(*)::integer into v_universe from cvm.extrato_latest x
  where upper(btrim(x.classe_anbima)) = v_class and upper(btrim(x.fundo_cotas)) = v_fc
    and not exists (select 1 from curated.etf_registry g where g.cnpj = x.cnpj);

  return query
    with windows as (select w.months, (v_end - make_interval(months => w.months))::date as start_month from unnest(array[12, 6]) as w(months)),
    stats as (
      -- the window's quartiles, kept at load time (cvm.fi_class_window)
      select s.months, s.n, s.p25, s.p50, s.p75
      from cvm.fi_class_window s
      where s.cls_key = v_class and s.fc_key = v_fc and s.end_month = v_end
    ),
    judged as (
      select w.months, w.start_month, v_universe as n_universe, coalesce(s.n, 0) as n,
             s.p25, s.p50, s.p75,
             coalesce(v_end <= v_complete_through, false) as complete
      from windows w left join stats s on s.months = w.months
    )
    select v_filed, v_fc, j.months, j.start_month, v_end, j.complete, j.n_universe, j.n, j.n_universe - j.n, v_min,
           case when j.complete and j.n >= v_min then round(j.p25::numeric, 6) end,
           case when j.complete and j.n >= v_min then round(j.p50::numeric, 6) end,
           case when j.complete and j.n >= v_min then round(j.p75::numeric, 6) end,
           case when j.complete and j.n >= v_min then 'evaluated' else 'nao_avaliado' end,
           case
             when not j.complete then format('mês %s incompleto: o informe diário ainda está sendo entregue (completo até %s)', to_char(v_end, 'YYYY-MM'), coalesce(to_char(v_complete_through, 'YYYY-MM'), 'nenhum mês'))
             when j.n < v_min then format('apenas %s fundos da classe têm cota em %s e %s; mínimo %s', j.n, to_char(j.start_month, 'YYYY-MM'), to_char(v_end, 'YYYY-MM'), v_min)
             else format('retorno da cota de %s a %s de %s fundos da classe (FUNDO_COTAS %s)', to_char(j.start_month, 'YYYY-MM'), to_char(v_end, 'YYYY-MM'), j.n, v_fc)
           end
    from judged j
    order by j.months desc;
end;
$$;

alter function api.class_return_distribution(text, text, date) owner to api_owner;
revoke all on function api.class_return_distribution(text, text, date) from public;
grant execute on function api.class_return_distribution(text, text, date) to anon, authenticated;
comment on function api.class_return_distribution(text, text, date) is 'Quota returns of an ANBIMA class over 12 and 6 months: 25th, 50th and 75th percentiles.
Two rows (12 and 6 months) for one class as the CVM Extrato files it and one FUNDO_COTAS flag. The universe is every fund whose newest Extrato files that class and flag (curated ETFs left out); a fund''s return is (month-end quota of p_month / month-end quota window_months before - 1) x 100, from the daily report''s class quota (cvm.fund_month, the last reported day of each month); a fund without a positive quota at both ends is counted in n_excluded_no_quota, never as 0. The percentiles are continuous (percentile_cont), 6 decimals. At least 30 funds and a complete month (before the newest month of the daily report, still being filed) give status evaluated; otherwise nao_avaliado with the quartiles NULL and a Portuguese reason. A class no fund files raises 22023 listing the classes filed; p_fundo_cotas other than S or N raises 22023. One page: two rows.
p_classe_anbima: the ANBIMA class as the Extrato files it, e.g. Ações Livre (case-insensitive).
p_fundo_cotas: S (funds of funds) or N.
p_month: any day of the month the returns end at; default the last complete month of the daily report.
@tag Portfolio
@enum p_fundo_cotas: internal.fundo_cotas
@default p_month: the last complete month of the daily report';
--! EndIncluded functions/class_return_distribution.sql
drop table if exists cvm.extrato_class_fee;
--! Included sql/cvm/extrato_class_fee.sql
-- Each ANBIMA class's median administration fee over its funds' newest Extratos,
-- what portfolio_equivalents sets an ETF's fee against: kept at load time by the
-- statement triggers of cvm.extrato_latest and curated.etf_registry
-- (cvm.sync_extrato_class_fee), so a call reads one row per class instead of every
-- fund of it. The row serves an as-of date on or after max_dt_comptc (every fee it
-- counts was filed by then); an earlier date is counted from the funds themselves.
create table cvm.extrato_class_fee (
  cls_key text primary key,
  n integer not null,
  median double precision not null,
  max_dt_comptc date not null
);
alter table cvm.extrato_class_fee owner to ingest_writer;
grant select on cvm.extrato_class_fee to api_owner;
comment on table cvm.extrato_class_fee is 'Derived: per ANBIMA class (upper(btrim(CLASSE_ANBIMA)) of the newest Extrato), the funds whose newest TAXA_ADM is above 0 and at most 5 (curated ETFs left out): their count, the median fee (continuous) and the newest DT_COMPTC among them; kept by the statement triggers of cvm.extrato_latest and curated.etf_registry (cvm.sync_extrato_class_fee), never loaded directly. A class with no such fund has no row.';
comment on column cvm.extrato_class_fee.cls_key is 'upper(btrim(CLASSE_ANBIMA)) of the newest Extrato.';
comment on column cvm.extrato_class_fee.n is 'Funds counted.';
comment on column cvm.extrato_class_fee.median is 'Median (percentile_cont 0.5) of their TAXA_ADM, % a year, unrounded.';
comment on column cvm.extrato_class_fee.max_dt_comptc is 'The newest DT_COMPTC among the filings counted: the row answers any as-of date from this day on.';
--! EndIncluded sql/cvm/extrato_class_fee.sql
--! Included sql/cvm/refresh_extrato_class_fee.sql
-- Rewrites cvm.extrato_class_fee for the given class keys (NULL = all).
create or replace function cvm.refresh_extrato_class_fee(p_classes text[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.extrato_class_fee s where p_classes is null or s.cls_key = any (p_classes);
  insert into cvm.extrato_class_fee (cls_key, n, median, max_dt_comptc)
  select upper(btrim(l.classe_anbima)), count(*)::integer, percentile_cont(0.5) within group (order by l.taxa_adm), max(l.dt_comptc)
  from cvm.extrato_latest l
  where upper(btrim(l.classe_anbima)) is not null and l.taxa_adm > 0 and l.taxa_adm <= 5
    and not exists (select 1 from curated.etf_registry g where g.cnpj = l.cnpj)
    and (p_classes is null or upper(btrim(l.classe_anbima)) = any (p_classes))
  group by 1;
end;
$$;
comment on function cvm.refresh_extrato_class_fee(text[]) is 'Rewrites cvm.extrato_class_fee for the given class keys (upper(btrim(CLASSE_ANBIMA)); NULL = every one): count, median TAXA_ADM in (0, 5] and newest DT_COMPTC of the newest Extratos, curated ETFs left out.';
alter function cvm.refresh_extrato_class_fee(text[]) owner to ingest_writer;
revoke all on function cvm.refresh_extrato_class_fee(text[]) from public;
--! EndIncluded sql/cvm/refresh_extrato_class_fee.sql
--! Included sql/cvm/sync_extrato_class_fee.sql
-- Statement triggers of cvm.extrato_latest and curated.etf_registry call this: the
-- classes of every fund a statement touched (before and after) are counted again.
create or replace function cvm.sync_extrato_class_fee() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_classes text[];
begin
  if tg_op = 'TRUNCATE' then
    perform cvm.refresh_extrato_class_fee(null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'extrato_latest' then
    if tg_op = 'INSERT' then
      select array_agg(distinct upper(btrim(n.classe_anbima))) into v_classes from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct upper(btrim(o.classe_anbima))) into v_classes from old_rows o;
    else
      select array_agg(distinct c) into v_classes
      from (select upper(btrim(n.classe_anbima)) as c from new_rows n union select upper(btrim(o.classe_anbima)) from old_rows o) k;
    end if;
  else
    if tg_op = 'INSERT' then
      select array_agg(distinct upper(btrim(x.classe_anbima))) into v_classes from new_rows n join cvm.extrato_latest x on x.cnpj = n.cnpj;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct upper(btrim(x.classe_anbima))) into v_classes from old_rows o join cvm.extrato_latest x on x.cnpj = o.cnpj;
    else
      select array_agg(distinct upper(btrim(x.classe_anbima))) into v_classes
      from (select n.cnpj from new_rows n union select o.cnpj from old_rows o) k join cvm.extrato_latest x on x.cnpj = k.cnpj;
    end if;
  end if;
  v_classes := array_remove(v_classes, null);
  if cardinality(v_classes) > 0 then
    perform cvm.refresh_extrato_class_fee(v_classes);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_extrato_class_fee() is 'Statement trigger of cvm.extrato_latest and curated.etf_registry: rewrites the cvm.extrato_class_fee rows of the classes the touched funds file (before and after).';
alter function cvm.sync_extrato_class_fee() owner to ingest_writer;
revoke all on function cvm.sync_extrato_class_fee() from public;

drop trigger if exists extrato_class_fee_insert on cvm.extrato_latest;
drop trigger if exists extrato_class_fee_update on cvm.extrato_latest;
drop trigger if exists extrato_class_fee_delete on cvm.extrato_latest;
drop trigger if exists extrato_class_fee_truncate on cvm.extrato_latest;
create trigger extrato_class_fee_insert after insert on cvm.extrato_latest
  referencing new table as new_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_update after update on cvm.extrato_latest
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_delete after delete on cvm.extrato_latest
  referencing old table as old_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_truncate after truncate on cvm.extrato_latest
  for each statement execute function cvm.sync_extrato_class_fee();

drop trigger if exists extrato_class_fee_insert on curated.etf_registry;
drop trigger if exists extrato_class_fee_update on curated.etf_registry;
drop trigger if exists extrato_class_fee_delete on curated.etf_registry;
drop trigger if exists extrato_class_fee_truncate on curated.etf_registry;
create trigger extrato_class_fee_insert after insert on curated.etf_registry
  referencing new table as new_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_update after update on curated.etf_registry
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_delete after delete on curated.etf_registry
  referencing old table as old_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_truncate after truncate on curated.etf_registry
  for each statement execute function cvm.sync_extrato_class_fee();
--! EndIncluded sql/cvm/sync_extrato_class_fee.sql
select cvm.refresh_extrato_class_fee(null);
--! Included functions/portfolio_equivalents.sql
-- api.portfolio_equivalents: the market equivalent of an ANBIMA class: the
-- active ETFs on an index the owner mapped to the class (curated files), the
-- largest by net assets marked, each fee beside the class's fund fees. It names
-- an ETF with the same objective, never a recommendation.
drop function if exists api.portfolio_equivalents(text[], date);
drop type if exists api.portfolio_equivalents_row;

create type api.portfolio_equivalents_row as (
  classe_anbima text,
  status text,
  class_indices text[],
  n_etfs integer,
  etf_cnpj text,
  ticker text,
  etf_name text,
  underlying_index text,
  pl_brl numeric,
  pl_as_of date,
  fee_pct_year numeric,
  fee_as_of date,
  pl_rank integer,
  is_equivalent boolean,
  n_fund_fees integer,
  fund_fee_median_pct numeric,
  fee_below_fund_median boolean,
  sample_entry boolean,
  note text
);
alter type api.portfolio_equivalents_row owner to api_owner;
comment on type api.portfolio_equivalents_row is 'One ETF that is a market equivalent of an ANBIMA class, or one row saying why the class has none.';
comment on column api.portfolio_equivalents_row.classe_anbima is 'The class as asked (trimmed), one of p_classes.';
comment on column api.portfolio_equivalents_row.status is 'encontrado, sem_par, sem_etf or sem_pl (see the function).
@enum internal.equivalent_status';
comment on column api.portfolio_equivalents_row.class_indices is 'The underlying indices the curated mapping gives the class, sorted; NULL when sem_par.';
comment on column api.portfolio_equivalents_row.n_etfs is 'Active ETFs on those indices; 0 when sem_par or sem_etf.';
comment on column api.portfolio_equivalents_row.etf_cnpj is 'The ETF''s CNPJ, 14 digits; NULL on a sem_par or sem_etf row.';
comment on column api.portfolio_equivalents_row.ticker is 'The ETF''s exchange ticker; NULL on a sem_par or sem_etf row.';
comment on column api.portfolio_equivalents_row.etf_name is 'The ETF''s name in the curated registry; NULL when not filed there or no ETF.';
comment on column api.portfolio_equivalents_row.underlying_index is 'The index the ETF tracks; NULL when no ETF.';
comment on column api.portfolio_equivalents_row.pl_brl is 'Net assets (R$) a third-party website printed, the newest curated snapshot with one dated by p_as_of; NULL when none.';
comment on column api.portfolio_equivalents_row.pl_as_of is 'Date of that snapshot; NULL with pl_brl.';
comment on column api.portfolio_equivalents_row.fee_pct_year is 'Administration fee (% a year) the website printed, the newest snapshot with one dated by p_as_of (the etf_site_taxa_adm portfolio_fees serves); never a disclosed fee; NULL when none.';
comment on column api.portfolio_equivalents_row.fee_as_of is 'Date of that snapshot; NULL with fee_pct_year.';
comment on column api.portfolio_equivalents_row.pl_rank is 'Rank by pl_brl within the class, largest 1, ties by ticker; NULL for an ETF with no net assets (never ranked).';
comment on column api.portfolio_equivalents_row.is_equivalent is 'True on the rank-1 ETF: the class''s market equivalent. False otherwise.';
comment on column api.portfolio_equivalents_row.n_fund_fees is 'Funds whose newest Extrato files the class with a usable fee (above 0, at most 5, filed by p_as_of): what fund_fee_median_pct is over.';
comment on column api.portfolio_equivalents_row.fund_fee_median_pct is 'Median of those funds'' administration fees, % a year as filed; NULL when no fund fee is usable.';
comment on column api.portfolio_equivalents_row.fee_below_fund_median is 'True when fee_pct_year is below fund_fee_median_pct (the ETF is the cheaper vehicle by this fee), false when not; NULL when either is NULL.';
comment on column api.portfolio_equivalents_row.sample_entry is 'True when any curated row behind this answer (registry, mapping, snapshot) is a sample entry: illustrative, not a real ETF or figure.';
comment on column api.portfolio_equivalents_row.note is 'What the numbers are (third-party website values, the mapping reviewed by the owner), and why a value is missing. Never NULL.';

create function api.portfolio_equivalents(p_classes text[], p_as_of date default null)
returns setof api.portfolio_equivalents_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, current_date);
  v_n integer := coalesce(cardinality(p_classes), 0);
begin
  if v_n > 200 or v_n < 1 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_equivalents: %s classes sent, 1 to 200 accepted', v_n),
      detail = 'One call answers 1 to 200 ANBIMA classes, one page, never trimmed.',
      hint = 'Send p_classes as 1 to 200 classes as the Extrato files them, split across calls.';
  end if;
  if exists (select 1 from unnest(p_classes) c where nullif(btrim(c), '') is null) then
    raise exception using
      errcode = '22023',
      message = 'portfolio_equivalents: a blank class in p_classes',
      detail = 'Every entry names one ANBIMA class.',
      hint = 'Remove the blank entries, or send the class as the Extrato files it.';
  end if;
  return query
    with asked as (select distinct btrim(c) as cls from unnest(p_classes) c),
    mapped as (
      select a.cls, m.underlying_index, m.sample from asked a
      join curated.etf_index_class m on upper(btrim(m.classe_anbima)) = upper(a.cls)
    ),
    etfs as (
      select m.cls, g.cnpj, g.ticker, g.fund_name, g.underlying_index, (g.sample or m.sample) as sample,
             pl.pl, pl.as_of as pl_as_of, pl.sample as pl_sample, fee.taxa_adm, fee.as_of as fee_as_of, fee.sample as fee_sample
      from mapped m
      join curated.etf_registry g on g.underlying_index = m.underlying_index and g.active
      left join lateral (select s.pl, s.as_of, s.sample from curated.etf_site_snapshot s
                         where s.ticker = g.ticker and s.pl is not null and s.as_of <= v_as_of order by s.as_of desc limit 1) pl on true
      left join lateral (select s.taxa_adm, s.as_of, s.sample from curated.etf_site_snapshot s
                         where s.ticker = g.ticker and s.taxa_adm is not null and s.as_of <= v_as_of order by s.as_of desc limit 1) fee on true
    ),
    ranked as (
      select e.*, case when e.pl is not null then rank() over (partition by e.cls order by e.pl desc nulls last, e.ticker)::integer end as pl_rank,
             count(*) over (partition by e.cls)::integer as n, count(e.pl) over (partition by e.cls) as n_pl
      from etfs e
    ),
    fund_fees as (
      -- the class's fee median kept at load time (cvm.extrato_class_fee), when every fee it
      -- counts was filed by p_as_of; else counted here from the newest filings by then
      select a.cls, f.n, f.median
      from asked a join cvm.extrato_class_fee f on f.cls_key = upper(a.cls)
      where f.max_dt_comptc <= v_as_of
      union all
      select a.cls, count(*)::integer as n, percentile_cont(0.5) within group (order by l.taxa_adm) as median
      from asked a
      join cvm.extrato_latest l on upper(btrim(l.classe_anbima)) = upper(a.cls)
      where l.taxa_adm > 0 and l.taxa_adm <= 5 and l.dt_comptc <= v_as_of
        and not exists (select 1 from curated.etf_registry g where g.cnpj = l.cnpj)
        and not exists (select 1 from cvm.extrato_class_fee f where f.cls_key = upper(a.cls) and f.max_dt_comptc <= v_as_of)
      group by a.cls
    ),
    indices as (select m.cls, array_agg(m.underlying_index order by m.underlying_index) as list, bool_or(m.sample) as sample from mapped m group by m.cls)
    select a.cls,
           case when i.cls is null then 'sem_par' when r.cnpj is null then 'sem_etf' when r.n_pl = 0 then 'sem_pl' else 'encontrado' end,
           i.list, coalesce(r.n, 0), r.cnpj, r.ticker, r.fund_name, r.underlying_index,
           r.pl, r.pl_as_of, r.taxa_adm, r.fee_as_of, r.pl_rank, coalesce(r.pl_rank = 1, false),
           coalesce(f.n, 0), round(f.median::numeric, 6),
           case when r.taxa_adm is not null and f.median is not null then r.taxa_adm < f.median::numeric end,
           coalesce(r.sample or r.pl_sample or r.fee_sample or i.sample, false),
           concat_ws(' ',
             case when i.cls is null then 'No underlying index is mapped to this class in curated/etf_index_class.csv.'
                  when r.cnpj is null then 'No active ETF of the curated registry tracks the mapped indices.'
                  else 'Net assets and fee are a third-party website''s values (curated snapshots), never a disclosed fee; the index-to-class mapping is the owner''s review.' end,
             case when r.cnpj is not null and r.pl is null then format('No snapshot with net assets dated by %s: not ranked.', v_as_of) end,
             case when r.cnpj is not null and r.taxa_adm is null then format('No snapshot with a fee dated by %s.', v_as_of) end,
             case when coalesce(r.sample or r.pl_sample or r.fee_sample or i.sample, false) then 'SAMPLE ENTRY of the curated files: illustrative, not a real ETF or snapshot.' end)
    from asked a
    left join indices i on i.cls = a.cls
    left join ranked r on r.cls = a.cls
    left join fund_fees f on f.cls = a.cls
    order by a.cls, r.pl_rank nulls last, r.ticker;
end;
$$;

alter function api.portfolio_equivalents(text[], date) owner to api_owner;
revoke all on function api.portfolio_equivalents(text[], date) from public;
grant execute on function api.portfolio_equivalents(text[], date) to anon, authenticated;
comment on function api.portfolio_equivalents(text[], date) is 'Market equivalents of ANBIMA classes: the ETFs on an index mapped to each class, the largest by net assets marked, their fee beside the class''s fund fees.
Per class asked (as the Extrato files it, case-insensitive): every active ETF of the curated registry whose underlying index the curated mapping (curated/etf_index_class.csv, the owner''s review) gives the class, one row per ETF, with the net assets and the fee a third-party website printed (the newest curated snapshot with each, dated by p_as_of: the values portfolio_fees serves as etf_site_*; never a disclosed fee). is_equivalent marks the largest by net assets (pl_rank 1, ties by ticker); an ETF without net assets is never ranked. Beside each, the median administration fee of the class''s funds (their newest Extrato, fees above 0 and at most 5 filed by p_as_of, ETFs left out) and whether the ETF''s fee is below it. A class with no mapped index is one sem_par row, one with no active ETF one sem_etf row (ETF columns NULL); when no ETF has net assets every row is sem_pl. sample_entry and note flag curated sample rows. It names a vehicle with the same objective, not a recommendation. 1 to 200 classes (22023 otherwise; a blank entry too), one page.
p_classes: 1 to 200 ANBIMA classes as the Extrato files them.
p_as_of: the date the snapshots and fees may be dated by; default today.
@tag Portfolio
@default p_as_of: today';
--! EndIncluded functions/portfolio_equivalents.sql
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
      -- each CNPJ's newest filing by a probe of the key (an IN list was planned as a read of the whole table)
      select t.*
      from ids cross join lateral (select e.* from cvm.extrato e where e.cnpj = ids.cnpj order by e.dt_comptc desc limit 1) t
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
    -- one key probe per CNPJ asked (a hash join would read the whole registry)
    left join lateral (select g.fund_name from cvm.fund_registry g where g.cnpj = ids.cnpj limit 1) r on true
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
