-- api.investor_flow: daily net flow by investor type from the month-to-date
-- participation snapshots (SharesInvesVolum): a delta is only ever the difference
-- of consecutive sessions, never across a month or a missing session.
create or replace view api.investor_flow with (security_invoker = false) as
with snapshots as (
  select p.reference_date,
         p.investor_type,
         p.buy_thousands,
         p.sell_thousands,
         lag(p.buy_thousands) over month_so_far as previous_buy,
         lag(p.sell_thousands) over month_so_far as previous_sell,
         lag(p.reference_date) over month_so_far as previous_date
    from b3.investor_participation p
  window month_so_far as (partition by p.investor_type, date_trunc('month', p.reference_date) order by p.reference_date)
),
known_no_session as materialized (
  -- weekdays known not to be a trading session (see the COMMENT): the exchange
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
