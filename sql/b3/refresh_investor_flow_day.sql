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
