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
