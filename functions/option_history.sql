-- api.option_history: one listed option series (COTAHIST TPMERC 070 call, 080 put) through time, oldest first.
drop function if exists api.option_history(text, date, date);
drop type if exists api.option_history_row;

create type api.option_history_row as (
  codneg text,
  trade_date date,
  side text,
  strike numeric,
  expiry date,
  isin text,
  spec text,
  short_name text,
  currency text,
  open numeric,
  high numeric,
  low numeric,
  average numeric,
  close numeric,
  bid numeric,
  ask numeric,
  trades bigint,
  quantity numeric,
  volume numeric,
  quotation_factor integer,
  distribution_number text,
  source text,
  fetched_at timestamptz
);
alter type api.option_history_row owner to api_owner;
comment on type api.option_history_row is 'One session of one option series on the quote tape; premiums raw, as published.';
comment on column api.option_history_row.codneg is 'Option trading code (CODNEG), e.g. PETRB300.';
comment on column api.option_history_row.trade_date is 'The session (YYYY-MM-DD).';
comment on column api.option_history_row.side is 'call (TPMERC 070) or put (TPMERC 080), from the market type only, never from the code''s letter.
@enum internal.option_side';
comment on column api.option_history_row.strike is 'Strike (PREEXE), raw as filed on that session (the exchange corrects strikes on corporate events).';
comment on column api.option_history_row.expiry is 'Expiry (DATVEN); NULL where the file says 9999-12-31.';
comment on column api.option_history_row.isin is 'ISIN on the record (CODISI): the underlying security''s; NULL when blank.';
comment on column api.option_history_row.spec is 'ESPECI as filed; NULL when blank.';
comment on column api.option_history_row.short_name is 'NOMRES: the underlying issuer''s short name as filed; NULL when blank.';
comment on column api.option_history_row.currency is 'MODREF: currency of the premiums as filed (R$); NULL when blank.';
comment on column api.option_history_row.open is 'Opening premium, raw (PREABE).';
comment on column api.option_history_row.high is 'Highest premium, raw (PREMAX).';
comment on column api.option_history_row.low is 'Lowest premium, raw (PREMIN).';
comment on column api.option_history_row.average is 'Average premium, raw (PREMED).';
comment on column api.option_history_row.close is 'Last premium of the session, raw (PREULT).';
comment on column api.option_history_row.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.option_history_row.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.option_history_row.trades is 'Number of trades (TOTNEG).';
comment on column api.option_history_row.quantity is 'Contracts traded (QUATOT).';
comment on column api.option_history_row.volume is 'Volume, BRL (VOLTOT).';
comment on column api.option_history_row.quotation_factor is 'FATCOT: premiums per this many units.';
comment on column api.option_history_row.distribution_number is 'DISMES: distribution number of the underlying as filed (it changes on corporate events); NULL when blank.';
comment on column api.option_history_row.source is 'b3_cotahist or synthetic_sample.';
comment on column api.option_history_row.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';

create function api.option_history(p_codneg text, p_from date default null, p_to date default null)
returns setof api.option_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_codneg text := upper(btrim(p_codneg));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'option_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.', p_from is null);

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist o
    where o.codneg = v_codneg and o.tpmerc in ('070', '080') and o.trade_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'option_history', 'Narrow p_from/p_to (one series trades once a session).');

  return query
    select o.codneg, o.trade_date, case o.tpmerc when '070' then 'call' else 'put' end, o.preexe, o.datven,
           o.codisi, o.especi, o.nomres, o.modref, o.preabe, o.premax, o.premin, o.premed, o.preult, o.preofc, o.preofv,
           o.totneg, o.quatot, o.voltot, o.fatcot, o.dismes,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end, l.fetched_at
    from b3.cotahist o
    join ingest.ingest_log l on l.id = o.ingest_id
    where o.codneg = v_codneg and o.tpmerc in ('070', '080') and o.trade_date between v_from and v_to
    order by o.trade_date, o.tpmerc;
end;
$$;

alter function api.option_history(text, date, date) owner to api_owner;
revoke all on function api.option_history(text, date, date) from public;
grant execute on function api.option_history(text, date, date) to anon, authenticated;

comment on function api.option_history(text, date, date) is 'One listed option series (calls TPMERC 070, puts 080) through time, oldest first, from the exchange''s quote tape (COTAHIST).
One row per session the series traded (the tape lists traded series only, so a quiet session has no row), premiums RAW as published (per quotation_factor units), with side, strike and expiry as filed on each session. The exchange reuses an option code once its series has expired: a window spanning two series of one code shows both, told apart by expiry. Exercises (TPMERC 012/013) are events, served by option_exercises. Default window: 365 days before p_to (or today). An unknown code, or a window without a print, gives an empty array; more than 1000 rows is refused (22023), never trimmed.
p_codneg: the exact option code (case-insensitive), e.g. PETRB300; option_chain lists a session''s codes.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
@tag Derivatives
@default p_from: 365 days before p_to
@default p_to: today';
