--! Previous: sha1:dad2914c03d0a1f8ab144bcd1d52f33f9e31f7f0
--! Hash: sha1:7da6d3c2bfe07ca2b48ea15b1b70b1f23dc8d6fb
--! Message: investor_flow: rows classified and differenced at load time in b3.investor_flow_day, kept by triggers

--! Included sql/b3/investor_flow_day.sql
-- api.investor_flow's rows, classified and differenced at load time: kept by the
-- statement triggers of b3.investor_participation and b3.bdi_session
-- (b3.sync_investor_flow_day), which rewrite the months a write touches (a delta
-- never crosses a month, and a session's status only decides snapshots of its own
-- month), so a read of a few sessions is a range of the key, not a window over
-- every snapshot held.
create table b3.investor_flow_day (
  reference_date date not null,
  investor_type text not null,
  flow_basis text not null,
  buy_value_thousands numeric,
  sell_value_thousands numeric,
  net_value_thousands numeric,
  mtd_buy_value_thousands numeric,
  mtd_sell_value_thousands numeric,
  primary key (reference_date, investor_type)
);
create index investor_flow_day_type on b3.investor_flow_day (investor_type, reference_date);
alter table b3.investor_flow_day owner to ingest_writer;
grant select on b3.investor_flow_day to api_owner;
comment on table b3.investor_flow_day is 'Derived: one row per b3.investor_participation snapshot with its flow_basis and daily flows as api.investor_flow documents them; kept by the statement triggers of b3.investor_participation and b3.bdi_session (b3.sync_investor_flow_day), never loaded directly.';
comment on column b3.investor_flow_day.reference_date is 'reference_date of the snapshot.';
comment on column b3.investor_flow_day.investor_type is 'Investor type as published.';
comment on column b3.investor_flow_day.flow_basis is 'delta, month_open, unknown_opening_snapshot or missing_previous_snapshot (see api.investor_flow).';
comment on column b3.investor_flow_day.buy_value_thousands is 'Daily buys, R$ thousands; NULL unless delta or month_open.';
comment on column b3.investor_flow_day.sell_value_thousands is 'Daily sells, R$ thousands; NULL unless delta or month_open.';
comment on column b3.investor_flow_day.net_value_thousands is 'Daily buys minus sells, R$ thousands; NULL unless delta or month_open.';
comment on column b3.investor_flow_day.mtd_buy_value_thousands is 'Month-to-date buys as published; NULL when blank.';
comment on column b3.investor_flow_day.mtd_sell_value_thousands is 'Month-to-date sells as published; NULL when blank.';
--! EndIncluded sql/b3/investor_flow_day.sql
--! Included sql/b3/refresh_investor_flow_day.sql
-- Rewrites b3.investor_flow_day for the given months (first days; NULL = every
-- month): api.investor_flow's classification and differences, as documented there.
create or replace function b3.refresh_investor_flow_day(p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from b3.investor_flow_day f
  where p_months is null or date_trunc('month', f.reference_date)::date = any (p_months);
  insert into b3.investor_flow_day (reference_date, investor_type, flow_basis, buy_value_thousands, sell_value_thousands,
                                    net_value_thousands, mtd_buy_value_thousands, mtd_sell_value_thousands)
  with snapshots as (
    select p.reference_date,
           p.investor_type,
           p.buy_thousands,
           p.sell_thousands,
           lag(p.buy_thousands) over month_so_far as previous_buy,
           lag(p.sell_thousands) over month_so_far as previous_sell,
           lag(p.reference_date) over month_so_far as previous_date
      from b3.investor_participation p
     where p_months is null or date_trunc('month', p.reference_date)::date = any (p_months)
    window month_so_far as (partition by p.investor_type, date_trunc('month', p.reference_date) order by p.reference_date)
  ),
  known_no_session as materialized (
    -- weekdays known not to be a trading session (see api.investor_flow's COMMENT): the exchange
    -- answered Nenhum resultado in a bulletin table, and no lending table holds
    -- data asked for or dated that day; built once, probed per snapshot by hash
    select e.session_date as day
      from b3.bdi_session e
     where e.status = 'empty'
    except
    select x.day
      from b3.bdi_session l
     cross join lateral (values (l.session_date), (l.data_date)) as x(day)
     where l.status = 'loaded' and x.day is not null
       and l.table_name in ('BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'NegociosBTB')
  ),
  classified as (
    -- a snapshot is differenced (delta) only with the previous session, and is the
    -- month's first session (month_open) only when nothing before it in the month
    -- could have been a session: either way, every weekday in the gap must be known
    -- to be no session. No weekday in the gap (the usual case) is decided by date
    -- arithmetic alone; only a real gap probes known_no_session.
    select s.*, f.flow_basis
      from snapshots s
     cross join lateral (
      -- offset 0 keeps this a subquery: classified once per row, not once per output column
      select case
             when s.previous_date = s.reference_date - case extract(isodow from s.reference_date)::int when 1 then 3 when 7 then 2 else 1 end
               then 'delta'
             when s.previous_date is null
                  and s.reference_date = date_trunc('month', s.reference_date)::date
                      + case extract(isodow from date_trunc('month', s.reference_date))::int when 6 then 2 when 7 then 1 else 0 end
               then 'month_open'
             when not exists (
               select 1
                 from generate_series(coalesce(s.previous_date + 1, date_trunc('month', s.reference_date)), s.reference_date - 1, interval '1 day') as d(day)
                where extract(isodow from d.day) < 6
                  and d.day::date not in (select k.day from known_no_session k)
             ) then case when s.previous_date is null then 'month_open' else 'delta' end
             when s.previous_date is null then 'unknown_opening_snapshot'
             else 'missing_previous_snapshot'
           end as flow_basis
      offset 0
     ) f
  )
  select c.reference_date,
         c.investor_type,
         c.flow_basis,
         case c.flow_basis when 'delta' then c.buy_thousands - c.previous_buy when 'month_open' then c.buy_thousands end as buy_value_thousands,
         case c.flow_basis when 'delta' then c.sell_thousands - c.previous_sell when 'month_open' then c.sell_thousands end as sell_value_thousands,
         case c.flow_basis
           when 'delta' then (c.buy_thousands - c.previous_buy) - (c.sell_thousands - c.previous_sell)
           when 'month_open' then c.buy_thousands - c.sell_thousands
         end as net_value_thousands,
         c.buy_thousands as mtd_buy_value_thousands,
         c.sell_thousands as mtd_sell_value_thousands
    from classified c;
end;
$$;
comment on function b3.refresh_investor_flow_day(date[]) is 'Rewrites b3.investor_flow_day for the given months (first days; NULL = every one) from b3.investor_participation and b3.bdi_session.';
alter function b3.refresh_investor_flow_day(date[]) owner to ingest_writer;
revoke all on function b3.refresh_investor_flow_day(date[]) from public;
--! EndIncluded sql/b3/refresh_investor_flow_day.sql
--! Included sql/b3/sync_investor_flow_day.sql
-- Statement triggers of b3.investor_participation and b3.bdi_session call this: the
-- months of the snapshots written, or of the session days (asked for or dated) whose
-- status was written, are classified and differenced again. A truncate rewrites all.
create or replace function b3.sync_investor_flow_day() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_months date[];
begin
  if tg_op = 'TRUNCATE' then
    perform b3.refresh_investor_flow_day(null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'investor_participation' then
    if tg_op = 'INSERT' then
      select array_agg(distinct date_trunc('month', n.reference_date)::date) into v_months from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct date_trunc('month', o.reference_date)::date) into v_months from old_rows o;
    else
      select array_agg(distinct m) into v_months
      from (select date_trunc('month', n.reference_date)::date as m from new_rows n
            union select date_trunc('month', o.reference_date)::date from old_rows o) k;
    end if;
  else
    if tg_op = 'INSERT' then
      select array_agg(distinct date_trunc('month', d.day)::date) into v_months
      from new_rows n cross join lateral (values (n.session_date), (n.data_date)) d(day) where d.day is not null;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct date_trunc('month', d.day)::date) into v_months
      from old_rows o cross join lateral (values (o.session_date), (o.data_date)) d(day) where d.day is not null;
    else
      select array_agg(distinct date_trunc('month', d.day)::date) into v_months
      from (select n.session_date, n.data_date from new_rows n union all select o.session_date, o.data_date from old_rows o) r
      cross join lateral (values (r.session_date), (r.data_date)) d(day) where d.day is not null;
    end if;
  end if;
  if v_months is not null then
    perform b3.refresh_investor_flow_day(v_months);
  end if;
  return null;
end;
$$;
comment on function b3.sync_investor_flow_day() is 'Statement trigger of b3.investor_participation and b3.bdi_session: rewrites the b3.investor_flow_day months the statement touched (snapshot months; session and data-date months); a truncate rewrites every month.';
alter function b3.sync_investor_flow_day() owner to ingest_writer;
revoke all on function b3.sync_investor_flow_day() from public;

drop trigger if exists investor_flow_day_insert on b3.investor_participation;
drop trigger if exists investor_flow_day_update on b3.investor_participation;
drop trigger if exists investor_flow_day_delete on b3.investor_participation;
drop trigger if exists investor_flow_day_truncate on b3.investor_participation;
create trigger investor_flow_day_insert after insert on b3.investor_participation
  referencing new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_update after update on b3.investor_participation
  referencing old table as old_rows new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_delete after delete on b3.investor_participation
  referencing old table as old_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_truncate after truncate on b3.investor_participation
  for each statement execute function b3.sync_investor_flow_day();

drop trigger if exists investor_flow_day_insert on b3.bdi_session;
drop trigger if exists investor_flow_day_update on b3.bdi_session;
drop trigger if exists investor_flow_day_delete on b3.bdi_session;
drop trigger if exists investor_flow_day_truncate on b3.bdi_session;
create trigger investor_flow_day_insert after insert on b3.bdi_session
  referencing new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_update after update on b3.bdi_session
  referencing old table as old_rows new table as new_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_delete after delete on b3.bdi_session
  referencing old table as old_rows for each statement execute function b3.sync_investor_flow_day();
create trigger investor_flow_day_truncate after truncate on b3.bdi_session
  for each statement execute function b3.sync_investor_flow_day();

-- the snapshots already held
select b3.refresh_investor_flow_day(null);
--! EndIncluded sql/b3/sync_investor_flow_day.sql
--! Included views/investor_flow.sql
-- api.investor_flow: daily net flow by investor type from the month-to-date
-- participation snapshots (SharesInvesVolum): a delta is only ever the difference
-- of consecutive sessions, never across a month or a missing session.
create or replace view api.investor_flow with (security_invoker = false) as
-- the rows are classified and differenced at load time (b3.investor_flow_day, kept by
-- the triggers on b3.investor_participation and b3.bdi_session; the rules live in
-- b3.refresh_investor_flow_day): a filter on reference_date or investor_type is a
-- range of an index, not a window over every snapshot held
select f.reference_date,
       f.investor_type,
       f.flow_basis,
       f.buy_value_thousands,
       f.sell_value_thousands,
       f.net_value_thousands,
       f.mtd_buy_value_thousands,
       f.mtd_sell_value_thousands
  from b3.investor_flow_day f;

alter view api.investor_flow owner to api_owner;
revoke all on api.investor_flow from public;
grant select on api.investor_flow to anon, authenticated;
comment on view api.investor_flow is 'Daily net flow by investor type, in R$ thousands, computed as the difference between month-to-date participation snapshots (SharesInvesVolum, cash market), published with a T+2 lag.

flow_basis says how each row was computed: delta = this snapshot minus the snapshot of the previous session, which is held (a delta is only ever one session of flow); month_open = the first session of the month, whose month-to-date value is the day; unknown_opening_snapshot = no earlier snapshot of the month is held and the snapshot is not known to be the first session of the month; missing_previous_snapshot = an earlier snapshot of the month is held, but a session between it and this one may be missing, so the difference could hold several sessions of flow. For unknown_opening_snapshot and missing_previous_snapshot the flows are NULL on purpose (the month-to-date columns are still filled). A difference never crosses a month.

Known to be no session (rule): a weekday is known not to be a trading session when the exchange answered Nenhum resultado for that day in a bulletin table and no lending table (open positions, balances, trades) holds data asked for or dated that day. A snapshot is month_open only when every earlier weekday of its month is known to be no session, and delta only when every weekday between the previous snapshot held and this one is; a weekday of which nothing is known, or one that held data in another table, gives unknown_opening_snapshot or missing_previous_snapshot instead: a held snapshot is not assumed to be the first session, nor the previous one. Investor types are as the exchange publishes them: Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.
@tag Short interest & flows';
comment on column api.investor_flow.reference_date is 'Session the month-to-date snapshot runs to (the caption date Dados acumulados do início do mês até o dia DD/MM/YYYY), YYYY-MM-DD.';
comment on column api.investor_flow.investor_type is 'Investor type as the exchange publishes it (Tipos de investidores): Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.
@enum internal.investor_type';
comment on column api.investor_flow.flow_basis is 'How the flow was computed: delta, month_open, unknown_opening_snapshot or missing_previous_snapshot (see the view description; catalog enums.investor_flow.flow_basis and flow_basis).
@enum internal.flow_basis';
comment on column api.investor_flow.buy_value_thousands is 'Buys of the session in R$ thousands: the month-to-date buys minus the previous session''s snapshot (delta) or the month-to-date buys (month_open); NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.sell_value_thousands is 'Sells of the session in R$ thousands, computed as buy_value_thousands; NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.net_value_thousands is 'Net flow of the session in R$ thousands: buy_value_thousands minus sell_value_thousands; NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.mtd_buy_value_thousands is 'Month-to-date buys up to reference_date in R$ thousands, as published (Compras (R$) mil).';
comment on column api.investor_flow.mtd_sell_value_thousands is 'Month-to-date sells up to reference_date in R$ thousands, as published (Vendas (R$) mil).';
--! EndIncluded views/investor_flow.sql
