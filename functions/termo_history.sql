-- api.termo_history: one forward (termo, COTAHIST TPMERC 030) code through time, one row per session and term.
drop function if exists api.termo_history(text, date, date);
drop type if exists api.termo_history_row;

create type api.termo_history_row as (
  codneg text,
  trade_date date,
  term_days integer,
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
  source text,
  fetched_at timestamptz
);
alter type api.termo_history_row owner to api_owner;
comment on type api.termo_history_row is 'One session and term of one forward (termo) code on the quote tape; prices raw, as published.';
comment on column api.termo_history_row.codneg is 'Forward trading code (CODNEG), e.g. PETR4T.';
comment on column api.termo_history_row.trade_date is 'The session (YYYY-MM-DD).';
comment on column api.termo_history_row.term_days is 'PRAZOT: the contract''s term in days as filed, part of the grain (a 30-day and a 60-day forward of one code are different contracts); NULL when the file leaves it blank or not digits.';
comment on column api.termo_history_row.isin is 'ISIN on the record (CODISI): the underlying security''s; NULL when blank.';
comment on column api.termo_history_row.spec is 'ESPECI as filed; NULL when blank.';
comment on column api.termo_history_row.short_name is 'NOMRES: the issuer''s short name as filed; NULL when blank.';
comment on column api.termo_history_row.currency is 'MODREF: currency of the prices as filed (R$); NULL when blank.';
comment on column api.termo_history_row.open is 'Opening price, raw (PREABE).';
comment on column api.termo_history_row.high is 'Highest price, raw (PREMAX).';
comment on column api.termo_history_row.low is 'Lowest price, raw (PREMIN).';
comment on column api.termo_history_row.average is 'Average price, raw (PREMED).';
comment on column api.termo_history_row.close is 'Last price of the session and term, raw (PREULT).';
comment on column api.termo_history_row.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.termo_history_row.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.termo_history_row.trades is 'Number of trades (TOTNEG).';
comment on column api.termo_history_row.quantity is 'Quantity traded (QUATOT).';
comment on column api.termo_history_row.volume is 'Volume, BRL (VOLTOT).';
comment on column api.termo_history_row.quotation_factor is 'FATCOT: prices per this many units.';
comment on column api.termo_history_row.source is 'b3_cotahist or synthetic_sample.';
comment on column api.termo_history_row.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';

create function api.termo_history(p_codneg text, p_from date default null, p_to date default null)
returns setof api.termo_history_row
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
  perform internal.assert_window(v_from, v_to, 'termo_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.', p_from is null);

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist t
    where t.codneg = v_codneg and t.tpmerc = '030' and t.trade_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'termo_history',
    'Narrow p_from/p_to: a code prints one row per session and term, so several a session.');

  return query
    select t.codneg, t.trade_date, case when t.prazot ~ '^[0-9]{1,3}$' then t.prazot::integer end,
           t.codisi, t.especi, t.nomres, t.modref, t.preabe, t.premax, t.premin, t.premed, t.preult, t.preofc, t.preofv,
           t.totneg, t.quatot, t.voltot, t.fatcot,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end, l.fetched_at
    from b3.cotahist t
    join ingest.ingest_log l on l.id = t.ingest_id
    where t.codneg = v_codneg and t.tpmerc = '030' and t.trade_date between v_from and v_to
    -- shortest term first: by length, then as text, so no cast can fail on the ordering
    order by t.trade_date, length(t.prazot), t.prazot;
end;
$$;

alter function api.termo_history(text, date, date) owner to api_owner;
revoke all on function api.termo_history(text, date, date) from public;
grant execute on function api.termo_history(text, date, date) to anon, authenticated;

comment on function api.termo_history(text, date, date) is 'One forward (termo, COTAHIST market type 030) code through time, oldest first, one row per session and term.
The grain is (codneg, trade_date, term_days): one code can print several terms in a session, each a different contract at its own price; rows of a session are ordered by term, shortest first. Prices RAW as published (per quotation_factor units, never adjusted). The tape lists only what traded, so a quiet session has no row. Default window: 365 days before p_to (or today). An unknown code, or a window without a print, gives an empty array; more than 1000 rows is refused (22023), never trimmed.
p_codneg: the forward code exactly as the tape names it (case-insensitive), e.g. PETR4T.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
@tag Derivatives
@default p_from: 365 days before p_to
@default p_to: today';
