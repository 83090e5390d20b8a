-- The exchange's reference-rate curves (TaxaSwap.txt), one row per session,
-- curve and vertex, every field of the fixed-width record as published.
create table b3.reference_rate (
  curve text not null check (curve ~ '^\S+$'),
  trade_date date not null,
  calendar_days integer not null check (calendar_days >= 0),
  business_days integer not null check (business_days >= 0),
  rate numeric not null,
  vertex_type text not null check (vertex_type in ('F', 'M')),
  vertex_code integer not null check (vertex_code >= 0),
  curve_description text,
  forward_curve_code text,
  ingest_id bigint not null,
  primary key (curve, trade_date, calendar_days)
);
-- curve_history reads the vertices around a tenor in business days: scanned backward, the index
-- is the order of its vertex below (business days desc, F before M, calendar days desc), and
-- it carries the columns served, so each probe reads one index entry and no table page
create index reference_rate_business_days on b3.reference_rate (curve, trade_date, business_days, vertex_type desc, calendar_days) include (rate, vertex_code);
alter table b3.reference_rate owner to ingest_writer;
grant select on b3.reference_rate to api_owner;
comment on table b3.reference_rate is 'B3 reference rates for swaps (Taxas de Mercado para Swaps, TaxaSwap.txt inside the pesquisapregao download TSyymmdd.ex_), one row per session, curve and vertex, as published. Positions (1-based) from B3''s layout document: date 12-19, forward-curve code 20-21, curve code 22-26, description 27-41, calendar days 42-46, business days 47-51, sign 52, rate 53-66 (7 implied decimals), vertex kind 67, vertex code 68-72. Keyed (curve, trade_date, calendar_days): no session of a curve has two vertices at the same calendar days.';
comment on column b3.reference_rate.curve is 'Curve code as published (positions 22-26, trimmed), e.g. PRE (DI x pre), DOC, DPL, APR.';
comment on column b3.reference_rate.trade_date is 'Session the file was generated for (positions 12-19, Data de geracao do arquivo).';
comment on column b3.reference_rate.calendar_days is 'Calendar days to the vertex (positions 42-46).';
comment on column b3.reference_rate.business_days is 'Business days to the vertex (positions 47-51, Numero de saques da taxa de juro).';
comment on column b3.reference_rate.rate is 'Theoretical rate, % a year in the curve''s own convention, with the published sign (positions 52-66, 7 implied decimals).';
comment on column b3.reference_rate.vertex_type is 'F = fixed vertex (a nominal tenor), M = moving vertex (a contract maturity) (position 67).';
comment on column b3.reference_rate.vertex_code is 'Vertex code (positions 68-72): for a fixed vertex its nominal tenor in calendar days (30, 60, ... while calendar_days may be a day or two longer), for a moving vertex its calendar days.';
comment on column b3.reference_rate.curve_description is 'Description of the rate as published (positions 27-41, trimmed), e.g. DIxPRE Aj. PRE; NULL when blank.';
comment on column b3.reference_rate.forward_curve_code is 'Codigo das curvas a termo (positions 20-21) as published, e.g. T1; NULL when blank.';
