--! Previous: sha1:48b4c3b62d898125fb708178f495862f35d9d0b7
--! Hash: sha1:e4450ea18a33540eb9e9c5784d383e20b915f580
--! Message: companies: statement versions kept by triggers; research_universe, lookup, company_events read less

-- companies: the statement endpoints pick each period's version from cvm.cia_statement_version (kept by statement triggers on cvm.cia_statement); research_universe matches a page to the FCA map and the register in one pass each; lookup finds company names through a trigram index; company_events reads its rows once
--! Included sql/cvm/cia_statement_version.sql
-- Every version (VERSAO) of every listed company's statement, one row per
-- (company, statement, scope, filing, reference date, version) held in
-- cvm.cia_statement. A table kept by statement triggers on cvm.cia_statement
-- (cvm.cia_statement_version_maintain, in the loader's own transaction), so the
-- statement endpoints pick each period's version from a few rows of this table
-- instead of reading every line of every version of the window (and probing the
-- filing index once per line).
create table cvm.cia_statement_version (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  statement text not null,
  scope text not null,
  doc_type text not null,
  dt_refer date not null,
  versao integer not null,
  cd_cvm integer not null,
  primary key (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
);
-- a CVM code p_id picks its versions here as a CNPJ one does
create index cia_statement_version_cd_cvm on cvm.cia_statement_version (cd_cvm, statement, scope, doc_type, dt_refer, versao) include (cnpj);
alter table cvm.cia_statement_version owner to ingest_writer;
grant select on cvm.cia_statement_version to api_owner;
comment on table cvm.cia_statement_version is 'Derived: one row per version of a listed company''s statement held in cvm.cia_statement (cnpj, statement, scope, doc_type, dt_refer, versao, and the cd_cvm its lines carry); kept equal to cvm.cia_statement by its statement triggers (cvm.cia_statement_version_maintain), never loaded directly.';
comment on column cvm.cia_statement_version.cd_cvm is 'CD_CVM of the version''s lines (part of the key: a version whose lines carried two codes has two rows).';

-- the versions already held
insert into cvm.cia_statement_version (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
select s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm
from cvm.cia_statement s
group by s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm;
--! EndIncluded sql/cvm/cia_statement_version.sql
--! Included sql/cvm/cia_statement_version_maintain.sql
-- Keeps cvm.cia_statement_version equal to the versions held in cvm.cia_statement.
-- An insert (a load's COPY or its upsert) only adds versions: one aggregate over
-- the inserted rows. A delete or an update
-- re-derives the versions it touched from their lines (a probe of the key each).
-- One trigger per event (a trigger with transition tables takes one event).
create or replace function cvm.cia_statement_version_maintain() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_touched cvm.cia_statement_version[];
begin
  if tg_op = 'TRUNCATE' then
    delete from cvm.cia_statement_version;
  elsif tg_op = 'INSERT' then
    insert into cvm.cia_statement_version (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
    select n.cnpj, n.statement, n.scope, n.doc_type, n.dt_refer, n.versao, n.cd_cvm
    from new_rows n
    group by n.cnpj, n.statement, n.scope, n.doc_type, n.dt_refer, n.versao, n.cd_cvm
    on conflict (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm) do nothing;
  else
    -- the versions touched (key columns only): their rows go, then come back from the lines they still have
    if tg_op = 'DELETE' then
      v_touched := array(select distinct row(o.cnpj, o.statement, o.scope, o.doc_type, o.dt_refer, o.versao, null)::cvm.cia_statement_version
                         from old_rows o);
    else
      v_touched := array(select row(o.cnpj, o.statement, o.scope, o.doc_type, o.dt_refer, o.versao, null)::cvm.cia_statement_version from old_rows o
                         union
                         select row(n.cnpj, n.statement, n.scope, n.doc_type, n.dt_refer, n.versao, null)::cvm.cia_statement_version from new_rows n);
    end if;
    delete from cvm.cia_statement_version v
    using unnest(v_touched) t
    where v.cnpj = t.cnpj and v.statement = t.statement and v.scope = t.scope and v.doc_type = t.doc_type
      and v.dt_refer = t.dt_refer and v.versao = t.versao;
    insert into cvm.cia_statement_version (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
    select s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm
    from unnest(v_touched) t
    join cvm.cia_statement s on s.cnpj = t.cnpj and s.statement = t.statement and s.scope = t.scope and s.doc_type = t.doc_type
                            and s.dt_refer = t.dt_refer and s.versao = t.versao
    group by s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm;
  end if;
  return null;
end;
$$;
alter function cvm.cia_statement_version_maintain() owner to ingest_writer;
revoke all on function cvm.cia_statement_version_maintain() from public;
comment on function cvm.cia_statement_version_maintain() is 'Trigger of cvm.cia_statement: adds the versions a statement inserted, re-derives from their lines the versions a statement updated or deleted (a version left with no line is removed), empties cvm.cia_statement_version on TRUNCATE.';

drop trigger if exists cia_statement_version_insert on cvm.cia_statement;
drop trigger if exists cia_statement_version_delete on cvm.cia_statement;
drop trigger if exists cia_statement_version_update on cvm.cia_statement;
drop trigger if exists cia_statement_version_truncate on cvm.cia_statement;
create trigger cia_statement_version_insert after insert on cvm.cia_statement
  referencing new table as new_rows for each statement execute function cvm.cia_statement_version_maintain();
create trigger cia_statement_version_delete after delete on cvm.cia_statement
  referencing old table as old_rows for each statement execute function cvm.cia_statement_version_maintain();
create trigger cia_statement_version_update after update on cvm.cia_statement
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.cia_statement_version_maintain();
create trigger cia_statement_version_truncate after truncate on cvm.cia_statement
  for each statement execute function cvm.cia_statement_version_maintain();
--! EndIncluded sql/cvm/cia_statement_version_maintain.sql
--! Included sql/internal/statement_period_of.sql
-- The span label of a statement line, shared by internal.statement_rows and
-- api.financial_statement_history: an ITR files a quarter and its year to date
-- with one end, and only DT_INI_EXERC tells them apart. A fourth quarter is
-- never derived, so no label says so.
-- No SET search_path: a SQL function that sets one is never inlined, and this one
-- runs once per line served (its body names no object, only built-in operators,
-- which pg_catalog resolves first under any search_path).
create or replace function internal.statement_period_of(p_doc_type text, p_start date, p_end date)
returns text
language sql
immutable
as $$
  select case when p_start is null then null
              when p_doc_type = 'dfp' then 'year'
              when p_start + interval '3 months' = p_end + 1 then 'quarter'
              else 'year_to_date' end
$$;

alter function internal.statement_period_of(text, date, date) owner to api_owner;
revoke all on function internal.statement_period_of(text, date, date) from public;
comment on function internal.statement_period_of(text, date, date) is
  'Internal: year for a DFP flow line, quarter for an ITR line spanning three months (a first quarter is also its year to date), year_to_date for a longer ITR span, NULL for a position (no DT_INI_EXERC).';
--! EndIncluded sql/internal/statement_period_of.sql
--! Included sql/internal/statement_rows.sql
-- The lines of a listed company's statements as known on a date, shared by
-- the statement endpoints (their checks run before this).
-- Per company, statement, scope, doc type and period (DT_REFER) the newest
-- version (VERSAO) received on or before p_as_of is taken, and only its ÚLTIMO
-- lines: a PENÚLTIMO line is the comparative as re-presented by a later filing.
-- A version with no receipt date (its index member not loaded) counts only when
-- p_as_of is NULL (now): it cannot be placed in time. period_kind labels a
-- line's span: year (DFP), quarter or year_to_date (ITR, by DT_INI_EXERC); a
-- fourth quarter is never derived.
-- The versions come from cvm.cia_statement_version (one row a version, kept by
-- triggers), not from the lines: reading every line of every version of the
-- window, with a filing-index probe per line, to keep one version a period read
-- about twice the buffers (a 5-year income statement: 2,000 against 1,050 on 700
-- companies x 15 years).
-- PL/pgSQL, not SQL: a SQL function that is not inlined (it sets search_path)
-- plans its body once with p_cnpj and p_cd_cvm unknown, and the "p is null or"
-- filters then read every company (about 0.9 s on 2,000 companies); PL/pgSQL
-- plans each call with the values, on the key's index (a few ms).
drop function if exists internal.statement_rows(text[], text, integer, date, date, text, text, date);
create function internal.statement_rows(
  p_statements text[], p_cnpj text, p_cd_cvm integer, p_from date, p_to date, p_scope text, p_doc_type text, p_as_of date)
returns table (
  cnpj text, cd_cvm integer, company_name text, doc_type text, scope text, statement text,
  period_start date, period_end date, period_kind text, version integer, received_on date,
  account_code text, account_name text, value numeric, value_as_filed numeric, currency_scale text,
  fixed_account boolean, source text, equity_column text)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  -- each period's version from the version table (a few rows a period, kept by the
  -- triggers of cvm.cia_statement) and its receipt date (one probe of the filing
  -- index a version), then that version's ÚLTIMO lines, a range of the key's index
  -- (materialized: joined to the lines first, the filing index would be probed once per line)
  with chosen as materialized (
    select c.cnpj, c.statement, c.doc_type, c.dt_refer, c.versao, d.dt_receb
    from (
      select v.cnpj, v.statement, v.doc_type, v.dt_refer, max(v.versao) as versao
      from cvm.cia_statement_version v
      left join cvm.cia_document vd on vd.cnpj = v.cnpj and vd.doc_type = v.doc_type and vd.dt_refer = v.dt_refer and vd.versao = v.versao
      where (p_cnpj is null or v.cnpj = p_cnpj)
        and (p_cd_cvm is null or v.cd_cvm = p_cd_cvm)
        and v.statement = any (p_statements)
        and v.scope = p_scope
        and (p_doc_type is null or v.doc_type = p_doc_type)
        and v.dt_refer between p_from and p_to
        and (p_as_of is null or vd.dt_receb <= p_as_of)
      group by v.cnpj, v.statement, v.doc_type, v.dt_refer
    ) c
    left join cvm.cia_document d on d.cnpj = c.cnpj and d.doc_type = c.doc_type and d.dt_refer = c.dt_refer and d.versao = c.versao
  )
  select s.cnpj, s.cd_cvm, s.denom_cia, s.doc_type, s.scope, s.statement,
         s.dt_ini_exerc, s.dt_fim_exerc,
         internal.statement_period_of(s.doc_type, s.dt_ini_exerc, s.dt_fim_exerc),
         s.versao, c.dt_receb,
         s.cd_conta, s.ds_conta,
         s.vl_conta * case s.escala_moeda when 'MIL' then 1000 when 'UNIDADE' then 1 end,
         s.vl_conta, s.escala_moeda,
         case s.st_conta_fixa when 'S' then true when 'N' then false end,
         case when l.synthetic then 'synthetic_sample' else 'cvm_' || s.doc_type end,
         nullif(s.coluna_df, '')
  from chosen c
  join cvm.cia_statement s on s.cnpj = c.cnpj and s.statement = c.statement and s.scope = p_scope and s.doc_type = c.doc_type
                          and s.dt_refer = c.dt_refer and s.versao = c.versao and s.ordem_exerc = 'ÚLTIMO'
  join ingest.ingest_log l on l.id = s.ingest_id
  order by s.dt_fim_exerc, s.cnpj, s.doc_type, s.statement, s.dt_ini_exerc desc nulls first, s.cd_conta collate "C", s.coluna_df collate "C";
end;
$$;

alter function internal.statement_rows(text[], text, integer, date, date, text, text, date) owner to api_owner;
revoke all on function internal.statement_rows(text[], text, integer, date, date, text, text, date) from public;
comment on function internal.statement_rows(text[], text, integer, date, date, text, text, date) is
  'Internal: the ÚLTIMO lines of the newest version received on or before p_as_of (any version when NULL) of each period, values in reais (VL_CONTA x 1000 for MIL, x 1 for UNIDADE); equity_column is the DMPL''s COLUNA_DF, NULL in every other statement; period_kind is year (dfp), quarter or year_to_date (itr, by DT_INI_EXERC), NULL for a position.';
--! EndIncluded sql/internal/statement_rows.sql
alter table cvm.cad_cia_aberta add column if not exists search_name text generated always as (cvm.fold_name(denom_social)) stored;
create index if not exists cad_cia_aberta_search_name on cvm.cad_cia_aberta using gin (search_name extensions.gin_trgm_ops);
comment on column cvm.cad_cia_aberta.search_name is 'Derived: DENOM_SOCIAL folded (lower case, no accents: cvm.fold_name), for the name search of lookup.';
--! Included functions/research_universe.sql
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
--! EndIncluded functions/research_universe.sql
--! Included functions/lookup.sql
-- api.lookup: one search box for every identifier the API takes: tickers, ISINs,
-- CNPJs, CVM codes, fund names and company names, at most 20 rows, ranked.
-- Exact keys are looked up on their indexes; names through the folded-name
-- trigram indexes of the fund registry and the company register. A ticker row names its
-- company only through the FCA map (never by a name resemblance).
drop function if exists api.lookup(text);
drop type if exists api.lookup_row;

create type api.lookup_row as (
  id text,
  id_type text,
  asset_class text,
  name text,
  isin text,
  cnpj text,
  cd_cvm integer,
  tickers text[],
  match text
);
alter type api.lookup_row owner to api_owner;
comment on type api.lookup_row is 'One identifier found for a query: a ticker of the quote tape, a fund, or a listed company.';
comment on column api.lookup_row.id is 'The id to send to other endpoints: a ticker (quote_history, panel, the company endpoints) or a 14-digit CNPJ (fund_nav and the fund endpoints for a fund, the company endpoints for a company); never NULL.';
comment on column api.lookup_row.id_type is 'ticker or cnpj; never NULL.
@enum internal.lookup_id_type';
comment on column api.lookup_row.asset_class is 'A ticker typed as the quote tape types it (equity, unit, bdr, fii, fund_quota, other; from its newest record), a fund''s family (fi, fidc, fii), or company; never NULL.
@enum internal.lookup_asset_class';
comment on column api.lookup_row.name is 'The tape''s short name (NOMRES) of a ticker, the registered name of a fund, the register''s DENOM_SOCIAL of a company; never NULL.';
comment on column api.lookup_row.isin is 'The ticker''s ISIN (CODISI) on its newest tape record; NULL on fund and company rows, or when the tape leaves it blank.';
comment on column api.lookup_row.cnpj is 'A fund''s or company''s CNPJ; on a ticker row the company the registration forms (FCA) map the ticker to on its newest session, NULL when they map it to none or to more than one.';
comment on column api.lookup_row.cd_cvm is 'A company''s CVM code (the lowest when the register gives a CNPJ several); NULL on ticker and fund rows.';
comment on column api.lookup_row.tickers is 'On a company row, every ticker the FCA map holds for it (past ones included), sorted; NULL on other rows and for a company the map does not hold.';
comment on column api.lookup_row.match is 'What the query matched: ticker, isin, cnpj or cd_cvm exactly, or name (every word of the query inside the name, accents and case ignored); never NULL.
@enum internal.lookup_match';

create function api.lookup(p_query text)
returns setof api.lookup_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_space text := '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]';
  v_query text := regexp_replace(coalesce(p_query, ''), format('^%s+|%s+$', v_space, v_space), '', 'g');
  v_upper text := upper(v_query);
  v_digits text := regexp_replace(v_query, '[.\-/\s]', '', 'g');
  v_folded text := cvm.fold_name(v_query);
  v_words text;
begin
  if v_query = '' or length(v_query) > 300 then
    raise exception using
      errcode = '22023',
      message = format('lookup: p_query is %s', case when v_query = '' then 'empty' else length(v_query) || ' characters long' end),
      detail = 'lookup needs a ticker, an ISIN, a CNPJ, a CVM code or a few words of a name, at most 300 characters.',
      hint = 'Send p_query like "PETR4", "BRPETRACNOR9", "33.000.167/0001-01", "9512" or "petrobras".';
  end if;
  -- every word inside the name, each a LIKE literal the trigram index answers
  -- (@column stands for the folded name of each population)
  select string_agg(format('@column like %L', '%' || replace(replace(replace(w, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'), ' and ')
    into v_words
  from regexp_split_to_table(v_folded, v_space || '+') w
  where w <> '';

  return query execute format($q$
    with tape as (
      -- the ticker's newest record on the cash and odd-lot boards
      select c.* from b3.cotahist c where c.codneg = $1 and c.tpmerc in ('010', '020') order by c.trade_date desc limit 1
    ),
    isin as (
      select distinct on (c.codneg) c.* from b3.cotahist c where c.codisi = $1 and c.tpmerc = '010' order by c.codneg, c.trade_date desc
    ),
    quoted as (
      select q.*, 'ticker' as hit from tape q
      union all
      select i.*, 'isin' from isin i where not exists (select 1 from tape)
    ),
    ticker_rows as (
      select q.codneg as id, 'ticker' as id_type,
             case when q.codbdi = '12' then 'fii' when q.especi like 'CI%%' then 'fund_quota' when q.especi like 'DR%%' then 'bdr'
                  when q.especi like 'UNT%%' then 'unit' when q.especi ~ '^(ON|PN)' then 'equity' else 'other' end as asset_class,
             q.nomres as name, q.codisi as isin,
             (select min(t.cnpj) from cvm.company_ticker t
               where t.ticker = q.codneg and (t.valid_from is null or t.valid_from <= q.trade_date) and (t.valid_to is null or t.valid_to >= q.trade_date)
              having count(*) = 1) as cnpj,
             null::integer as cd_cvm, null::text[] as tickers, q.hit as match, 1 as rank, 1.0::real as score
      from quoted q
    ),
    companies as (
      select distinct on (r.cnpj) r.cnpj, r.cd_cvm, r.denom_social
      from cvm.cad_cia_aberta r
      order by r.cnpj, r.cd_cvm
    ),
    company_hits as (
      select c.*, 'cnpj' as hit, 1 as rank, 1.0::real as score from companies c where c.cnpj = $2
      union all
      select c.*, 'cd_cvm', 1, 1.0::real from companies c where $2 ~ '^[0-9]{1,6}$' and c.cd_cvm = $2::integer
      union all
      select c.*, 'ticker', 1, 1.0::real from companies c where c.cnpj in (select t.cnpj from cvm.company_ticker t where t.ticker = $1)
      union all
      -- the name words: candidates from the trigram index on the folded name, then each
      -- candidate CNPJ's first register row, as companies picks it, held to the words
      select c.cnpj, c.cd_cvm, c.denom_social, 'name', case when c.search_name like $3 || '%%' then 2 else 3 end, extensions.word_similarity($3, c.search_name)
      from (select distinct on (r.cnpj) r.cnpj, r.cd_cvm, r.denom_social, r.search_name
            from cvm.cad_cia_aberta r
            where r.cnpj in (select n.cnpj from cvm.cad_cia_aberta n where %3$s)
            order by r.cnpj, r.cd_cvm) c
      where %2$s
    ),
    company_rows as (
      select distinct on (h.cnpj) h.cnpj as id, 'cnpj' as id_type, 'company' as asset_class, h.denom_social as name, null::text as isin, h.cnpj,
             h.cd_cvm, (select array_agg(distinct t.ticker order by t.ticker) from cvm.company_ticker t where t.cnpj = h.cnpj) as tickers,
             h.hit as match, h.rank, h.score
      from company_hits h
      order by h.cnpj, h.rank, h.score desc
    ),
    fund_rows as (
      select f.cnpj as id, 'cnpj' as id_type, f.entity_type as asset_class, f.fund_name as name, null::text as isin, f.cnpj,
             null::integer as cd_cvm, null::text[] as tickers, 'cnpj' as match, 1 as rank, 1.0::real as score
      from cvm.fund_registry f where f.cnpj = $2 and f.entity_type is not null
      union all
      (select f.cnpj, 'cnpj', f.entity_type, f.fund_name, null, f.cnpj, null, null, 'name',
              case when f.search_name like $3 || '%%' then 2 else 3 end, extensions.word_similarity($3, f.search_name)
       from cvm.fund_registry f
       where %1$s and f.entity_type is not null and f.cnpj <> $2
       order by (f.search_name like $3 || '%%') desc, extensions.word_similarity($3, f.search_name) desc, f.fund_name, f.cnpj
       limit 20)
    )
    select a.id, a.id_type, a.asset_class, a.name, a.isin, a.cnpj, a.cd_cvm, a.tickers, a.match
    from (select * from ticker_rows union all select * from company_rows union all select * from fund_rows) a
    -- exact keys: the ticker, then companies, then funds; names: closer first
    order by a.rank, case when a.rank = 1 then case when a.id_type = 'ticker' then 0 when a.asset_class = 'company' then 1 else 2 end end,
             a.score desc, a.name, a.id
    limit 20
  $q$, replace(coalesce(v_words, 'false'), '@column', 'f.search_name'), replace(coalesce(v_words, 'false'), '@column', 'c.search_name'),
    replace(coalesce(v_words, 'false'), '@column', 'n.search_name'))
  using v_upper, v_digits, v_folded;
end;
$$;

alter function api.lookup(text) owner to api_owner;
revoke all on function api.lookup(text) from public;
grant execute on function api.lookup(text) to anon, authenticated;
comment on function api.lookup(text) is 'Find the id of a ticker, fund or listed company from a ticker, ISIN, CNPJ, CVM code or name: at most 20 rows, best match first.
One search box for every identifier this API takes. A ticker (case ignored) matches the quote tape exactly (its newest record: type, short name, ISIN) and, through the registration forms'' (FCA) ticker map, the company that filed it; an ISIN matches the tickers the tape lists under it; a CNPJ (punctuation ignored) matches a fund or a listed company exactly; 1 to 6 digits match a company''s CVM code; otherwise every word of the query must appear in a fund''s or company''s name, accents and case ignored. Ranked: exact keys first (ticker rows, then companies, then funds), then names that start with the query, then names containing every word, closer names first (trigram word similarity), then by name. A company row carries every ticker the FCA map holds for it; a ticker row carries its company''s CNPJ only when the map names exactly one company for it on the ticker''s newest session, never by a name resemblance. No match answers []; more than 20 matches answer the best 20 (send more of the name). An empty p_query or one longer than 300 characters raises 22023.
p_query: a ticker (PETR4), an ISIN, a CNPJ, a CVM code or a few words of a name (petrobras).
@tag Lookup';
--! EndIncluded functions/lookup.sql
--! Included functions/company_events.sql
-- api.company_events: A listed company's IPE filings (material facts, notices, meetings...), newest delivery first.
-- Newest first as the upstream serves it: an analyst reads events from today
-- backwards. Each protocol once, at its newest version, so a re-filing never
-- shows twice; the window runs on that version's delivery date.
drop function if exists api.company_events(text, date, date, text);
drop type if exists api.company_events_row;

create type api.company_events_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  delivery_date date,
  reference_date date,
  category text,
  event_type text,
  species text,
  subject text,
  presentation text,
  protocol text,
  version integer,
  source_url text,
  source text
);
alter type api.company_events_row owner to api_owner;
comment on type api.company_events_row is 'One filing of a listed company to CVM (IPE), at the newest version of its delivery protocol.';
comment on column api.company_events_row.cnpj is 'CNPJ_Companhia, 14 digits; never NULL.';
comment on column api.company_events_row.cd_cvm is 'Codigo_CVM, the company''s CVM code; never NULL.';
comment on column api.company_events_row.company_name is 'Nome_Companhia as filed; NULL when blank.';
comment on column api.company_events_row.delivery_date is 'Data_Entrega of the version served (CVM prints a date, no time); NULL when blank (the window then runs on reference_date).';
comment on column api.company_events_row.reference_date is 'Data_Referencia, the date the filing refers to (e.g. a meeting''s); NULL when blank.';
comment on column api.company_events_row.category is 'Categoria exactly as filed (Fato Relevante, Comunicado ao Mercado, Assembleia, ...), Portuguese, never translated; never NULL.';
comment on column api.company_events_row.event_type is 'Tipo as filed; NULL when blank.';
comment on column api.company_events_row.species is 'Especie as filed; NULL when blank.';
comment on column api.company_events_row.subject is 'Assunto as filed; NULL when blank.';
comment on column api.company_events_row.presentation is 'Tipo_Apresentacao as filed (e.g. AP - Apresentação, RE - Reapresentação); NULL when blank.';
comment on column api.company_events_row.protocol is 'Protocolo_Entrega, CVM''s delivery protocol: one per document; never NULL.';
comment on column api.company_events_row.version is 'Versao of the version served: the newest held for the protocol; never NULL.';
comment on column api.company_events_row.source_url is 'Link_Download exactly as published: the document on CVM''s RAD (this API stores the metadata, not the document); NULL when blank.';
comment on column api.company_events_row.source is 'cvm_ipe (CVM''s open data) or synthetic_sample (generated demo data; never a CVM filing).';

create function api.company_events(p_id text, p_from date default null, p_to date default null, p_category text default null)
returns setof api.company_events_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_company record := internal.company_on(p_id, 'company_events', v_from, v_to);
  v_category text := btrim(p_category);
  v_held text[];
  v_events api.company_events_row[];
begin
  perform internal.assert_window(v_from, v_to, 'company_events',
    'Send p_from on or before p_to (p_from defaults to 12 months before p_to, p_to to today).', p_from is null);
  if v_category is not null and not exists (select 1 from cvm.ipe_document d where d.categoria = v_category) then
    -- the categories held, one index probe each (a loose scan of ipe_document_categoria)
    with recursive c(categoria) as (
      (select d.categoria from cvm.ipe_document d order by d.categoria limit 1)
      union all
      select (select d.categoria from cvm.ipe_document d where d.categoria > c.categoria order by d.categoria limit 1) from c where c.categoria is not null
    )
    select array_agg(c.categoria order by c.categoria) into v_held from c where c.categoria is not null;
    raise exception using
      errcode = '22023',
      message = format('company_events: unknown p_category %s', quote_literal(p_category)),
      detail = format('p_category matches CVM''s label exactly; the categories held are: %s.', coalesce(array_to_string(v_held, ', '), 'none (no IPE file loaded)')),
      hint = 'Send p_category as one of the categories held, e.g. Fato Relevante, or leave it out for every category.';
  end if;
  -- one pass: the rows (at most 1001) gathered in order, counted, then returned
  select array_agg(w.r order by w.n) into v_events from (
    select row(e.cnpj, e.cd_cvm, e.company_name, e.delivery_date, e.reference_date, e.category, e.event_type, e.species, e.subject,
               e.presentation, e.protocol, e.version, e.source_url, e.source)::api.company_events_row as r, e.ordinality as n
    from internal.company_event_rows(v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_category) with ordinality e
    limit 1001) w;
  perform internal.assert_row_cap(coalesce(cardinality(v_events), 0), 'company_events', 'Narrow p_from/p_to or pin p_category.');
  return query select * from unnest(v_events);
end;
$$;

alter function api.company_events(text, date, date, text) owner to api_owner;
revoke all on function api.company_events(text, date, date, text) from public;
grant execute on function api.company_events(text, date, date, text) to anon, authenticated;
comment on function api.company_events(text, date, date, text) is 'A listed company''s IPE filings (material facts, notices, meetings...), newest delivery first.
CVM''s IPE feed for one listed company: material facts (Fato Relevante), market notices, meeting calls and minutes and the rest of what companies file outside the ITR/DFP statements, newest delivery first (as the upstream service serves it), then by protocol. Each delivery protocol appears once, at its newest version held (version says which); category, event_type, species and subject are CVM''s text as filed; source_url is the document''s link as published. The window runs on the served version''s delivery date (the reference date when it has none). Filings CVM published without a delivery protocol (all before 2015, a minority since) are not held: history starts in 2015 and an empty window before it is that limit. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window, a p_id that is neither a ticker, a CNPJ nor a CVM code, a p_category not held (the detail lists those held) or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window or pin p_category).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first delivery date (YYYY-MM-DD); default 12 months before p_to.
p_to: last delivery date (YYYY-MM-DD); default today.
p_category: CVM''s category label exactly (e.g. Fato Relevante, Comunicado ao Mercado); default every category.
@tag Company events
@default p_from: 12 months before p_to
@default p_to: today
@default p_category: every category';
--! EndIncluded functions/company_events.sql
