-- api.portfolio_resolve: statement lines (a fund's name as a bank or broker
-- prints it, maybe its CNPJ, maybe the quota on a date) -> up to 5 candidate
-- funds each, with how each was found and a score. Nothing is picked for the
-- caller: the quota filed on the statement's date is served beside each
-- candidate so the caller can tell two similar names apart.
drop function if exists api.portfolio_resolve(text[], text[], numeric[], date[]);
drop type if exists api.portfolio_resolve_row;

create type api.portfolio_resolve_row as (
  line integer,
  input_name text,
  input_cnpj text,
  rank integer,
  match_kind text,
  score numeric,
  cnpj text,
  fund_name text,
  entity_type text,
  status text,
  matched_name text,
  quota_date date,
  quota_sent numeric,
  quota_filed numeric,
  quota_diff_pct numeric,
  reason text
);
alter type api.portfolio_resolve_row owner to api_owner;
comment on type api.portfolio_resolve_row is 'One candidate fund for one input line, or the line itself when nothing matched.';
comment on column api.portfolio_resolve_row.line is 'The input line: the 1-based position in p_names.';
comment on column api.portfolio_resolve_row.input_name is 'p_names at that position, as sent; NULL when sent as null.';
comment on column api.portfolio_resolve_row.input_cnpj is 'p_cnpjs at that position as 14 digits; NULL when not sent or blank.';
comment on column api.portfolio_resolve_row.rank is '1..5: the candidate''s rank within its line (match kind in the order cnpj, etf_ticker, exact_current, exact_history, similarity, then score, then CNPJ); NULL when nothing matched.';
comment on column api.portfolio_resolve_row.match_kind is 'How the candidate was found; NULL when nothing matched (reason says why).
@enum internal.resolve_match_kind';
comment on column api.portfolio_resolve_row.score is '1 for cnpj, etf_ticker, exact_current and exact_history; the trigram similarity of the folded names (0.25..1, 4 decimals) for similarity; NULL when nothing matched.';
comment on column api.portfolio_resolve_row.cnpj is 'The candidate fund or class CNPJ, 14 digits; NULL when nothing matched.';
comment on column api.portfolio_resolve_row.fund_name is 'The candidate''s current name in the fund registry; NULL when the registry does not hold the CNPJ (an exact_history match on an old filing) or nothing matched.';
comment on column api.portfolio_resolve_row.entity_type is 'The candidate''s family in the registry (fi, fidc, fii); NULL when unknown or nothing matched.';
comment on column api.portfolio_resolve_row.status is 'The candidate''s registry status as filed; NULL when unknown or nothing matched.';
comment on column api.portfolio_resolve_row.matched_name is 'The name that matched: the registry name (exact_current, similarity), the older name (exact_history), the ETF''s ticker (etf_ticker); NULL for cnpj and when nothing matched.';
comment on column api.portfolio_resolve_row.quota_date is 'p_quota_dates at that position; NULL when not sent.';
comment on column api.portfolio_resolve_row.quota_sent is 'p_quotas at that position; NULL when not sent.';
comment on column api.portfolio_resolve_row.quota_filed is 'The candidate''s quota (VL_QUOTA of the daily report, the fund or class itself, not a subclass) on quota_date; NULL when no quota date was sent or none is filed that day.';
comment on column api.portfolio_resolve_row.quota_diff_pct is '(quota_sent / quota_filed - 1) x 100, 4 decimals: near 0 when the statement''s quota is the candidate''s; NULL when either is NULL or quota_filed is 0.';
comment on column api.portfolio_resolve_row.reason is 'Why a line has no candidate, in Portuguese words; NULL on a candidate row.';

create function api.portfolio_resolve(p_names text[], p_cnpjs text[] default null, p_quotas numeric[] default null, p_quota_dates date[] default null)
returns setof api.portfolio_resolve_row
language plpgsql
stable
security definer
set search_path = ''
-- the similarity operator's threshold (pg_trgm's default is 0.3)
set pg_trgm.similarity_threshold = '0.25'
as $$
declare
  v_n integer := coalesce(cardinality(p_names), 0);
  v_cnpjs text[];
  v_rows api.portfolio_resolve_row[];
begin
  if v_n = 0 then
    raise exception using
      errcode = '22023',
      message = 'portfolio_resolve: no name sent',
      detail = 'p_names needs at least one line.',
      hint = 'Send p_names as an array of 1 to 200 fund names as the statement prints them.';
  end if;
  if v_n > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_resolve: %s names sent, at most 200', v_n),
      detail = 'One call answers at most 200 lines (5 candidates each fill one 1000-row response).',
      hint = 'Split p_names (and the arrays beside it) into calls of at most 200 lines each.';
  end if;
  if (p_cnpjs is not null and cardinality(p_cnpjs) <> v_n) or (p_quotas is not null and cardinality(p_quotas) <> v_n) or (p_quota_dates is not null and cardinality(p_quota_dates) <> v_n) then
    raise exception using
      errcode = '22023',
      message = 'portfolio_resolve: p_cnpjs, p_quotas and p_quota_dates must be as long as p_names',
      detail = format('p_names has %s entries; p_cnpjs %s, p_quotas %s, p_quota_dates %s. Each position is one statement line.', v_n,
        coalesce(cardinality(p_cnpjs)::text, 'not sent'), coalesce(cardinality(p_quotas)::text, 'not sent'), coalesce(cardinality(p_quota_dates)::text, 'not sent')),
      hint = 'Send each array with one entry per line of p_names (null where a line has no value), or leave it out.';
  end if;
  select array_agg(case when nullif(btrim(c), '') is null then null else internal.cnpj(c, 'portfolio_resolve') end order by i)
    into v_cnpjs
  from generate_series(1, v_n) i
  left join lateral (select p_cnpjs[i] as c) x on true;

  with
  input as (
    select i as line, p_names[i] as name, cvm.fold_name(btrim(p_names[i])) as folded, upper(btrim(p_names[i])) as code, v_cnpjs[i] as cnpj,
           p_quotas[i] as quota, p_quota_dates[i] as quota_date
    from generate_series(1, v_n) i
  ),
  found as (
    -- the CNPJ sent, when the registry holds it, is the line's only candidate
    select l.line, 1 as kind_ord, 'cnpj' as kind, 1::numeric as score, r.cnpj, null::text as matched_name
    from input l join cvm.fund_registry r on r.cnpj = l.cnpj
    union all
    select l.line, 2, 'etf_ticker', 1, e.cnpj, e.ticker
    from input l join curated.etf_registry e on upper(e.ticker) = l.code
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 3, 'exact_current', 1, r.cnpj, r.fund_name
    from input l join cvm.fund_registry r on r.search_name = l.folded
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 4, 'exact_history', 1, h.cnpj, h.name
    from input l
    cross join lateral (
      select distinct on (x.cnpj) x.cnpj, x.name from (
        select c.cnpj, c.denom_social as name from cvm.cad_fi c where cvm.fold_name(c.denom_social) = l.folded
        union all
        select p.cnpj, p.denom_social from cvm.cda_pl p where cvm.fold_name(p.denom_social) = l.folded
      ) x order by x.cnpj, x.name
    ) h
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 5, 'similarity', s.score, s.cnpj, s.fund_name
    from input l
    cross join lateral (
      -- the nearest names by trigram distance (1 - similarity) from the GiST index, every name tied with
      -- the fifth kept, then the best 5 by similarity and CNPJ: the same 5 as ranking every name that
      -- passes %, which read thousands of names that share words such as FUNDO or FIC FIM
      select n.cnpj, n.fund_name, round(extensions.similarity(l.folded, n.search_name)::numeric, 4) as score
      from (
        select r.cnpj, r.fund_name, r.search_name
        from cvm.fund_registry r
        where l.folded operator(extensions.%) r.search_name
        order by r.search_name operator(extensions.<->) l.folded
        fetch first 5 rows with ties
      ) n
      order by extensions.similarity(l.folded, n.search_name) desc, n.cnpj
      limit 5
    ) s
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
  ),
  -- a fund found several ways keeps its strongest way; then the best 5 per line
  best as (
    select distinct on (f.line, f.cnpj) f.* from found f order by f.line, f.cnpj, f.kind_ord, f.score desc
  ),
  ranked as (
    select b.*, row_number() over (partition by b.line order by b.kind_ord, b.score desc, b.cnpj)::integer as rank from best b
  )
  select array_agg(row(l.line, l.name, l.cnpj, k.rank, k.kind, k.score, k.cnpj, r.fund_name, r.entity_type, r.status, k.matched_name,
                       l.quota_date, l.quota, q.vl_quota, round((l.quota / nullif(q.vl_quota, 0) - 1) * 100, 4),
                       case when k.line is null then case
                         when l.cnpj is not null and l.folded is null then 'CNPJ não encontrado no cadastro de fundos'
                         when l.folded is null or l.folded = '' then 'nenhum nome nem CNPJ enviado'
                         else 'nenhum fundo com nome igual ou parecido (similaridade abaixo de 0,25)' end end)::api.portfolio_resolve_row
                   order by l.line, k.rank)
    into v_rows
  from input l
  left join ranked k on k.line = l.line and k.rank <= 5
  left join cvm.fund_registry r on r.cnpj = k.cnpj
  left join cvm.inf_diario q on q.dt_comptc = l.quota_date and q.cnpj = k.cnpj and q.id_subclasse = '';

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_resolve', 'Send at most 200 lines: each answers at most 5 candidates.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_resolve(text[], text[], numeric[], date[]) owner to api_owner;
revoke all on function api.portfolio_resolve(text[], text[], numeric[], date[]) from public;
grant execute on function api.portfolio_resolve(text[], text[], numeric[], date[]) to anon, authenticated;

comment on function api.portfolio_resolve(text[], text[], numeric[], date[]) is 'Candidate funds for up to 200 statement lines (a fund''s name as a bank or broker prints it, optionally its CNPJ and a quota on a date): at most 5 per line, each with how it was found and a score.
Per line, in this order: match_kind cnpj when p_cnpjs gives a CNPJ the fund registry holds (then that is the only candidate); else etf_ticker (the name is an ETF''s exchange ticker in the curated ETF registry), exact_current (the name, lower case without accents, equals a registry name), exact_history (it equals a name the fund filed before: the legacy register cad_fi or a holdings filing''s PL member), similarity (PostgreSQL pg_trgm trigram similarity of the folded names, at least 0.25, best first). A fund found several ways keeps its strongest; candidates rank by that order, then score, then CNPJ. Nothing is picked for the caller: when p_quotas and p_quota_dates are sent, each candidate carries its quota filed in the daily report on that date and the difference in percent, which tells apart two funds of similar names. A line with no candidate is one row with match_kind NULL and a reason in Portuguese words. Rows: by line, then rank. An empty p_names, more than 200 lines, arrays of other lengths than p_names or a CNPJ that is not one raises 22023.
p_names: 1 to 200 fund names as printed (case and accents ignored).
p_cnpjs: per line, the fund''s CNPJ when the statement prints it (null or blank where not); punctuation ignored.
p_quotas: per line, the quota value the statement prints (null where not).
p_quota_dates: per line, the date of that quota (null where not).
@tag Portfolio';
