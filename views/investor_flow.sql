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
