--! Previous: sha1:b0f4a3e7fd8d7c2c296efc0a4d00cafd1bed343e
--! Hash: sha1:9f00654333b6cc6d0739d49136b518be8034a0f6
--! Message: class_return_distribution reads each window's quartiles from cvm.fi_class_window, kept by statement triggers on cvm.fund_month, cvm.extrato_latest and curated.etf_registry

-- class_return_distribution reads each class-month's window quartiles kept at load time
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
create index if not exists extrato_latest_class_key on cvm.extrato_latest (upper(btrim(classe_anbima)), upper(btrim(fundo_cotas))) include (classe_anbima, cnpj);
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
