--! Previous: sha1:dac2b7a851e06b89cbffa9dfeeb70e78b038d14c
--! Hash: sha1:931fa98e02481ddcb1e2796d46a74eb26d5c8aa8
--! Message: Research: the tape listing adds a newer file's counts instead of recounting the whole tape

-- Issue 25: b3.tape_listing holds every cash-board ticker so a file that only adds newer sessions adds its counts (no whole-tape recount per daily file)
alter table b3.tape_listing drop constraint tape_listing_asset_class_check;
alter table b3.tape_listing add constraint tape_listing_asset_class_check check (asset_class in ('equity', 'unit', 'bdr', 'fii', 'fund_quota', 'other'));
alter table b3.tape_listing add column codbdi text;
comment on table b3.tape_listing is 'Derived from b3.cotahist (cash board, TPMERC 010): one row per ticker (CODNEG) and ISIN (CODISI; '''' when blank), with its first and last session, the sessions it traded, and its newest short name, ESPECI, CODBDI and class (the quotes view''s rule: fii, fund_quota, bdr, unit, equity, other). Kept by b3.refresh_tape_listing for the tickers each COTAHIST file holds.';
comment on column b3.tape_listing.codbdi is 'CODBDI of the newest record.';
--! Included sql/b3/refresh_tape_listing.sql
-- Called by the COTAHIST loader after each file (inside its transaction) with
-- the file's oldest and newest session. Per cash-board ticker of those sessions:
-- when every session held for it before is older than the file and none is
-- newer (a daily file, or yearly files loaded in order), the file's counts are
-- added to the rows held; otherwise its rows are recomputed over the whole tape.
-- One ticker at a time on the (codneg, trade_date) index (a lateral probe), so
-- the refresh never depends on statistics the just-written rows lack.
create or replace function b3.refresh_tape_listing(p_first date, p_last date)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_tickers text[];
  v_append text[];
  v_whole text[];
begin
  if p_first is null or p_last is null then
    return;
  end if;
  select array_agg(distinct c.codneg) into v_tickers
  from b3.cotahist c
  where c.trade_date between p_first and p_last and c.tpmerc = '010';
  if v_tickers is null then
    return;
  end if;
  select array_agg(t.ticker) filter (where t.appends), array_agg(t.ticker) filter (where not t.appends)
    into v_append, v_whole
  from (
    select u.ticker,
           coalesce((select max(l.last_session) from b3.tape_listing l where l.ticker = u.ticker), p_first - 1) < p_first
           and not exists (select 1 from b3.cotahist c where c.codneg = u.ticker and c.tpmerc = '010' and c.trade_date > p_last)
           and not exists (select 1 from b3.cotahist c where c.codneg = u.ticker and c.tpmerc = '010' and c.trade_date < p_first
                             and not exists (select 1 from b3.tape_listing l where l.ticker = u.ticker)) as appends
    from unnest(v_tickers) u(ticker)
  ) t;

  delete from b3.tape_listing l where l.ticker = any (coalesce(v_whole, '{}'));
  insert into b3.tape_listing as l (ticker, isin, asset_class, short_name, spec, first_session, last_session, sessions, codbdi)
  select t.ticker, a.isin,
         case when a.codbdi = '12' then 'fii' when a.spec like 'CI%' then 'fund_quota' when a.spec like 'DR%' then 'bdr'
              when a.spec like 'UNT%' then 'unit' when a.spec ~ '^(ON|PN)' then 'equity' else 'other' end,
         a.short_name, a.spec, a.first_session, a.last_session, a.sessions, a.codbdi
  from (select x, x = any (coalesce(v_append, '{}')) from unnest(v_tickers) x) t(ticker, appends)
  cross join lateral (
    select coalesce(c.codisi, '') as isin, min(c.trade_date) as first_session, max(c.trade_date) as last_session, count(*)::integer as sessions,
           (array_agg(c.nomres order by c.trade_date desc))[1] as short_name,
           (array_agg(c.especi order by c.trade_date desc))[1] as spec,
           (array_agg(c.codbdi order by c.trade_date desc))[1] as codbdi
    from b3.cotahist c
    where c.codneg = t.ticker and c.tpmerc = '010'
      and (not t.appends or c.trade_date between p_first and p_last)
    group by coalesce(c.codisi, '')
  ) a
  on conflict (ticker, isin) do update
     set first_session = least(l.first_session, excluded.first_session),
         last_session = excluded.last_session,
         sessions = l.sessions + excluded.sessions,
         short_name = excluded.short_name, spec = excluded.spec, codbdi = excluded.codbdi, asset_class = excluded.asset_class;
end;
$$;

alter function b3.refresh_tape_listing(date, date) owner to ingest_writer;
revoke all on function b3.refresh_tape_listing(date, date) from public;
comment on function b3.refresh_tape_listing(date, date) is 'Keeps b3.tape_listing for the cash-board tickers between p_first and p_last: adds the file''s counts when it only adds sessions after those held for a ticker, else recomputes the ticker over the whole tape. Called by the COTAHIST loader after each file.';
--! EndIncluded sql/b3/refresh_tape_listing.sql
-- the listing of a tape already held, every cash ticker this time
delete from b3.tape_listing;
select b3.refresh_tape_listing(min(c.trade_date), max(c.trade_date)) from b3.cotahist c;
--! Included functions/research_universe.sql
-- api.research_universe: every share and unit the quote tape has traded, with
-- its company where the registration forms (FCA) say which, ticker order, cursor
-- paged. Reads the shares and units of b3.tape_listing (kept at load time), so a
-- multi-year tape costs one index probe per row for the company match.
drop function if exists api.research_universe(text);
drop type if exists api.research_universe_row;

create type api.research_universe_row as (
  ticker text,
  isin text,
  asset_class text,
  short_name text,
  first_session date,
  last_session date,
  sessions integer,
  cnpj text,
  cnpj_basis text,
  cd_cvm integer,
  company_name text,
  sector text
);
alter type api.research_universe_row owner to api_owner;
comment on type api.research_universe_row is 'One share or unit of the quote tape (ticker and ISIN) with its trading span and, where the FCA map says, its company.';
comment on column api.research_universe_row.ticker is 'CODNEG; never NULL.';
comment on column api.research_universe_row.isin is 'CODISI; '''' when the tape leaves it blank; never NULL (a ticker whose ISIN changed has one row per ISIN).';
comment on column api.research_universe_row.asset_class is 'equity (ESPECI ON*/PN*) or unit (UNT*), from the newest record; never NULL.
@enum internal.quote_asset_class';
comment on column api.research_universe_row.short_name is 'NOMRES of the newest record; NULL when blank.';
comment on column api.research_universe_row.first_session is 'First cash-board session (TPMERC 010) the tape holds for the ticker and ISIN; never NULL.';
comment on column api.research_universe_row.last_session is 'Last such session; never NULL.';
comment on column api.research_universe_row.sessions is 'Cash-board sessions the tape holds for it; never NULL.';
comment on column api.research_universe_row.cnpj is 'The company''s CNPJ as cnpj_basis says; NULL when the FCA map names no single company (never matched by name).';
comment on column api.research_universe_row.cnpj_basis is 'fca_ticker (the FCA map lists this ticker for exactly one company on last_session), fca_issuer_stem (it does not, but lists tickers of the same 4-letter root for exactly one company then); NULL when neither.
@enum internal.cnpj_basis';
comment on column api.research_universe_row.cd_cvm is 'The company''s CVM code from the register (the lowest for its CNPJ); NULL when cnpj is NULL or the register does not hold it.';
comment on column api.research_universe_row.company_name is 'DENOM_SOCIAL from the register; NULL when cnpj is NULL or the register does not hold it.';
comment on column api.research_universe_row.sector is 'SETOR_ATIV from the register, as it stands now (not as of last_session); NULL when cnpj is NULL, the register does not hold it or leaves it blank.';

create function api.research_universe(p_after text default null)
returns setof api.research_universe_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text;
  v_isin text;
  v_rows bigint;
begin
  if p_after is not null and p_after <> '' then
    if p_after !~ '^[^|]+\|[^|]*$' then
      raise exception using
        errcode = '22023',
        message = format('research_universe: p_after %s is not a research_universe cursor', quote_literal(p_after)),
        detail = 'The cursor is the last row''s ticker|isin.',
        hint = 'Send p_after = '''' for the first page, then the last row''s ticker|isin, e.g. PETR4|BRPETRACNPR6.';
    end if;
    v_ticker := split_part(p_after, '|', 1);
    v_isin := split_part(p_after, '|', 2);
  end if;
  if p_after is null then
    select count(*) into v_rows from (select 1 from b3.tape_listing x where x.asset_class in ('equity', 'unit') limit 1001) w;
    perform internal.assert_row_cap(v_rows, 'research_universe', 'Page with p_after = '''' (then the last row''s ticker|isin).');
  end if;
  return query
  select l.ticker, l.isin, l.asset_class, l.short_name, l.first_session, l.last_session, l.sessions,
         m.cnpj, m.basis, r.cd_cvm, r.denom_social, r.setor_ativ
  from (
    select x.* from b3.tape_listing x
    where x.asset_class in ('equity', 'unit')
      and (v_ticker is null or (x.ticker, x.isin) > (v_ticker, v_isin))
    order by x.ticker, x.isin
    limit 1000
  ) l
  left join lateral (
    select coalesce(d.cnpj, s.cnpj) as cnpj, case when d.cnpj is not null then 'fca_ticker' when s.cnpj is not null then 'fca_issuer_stem' end as basis
    from (select min(t.cnpj) as cnpj from cvm.company_ticker t
           where t.ticker = l.ticker and (t.valid_from is null or t.valid_from <= l.last_session) and (t.valid_to is null or t.valid_to >= l.last_session)
          having count(distinct t.cnpj) = 1) d
    full join (select min(t.cnpj) as cnpj from cvm.company_ticker t
           where left(t.ticker, 4) = left(l.ticker, 4) and (t.valid_from is null or t.valid_from <= l.last_session) and (t.valid_to is null or t.valid_to >= l.last_session)
          having count(distinct t.cnpj) = 1) s on true
  ) m on true
  left join lateral (
    select c.cd_cvm, c.denom_social, c.setor_ativ from cvm.cad_cia_aberta c where c.cnpj = m.cnpj order by c.cd_cvm limit 1
  ) r on true
  order by l.ticker, l.isin;
end;
$$;

alter function api.research_universe(text) owner to api_owner;
revoke all on function api.research_universe(text) from public;
grant execute on function api.research_universe(text) to anon, authenticated;
comment on function api.research_universe(text) is 'Every share and unit the quote tape has traded (ticker, ISIN, first and last session, sessions), with its company where the registration forms say which, ticker order.
One row per ticker and ISIN of a share (ESPECI ON*/PN*) or unit (UNT*) on the cash board of the quote tape (COTAHIST), with its first and last session and the sessions it traded, kept at load time. cnpj comes from the registration forms'' (FCA) ticker map and cnpj_basis says how: fca_ticker when the map lists the ticker for exactly one company on its last session, fca_issuer_stem when it does not but lists tickers of the same 4-letter root for exactly one company then, NULL otherwise (never matched by name). cd_cvm, company_name and sector (SETOR_ATIV) come from CVM''s register for that CNPJ, as it stands now. Ordered by ticker, then ISIN. Paging: p_after = '''' for the first page, then the last row''s ticker|isin; a page shorter than 1000 rows is the last. p_after = null answers the whole universe and is refused (22023) above 1000 rows; a malformed cursor raises 22023.
p_after: cursor: null = whole result, '''' = first page, then the last row''s ticker|isin (e.g. PETR4|BRPETRACNPR6).
@tag Research
@cursor ticker|isin
@default p_after';
--! EndIncluded functions/research_universe.sql
