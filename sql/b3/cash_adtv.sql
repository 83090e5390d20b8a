-- The 21-session average traded value per session and cash-board ticker,
-- kept by b3.refresh_cash_adtv so short_interest reads it by an equi-join
-- instead of walking the tape per row.
create table b3.cash_adtv (
  trade_date date not null references b3.tape_session (trade_date),
  codneg text not null,
  adtv_value_21 numeric not null,
  adtv_sessions integer not null check (adtv_sessions between 1 and 21),
  primary key (trade_date, codneg)
);
alter table b3.cash_adtv owner to ingest_writer;
grant select on b3.cash_adtv to api_owner;
comment on table b3.cash_adtv is 'Per tape session and ticker with a cash-board (TPMERC 010) trade in its window: the ticker''s VOLTOT summed over the session''s 21-session window (b3.tape_session) divided by window_sessions (kept beside it as adtv_sessions, so a reader needs one probe), 2 decimals; a session without a trade counts 0. No row when the ticker has no cash-board trade in the window.';
