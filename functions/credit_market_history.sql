-- api.credit_market_history: one debenture code's consolidated OTC trades per session, as the newest capture on or before p_as_of held them.
-- The capture is chosen per SESSION before the code is looked at: a row that a
-- later capture no longer lists is absent from then on (choosing per code would
-- revive it from an older capture).
drop function if exists api.credit_market_history(text, date, date, timestamptz);
drop type if exists api.credit_market_history_row;

create type api.credit_market_history_row as (
  instrument_code text,
  trade_date date,
  settlement_date date,
  trade_classification text,
  isin text,
  issuer_name text,
  quantity numeric,
  min_price numeric,
  avg_price numeric,
  max_price numeric,
  last_price numeric,
  reference_price numeric,
  trade_count bigint,
  volume_brl numeric,
  oscillation_pct numeric,
  units jsonb,
  capture_id text,
  payload_sha256 text,
  row_sha256 text,
  observed_at timestamptz,
  available_at timestamptz,
  source text
);
alter type api.credit_market_history_row owner to api_owner;
comment on type api.credit_market_history_row is 'One group of the exchange''s consolidated debenture trades (ConsolidatedRecords): a session, settlement date and trade classification of one instrument code, as the chosen capture published it.';
comment on column api.credit_market_history_row.instrument_code is 'Código IF: the debenture''s code at the exchange''s OTC registry (upper case).';
comment on column api.credit_market_history_row.trade_date is 'Data negócio: the session.';
comment on column api.credit_market_history_row.settlement_date is 'Data liquidação: a session''s trades can settle on several days, one row each.';
comment on column api.credit_market_history_row.trade_classification is 'Classificação do negócio as published (e.g. EXTRAGRUPO, INTRAGRUPO); - when the export left it blank or -.';
comment on column api.credit_market_history_row.isin is 'Código ISIN as published; NULL when blank.';
comment on column api.credit_market_history_row.issuer_name is 'Emissor: the issuer''s name as the exchange writes it; NULL when blank. No CNPJ is inferred.';
comment on column api.credit_market_history_row.quantity is 'Quantidade negociada of the group (units); NULL when blank or -.';
comment on column api.credit_market_history_row.min_price is 'Preço mínimo of the group, BRL per unit; NULL when blank or -.';
comment on column api.credit_market_history_row.avg_price is 'Preço médio of the group, BRL per unit; NULL when blank or -.';
comment on column api.credit_market_history_row.max_price is 'Preço máximo of the group, BRL per unit; NULL when blank or -.';
comment on column api.credit_market_history_row.last_price is 'Último preço, BRL per unit: the instrument''s last trade of the session, repeated on each of its rows (never sum or average the copies); NULL when blank or -, never replaced by reference_price.';
comment on column api.credit_market_history_row.reference_price is 'Preço de referência, BRL per unit: the exchange''s reference, possibly a model mark, NOT a trade; NULL when blank or -.';
comment on column api.credit_market_history_row.trade_count is 'Número de negócios of the group; NULL when blank or -, never 0 in its place.';
comment on column api.credit_market_history_row.volume_brl is 'Volume financeiro (R$) of the group: traded volume, not an outstanding amount; NULL when blank or -.';
comment on column api.credit_market_history_row.oscillation_pct is 'Oscilação as published, percent; NULL when blank or -.';
comment on column api.credit_market_history_row.units is 'The unit of each numeric column: {"quantity":"units","min_price":"BRL/unit",...,"oscillation_pct":"percent"}; never NULL.';
comment on column api.credit_market_history_row.capture_id is 'The capture the row comes from: <trade_date>/<observed_at in UTC, YYYYMMDDTHHMMSSZ>; never NULL.';
comment on column api.credit_market_history_row.payload_sha256 is 'sha256 of the capture''s exported bytes; never NULL.';
comment on column api.credit_market_history_row.row_sha256 is 'sha256 of the record''s published fields (export column order, joined by ;): equal across captures when the record did not change; never NULL.';
comment on column api.credit_market_history_row.observed_at is 'When the capture was made (the export answered): the time p_as_of is compared with; never the exchange''s publication time; never NULL.';
comment on column api.credit_market_history_row.available_at is 'When the capture was loaded into this store (ingest log); never NULL.';
comment on column api.credit_market_history_row.source is 'b3_bdi_consolidated_records (the exchange''s export) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.credit_market_history(p_code text, p_from date default null, p_to date default null, p_as_of timestamptz default null)
returns setof api.credit_market_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(p_code));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_as_of timestamptz := coalesce(p_as_of, now());
  v_rows bigint;
begin
  if v_code is null or v_code !~ '^[A-Z0-9]{4,14}$' then
    raise exception using
      errcode = '22023',
      message = format('credit_market_history: p_code %s is not an instrument code', coalesce(quote_literal(p_code), 'null')),
      detail = 'An instrument code (Código IF) is 4 to 14 letters and digits, e.g. a debenture code like ABCD11.',
      hint = 'Send p_code as the debenture''s Código IF (case-insensitive).';
  end if;
  perform internal.assert_window(v_from, v_to, 'credit_market_history',
    'Send p_from on or before p_to (p_from defaults to 365 days before p_to, p_to to today).', p_from is null);

  select count(*) into v_rows
  from (
    select 1
    from b3.credit_capture c
    join b3.credit_record r on r.instrument_code = v_code and r.trade_date = c.trade_date and r.captured_at = c.captured_at
    where c.trade_date between v_from and v_to
      and c.captured_at = (select max(n.captured_at) from b3.credit_capture n where n.trade_date = c.trade_date and n.captured_at <= v_as_of)
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'credit_market_history',
    'Narrow p_from/p_to: a session can hold several rows of one code (settlement dates, classifications), so there is no date cursor.');

  return query
    select r.instrument_code, r.trade_date, r.settlement_date, r.trade_classification, r.isin, r.issuer_name,
           r.quantity, r.min_price, r.avg_price, r.max_price, r.last_price, r.reference_price,
           r.trade_count, r.volume_brl, r.oscillation_pct,
           jsonb_build_object('quantity', 'units', 'min_price', 'BRL/unit', 'avg_price', 'BRL/unit', 'max_price', 'BRL/unit',
                              'last_price', 'BRL/unit', 'reference_price', 'BRL/unit', 'trade_count', 'trades',
                              'volume_brl', 'BRL', 'oscillation_pct', 'percent'),
           c.trade_date::text || '/' || to_char(c.captured_at at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'),
           c.payload_sha256, r.row_sha256, c.captured_at, l.loaded_at,
           case when l.synthetic then 'synthetic_sample' else 'b3_bdi_consolidated_records' end
    from b3.credit_capture c
    join b3.credit_record r on r.instrument_code = v_code and r.trade_date = c.trade_date and r.captured_at = c.captured_at
    join ingest.ingest_log l on l.id = c.ingest_id
    where c.trade_date between v_from and v_to
      and c.captured_at = (select max(n.captured_at) from b3.credit_capture n where n.trade_date = c.trade_date and n.captured_at <= v_as_of)
    order by r.trade_date, r.settlement_date, r.trade_classification;
end;
$$;

alter function api.credit_market_history(text, date, date, timestamptz) owner to api_owner;
revoke all on function api.credit_market_history(text, date, date, timestamptz) from public;
grant execute on function api.credit_market_history(text, date, date, timestamptz) to anon, authenticated;
comment on function api.credit_market_history(text, date, date, timestamptz) is 'One debenture code''s consolidated OTC trades per session (the exchange''s ConsolidatedRecords export), oldest first, as known at p_as_of.
One row per session, settlement date and trade classification, values as published. Every capture of the export is kept: for each session the answer takes the newest capture observed on or before p_as_of and only its rows, so a row a later capture no longer lists is absent from then on, and a session never captured by p_as_of has no row (nothing is filled). min/avg/max price, quantity, trade_count and volume_brl belong to the row''s group; last_price and reference_price are the instrument''s and repeat on each of its rows (never sum them); reference_price is not a trade and never stands in for last_price. NULL is a blank or - in the export, never 0. No yield, rate or issuer CNPJ is inferred. A code never captured answers []; a code that is not 4 to 14 letters and digits raises 22023. More than 1000 rows raises 22023 (narrow the window; there is no cursor, a session can hold several rows).
p_code: the debenture''s Código IF, case-insensitive.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_as_of: the moment whose knowledge is answered (timestamp with time zone); default now (the newest capture of each session).
@tag Quotes
@default p_from: 365 days before p_to
@default p_to: today
@default p_as_of: now (the newest capture of each session)';
