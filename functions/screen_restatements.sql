-- api.screen_restatements: funds that re-filed unusually many of their FNET documents.
-- Read from the FNET register and the fund each search was asked for (the listing
-- names no fund); a re-filing is a document of versao above 1, counted by its
-- delivery day. The re-filings come from b3.fnet_restatement_pair (written with the
-- register), so a call reads the window's re-filings and the documents of the few
-- funds that have enough of them, never every document of the window. Computed once
-- into an array so the 1000-row check and the answer are one pass.
drop function if exists api.screen_restatements(date, integer, integer, numeric, text);
drop type if exists api.screen_restatements_row;

create type api.screen_restatements_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  window_from date,
  window_to date,
  documents integer,
  restatements integer,
  restatements_re integer,
  restatements_rc integer,
  restatement_rate_pct numeric,
  last_restatement_id bigint,
  last_restatement_at timestamp,
  screen text,
  params jsonb
);
alter type api.screen_restatements_row owner to api_owner;
comment on type api.screen_restatements_row is 'A fund whose re-filings of FNET documents crossed the screen''s thresholds in the window: a count compared with a threshold, not a finding.';
comment on column api.screen_restatements_row.cnpj is 'The CNPJ the FNET search was asked for (cnpjFundo of the query), 14 digits; never matched by name.';
comment on column api.screen_restatements_row.fund_family is 'fii, fidc or etf from the FNET fund type the search was asked for; else the registry family; NULL when neither says.';
comment on column api.screen_restatements_row.fund_name is 'Name in the newest registry that has the CNPJ, else the FNET listing''s descricaoFundo; shown only, never used to match.';
comment on column api.screen_restatements_row.window_from is 'First delivery day of the window (p_months months back from p_end, the day after).';
comment on column api.screen_restatements_row.window_to is 'Last delivery day of the window: p_end as resolved.';
comment on column api.screen_restatements_row.documents is 'Documents linked to the fund and delivered in the window, every version and type.';
comment on column api.screen_restatements_row.restatements is 'Re-filings (versao above 1) delivered in the window; only those of p_modalidade when it is given. The thresholds apply to it.';
comment on column api.screen_restatements_row.restatements_re is 'Re-filings in the window listed with modalidade RE (voluntary), whatever p_modalidade.';
comment on column api.screen_restatements_row.restatements_rc is 'Re-filings in the window listed with modalidade RC (required by the regulator), whatever p_modalidade.';
comment on column api.screen_restatements_row.restatement_rate_pct is '100 x restatements / documents, two decimals.';
comment on column api.screen_restatements_row.last_restatement_id is 'FNET id of the newest re-filing counted (fund_restatements pairs it with the version it replaced).';
comment on column api.screen_restatements_row.last_restatement_at is 'Delivery time of that re-filing, São Paulo local time as printed.';
comment on column api.screen_restatements_row.screen is 'restatements.';
comment on column api.screen_restatements_row.params is 'Every argument as used (p_end resolved, p_months, p_min_restatements, p_min_rate_pct, p_modalidade), so the call can be replayed.';

create function api.screen_restatements(p_end date default null, p_months integer default 12, p_min_restatements integer default 3, p_min_rate_pct numeric default 20, p_modalidade text default null)
returns setof api.screen_restatements_row
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '32MB'
as $$
declare
  v_modalidade text;
  v_end date;
  v_from date;
  v_rows api.screen_restatements_row[];
begin
  perform internal.assert_in_range('screen_restatements', 'p_months', p_months, 1, 36, 'Send p_months between 1 and 36 (default 12).');
  perform internal.assert_in_range('screen_restatements', 'p_min_restatements', p_min_restatements, 1, 1000, 'Send p_min_restatements between 1 and 1000 (default 3).');
  perform internal.assert_in_range('screen_restatements', 'p_min_rate_pct', p_min_rate_pct, 0, 100, 'Send p_min_rate_pct between 0 and 100 (default 20).');
  v_modalidade := internal.one_of('screen_restatements', 'p_modalidade', p_modalidade, internal.domain_values('internal.fnet_modalidade'),
    'Re-filing kinds FNET lists: RE (voluntary, Reapresentação Espontânea), RC (required by the regulator, Reapresentação por Exigência).',
    'Send p_modalidade as RE or RC, or null for both.');

  -- default p_end: the newest delivery day of a document linked to a fund, read backwards on the delivery
  -- index down to the first linked one (max() over the join hashed the whole register)
  v_end := coalesce(p_end,
    (select d.data_entrega::date from b3.fnet_document d where exists (select 1 from b3.fnet_document_fund l where l.id = d.id)
     order by d.data_entrega desc limit 1),
    current_date);
  v_from := (v_end - make_interval(months => p_months))::date + 1;

  -- the re-filings of the window from the precomputed pairs alone (one row per re-filing and fund link): only the funds
  -- with enough of them are screened, and only their documents are counted
  with counted as (
    select p.cnpj,
           (count(*) filter (where v_modalidade is null or lower(p.modalidade) = v_modalidade))::integer as restatements,
           (count(*) filter (where p.modalidade = 'RE'))::integer as restatements_re,
           (count(*) filter (where p.modalidade = 'RC'))::integer as restatements_rc
    from b3.fnet_restatement_pair p
    where p.cnpj is not null and p.delivered_at >= v_from and p.delivered_at < v_end + 1
    group by p.cnpj
    having (count(*) filter (where v_modalidade is null or lower(p.modalidade) = v_modalidade)) >= p_min_restatements
  ),
  -- every document linked to a candidate fund and delivered in the window, every version and type (b3.fnet_fund_document:
  -- the fund's window in a few index pages)
  documented as (
    select c.*, k.tipo_fundo, k.listed_name, k.documents
    from counted c
    cross join lateral (
      select min(f.tipo_fundo) as tipo_fundo, min(f.descricao_fundo) as listed_name, count(*)::integer as documents
      from b3.fnet_fund_document f
      where f.cnpj = c.cnpj and f.delivered_at >= v_from and f.delivered_at < v_end + 1
    ) k
  ),
  screened as (
    select c.*, round(100.0 * c.restatements / c.documents, 2) as rate
    from documented c
    where 100.0 * c.restatements / c.documents >= p_min_rate_pct
    order by c.restatements desc, c.cnpj
    limit 1001
  ),
  -- the newest re-filing counted, looked up for the listed funds only
  newest as (
    select s.*, n.fnet_id as last_id, n.delivered_at as last_at
    from screened s
    cross join lateral (
      select p.fnet_id, p.delivered_at
      from b3.fnet_restatement_pair p
      where p.cnpj = s.cnpj and p.delivered_at >= v_from and p.delivered_at < v_end + 1
        and (v_modalidade is null or lower(p.modalidade) = v_modalidade)
      order by p.delivered_at desc, p.fnet_id desc
      limit 1
    ) n
  )
  select array_agg(row(s.cnpj,
           coalesce(case s.tipo_fundo when 1 then 'fii' when 2 then 'fidc' when 3 then 'etf' end, r.entity_type),
           coalesce(r.fund_name, s.listed_name), v_from, v_end, s.documents, s.restatements, s.restatements_re, s.restatements_rc, s.rate,
           s.last_id, s.last_at, 'restatements',
           jsonb_build_object('p_end', v_end, 'p_months', p_months, 'p_min_restatements', p_min_restatements, 'p_min_rate_pct', p_min_rate_pct, 'p_modalidade', upper(v_modalidade))
         )::api.screen_restatements_row order by s.restatements desc, s.rate desc, s.cnpj)
  into v_rows
  from newest s
  left join cvm.fund_registry r on r.cnpj = s.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_restatements',
    'Raise p_min_restatements or p_min_rate_pct, shorten p_months, or pin p_modalidade.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_restatements(date, integer, integer, numeric, text) owner to api_owner;
revoke all on function api.screen_restatements(date, integer, integer, numeric, text) from public;
grant execute on function api.screen_restatements(date, integer, integer, numeric, text) to anon, authenticated;

comment on function api.screen_restatements(date, integer, integer, numeric, text) is 'Funds that re-filed many of their FNET documents: at least p_min_restatements re-filings making at least p_min_rate_pct of their documents in the window.
Counts, per fund, the documents of the funds filing system (FNET) linked to it and delivered in the p_months months ending at p_end (delivery days, São Paulo time), and among them the re-filings (versao above 1; only modalidade p_modalidade when given). Lists the funds with at least p_min_restatements re-filings that are at least p_min_rate_pct of their documents, most re-filings first. restatements_re and restatements_rc split the re-filings by modalidade as FNET lists it, whatever p_modalidade. Fund identity is the CNPJ the FNET search was asked for, never the name; a document no fund search returned is not counted. The same row comes from routine corrections, an administrator migration re-submitting a book, a template change, or a regulator''s request (RC says the regulator asked, not what was wrong): a signal, not a verdict; fund_restatements shows each re-filing and the version it replaced. Every row carries screen (restatements) and params (the arguments as used, p_end resolved). Out-of-range or NULL thresholds raise 22023, never clamped; an unknown p_modalidade or more than 1000 rows raises 22023.
p_end: last delivery day of the window; default the newest delivery day of a linked document on record.
p_months: months in the window, 1..36 (default 12).
p_min_restatements: re-filings needed, 1..1000 (default 3).
p_min_rate_pct: re-filings as a percentage of the fund''s documents in the window, 0..100 (default 20).
p_modalidade: RE or RC (any case) to count only that kind of re-filing; default both.
@tag Screens
@default p_end: the newest delivery day of a linked document on record
@default p_months
@default p_min_restatements
@default p_min_rate_pct
@default p_modalidade: both (RE and RC)';
