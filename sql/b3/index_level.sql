-- Daily closing levels of the exchange's indices (IBOV, IBXX, IFIX, ...), as
-- the exchange's index statistics publish them per index and year.
create table b3.index_level (
  index_code text not null check (index_code ~ '^[A-Z0-9]{3,8}$'),
  trade_date date not null,
  close_level numeric not null,
  ingest_id bigint not null,
  primary key (index_code, trade_date)
);
alter table b3.index_level owner to ingest_writer;
grant select on b3.index_level to api_owner;
comment on table b3.index_level is 'B3 index closing levels per session from the exchange''s index statistics (sistemaswebb3-listados.b3.com.br indexStatisticsProxy/IndexCall/GetPortfolioDay: one JSON answer per index and year, a row per day of the month and a column per month), as published.';
comment on column b3.index_level.index_code is 'The exchange''s index code (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...).';
comment on column b3.index_level.close_level is 'Closing level (points) of the session.';
