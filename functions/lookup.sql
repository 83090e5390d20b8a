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
