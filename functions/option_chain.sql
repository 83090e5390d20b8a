-- api.option_chain: one session's listed options (COTAHIST TPMERC 070 calls, 080 puts) for a code prefix.
drop function if exists api.option_chain(text, date, date, integer);
drop type if exists api.option_chain_row;

create type api.option_chain_row as (
  trade_date date,
  codneg text,
  side text,
  expiry date,
  strike numeric,
  isin text,
  underlying_ticker text,
  spec text,
  open numeric,
  high numeric,
  low numeric,
  close numeric,
  average numeric,
  bid numeric,
  ask numeric,
  trades bigint,
  quantity numeric,
  volume numeric,
  quotation_factor integer,
  source text
);
alter type api.option_chain_row owner to api_owner;
comment on type api.option_chain_row is 'One option series traded in one session of the quote tape.';
comment on column api.option_chain_row.trade_date is 'The session (YYYY-MM-DD).';
comment on column api.option_chain_row.codneg is 'Option trading code (CODNEG), e.g. PETRB300.';
comment on column api.option_chain_row.side is 'call (TPMERC 070) or put (TPMERC 080).
@enum internal.option_side';
comment on column api.option_chain_row.expiry is 'Expiry (DATVEN).';
comment on column api.option_chain_row.strike is 'Strike (PREEXE), raw.';
comment on column api.option_chain_row.isin is 'ISIN on the record (CODISI): the underlying security''s.';
comment on column api.option_chain_row.underlying_ticker is 'The cash-market (TPMERC 010) ticker whose ISIN equals isin, its latest session on or before trade_date (else its latest held); NULL when the tape holds none.';
comment on column api.option_chain_row.spec is 'ESPECI as filed.';
comment on column api.option_chain_row.open is 'Opening premium, raw.';
comment on column api.option_chain_row.high is 'Highest premium, raw.';
comment on column api.option_chain_row.low is 'Lowest premium, raw.';
comment on column api.option_chain_row.close is 'Last premium of the session, raw.';
comment on column api.option_chain_row.average is 'Average premium, raw.';
comment on column api.option_chain_row.bid is 'Best bid at the close; 0 as filed when there was none.';
comment on column api.option_chain_row.ask is 'Best ask at the close; 0 as filed when there was none.';
comment on column api.option_chain_row.trades is 'Number of trades.';
comment on column api.option_chain_row.quantity is 'Contracts traded.';
comment on column api.option_chain_row.volume is 'Volume, BRL.';
comment on column api.option_chain_row.quotation_factor is 'FATCOT: premiums per this many units.';
comment on column api.option_chain_row.source is 'b3_cotahist or synthetic_sample.';

create function api.option_chain(p_prefix text, p_expiry_from date default null, p_trade_date date default null, p_limit integer default 100)
returns setof api.option_chain_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_prefix text := internal.code_prefix(p_prefix, 'option_chain');
  v_expiry_from date := coalesce(p_expiry_from, current_date);
  v_ceiling integer := internal.tier_ceiling('option_chain_rows', 200, 2000);
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), v_ceiling);
  v_session date := p_trade_date;
  v_rows bigint;
begin
  if v_session is null then
    select max(o.trade_date) into v_session
    from b3.cotahist o
    where o.tpmerc in ('070', '080') and o.codneg like v_prefix || '%';
  end if;

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist o
    where o.tpmerc in ('070', '080') and o.codneg like v_prefix || '%' and o.trade_date = v_session
      and o.datven >= v_expiry_from
    limit least(v_limit, 1001)
  ) w;
  perform internal.assert_row_cap(v_rows, 'option_chain',
    'Send p_limit of 1000 or less, a later p_expiry_from, or a longer p_prefix.');

  return query
    select o.trade_date, o.codneg, case o.tpmerc when '070' then 'call' else 'put' end, o.datven, o.preexe,
           o.codisi, u.codneg, o.especi, o.preabe, o.premax, o.premin, o.preult, o.premed, o.preofc, o.preofv,
           o.totneg, o.quatot, o.voltot, o.fatcot,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end
    from (
      select x.* from b3.cotahist x
      where x.tpmerc in ('070', '080') and x.codneg like v_prefix || '%' and x.trade_date = v_session
        and x.datven >= v_expiry_from
      order by x.datven, x.preexe, x.tpmerc, x.codneg
      limit v_limit
    ) o
    join ingest.ingest_log l on l.id = o.ingest_id
    left join lateral (
      select c.codneg from b3.cotahist c
      where c.tpmerc = '010' and c.codisi = o.codisi
      order by (c.trade_date <= o.trade_date) desc, c.trade_date desc
      limit 1
    ) u on true
    order by o.datven, o.preexe, o.tpmerc, o.codneg;
end;
$$;

alter function api.option_chain(text, date, date, integer) owner to api_owner;
revoke all on function api.option_chain(text, date, date, integer) from public;
grant execute on function api.option_chain(text, date, date, integer) to anon, authenticated;

comment on function api.option_chain(text, date, date, integer) is 'One session''s listed options (calls TPMERC 070, puts 080) whose trading code starts with p_prefix, nearest expiry first, then strike.
Premiums as published in the quote tape (raw, per quotation_factor units), with side, strike, expiry and the underlying ticker found by ISIN. Only series that traded in the session appear (the tape lists traded series). Rows: the first p_limit by expiry and strike, p_limit default 100, clamped silently to 1..200 anonymous and 1..2000 signed in; a result above 1000 rows is refused (22023), never trimmed. An unknown prefix gives an empty array.
p_prefix: first characters of the option codes, at least 3 (22023 otherwise), case-insensitive.
p_expiry_from: first expiry to list (YYYY-MM-DD); default today.
p_trade_date: the session (YYYY-MM-DD); default the newest session the tape holds for the prefix.
p_limit: rows wanted; default 100; clamped to 1..200 anonymous, 1..2000 signed in.
@tag Derivatives
@default p_expiry_from: today
@default p_trade_date: the newest session held for the prefix
@default p_limit';
