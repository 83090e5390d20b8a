-- api.research_universe: every share and unit the quote tape has traded, with
-- its company where the registration forms (FCA) say which, ticker order, cursor
-- paged. Reads the shares and units of b3.tape_listing (kept at load time), and
-- matches a page to the FCA map and the register in one pass each.
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
  -- set-based: the page, then the FCA map and the register each read once and
  -- joined by hash (a lateral probe per row was three index reads a row, about
  -- 2,800 for a page on 700 companies)
  return query
  with page as (
    select x.* from b3.tape_listing x
    where x.asset_class in ('equity', 'unit')
      and (v_ticker is null or (x.ticker, x.isin) > (v_ticker, v_isin))
    order by x.ticker, x.isin
    limit 1000
  ),
  by_ticker as (
    -- the map lists the ticker for exactly one company on its last session
    select l.ticker, l.isin, min(t.cnpj) as cnpj
    from page l
    join cvm.company_ticker t on t.ticker = l.ticker
     and (t.valid_from is null or t.valid_from <= l.last_session) and (t.valid_to is null or t.valid_to >= l.last_session)
    group by l.ticker, l.isin
    having count(distinct t.cnpj) = 1
  ),
  by_stem as (
    -- or tickers of the same 4-letter root for exactly one company then
    select l.ticker, l.isin, min(t.cnpj) as cnpj
    from page l
    join cvm.company_ticker t on left(t.ticker, 4) = left(l.ticker, 4)
     and (t.valid_from is null or t.valid_from <= l.last_session) and (t.valid_to is null or t.valid_to >= l.last_session)
    group by l.ticker, l.isin
    having count(distinct t.cnpj) = 1
  ),
  register as (
    select distinct on (c.cnpj) c.cnpj, c.cd_cvm, c.denom_social, c.setor_ativ
    from cvm.cad_cia_aberta c
    order by c.cnpj, c.cd_cvm
  )
  select l.ticker, l.isin, l.asset_class, l.short_name, l.first_session, l.last_session, l.sessions,
         coalesce(d.cnpj, s.cnpj), case when d.cnpj is not null then 'fca_ticker' when s.cnpj is not null then 'fca_issuer_stem' end,
         r.cd_cvm, r.denom_social, r.setor_ativ
  from page l
  left join by_ticker d on d.ticker = l.ticker and d.isin = l.isin
  left join by_stem s on s.ticker = l.ticker and s.isin = l.isin
  left join register r on r.cnpj = coalesce(d.cnpj, s.cnpj)
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
