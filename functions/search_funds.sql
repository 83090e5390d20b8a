-- api.search_funds: find a fund by name (ranked, case- and accent-insensitive,
-- on the trigram index) or by CNPJ prefix. Rows are clamped to the caller tier.
drop function if exists api.search_funds(text, text, integer);
drop type if exists api.search_funds_row;

create type api.search_funds_row as (
  cnpj text,
  fund_name text,
  entity_type text,
  status text,
  fund_class text,
  first_period date,
  last_period date
);
alter type api.search_funds_row owner to api_owner;
comment on type api.search_funds_row is 'One fund or class of the registry.';
comment on column api.search_funds_row.cnpj is 'Fund or class CNPJ, 14 digits (the id fund_nav takes).';
comment on column api.search_funds_row.fund_name is 'Registered name as filed (Denominacao_Social or DENOM_SOCIAL).';
comment on column api.search_funds_row.entity_type is 'Fund family: fi, fidc, fii, fip or fiagro (mapped from the CVM fund type).
@enum internal.entity_type';
comment on column api.search_funds_row.status is 'Registry status as filed, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA.';
comment on column api.search_funds_row.fund_class is 'Class as filed: registro_classe Classificacao, or cad_fi CLASSE; NULL when not filed.';
comment on column api.search_funds_row.first_period is 'Oldest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';
comment on column api.search_funds_row.last_period is 'Newest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';

create function api.search_funds(p_query text default '', p_entity_type text default null, p_limit integer default 50)
returns setof api.search_funds_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- whitespace: \s (space, tab, newline, ...) plus the unicode spaces it leaves out (no-break, em, ideographic, ...)
  v_space text := '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]';
  -- every kind of whitespace trimmed (btrim alone keeps tabs and newlines)
  v_query text := regexp_replace(coalesce(p_query, ''), format('^%s+|%s+$', v_space, v_space), '', 'g');
  v_family text := internal.fund_family(p_entity_type, 'search_funds', 'Send p_entity_type as fi, fidc, fii, fip or fiagro, or null for every family.');
  -- tier ceilings: catalog.json tiers.anon.search_funds_rows and tiers.authenticated.search_funds_rows
  v_ceiling integer := internal.tier_ceiling('search_funds_rows', 25, 200);
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), v_ceiling);
  v_folded text;
  v_digits text;
  v_words text;
  v_found bigint;
  -- the ranked name query; %s is the match condition, $1 the folded query, $2 the family, $3 the row limit
  v_ranked text := 'select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
    from (
      select f.*, (f.search_name like $1 || chr(37)) as starts, extensions.word_similarity($1, f.search_name) as score
      from cvm.fund_registry f
      where %s and f.entity_type is not null and ($2 is null or f.entity_type = $2)
      order by starts desc, score desc, f.fund_name, f.cnpj
      limit $3
    ) r
    left join lateral (
      select min(m.period) as first_period, max(m.period) as last_period
      from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
    ) s on true
    order by r.starts desc, r.score desc, r.fund_name, r.cnpj';
begin
  if length(v_query) > 300 then
    raise exception using
      errcode = '22023',
      message = format('search_funds: p_query is %s characters long', length(v_query)),
      detail = 'A name search or CNPJ prefix is at most 300 characters.',
      hint = 'Send a few words of the fund name, or the beginning of its CNPJ.';
  end if;

  if v_query ~ '^[0-9][0-9./\-\s]*$' then
    -- a CNPJ or its beginning: prefix match on the digits
    v_digits := regexp_replace(v_query, '\D', '', 'g');
    return query
      select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.cnpj like v_digits || '%' and f.entity_type is not null
          and (v_family is null or f.entity_type = v_family)
        order by f.cnpj
        limit v_limit
      ) r
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
      ) s on true
      order by r.cnpj;
    return;
  end if;

  v_folded := cvm.fold_name(v_query);
  -- every word of the query inside the name (any order), each word a LIKE the
  -- trigram index answers; built as literals so the planner sees each pattern
  select string_agg(format('f.search_name like %L', '%' || replace(replace(replace(w, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'), ' and ')
    into v_words
  from regexp_split_to_table(v_folded, v_space || '+') w
  where w <> '';
  if v_words is null then
    -- no word at all (empty or whitespace only): every fund, by name
    return query
      select f.cnpj, f.fund_name, f.entity_type, f.status, f.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.entity_type is not null and (v_family is null or f.entity_type = v_family)
        order by f.fund_name, f.cnpj
        limit v_limit
      ) f
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = f.entity_type and m.cnpj = f.cnpj
      ) s on true
      order by f.fund_name, f.cnpj;
    return;
  end if;

  return query execute format(v_ranked, v_words) using v_folded, v_family, v_limit;
  get diagnostics v_found = row_count;
  if v_found = 0 then
    -- nothing contains every word: the names closest to the query (a misspelling)
    return query execute format(v_ranked, '$1 operator(extensions.<%) f.search_name') using v_folded, v_family, v_limit;
  end if;
end;
$$;

alter function api.search_funds(text, text, integer) owner to api_owner;
revoke all on function api.search_funds(text, text, integer) from public;
grant execute on function api.search_funds(text, text, integer) to anon, authenticated;

comment on function api.search_funds(text, text, integer) is 'Find funds by name or CNPJ, best match first.
A query of digits (dots, slash, hyphen and spaces ignored) is a CNPJ prefix, answered in CNPJ order. Any other query is a name search, case- and accent-insensitive: names containing every word of the query (in any order), or, when none does, the names closest to it (trigram word similarity, for misspellings); names starting with the query first, then by similarity. An empty or whitespace-only query lists funds by name. A query longer than 300 characters is refused (22023). Only the families served (fi, fidc, fii, fip, fiagro) are searched. Rows: default 50, silently clamped to 25 for anonymous callers and 200 when signed in (catalog tiers search_funds_rows); a result of exactly the ceiling is probably truncated.
p_query: name words or the beginning of a CNPJ, at most 300 characters; default '''' (every fund, by name; whitespace alone counts as empty).
p_entity_type: only this family: fi, fidc, fii, fip or fiagro; default null (all five).
p_limit: rows wanted; default 50, clamped to 1..25 anonymous and 1..200 signed in.
@tag Lookup
@default p_query
@default p_entity_type
@default p_limit';
