-- The sessions the quote tape holds, with each one's 21-session window, kept by
-- b3.refresh_cash_adtv inside each COTAHIST file's transaction.
create table b3.tape_session (
  trade_date date primary key,
  window_start date not null,
  window_sessions integer not null check (window_sessions between 1 and 21),
  check (window_start <= trade_date)
);
alter table b3.tape_session owner to ingest_writer;
grant select on b3.tape_session to api_owner;
comment on table b3.tape_session is 'One row per session the quote tape (b3.cotahist) holds: window_start is the oldest of the 21 tape sessions ending at it, window_sessions how many there are (fewer than 21 near the start of the tape). Refreshed by b3.refresh_cash_adtv.';
