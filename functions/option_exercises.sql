-- api.option_exercises: option exercise prints (COTAHIST TPMERC 012 call, 013 put) for a code prefix.
-- The row cap is the tier ceiling (catalog.json tiers.*.option_exercises_rows), clamped silently.
drop function if exists api.option_exercises(text, date, date, integer);
drop type if exists api.option_exercises_row;

create type api.option_exercises_row as (
  codneg text,
  side text,
  trade_date date,
  expiry date,
  strike numeric,
  exercise_price numeric,
  isin text,
  underlying_ticker text,
  spec text,
  market text,
  board text,
  term_days text,
  short_name text,
  currency text,
  contract_correction text,
  contract_points_raw text,
  contract_points numeric,
  distribution_number text,
  trades bigint,
  quantity numeric,
  volume numeric,
  open numeric,
  high numeric,
  low numeric,
  average numeric,
  bid numeric,
  ask numeric,
  quotation_factor integer,
  source text,
  fetched_at timestamptz
);
alter type api.option_exercises_row owner to api_owner;
comment on type api.option_exercises_row is 'One option exercise print of the quote tape: an EVENT, not a quote.';
comment on column api.option_exercises_row.codneg is 'Trading code of the exercise record (CODNEG), e.g. CPLEB680E.';
comment on column api.option_exercises_row.side is 'call (TPMERC 012) or put (TPMERC 013).
@enum internal.option_side';
comment on column api.option_exercises_row.trade_date is 'Session of the exercise (YYYY-MM-DD).';
comment on column api.option_exercises_row.expiry is 'Expiry of the option (DATVEN); NULL where the file says 9999-12-31.';
comment on column api.option_exercises_row.strike is 'Strike (PREEXE), raw.';
comment on column api.option_exercises_row.exercise_price is 'Price of the exercise print (PREULT), raw.';
comment on column api.option_exercises_row.isin is 'ISIN on the record (CODISI): the underlying security''s.';
comment on column api.option_exercises_row.underlying_ticker is 'The cash-market (TPMERC 010) ticker whose ISIN equals isin, its latest session on or before trade_date (else its latest held); NULL when the tape holds no such ticker.';
comment on column api.option_exercises_row.spec is 'ESPECI as filed.';
comment on column api.option_exercises_row.market is 'TPMERC as filed: 012 or 013.';
comment on column api.option_exercises_row.board is 'CODBDI as filed (38 call exercise, 42 put exercise, ...).';
comment on column api.option_exercises_row.term_days is 'PRAZOT as filed; NULL when blank.';
comment on column api.option_exercises_row.short_name is 'NOMRES: the issuer''s short name.';
comment on column api.option_exercises_row.currency is 'MODREF: currency of the prices (R$).';
comment on column api.option_exercises_row.contract_correction is 'INDOPC: correction index of the contract (1 US$, 6 index points, 9 URV, 0 none).';
comment on column api.option_exercises_row.contract_points_raw is 'PTOEXE exactly as filed (13 digits) before six-decimal decoding.';
comment on column api.option_exercises_row.contract_points is 'PTOEXE decoded with six decimals.';
comment on column api.option_exercises_row.distribution_number is 'DISMES: distribution number of the security as filed.';
comment on column api.option_exercises_row.trades is 'Number of exercise trades (TOTNEG).';
comment on column api.option_exercises_row.quantity is 'Quantity exercised (QUATOT).';
comment on column api.option_exercises_row.volume is 'Volume, BRL (VOLTOT).';
comment on column api.option_exercises_row.open is 'PREABE as filed.';
comment on column api.option_exercises_row.high is 'PREMAX as filed.';
comment on column api.option_exercises_row.low is 'PREMIN as filed.';
comment on column api.option_exercises_row.average is 'PREMED as filed.';
comment on column api.option_exercises_row.bid is 'PREOFC as filed.';
comment on column api.option_exercises_row.ask is 'PREOFV as filed.';
comment on column api.option_exercises_row.quotation_factor is 'FATCOT: prices per this many units.';
comment on column api.option_exercises_row.source is 'b3_cotahist or synthetic_sample.';
comment on column api.option_exercises_row.fetched_at is 'When the file was obtained (warehouse time, UTC), not a publication time of the exchange.';

create function api.option_exercises(p_prefix text, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.option_exercises_row
language plpgsql
stable
security definer
set search_path = ''
-- a generic plan cannot turn like v_prefix || '%' into an index range: plan each call
set plan_cache_mode = force_custom_plan
as $$
declare
  v_prefix text := internal.code_prefix(p_prefix, 'option_exercises');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_ceiling integer := internal.tier_ceiling('option_exercises_rows', 500, 5000);
  v_limit integer := least(greatest(coalesce(p_limit, v_ceiling), 1), v_ceiling);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'option_exercises',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist e
    where e.tpmerc in ('012', '013') and e.codneg like v_prefix || '%' and e.trade_date between v_from and v_to
    limit least(v_limit, 1001)
  ) w;
  perform internal.assert_row_cap(v_rows, 'option_exercises',
    'Send p_limit of 1000 or less, or narrow p_from/p_to or lengthen p_prefix.');

  return query
    select e.codneg, case e.tpmerc when '012' then 'call' else 'put' end, e.trade_date, e.datven, e.preexe, e.preult,
           e.codisi, u.codneg, e.especi, e.tpmerc, e.codbdi, nullif(e.prazot, ''), e.nomres, e.modref, e.indopc::text,
           e.ptoexe_raw, e.ptoexe, e.dismes, e.totneg, e.quatot, e.voltot, e.preabe, e.premax, e.premin, e.premed,
           e.preofc, e.preofv, e.fatcot,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end, l.fetched_at
    from (
      -- the newest v_limit exercises of the window
      select x.* from b3.cotahist x
      where x.tpmerc in ('012', '013') and x.codneg like v_prefix || '%' and x.trade_date between v_from and v_to
      order by x.trade_date desc, x.codneg desc, x.tpmerc desc
      limit v_limit
    ) e
    join ingest.ingest_log l on l.id = e.ingest_id
    -- the cash ticker of the ISIN: the newest on or before the exercise, else the
    -- newest after it (two tickers of one ISIN on that session: the first by code);
    -- each a one-row backward probe of cotahist_isin_cash
    left join lateral (
      select y.codneg
      from ((select c.codneg, 0 as preference from b3.cotahist c
              where c.tpmerc = '010' and c.codisi = e.codisi and c.trade_date <= e.trade_date
              order by c.trade_date desc, c.codneg limit 1)
            union all
            (select c.codneg, 1 from b3.cotahist c
              where c.tpmerc = '010' and c.codisi = e.codisi and c.trade_date > e.trade_date
              order by c.trade_date desc, c.codneg limit 1)) y
      order by y.preference
      limit 1
    ) u on true
    order by e.trade_date, e.codneg, e.tpmerc;
end;
$$;

alter function api.option_exercises(text, date, date, integer) owner to api_owner;
revoke all on function api.option_exercises(text, date, date, integer) from public;
grant execute on function api.option_exercises(text, date, date, integer) to anon, authenticated;

comment on function api.option_exercises(text, date, date, integer) is 'Option exercise EVENTS (COTAHIST market types 012 call and 013 put) whose trading code starts with p_prefix, oldest first.
One row per exercise print as published: not quotes, no return semantics. underlying_ticker follows the published ISIN mapping (the cash-market ticker with the exercise''s ISIN). contract_points_raw keeps the exercise points as filed before six-decimal decoding. fetched_at is warehouse time. Rows: the newest p_limit exercises of the window, p_limit clamped silently to 1..500 anonymous and 1..5000 signed in (null = the ceiling; a result of exactly the ceiling is probably cut); a result above 1000 rows is refused (22023), never trimmed. Default window: 365 days before p_to (or today). An unknown prefix gives an empty array.
p_prefix: first characters of the trading code, at least 3 (22023 otherwise), case-insensitive.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_limit: rows wanted; null = the tier ceiling; clamped to 1..500 anonymous, 1..5000 signed in.
@tag Derivatives
@default p_from: 365 days before p_to
@default p_to: today
@default p_limit: the tier ceiling (tiers.*.option_exercises_rows)';
