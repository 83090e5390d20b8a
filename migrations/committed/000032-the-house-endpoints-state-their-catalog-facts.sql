--! Previous: sha1:3a332aa1806e2e3aeaa1bd9bddf7d32b94f54620
--! Hash: sha1:476772ba22f27eb82d23e949b2f0da52d8e34bbe
--! Message: The house: endpoints state their catalog facts

-- The house: each endpoint states its own catalog facts (@tag, @cursor, @default, @enum lines in its COMMENT; tier ceilings in internal.tier_ceiling calls); api.catalog() assembles them with catalog.json's parts (one private function per key); value sets are domains of schema internal.
--! Included sql/internal/entity_type.sql
-- internal.entity_type: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.entity_type` in its COMMENT.
create domain internal.entity_type as text
  check (value in ('fi', 'fidc', 'fii'));

alter domain internal.entity_type owner to api_owner;
comment on domain internal.entity_type is 'A fund family served: fi (investment funds, daily report), fidc (receivables funds), fii (real-estate funds).';
--! EndIncluded sql/internal/entity_type.sql
--! Included sql/internal/board.sql
-- internal.board: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.board` in its COMMENT.
create domain internal.board as text
  check (value in ('cash', 'odd_lot'));

alter domain internal.board owner to api_owner;
comment on domain internal.board is 'A board of the quote tape: cash (standard lot, TPMERC 010) and odd_lot (TPMERC 020).';
--! EndIncluded sql/internal/board.sql
--! Included sql/internal/delinquency_driver.sql
-- internal.delinquency_driver: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.delinquency_driver` in its COMMENT.
create domain internal.delinquency_driver as text
  check (value in ('consistent_worsening', 'value_up_rate_masked', 'denominator_only', 'improvement', 'stable'));

alter domain internal.delinquency_driver owner to api_owner;
comment on domain internal.delinquency_driver is 'What drives a FIDC''s delinquency over a window (screen_delinquency_drivers).';
--! EndIncluded sql/internal/delinquency_driver.sql
--! Included sql/internal/panel_freq.sql
-- internal.panel_freq: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.panel_freq` in its COMMENT.
create domain internal.panel_freq as text
  check (value in ('month', 'day'));

alter domain internal.panel_freq owner to api_owner;
comment on domain internal.panel_freq is 'A frequency of panel: month (fund series as filed, the tape as monthly bars) and day (the tape session by session).';
--! EndIncluded sql/internal/panel_freq.sql
--! Included sql/internal/silent_family.sql
-- internal.silent_family: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.silent_family` in its COMMENT.
create domain internal.silent_family as text
  check (value in ('fi', 'fidc', 'fii', 'fiagro'));

alter domain internal.silent_family owner to api_owner;
comment on domain internal.silent_family is 'A family screen_silent_filers accepts (fiagro is accepted; no fiagro series is held yet).';
--! EndIncluded sql/internal/silent_family.sql
--! Included sql/internal/late_family.sql
-- internal.late_family: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.late_family` in its COMMENT.
create domain internal.late_family as text
  check (value in ('fii', 'fidc'));

alter domain internal.late_family owner to api_owner;
comment on domain internal.late_family is 'A family whose monthly structured report is filed through FNET (screen_late_filers).';
--! EndIncluded sql/internal/late_family.sql
--! Included sql/internal/focus_endpoint.sql
-- internal.focus_endpoint: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.focus_endpoint` in its COMMENT.
create domain internal.focus_endpoint as text
  check (value in ('ExpectativasMercadoAnuais', 'ExpectativaMercadoMensais', 'ExpectativasMercadoSelic', 'ExpectativasMercadoInflacao12Meses'));

alter domain internal.focus_endpoint owner to api_owner;
comment on domain internal.focus_endpoint is 'An Olinda endpoint of the Focus market survey, by its published name.';
--! EndIncluded sql/internal/focus_endpoint.sql
--! Included sql/internal/flow_basis.sql
-- internal.flow_basis: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.flow_basis` in its COMMENT.
create domain internal.flow_basis as text
  check (value in ('delta', 'month_open', 'unknown_opening_snapshot', 'missing_previous_snapshot'));

alter domain internal.flow_basis owner to api_owner;
comment on domain internal.flow_basis is 'How a row of investor_flow was computed (catalog flow_basis says what each means).';
--! EndIncluded sql/internal/flow_basis.sql
--! Included sql/internal/investor_type.sql
-- internal.investor_type: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.investor_type` in its COMMENT.
create domain internal.investor_type as text
  check (value in ('Institucionais', 'Instituições Financeiras', 'Investidor Estrangeiro', 'Investidores Individuais', 'Outros'));

alter domain internal.investor_type owner to api_owner;
comment on domain internal.investor_type is 'An investor type as the exchange publishes it in the investor participation table.';
--! EndIncluded sql/internal/investor_type.sql
--! Included sql/internal/fee_resolution.sql
-- internal.fee_resolution: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.fee_resolution` in its COMMENT.
create domain internal.fee_resolution as text
  check (value in ('extrato', 'extrato_lamina_beside', 'extrato_to_check', 'lamina_newer', 'lamina', 'cad_fi'));

alter domain internal.fee_resolution owner to api_owner;
comment on domain internal.fee_resolution is 'How portfolio_fees chose the disclosed fee''s source.';
--! EndIncluded sql/internal/fee_resolution.sql
--! Included sql/internal/disclosed_origin.sql
-- internal.disclosed_origin: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.disclosed_origin` in its COMMENT.
create domain internal.disclosed_origin as text
  check (value in ('extrato', 'lamina', 'cad_fi'));

alter domain internal.disclosed_origin owner to api_owner;
comment on domain internal.disclosed_origin is 'The filing a disclosed fee came from.';
--! EndIncluded sql/internal/disclosed_origin.sql
--! Included sql/internal/aging_kind.sql
-- internal.aging_kind: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.aging_kind` in its COMMENT.
create domain internal.aging_kind as text
  check (value in ('to_maturity', 'overdue', 'overdue_total'));

alter domain internal.aging_kind owner to api_owner;
comment on domain internal.aging_kind is 'A row kind of the FIDC aging ladder (tab VI).';
--! EndIncluded sql/internal/aging_kind.sql
--! Included sql/internal/match_kind.sql
-- internal.match_kind: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.match_kind` in its COMMENT.
create domain internal.match_kind as text
  check (value in ('securit_registry', 'cda_ticker'));

alter domain internal.match_kind owner to api_owner;
comment on domain internal.match_kind is 'How portfolio_instruments resolved a code (NULL: no match).';
--! EndIncluded sql/internal/match_kind.sql
--! Included sql/internal/peer_status.sql
-- internal.peer_status: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.peer_status` in its COMMENT.
create domain internal.peer_status as text
  check (value in ('compared', 'not_compared'));

alter domain internal.peer_status owner to api_owner;
comment on domain internal.peer_status is 'Whether portfolio_fee_peers compared a fund with its peers.';
--! EndIncluded sql/internal/peer_status.sql
--! Included sql/internal/peer_reason_code.sql
-- internal.peer_reason_code: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.peer_reason_code` in its COMMENT.
create domain internal.peer_reason_code as text
  check (value in ('sem_extrato_comparavel', 'taxa_data_futura', 'taxa_defasada_comparacao', 'taxa_nao_utilizavel', 'pares_insuficientes'));

alter domain internal.peer_reason_code owner to api_owner;
comment on domain internal.peer_reason_code is 'Why portfolio_fee_peers did not compare a fund (Portuguese codes, as the upstream service words them).';
--! EndIncluded sql/internal/peer_reason_code.sql
--! Included sql/internal/option_side.sql
-- internal.option_side: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.option_side` in its COMMENT.
create domain internal.option_side as text
  check (value in ('call', 'put'));

alter domain internal.option_side owner to api_owner;
comment on domain internal.option_side is 'The side of an option.';
--! EndIncluded sql/internal/option_side.sql
--! Included sql/internal/file_status.sql
-- internal.file_status: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.file_status` in its COMMENT.
create domain internal.file_status as text
  check (value in ('Final', 'Parcial'));

alter domain internal.file_status owner to api_owner;
comment on domain internal.file_status is 'The status line of the consolidated trade file a row came from.';
--! EndIncluded sql/internal/file_status.sql
--! Included sql/internal/asset_class.sql
-- internal.asset_class: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.asset_class` in its COMMENT.
create domain internal.asset_class as text
  check (value in ('fi', 'fidc', 'fii', 'equity', 'unit', 'bdr', 'fund_quota', 'other'));

alter domain internal.asset_class owner to api_owner;
comment on domain internal.asset_class is 'An asset class of panel and the quote tape (catalog asset_classes says what each holds).';
--! EndIncluded sql/internal/asset_class.sql
--! Included sql/internal/quote_asset_class.sql
-- internal.quote_asset_class: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.quote_asset_class` in its COMMENT.
create domain internal.quote_asset_class as text
  check (value in ('equity', 'unit', 'bdr', 'fii', 'fund_quota', 'other'));

alter domain internal.quote_asset_class owner to api_owner;
comment on domain internal.quote_asset_class is 'The class the quote tape types a cash-market security as.';
--! EndIncluded sql/internal/quote_asset_class.sql
--! Included sql/internal/fund_metric.sql
-- internal.fund_metric: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.fund_metric` in its COMMENT.
create domain internal.fund_metric as text
  check (value in ('nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets'));

alter domain internal.fund_metric owner to api_owner;
comment on domain internal.fund_metric is 'A metric of the monthly fund series (a fund_nav column).';
--! EndIncluded sql/internal/fund_metric.sql
--! Included sql/internal/panel_metric_name.sql
-- internal.panel_metric_name: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.panel_metric_name` in its COMMENT.
create domain internal.panel_metric_name as text
  check (value in ('nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets', 'open', 'high', 'low', 'close', 'volume', 'trades', 'quantity'));

alter domain internal.panel_metric_name owner to api_owner;
comment on domain internal.panel_metric_name is 'A metric of panel (catalog metrics): the fund series, then the tape''s daily or monthly bar.';
--! EndIncluded sql/internal/panel_metric_name.sql
--! Included sql/internal/domain_values.sql
-- Internal helper (not granted to callers): the values a value-set domain allows,
-- in the order its CHECK lists them. A value set the contract states (a board, a
-- driver, a family...) is one domain, `CHECK (VALUE IN (...))`, in schema
-- internal; the argument checks (internal.one_of) and api.catalog()'s enums both
-- read it from here, so the list is written once.
create or replace function internal.domain_values(p_domain regtype)
returns text[]
language sql
stable
set search_path = ''
as $$
  select array_agg(replace(m[1], '''''', '''') order by n)
    from pg_constraint c
   cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''((?:[^'']|'''')*)''::text', 'g') with ordinality as x(m, n)
   where c.contypid = p_domain and c.contype = 'c'
$$;

alter function internal.domain_values(regtype) owner to api_owner;
revoke all on function internal.domain_values(regtype) from public;
comment on function internal.domain_values(regtype) is
  'Internal: the text values of a value-set domain''s CHECK (VALUE IN (...)), in the order written.';
--! EndIncluded sql/internal/domain_values.sql
--! Included sql/internal/value_set.sql
-- Internal helper (not granted to callers): the values of a value set named by a
-- structured COMMENT line (`@enum <ref>`): a domain of schema internal (its CHECK
-- list, internal.domain_values), or <schema>.<table>.<column> for a set the store
-- holds as data (the SGS series labels), distinct and sorted.
create or replace function internal.value_set(p_ref text)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  v_parts text[] := string_to_array(p_ref, '.');
  v_values text[];
begin
  if cardinality(v_parts) = 3 then
    execute format('select array_agg(distinct %I::text order by %I::text) from %I.%I', v_parts[3], v_parts[3], v_parts[1], v_parts[2]) into v_values;
    return v_values;
  end if;
  return internal.domain_values(p_ref::regtype);
end;
$$;

alter function internal.value_set(text) owner to api_owner;
revoke all on function internal.value_set(text) from public;
comment on function internal.value_set(text) is
  'Internal: the values of a value set: a domain (internal.<name>, its CHECK list in order) or <schema>.<table>.<column> (distinct values, sorted).';
--! EndIncluded sql/internal/value_set.sql
--! Included sql/internal/json_or_text.sql
-- Internal helper (not granted to callers): a value written in a structured
-- COMMENT line (@default) read as JSON when it is a JSON literal (null, a number,
-- true/false, a quoted string), else as the prose text it is.
create or replace function internal.json_or_text(p_text text)
returns json
language sql
immutable
set search_path = ''
as $$
  select case when p_text ~ '^(null|true|false|-?\d+(\.\d+)?|"([^"\\]|\\.)*")$' then p_text::json
              else to_json(p_text) end
$$;

alter function internal.json_or_text(text) owner to api_owner;
revoke all on function internal.json_or_text(text) from public;
comment on function internal.json_or_text(text) is
  'Internal: p_text as JSON when it is a JSON literal (null, number, true, false, "string"), else as a JSON string of the text.';
--! EndIncluded sql/internal/json_or_text.sql
--! Included sql/internal/sql_default_json.sql
-- Internal helper (not granted to callers): the SQL default of one argument, read
-- from pg_get_function_arguments text, as JSON: NULL -> null, a number -> the
-- number, a quoted literal (with its ::type cast) -> the string. So an argument's
-- default is stated once, in the signature, and api.catalog() repeats it.
create or replace function internal.sql_default_json(p_arguments text, p_arg text)
returns json
language sql
immutable
set search_path = ''
as $$
  with found as (
    select (regexp_match(p_arguments, '(?:^|, )' || p_arg || ' [^,]*? DEFAULT (''(?:[^'']|'''')*''|[^,]+)'))[1] as expr
  ),
  bare as (
    select regexp_replace(expr, '::[a-z][a-z ]*(\[\])?$', '') as expr from found
  )
  select case when expr is null or upper(expr) = 'NULL' then 'null'::json
              when expr ~ '^-?\d+(\.\d+)?$' then expr::json
              when expr ~ '^''.*''$' then to_json(replace(substr(expr, 2, length(expr) - 2), '''''', ''''))
              else to_json(expr) end
    from bare
$$;

alter function internal.sql_default_json(text, text) owner to api_owner;
revoke all on function internal.sql_default_json(text, text) from public;
comment on function internal.sql_default_json(text, text) is
  'Internal: the DEFAULT of argument p_arg in a pg_get_function_arguments text, as JSON (null, a number, or the literal''s text).';
--! EndIncluded sql/internal/sql_default_json.sql
--! Included sql/internal/tier_ceiling.sql
-- Internal helper (not granted to callers): the caller's ceiling for one tiered
-- limit. The call itself is the one statement of the ceilings: api.catalog()
-- reads 'tiers' from the calls of this function in the api and internal sources,
-- so a ceiling is never written twice.
create or replace function internal.tier_ceiling(p_key text, p_anon integer, p_authenticated integer)
returns integer
language sql
stable
set search_path = ''
as $$
  select case internal.caller_tier() when 'authenticated' then p_authenticated else p_anon end
$$;

alter function internal.tier_ceiling(text, integer, integer) owner to api_owner;
revoke all on function internal.tier_ceiling(text, integer, integer) from public;
comment on function internal.tier_ceiling(text, integer, integer) is
  'Internal: p_authenticated for a signed-in caller, else p_anon (internal.caller_tier, failing closed). p_key names the limit in catalog tiers (e.g. search_funds_rows); api.catalog() reads every call''s literal arguments from the function sources.';
--! EndIncluded sql/internal/tier_ceiling.sql
--! Included sql/internal/endpoint_facts.sql
-- Internal helper (not granted to callers): what api.catalog() derives about each
-- endpoint from the endpoint itself, so no fact of an endpoint is written twice.
-- An endpoint is an api view anon may read or an api function anon may execute.
-- From the object: method and path (a view is GET /<name>, a function POST
-- /rpc/<name>), its summary (the COMMENT's first line), whether its source calls
-- internal.assert_row_cap (refuses above 1000 rows) and internal.tier_ceiling
-- (clamps to a tier's ceiling). From structured lines at the
-- end of its COMMENT, one per line:
--   @tag <functional group>          the spec's group (OpenAPI tag)
--   @since <subject>: <versions>     the contract version that introduced a rule
--   @cursor <key>                    the paging cursor p_after carries
--   @default <p_arg>[: <value>]      the argument's default: the value as written
--                                    (JSON literal or prose), or without one the
--                                    SQL default of the signature
create or replace function internal.endpoint_facts()
returns table (name text, method text, path text, tag text, summary text, since json, cursor text, row_capped boolean, tier_clamped boolean, defaults json)
language sql
stable
set search_path = ''
as $$
  with objects as (
    select p.proname::text as name, 'POST' as method, '/rpc/' || p.proname as path,
           obj_description(p.oid, 'pg_proc') as doc,
           regexp_replace(p.prosrc, '--[^\n]*', '', 'g') as code,
           pg_get_function_arguments(p.oid) as args
      from pg_proc p
     where p.pronamespace = 'api'::regnamespace and p.prokind = 'f'
       and has_function_privilege('anon', p.oid, 'execute')
    union all
    select c.relname::text, 'GET', '/' || c.relname, obj_description(c.oid, 'pg_class'), '', ''
      from pg_class c
     where c.relnamespace = 'api'::regnamespace and c.relkind in ('v', 'm', 'r')
       and has_table_privilege('anon', c.oid, 'select')
  ),
  lines as (
    select o.name, l.ord, l.m[1] as word, l.m[2] as rest
      from objects o
     cross join lateral regexp_matches(coalesce(o.doc, ''), '^@(\w+) *(.*)$', 'gn') with ordinality as l(m, ord)
  )
  select o.name, o.method, o.path,
         (select l.rest from lines l where l.name = o.name and l.word = 'tag' limit 1),
         split_part(coalesce(o.doc, ''), E'\n', 1),
         (select json_object_agg(split_part(l.rest, ': ', 1), substr(l.rest, strpos(l.rest, ': ') + 2) order by l.ord)
            from lines l where l.name = o.name and l.word = 'since'),
         (select l.rest from lines l where l.name = o.name and l.word = 'cursor' limit 1),
         o.code ~* '\minternal\.assert_row_cap\s*\(',
         o.code ~* '\minternal\.tier_ceiling\s*\(',
         (select json_object_agg(d.arg, d.value order by d.ord)
            from (select l.ord,
                         split_part(l.rest, ':', 1) as arg,
                         case when strpos(l.rest, ':') > 0
                              then internal.json_or_text(btrim(substr(l.rest, strpos(l.rest, ':') + 1)))
                              else internal.sql_default_json(o.args, l.rest) end as value
                    from lines l where l.name = o.name and l.word = 'default') d)
    from objects o
$$;

alter function internal.endpoint_facts() owner to api_owner;
revoke all on function internal.endpoint_facts() from public;
comment on function internal.endpoint_facts() is
  'Internal: per api endpoint (view anon reads, function anon executes) its method, path, @tag, summary (first COMMENT line), @since, @cursor, whether it calls internal.assert_row_cap and internal.tier_ceiling, and its @default arguments; api.catalog() builds endpoints, defaults and limits.page.functions from it.';
--! EndIncluded sql/internal/endpoint_facts.sql
--! Included sql/internal/catalog_tiers.sql
-- Internal helper (not granted to callers): every tiered ceiling, read from the
-- internal.tier_ceiling('<key>', <anon>, <authenticated>) calls in the sources of
-- schemas api and internal: the call is where a ceiling is stated, once.
create or replace function internal.catalog_tiers()
returns table (key text, anon integer, authenticated integer)
language sql
stable
set search_path = ''
as $$
  select distinct m[1], m[2]::integer, m[3]::integer
    from pg_proc p
   cross join lateral regexp_matches(regexp_replace(p.prosrc, '--[^\n]*', '', 'g'),
                                     'internal\.tier_ceiling\(\s*''(\w+)''\s*,\s*(\d+)\s*,\s*(\d+)\s*\)', 'g') as m
   where p.pronamespace in ('api'::regnamespace, 'internal'::regnamespace)
     and p.proname <> 'tier_ceiling'
$$;

alter function internal.catalog_tiers() owner to api_owner;
revoke all on function internal.catalog_tiers() from public;
comment on function internal.catalog_tiers() is
  'Internal: (key, anon ceiling, authenticated ceiling) of every internal.tier_ceiling call with literal arguments in schemas api and internal; api.catalog() merges them into tiers.';
--! EndIncluded sql/internal/catalog_tiers.sql
--! Included sql/internal/catalog_enums.sql
-- Internal helper (not granted to callers): the enums of the catalog (endpoint ->
-- argument or column -> values), each from the value-set domain that states it:
-- - an argument: a call internal.one_of(..., <expression naming p_arg>,
--   internal.domain_values('<domain>'), ...) in the endpoint's source, or a call
--   of an internal helper whose COMMENT carries `@enum <domain>` with the argument
--   first (internal.fund_family(p_entity_type, ...)), or a line
--   `@enum <p_arg>: <set>` in the endpoint's COMMENT for a check written by hand;
-- - a column of an endpoint's rows (its view, or its function's row type): a
--   line `@enum <domain>` in the column's COMMENT.
create or replace function internal.catalog_enums()
returns jsonb
language sql
stable
set search_path = ''
as $$
  with endpoints as (
    select p.proname::text as name, regexp_replace(p.prosrc, '--[^\n]*', '', 'g') as code, t.typrelid as rel,
           obj_description(p.oid, 'pg_proc') as doc
      from pg_proc p
      join pg_type t on t.oid = p.prorettype
     where p.pronamespace = 'api'::regnamespace and p.prokind = 'f' and has_function_privilege('anon', p.oid, 'execute')
    union all
    select c.relname::text, '', c.oid, null
      from pg_class c
     where c.relnamespace = 'api'::regnamespace and c.relkind = 'v' and has_table_privilege('anon', c.oid, 'select')
  ),
  enum_helpers as (
    select p.proname::text as helper, (regexp_match(obj_description(p.oid, 'pg_proc'), '(?n)^@enum (\S+)$'))[1] as domain
      from pg_proc p
     where p.pronamespace = 'internal'::regnamespace
  ),
  found as (
    -- arguments checked by one_of against a domain
    select e.name, (regexp_match(m[1], '\m(p_\w+)\M'))[1] as key, m[2] as domain, 1 as src
      from endpoints e
     cross join lateral regexp_matches(e.code,
       'internal\.one_of\(\s*''[^'']*''\s*,\s*''[^'']*''\s*,\s*([^;]*?)\s*,\s*internal\.domain_values\(\s*''([\w.]+)''', 'g') as m
    union all
    -- arguments handed to a helper that checks a domain
    select e.name, m[2], h.domain, 1
      from endpoints e
     cross join lateral regexp_matches(e.code, 'internal\.(\w+)\(\s*(p_\w+)\M', 'g') as m
      join enum_helpers h on h.helper = m[1] and h.domain is not null
    union all
    -- arguments whose check the endpoint's comment names
    select e.name, m[1], m[2], 1
      from endpoints e
     cross join lateral regexp_matches(coalesce(e.doc, ''), '^@enum (p_\w+): (\S+)$', 'gn') as m
    union all
    -- columns whose comment names their domain
    select e.name, a.attname::text, (regexp_match(col_description(e.rel, a.attnum), '(?n)^@enum (\S+)$'))[1], 2
      from endpoints e
      join pg_attribute a on a.attrelid = e.rel and a.attnum > 0 and not a.attisdropped
     where e.rel <> 0
  ),
  valued as (
    select f.name, f.key, f.src, internal.value_set(f.domain) as vals
      from (select distinct * from found where domain is not null and key is not null) f
  )
  select coalesce(jsonb_object_agg(name, per), '{}')
    from (select name, jsonb_object_agg(key, to_jsonb(vals) order by src, key) as per from valued group by name) x
$$;

alter function internal.catalog_enums() owner to api_owner;
revoke all on function internal.catalog_enums() from public;
comment on function internal.catalog_enums() is
  'Internal: endpoint -> argument or column -> the values its value-set domain allows, from the one_of calls against internal.domain_values, the argument helpers marked @enum, and the columns whose COMMENT says @enum <domain>.';
--! EndIncluded sql/internal/catalog_enums.sql
--! Included sql/internal/fund_family.sql
-- The fund family argument (p_entity_type) of the fund endpoints: folded to
-- lower case, NULL kept (every family), anything else refused with 22023.
create or replace function internal.fund_family(p_entity_type text, p_fn text, p_how text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return internal.one_of(p_fn, 'p_entity_type', p_entity_type, internal.domain_values('internal.entity_type'), 'Families served: fi, fidc, fii.', p_how);
end;
$$;

alter function internal.fund_family(text, text, text) owner to api_owner;
revoke all on function internal.fund_family(text, text, text) from public;
comment on function internal.fund_family(text, text, text) is
  'Internal: p_entity_type folded to fi, fidc or fii (NULL = every family); anything else raises 22023 naming the calling function, with p_how as the hint.
@enum internal.entity_type';
--! EndIncluded sql/internal/fund_family.sql
--! Included sql/internal/panel_ids.sql
-- The id list of api.panel: 1 to the tier's ceiling ids (catalog tiers.*.panel_ids),
-- each a 14-digit CNPJ (punctuation ignored) or else a ticker (upper-cased).
create or replace function internal.panel_ids(p_ids text[], out cnpjs text[], out tickers text[])
language plpgsql
stable
set search_path = ''
as $$
declare
  v_tier text := internal.caller_tier();
  v_cap integer := internal.tier_ceiling('panel_ids', 3, 50);
  v_ids text[];
begin
  select coalesce(array_agg(distinct upper(btrim(i))), '{}') into v_ids
  from unnest(p_ids) i where btrim(i) <> '';
  if cardinality(v_ids) = 0 then
    raise exception using
      errcode = '22023',
      message = 'panel: p_ids is empty',
      detail = 'The panel reads the ids it is given: fund CNPJs and exchange tickers.',
      hint = 'Send p_ids as an array of 1 to 3 ids (50 signed in), e.g. ["PETR4", "33.101.369/0001-40"].';
  end if;
  if cardinality(v_ids) > v_cap then
    raise exception using
      errcode = '22023',
      message = format('panel: %s ids is above the %s ceiling of %s', cardinality(v_ids), case v_tier when 'authenticated' then 'signed-in' else 'anonymous' end, v_cap),
      detail = 'Ids per call: 3 anonymous, 50 signed in (catalog tiers.*.panel_ids).',
      hint = case v_tier when 'authenticated' then 'Split the ids over several calls of at most 50.'
        else 'Split the ids over calls of at most 3, or sign in (Authorization: Bearer <JWT with role authenticated>) for up to 50.' end;
  end if;
  select coalesce(array_agg(regexp_replace(i, '[^0-9]', '', 'g')) filter (where i ~ '^[0-9./ -]+$' and length(regexp_replace(i, '[^0-9]', '', 'g')) = 14), '{}'),
         coalesce(array_agg(i) filter (where not (i ~ '^[0-9./ -]+$' and length(regexp_replace(i, '[^0-9]', '', 'g')) = 14)), '{}')
    into cnpjs, tickers
  from unnest(v_ids) i;
end;
$$;

alter function internal.panel_ids(text[]) owner to api_owner;
revoke all on function internal.panel_ids(text[]) from public;
comment on function internal.panel_ids(text[]) is
  'Internal: api.panel''s ids split into CNPJs (14 digits once punctuation is dropped) and tickers (upper-cased); an empty list or more ids than the caller''s tier allows (3 anonymous, 50 signed in) raises 22023.';
--! EndIncluded sql/internal/panel_ids.sql
--! Included sql/internal/catalog_part_applicability.sql
-- GENERATED from catalog.json ("applicability") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_applicability: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_applicability()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}}'::json
$fn$;

alter function internal.catalog_part_applicability() owner to api_owner;
revoke all on function internal.catalog_part_applicability() from public;
comment on function internal.catalog_part_applicability() is 'Internal: catalog.json "applicability", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_applicability.sql
--! Included sql/internal/catalog_part_asset_classes.sql
-- GENERATED from catalog.json ("asset_classes") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_asset_classes: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_asset_classes()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fii":{"what":"real-estate funds (CVM FII monthly report; their listed quotas on the quote tape, CODBDI 12)","served_by":["fund_nav","search_funds","metric_coverage","panel","quotes","quote_history"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]},"equity":{"what":"shares on the quote tape (ESPECI ON*/PN*)","served_by":["quotes","quote_history","panel"]},"unit":{"what":"units on the quote tape (ESPECI UNT*)","served_by":["quotes","quote_history","panel"]},"bdr":{"what":"depositary receipts on the quote tape (ESPECI DR*)","served_by":["quotes","quote_history","panel"]},"fund_quota":{"what":"listed fund quotas on the quote tape other than real-estate funds (ESPECI CI*)","served_by":["quotes","quote_history","panel"]},"other":{"what":"any other cash-market security on the quote tape (rights, receipts, ...)","served_by":["quotes","quote_history","panel"]}}'::json
$fn$;

alter function internal.catalog_part_asset_classes() owner to api_owner;
revoke all on function internal.catalog_part_asset_classes() from public;
comment on function internal.catalog_part_asset_classes() is 'Internal: catalog.json "asset_classes", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_asset_classes.sql
--! Included sql/internal/catalog_part_constraints.sql
-- GENERATED from catalog.json ("constraints") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_constraints: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_constraints()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback.","portfolio_instruments: at most 200 codes and one 1000-row page (22023 above); codes trimmed, upper-cased, a leading CRA-, CRI- or DEB- removed only with the hyphen; CRI/CRA series registry first, else debentures in the funds'' holdings (CDA block 4), else match_kind NULL with a reason; nothing inferred from a code''s letters."]'::json
$fn$;

alter function internal.catalog_part_constraints() owner to api_owner;
revoke all on function internal.catalog_part_constraints() from public;
comment on function internal.catalog_part_constraints() is 'Internal: catalog.json "constraints", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_constraints.sql
--! Included sql/internal/catalog_part_defaults.sql
-- GENERATED from catalog.json ("defaults") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_defaults: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_defaults()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"views":{"limit":1000,"order":"none: send order for a stable page"}}'::json
$fn$;

alter function internal.catalog_part_defaults() owner to api_owner;
revoke all on function internal.catalog_part_defaults() from public;
comment on function internal.catalog_part_defaults() is 'Internal: catalog.json "defaults", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_defaults.sql
--! Included sql/internal/catalog_part_enums.sql
-- GENERATED from catalog.json ("enums") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_enums: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_enums()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{}'::json
$fn$;

alter function internal.catalog_part_enums() owner to api_owner;
revoke all on function internal.catalog_part_enums() from public;
comment on function internal.catalog_part_enums() is 'Internal: catalog.json "enums", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_enums.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
--! Included sql/internal/catalog_part_flow_basis.sql
-- GENERATED from catalog.json ("flow_basis") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_flow_basis: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_flow_basis()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"}'::json
$fn$;

alter function internal.catalog_part_flow_basis() owner to api_owner;
revoke all on function internal.catalog_part_flow_basis() from public;
comment on function internal.catalog_part_flow_basis() is 'Internal: catalog.json "flow_basis", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_flow_basis.sql
--! Included sql/internal/catalog_part_freq.sql
-- GENERATED from catalog.json ("freq") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_freq: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_freq()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)","portfolio_instruments":"as filed (newest CRI/CRA report or newest CDA month holding the code)","future_series":"exchange session","future_curve":"one exchange session","trade_consolidated_history":"exchange session","index_history":"exchange session","panel":"p_freq month (fund series as filed; the tape as monthly bars dated at the month''s last session) or day (the tape per session)"}'::json
$fn$;

alter function internal.catalog_part_freq() owner to api_owner;
revoke all on function internal.catalog_part_freq() from public;
comment on function internal.catalog_part_freq() is 'Internal: catalog.json "freq", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_freq.sql
--! Included sql/internal/catalog_part_id_types.sql
-- GENERATED from catalog.json ("id_types") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_id_types: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_id_types()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored (fund_nav, panel)","ticker":"B3 trading code (quotes, quote_history, panel, trade_consolidated_history)","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","index":"the exchange''s index code held by index_history (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"}'::json
$fn$;

alter function internal.catalog_part_id_types() owner to api_owner;
revoke all on function internal.catalog_part_id_types() from public;
comment on function internal.catalog_part_id_types() is 'Internal: catalog.json "id_types", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_id_types.sql
--! Included sql/internal/catalog_part_kind.sql
-- GENERATED from catalog.json ("kind") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_kind: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_kind()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '"catalog"'::json
$fn$;

alter function internal.catalog_part_kind() owner to api_owner;
revoke all on function internal.catalog_part_kind() from public;
comment on function internal.catalog_part_kind() is 'Internal: catalog.json "kind", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_kind.sql
--! Included sql/internal/catalog_part_license.sql
-- GENERATED from catalog.json ("license") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_license: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_license()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"name":"MIT","identifier":"MIT"}'::json
$fn$;

alter function internal.catalog_part_license() owner to api_owner;
revoke all on function internal.catalog_part_license() from public;
comment on function internal.catalog_part_license() is 'Internal: catalog.json "license", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_license.sql
--! Included sql/internal/catalog_part_limits.sql
-- GENERATED from catalog.json ("limits") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_limits: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_limits()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200}'::json
$fn$;

alter function internal.catalog_part_limits() owner to api_owner;
revoke all on function internal.catalog_part_limits() from public;
comment on function internal.catalog_part_limits() is 'Internal: catalog.json "limits", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_limits.sql
--! Included sql/internal/catalog_part_metrics.sql
-- GENERATED from catalog.json ("metrics") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_metrics: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_metrics()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"nav":{"id_type":["cnpj"],"asset_class":["fi","fidc","fii"],"grain":["month"],"source":"CVM daily report (fi), FIDC monthly report (fidc), FII monthly report (fii); cvm.fund_month","meaning":"net asset value, BRL"},"quota":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (VL_QUOTA of the month''s last reported day)","meaning":"quota value"},"quotaholders":{"id_type":["cnpj"],"asset_class":["fi","fii"],"grain":["month"],"source":"CVM daily report (fi), FII monthly report (fii)","meaning":"number of quotaholders"},"inflows":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (CAPTC_DIA summed over the month)","meaning":"the month''s inflows, BRL"},"redemptions":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (RESG_DIA summed over the month)","meaning":"the month''s redemptions, BRL"},"delinquency":{"id_type":["cnpj"],"asset_class":["fidc"],"grain":["month"],"source":"CVM FIDC monthly report (tabs V and VI filed overdue totals)","meaning":"overdue receivables, BRL"},"monthly_yield":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Percentual_Dividend_Yield_Mes)","meaning":"the month''s yield as a fraction as filed (0.0062 = 0.62 %)"},"assets":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Valor_Ativo)","meaning":"total assets, BRL"},"open":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"opening price, raw (month: the first session''s open)"},"high":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"highest price, raw (month: the highest of the sessions)"},"low":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"lowest price, raw (month: the lowest of the sessions)"},"close":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"last price, raw, never adjusted (month: the last session''s close)"},"volume":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"volume traded, BRL (month: summed)"},"trades":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"number of trades (month: summed)"},"quantity":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"quantity traded (month: summed)"}}'::json
$fn$;

alter function internal.catalog_part_metrics() owner to api_owner;
revoke all on function internal.catalog_part_metrics() from public;
comment on function internal.catalog_part_metrics() is 'Internal: catalog.json "metrics", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_metrics.sql
--! Included sql/internal/catalog_part_regime_breaks.sql
-- GENERATED from catalog.json ("regime_breaks") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_regime_breaks: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_regime_breaks()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series","refused_by":["screen_delinquency_drivers"]},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}]'::json
$fn$;

alter function internal.catalog_part_regime_breaks() owner to api_owner;
revoke all on function internal.catalog_part_regime_breaks() from public;
comment on function internal.catalog_part_regime_breaks() is 'Internal: catalog.json "regime_breaks", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_regime_breaks.sql
--! Included sql/internal/catalog_part_screens.sql
-- GENERATED from catalog.json ("screens") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_screens: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_screens()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fiagro or null"},"meaning":"funds whose newest monthly filing is p_min..p_max months behind their family''s complete-through period (the month before the family''s newest month); a signal, not a verdict"},"late_filers":{"function":"screen_late_filers","family":["fii","fidc"],"source":"the FNET document register (b3.fnet_document) with the fund the search was asked for (b3.fnet_document_fund)","grain":"fund","params":{"p_months":12,"p_end":null,"p_min_days_late":5,"p_min_late":2,"p_family":null},"bounds":{"p_months":"1..24","p_end":"a day of the window''s last month, not before 2025-01 (fidc or both) or 2025-08 (fii); null = the newest reference month on record","p_min_days_late":"1..365","p_min_late":"1..24","p_family":"fii, fidc or null"},"deadline_rule":"15 calendar days after the end of the reference month, no holiday calendar: FIDC Resolução CVM 175 Anexo Normativo II art. 27 III; FII Anexo Normativo III art. 36 I","meaning":"funds whose first delivery of a version 1 monthly structured report reached FNET at least p_min_days_late days after the deadline in at least p_min_late of the p_months months ending at p_end; months measured from 2025-01 (fidc) and 2025-08 (fii); a month with no report is not counted; identity is the CNPJ the search was asked for; a timestamp compared with a rule, not a finding"},"delinquency_drivers":{"function":"screen_delinquency_drivers","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_end":null,"p_months":12,"p_min_months":6,"p_min_delta_brl":1000000,"p_min_delta_pp":1,"p_driver":null},"bounds":{"p_end":"a day of the window''s last month; the window may not start before 2025-01; null = the fidc complete-through period","p_months":"2..24","p_min_months":"2..p_months","p_min_delta_brl":">= 0","p_min_delta_pp":">= 0","p_driver":"consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable or null"},"regime_break":"funds_fidc delinquency at 2025-01 (regime_breaks)","meaning":"first against last observation of the window in BRL and in percentage points of NAV, classed consistent_worsening (both up), value_up_rate_masked (value up, rate flat or down), denominator_only (rate up, value flat or down), improvement (both down) or stable (anything else); stopped_reporting when the newest filing is two or more months behind the window end; a signal, not a verdict"}}'::json
$fn$;

alter function internal.catalog_part_screens() owner to api_owner;
revoke all on function internal.catalog_part_screens() from public;
comment on function internal.catalog_part_screens() is 'Internal: catalog.json "screens", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_screens.sql
--! Included sql/internal/catalog_part_service.sql
-- GENERATED from catalog.json ("service") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_service: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_service()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '"Brazilian public financial data read API (PostgREST dialect, schema api)"'::json
$fn$;

alter function internal.catalog_part_service() owner to api_owner;
revoke all on function internal.catalog_part_service() from public;
comment on function internal.catalog_part_service() is 'Internal: catalog.json "service", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_service.sql
--! Included sql/internal/catalog_part_tags.sql
-- GENERATED from catalog.json ("tags") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tags: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tags()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Options from the exchange''s quote tape: one session''s chain, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates).","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
--! Included sql/internal/catalog_part_tiers.sql
-- GENERATED from catalog.json ("tiers") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tiers: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tiers()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"anon":{"statement_timeout_seconds":3},"authenticated":{"statement_timeout_seconds":8},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"}'::json
$fn$;

alter function internal.catalog_part_tiers() owner to api_owner;
revoke all on function internal.catalog_part_tiers() from public;
comment on function internal.catalog_part_tiers() is 'Internal: catalog.json "tiers", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tiers.sql
--! Included sql/internal/catalog_part_version.sql
-- GENERATED from catalog.json ("version") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_version: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_version()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '75'::json
$fn$;

alter function internal.catalog_part_version() owner to api_owner;
revoke all on function internal.catalog_part_version() from public;
comment on function internal.catalog_part_version() is 'Internal: catalog.json "version", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_version.sql
--! Included sql/internal/catalog_static.sql
-- GENERATED from catalog.json's top-level keys by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_static: the catalog keys catalog.json states, in its order.
create or replace function internal.catalog_static()
returns table (ord integer, key text, value json)
language sql
immutable
set search_path = ''
as $fn$
  values
    (1, 'kind', internal.catalog_part_kind()),
    (2, 'version', internal.catalog_part_version()),
    (3, 'service', internal.catalog_part_service()),
    (4, 'license', internal.catalog_part_license()),
    (5, 'limits', internal.catalog_part_limits()),
    (6, 'tiers', internal.catalog_part_tiers()),
    (7, 'defaults', internal.catalog_part_defaults()),
    (8, 'id_types', internal.catalog_part_id_types()),
    (9, 'metrics', internal.catalog_part_metrics()),
    (10, 'asset_classes', internal.catalog_part_asset_classes()),
    (11, 'freq', internal.catalog_part_freq()),
    (12, 'constraints', internal.catalog_part_constraints()),
    (13, 'enums', internal.catalog_part_enums()),
    (14, 'flow_basis', internal.catalog_part_flow_basis()),
    (15, 'regime_breaks', internal.catalog_part_regime_breaks()),
    (16, 'applicability', internal.catalog_part_applicability()),
    (17, 'screens', internal.catalog_part_screens()),
    (18, 'examples', internal.catalog_part_examples()),
    (19, 'tags', internal.catalog_part_tags())
$fn$;

alter function internal.catalog_static() owner to api_owner;
revoke all on function internal.catalog_static() from public;
comment on function internal.catalog_static() is 'Internal: (order, key, value) of every top-level key of catalog.json; api.catalog() merges the derived parts in.';
--! EndIncluded sql/internal/catalog_static.sql
--! Included functions/coverage.sql
-- api.coverage: what is held, per dataset, read from the ingest log (so every
-- source that ever loads a file appears without code changes) plus the monthly
-- fund series per family.
drop function if exists api.coverage();
drop type if exists api.coverage_row;

create type api.coverage_row as (
  dataset text,
  source text,
  first_period date,
  newest_period date,
  complete_through date,
  landed_at timestamptz,
  code_version text,
  as_of timestamptz,
  rows bigint,
  notes text
);
alter type api.coverage_row owner to api_owner;
comment on type api.coverage_row is 'One dataset held: its span, how complete it is, and when it last landed.';
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), funds_<family> for the monthly fund series of fi, fidc or fii, or b3-bdi/<table> for each daily bulletin table (BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, NegociosBTB, SharesInvesVolum, InstrumentsEquities) by session held, or b3-price-report/<report> for each price report (BVBG.086.01, BVBG.187.01) by session held, or b3-fnet/monthly_reports_<fidc|fii> for the FNET monthly structured reports by fund family, or samples/<set> for a sample set npm start is still loading (or failed to load), with every period and count NULL.';
comment on column api.coverage_row.source is 'Where the rows come from: publisher (files of the publisher), synthetic_sample (generated demo data, never a publisher figure), publisher+synthetic_sample (both), or derived for funds_<family> (built by the loaders of that family from their files).';
comment on column api.coverage_row.first_period is 'Oldest period (day or month) held.';
comment on column api.coverage_row.newest_period is 'Newest period (day or month) held.';
comment on column api.coverage_row.complete_through is 'Last period taken as complete: the newest month is assumed to be still filling unless it reaches the last day of its month, so this is the end of the month before newest_period (for funds_<family>, the previous period in the family convention: the period up to which fund_nav serves without p_to). For b3-bdi/<table>: the day before the first weekday with no session on record, or the newest session when there is no gap; the b3-bdi row then says the earliest complete_through of its tables, so the dataset and its tables never disagree.';
comment on column api.coverage_row.landed_at is 'When the newest file of the dataset was loaded (warehouse time, UTC); NULL for the derived funds_<family> rows (see the rows of their source files).';
comment on column api.coverage_row.code_version is 'Version of this code that loaded the newest file of the dataset: package version, then +git commit when the loader ran from a git checkout (e.g. 0.1.0+1a2b3c4d5e6f); NULL for the derived funds_<family> rows (see the rows of their source files) and for files loaded before versions were recorded.';
comment on column api.coverage_row.as_of is 'When this answer was computed (the transaction start, UTC), the same on every row; landed_at says when the data last changed.';
comment on column api.coverage_row.rows is 'Rows held: rows inserted by the loaded files of a file family (landing rows are never deleted), or rows of the monthly series for funds_<family>.';
comment on column api.coverage_row.notes is 'Plain words: files loaded and the newest file name, or what the series is derived from.';

create function api.coverage()
returns setof api.coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with files as (
    select l.source, min(l.first_period) as first_period, max(l.last_period) as newest_period,
           max(l.loaded_at) as landed_at, sum(l.rows_inserted)::bigint as rows, count(*) as files,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic,
           (array_agg(l.file_name order by l.loaded_at desc, l.id desc))[1] as newest_file
    from ingest.ingest_log l
    where l.status = 'loaded'
    group by l.source
  ),
  families as (
    select m.entity_type, min(m.period) as first_period, max(m.period) as newest_period, count(*) as rows
    from cvm.fund_month m
    group by m.entity_type
  ),
  bulletin as (
    select s.table_name, min(l.source) as source, min(s.session_date) as first_period, max(s.session_date) as newest_period,
           count(*) as sessions, count(*) filter (where s.status = 'empty') as empty_sessions,
           sum(s.row_count)::bigint as rows, max(l.loaded_at) as landed_at,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic
    from b3.bdi_session s
    join ingest.ingest_log l on l.id = s.ingest_id
    group by s.table_name
  ),
  bulletin_gaps as (
    -- weekdays inside the held span with no session on record (neither rows nor an empty answer)
    select b.table_name, count(d.day) as missing, min(d.day)::date as first_missing
    from bulletin b
    left join lateral (
      select g.day
      from generate_series(b.first_period, b.newest_period, interval '1 day') as g(day)
      where extract(isodow from g.day) < 6
        and not exists (select 1 from b3.bdi_session s where s.table_name = b.table_name and s.session_date = g.day::date)
    ) d on true
    group by b.table_name
  ),
  tables as (
    select b.*, z.missing, case when z.first_missing is null then b.newest_period else z.first_missing - 1 end as complete_through
    from bulletin b
    join bulletin_gaps z on z.table_name = b.table_name
  ),
  tables_of_source as (
    -- a dataset with per-table rows is complete only as far as every table is
    select t.source, min(t.complete_through) as complete_through,
           (array_agg(t.table_name order by t.complete_through, t.table_name))[1] as earliest_table
    from tables t
    group by t.source
  )
  select f.source,
         case when f.all_synthetic then 'synthetic_sample' when f.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         f.first_period, f.newest_period,
         case when ts.source is not null then ts.complete_through
              when f.newest_period is null then null
              when f.newest_period = (date_trunc('month', f.newest_period) + interval '1 month - 1 day')::date then f.newest_period
              else (date_trunc('month', f.newest_period) - interval '1 day')::date end,
         f.landed_at, f.code_version, now(), f.rows,
         format('%s file(s) loaded; newest %s', f.files, f.newest_file)
           || case when ts.source is not null then format('; complete through the earliest of its %s/<table> rows (%s)', f.source, ts.earliest_table) else '' end
  from files f
  left join tables_of_source ts on ts.source = f.source
  union all
  select 'funds_' || g.entity_type,
         'derived',
         g.first_period, g.newest_period,
         cvm.complete_through_of(g.entity_type, g.newest_period),
         null::timestamptz, null::text, now(),
         g.rows,
         format('monthly fund series for %s (fund_nav); metrics per family in catalog applicability.fund_nav', g.entity_type)
  from families g
  union all
  select t.source || '/' || t.table_name,
         case when t.all_synthetic then 'synthetic_sample' when t.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         t.first_period, t.newest_period,
         t.complete_through,
         t.landed_at, t.code_version, now(), t.rows,
         format('%s session(s) held, %s of them empty (Nenhum resultado); %s weekday(s) in the span with no session on record', t.sessions, t.empty_sessions, t.missing)
  from tables t
  union all
  -- the price reports by report (BVBG.086.01, BVBG.187.01): sessions held, non-session days and weekday gaps
  select 'b3-price-report/' || r.report,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(r.session_date), max(r.session_date),
         coalesce((select min(g.day)::date - 1
                   from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                   where extract(isodow from g.day) < 6
                     and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)), max(r.session_date)),
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), sum(r.record_count)::bigint,
         format('%s session(s) held, %s of them empty (non-session days); %s weekday(s) in the span with no session on record',
                count(*), count(*) filter (where r.status = 'empty'),
                (select count(*) from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                 where extract(isodow from g.day) < 6
                   and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)))
  from b3.price_report_session r
  join ingest.ingest_log l on l.id = r.ingest_id
  group by r.report
  union all
  -- the FNET monthly structured reports by fund family (tipoFundo of the search): reference months held (first day);
  -- complete through the newest reference month whose deadline (15 days after its end) passed before the newest delivery held
  select 'b3-fnet/monthly_reports_' || case k.tipo_fundo when 1 then 'fii' else 'fidc' end,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(d.reference_date), max(d.reference_date),
         date_trunc('month', date_trunc('month', max(d.data_entrega)::date - 15) - interval '1 day')::date,
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), count(*),
         format('%s monthly structured report(s), %s of them re-filings (version 2 or later), of %s fund(s); newest delivery %s; complete through the newest reference month whose 15-day deadline passed before it',
                count(*), count(*) filter (where d.versao > 1), count(distinct k.cnpj), to_char(max(d.data_entrega), 'YYYY-MM-DD HH24:MI'))
  from b3.fnet_document d
  join b3.fnet_document_fund k on k.id = d.id and k.tipo_fundo in (1, 2)
  join ingest.ingest_log l on l.id = d.ingest_id
  where d.monthly_report
  group by k.tipo_fundo
  union all
  -- sample sets npm start is still loading in the background (it serves first)
  select 'samples/' || s.set_name, 'synthetic_sample', null::date, null::date, null::date, null::timestamptz, null::text, now(), null::bigint,
         case when s.state = 'loading' then 'sample set still loading (npm start serves first and loads the samples after); its datasets appear when it is done'
              else format('sample set failed to load: %s', s.error) end
  from ingest.sample_load s
  where s.state <> 'loaded'
  order by 1;
$$;

alter function api.coverage() owner to api_owner;
revoke all on function api.coverage() from public;
grant execute on function api.coverage() to anon, authenticated;

comment on function api.coverage() is 'What the store holds, one row per dataset: span, completeness, last landing, the code version that loaded it, rows.
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii), plus one row per daily bulletin table (b3-bdi/<table>: sessions held, empty sessions and weekday gaps; nothing collected is ever deleted), plus one row per price report (b3-price-report/<report>: sessions held, non-session days recorded empty, weekday gaps; complete_through is the day before the first gap), plus one row per fund family of the FNET monthly structured reports (b3-fnet/monthly_reports_fidc, b3-fnet/monthly_reports_fii: reference months held, documents of every version; complete_through is the newest reference month whose 15-day deadline passed before the newest delivery held), plus one samples/<set> row per sample set npm start is still loading in the background (absent once loaded). The b3-bdi row is complete only as far as its least complete table. as_of is when the answer was computed; landed_at and code_version say when and by which code version the newest file loaded. Sample data says so in source. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/coverage.sql
--! Included functions/fidc_aging.sql
-- api.fidc_aging: one FIDC's receivables aging ladder from tab VI, long format, 21 rows a month.
drop function if exists api.fidc_aging(text, date, date);
drop type if exists api.fidc_aging_row;

create type api.fidc_aging_row as (
  cnpj text,
  period date,
  kind text,
  bucket text,
  days_from integer,
  days_to integer,
  value numeric,
  item text
);
alter type api.fidc_aging_row owner to api_owner;
comment on type api.fidc_aging_row is 'One band of one FIDC''s aging ladder in one month (tab VI: receivables acquired without substantial retention of risk).';
comment on column api.fidc_aging_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fidc_aging_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_aging_row.kind is 'to_maturity (credits not yet due, by days to maturity), overdue (overdue instalments by days past due), or overdue_total (the FILED total of overdue instalments, not the band sum).
@enum internal.aging_kind';
comment on column api.fidc_aging_row.bucket is 'Band: 1-30, 31-60, 61-90, 91-120, 121-150, 151-180, 181-360, 361-720, 721-1080, >1080; TOTAL on overdue_total.';
comment on column api.fidc_aging_row.days_from is 'First day of the band; NULL on overdue_total.';
comment on column api.fidc_aging_row.days_to is 'Last day of the band; NULL on >1080 and on overdue_total.';
comment on column api.fidc_aging_row.value is 'BRL as filed; NULL where the filing is blank (never 0).';
comment on column api.fidc_aging_row.item is 'The tab VI column the value comes from, e.g. TAB_VI_B3_VL_INAD_90.';

create function api.fidc_aging(p_cnpj text, p_from date default null, p_to date default null)
returns setof api.fidc_aging_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_aging');
  v_rows bigint;
begin
  perform internal.assert_window(p_from, p_to, 'fidc_aging', 'Send p_from on or before p_to, or leave either null for an open end.');

  select count(*) * 21 into v_rows
  from (
    select 1 from cvm.fidc_tab_vi t
    where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
    limit 49
  ) w;
  perform internal.assert_row_cap(v_rows, 'fidc_aging',
    'Narrow p_from/p_to: 21 rows a month, so a window of up to 47 months fits in one response.');

  return query
    select t.cnpj, t.reference_date, b.kind, b.bucket, b.days_from, b.days_to, b.value, b.item
    from cvm.fidc_tab_vi t
    cross join lateral (
      values
        (1, 'to_maturity', '1-30', 1, 30, t.tab_vi_a1_vl_prazo_venc_30, 'TAB_VI_A1_VL_PRAZO_VENC_30'),
        (2, 'to_maturity', '31-60', 31, 60, t.tab_vi_a2_vl_prazo_venc_60, 'TAB_VI_A2_VL_PRAZO_VENC_60'),
        (3, 'to_maturity', '61-90', 61, 90, t.tab_vi_a3_vl_prazo_venc_90, 'TAB_VI_A3_VL_PRAZO_VENC_90'),
        (4, 'to_maturity', '91-120', 91, 120, t.tab_vi_a4_vl_prazo_venc_120, 'TAB_VI_A4_VL_PRAZO_VENC_120'),
        (5, 'to_maturity', '121-150', 121, 150, t.tab_vi_a5_vl_prazo_venc_150, 'TAB_VI_A5_VL_PRAZO_VENC_150'),
        (6, 'to_maturity', '151-180', 151, 180, t.tab_vi_a6_vl_prazo_venc_180, 'TAB_VI_A6_VL_PRAZO_VENC_180'),
        (7, 'to_maturity', '181-360', 181, 360, t.tab_vi_a7_vl_prazo_venc_360, 'TAB_VI_A7_VL_PRAZO_VENC_360'),
        (8, 'to_maturity', '361-720', 361, 720, t.tab_vi_a8_vl_prazo_venc_720, 'TAB_VI_A8_VL_PRAZO_VENC_720'),
        (9, 'to_maturity', '721-1080', 721, 1080, t.tab_vi_a9_vl_prazo_venc_1080, 'TAB_VI_A9_VL_PRAZO_VENC_1080'),
        (10, 'to_maturity', '>1080', 1081, null, t.tab_vi_a10_vl_prazo_venc_maior_1080, 'TAB_VI_A10_VL_PRAZO_VENC_MAIOR_1080'),
        (11, 'overdue', '1-30', 1, 30, t.tab_vi_b1_vl_inad_30, 'TAB_VI_B1_VL_INAD_30'),
        (12, 'overdue', '31-60', 31, 60, t.tab_vi_b2_vl_inad_60, 'TAB_VI_B2_VL_INAD_60'),
        (13, 'overdue', '61-90', 61, 90, t.tab_vi_b3_vl_inad_90, 'TAB_VI_B3_VL_INAD_90'),
        (14, 'overdue', '91-120', 91, 120, t.tab_vi_b4_vl_inad_120, 'TAB_VI_B4_VL_INAD_120'),
        (15, 'overdue', '121-150', 121, 150, t.tab_vi_b5_vl_inad_150, 'TAB_VI_B5_VL_INAD_150'),
        (16, 'overdue', '151-180', 151, 180, t.tab_vi_b6_vl_inad_180, 'TAB_VI_B6_VL_INAD_180'),
        (17, 'overdue', '181-360', 181, 360, t.tab_vi_b7_vl_inad_360, 'TAB_VI_B7_VL_INAD_360'),
        (18, 'overdue', '361-720', 361, 720, t.tab_vi_b8_vl_inad_720, 'TAB_VI_B8_VL_INAD_720'),
        (19, 'overdue', '721-1080', 721, 1080, t.tab_vi_b9_vl_inad_1080, 'TAB_VI_B9_VL_INAD_1080'),
        (20, 'overdue', '>1080', 1081, null, t.tab_vi_b10_vl_inad_maior_1080, 'TAB_VI_B10_VL_INAD_MAIOR_1080'),
        (21, 'overdue_total', 'TOTAL', null, null, t.tab_vi_b_vl_dircred_inad, 'TAB_VI_B_VL_DIRCRED_INAD')
    ) as b(ord, kind, bucket, days_from, days_to, value, item)
    where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
    order by t.reference_date, b.ord;
end;
$$;

alter function api.fidc_aging(text, date, date) owner to api_owner;
revoke all on function api.fidc_aging(text, date, date) from public;
grant execute on function api.fidc_aging(text, date, date) to anon, authenticated;

comment on function api.fidc_aging(text, date, date) is 'One FIDC''s receivables aging ladder from the monthly report''s tab VI, long format, oldest first, 21 rows a month.
kind to_maturity: credits not yet due in ten bands of days to maturity (1-30 up to >1080); kind overdue: overdue instalments in the same ten bands of days past due; kind overdue_total: the regulator''s FILED total of overdue instalments, which is not the sum of the bands and may disagree with it. Values are BRL as filed; a blank in the filing is NULL, never 0; item names the source column. Tab VI covers credits acquired WITHOUT substantial retention of risk by the originator (tab V is not served here). History from 2013-01 (yearly archives through 2024-12, monthly reports from 2025-01). An unknown CNPJ gives an empty array; more than 1000 rows (48 months or more) raises 22023.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
@tag FIDC';
--! EndIncluded functions/fidc_aging.sql
--! Included functions/fidc_sacados.sql
-- api.fidc_sacados: one FIDC's 25 largest debtors per month from tab VIII, as filed.
drop function if exists api.fidc_sacados(text, date, date, integer);
drop type if exists api.fidc_sacados_row;

create type api.fidc_sacados_row as (
  cnpj text,
  period date,
  seq integer,
  valor numeric
);
alter type api.fidc_sacados_row owner to api_owner;
comment on type api.fidc_sacados_row is 'One of a FIDC''s largest debtors in one month (tab VIII), without identity.';
comment on column api.fidc_sacados_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fidc_sacados_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_sacados_row.seq is 'SEQUENCIAL: the regulator''s rank as filed (1 = largest), never recomputed from valor.';
comment on column api.fidc_sacados_row.valor is 'VALOR: exposure to that debtor, BRL as filed; NULL where the filing is blank.';

create function api.fidc_sacados(p_cnpj text, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.fidc_sacados_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_sacados');
  v_rows bigint;
begin
  if p_limit is not null and p_limit not between 1 and 1000 then
    raise exception using
      errcode = '22023',
      message = format('fidc_sacados: p_limit %s is outside 1..1000', p_limit),
      detail = 'p_limit asks for the newest N rows; a response holds at most 1000.',
      hint = 'Send p_limit between 1 and 1000, or null for the whole window.';
  end if;
  perform internal.assert_window(p_from, p_to, 'fidc_sacados', 'Send p_from on or before p_to, or leave either null for an open end.');

  if p_limit is null then
    select count(*) into v_rows
    from (
      select 1 from cvm.fidc_tab_viii t
      where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
      limit 1001
    ) w;
    perform internal.assert_row_cap(v_rows, 'fidc_sacados',
      'Narrow p_from/p_to (up to 25 rows a month, so 40 months fit), or send p_limit (1..1000) for the newest rows.');
  end if;

  return query
    select n.cnpj, n.reference_date, n.sequencial, n.valor
    from (
      select t.* from cvm.fidc_tab_viii t
      where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
      order by t.reference_date desc, t.sequencial desc
      limit p_limit
    ) n
    order by n.reference_date, n.sequencial;
end;
$$;

alter function api.fidc_sacados(text, date, date, integer) owner to api_owner;
revoke all on function api.fidc_sacados(text, date, date, integer) from public;
grant execute on function api.fidc_sacados(text, date, date, integer) to anon, authenticated;

comment on function api.fidc_sacados(text, date, date, integer) is 'One FIDC''s 25 largest debtors per month from the monthly report''s tab VIII, as filed, oldest first.
(seq, valor) with no identity: CVM publishes neither the debtor''s name nor its tax id. seq is the regulator''s rank as filed and is never recomputed from valor; a fund that files fewer than 25 ranks has fewer rows. History from 2013-01. An unknown CNPJ gives an empty array. More than 1000 rows raises 22023: narrow p_from/p_to or send p_limit for the newest N rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_limit: 1..1000: only the newest N rows (by month, then rank), still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag FIDC';
--! EndIncluded functions/fidc_sacados.sql
--! Included functions/focus_expectations.sql
-- api.focus_expectations: the central bank's Focus survey for one endpoint, oldest survey first.
drop function if exists api.focus_expectations(text, text, text, date, date, integer);
drop type if exists api.focus_expectations_row;

create type api.focus_expectations_row as (
  endpoint text,
  indicator text,
  detail text,
  horizon text,
  survey_date date,
  base_calculo integer,
  median numeric,
  mean numeric,
  std_dev numeric,
  min numeric,
  max numeric,
  respondents integer,
  source text
);
alter type api.focus_expectations_row owner to api_owner;
comment on type api.focus_expectations_row is 'Statistics of the market''s forecasts of one indicator and horizon on one survey date.';
comment on column api.focus_expectations_row.endpoint is 'Olinda Expectativas endpoint: ExpectativasMercadoAnuais, ExpectativaMercadoMensais, ExpectativasMercadoSelic or ExpectativasMercadoInflacao12Meses.
@enum internal.focus_endpoint';
comment on column api.focus_expectations_row.indicator is 'Indicador as published (IPCA, Selic, PIB Total, Câmbio, ...).';
comment on column api.focus_expectations_row.detail is 'IndicadorDetalhe on the annual endpoint, Suavizada (S smoothed / N) on the 12-month inflation endpoint; empty otherwise.';
comment on column api.focus_expectations_row.horizon is 'What is forecast: the year (2026) on the annual endpoint, the month (12/2026) on the monthly one, the Copom meeting (R8/2026) on the Selic one, 12m on the 12-month inflation one.';
comment on column api.focus_expectations_row.survey_date is 'Data: the survey date.';
comment on column api.focus_expectations_row.base_calculo is '0: forecasts sent in the last 30 days (the Focus headline); 1: in the last 4 business days.';
comment on column api.focus_expectations_row.median is 'Mediana of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.mean is 'Media of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.std_dev is 'DesvioPadrao of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.min is 'Minimo of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.max is 'Maximo of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.respondents is 'numeroRespondentes: institutions that answered; NULL when not published.';
comment on column api.focus_expectations_row.source is 'bcb_focus (an Olinda Expectativas answer) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central bank figure).';

create function api.focus_expectations(
  p_endpoint text,
  p_indicator text default null,
  p_horizon text default null,
  p_from date default null,
  p_to date default null,
  p_base_calculo integer default 0
)
returns setof api.focus_expectations_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_endpoint text := btrim(p_endpoint);
  v_indicator text := nullif(btrim(p_indicator), '');
  v_horizon text := nullif(btrim(p_horizon), '');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_endpoints text[] := internal.domain_values('internal.focus_endpoint');
  v_rows bigint;
begin
  if v_endpoint is null or not v_endpoint = any (v_endpoints) then
    raise exception using
      errcode = '22023',
      message = format('focus_expectations: unknown endpoint %s', coalesce(quote_literal(p_endpoint), 'NULL')),
      detail = format('Endpoints: %s.', array_to_string(v_endpoints, ', ')),
      hint = 'Pass p_endpoint as one of the Olinda endpoint names listed in details, for example {"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA"}.';
  end if;
  if p_base_calculo is null or p_base_calculo not in (0, 1) then
    raise exception using
      errcode = '22023',
      message = format('focus_expectations: unknown p_base_calculo %s', coalesce(p_base_calculo::text, 'NULL')),
      detail = 'baseCalculo 0 is the 30-day window (the Focus headline), 1 the last 4 business days.',
      hint = 'Send p_base_calculo 0 or 1, or omit it for 0.';
  end if;
  if v_indicator is not null and not exists (select 1 from bcb.focus f where f.endpoint = v_endpoint and f.indicator = v_indicator) then
    raise exception using
      errcode = '22023',
      message = format('focus_expectations: unknown indicator %s for %s', quote_literal(p_indicator), v_endpoint),
      detail = format('Indicators held for %s: %s.', v_endpoint, coalesce(
        (select string_agg(distinct f.indicator, ', ' order by f.indicator) from bcb.focus f where f.endpoint = v_endpoint),
        'none (no Focus data loaded for this endpoint yet)')),
      hint = 'Pass p_indicator exactly as listed in details (accents and case included), or null for every indicator.';
  end if;

  perform internal.assert_window(v_from, v_to, 'focus_expectations',
    'Send p_from on or before p_to, or omit p_from for the default window of 1825 days before p_to.');

  select count(*) into v_rows
  from (
    select 1 from bcb.focus f
    where f.endpoint = v_endpoint and f.base_calculo = p_base_calculo and f.survey_date between v_from and v_to
      and (v_indicator is null or f.indicator = v_indicator) and (v_horizon is null or f.horizon = v_horizon)
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'focus_expectations',
    'Pin p_indicator and p_horizon (e.g. "IPCA" and "2026"), or narrow p_from/p_to: surveys are daily, so one indicator and horizon fits about 4 years.');

  return query
    select f.endpoint, f.indicator, f.detail, f.horizon, f.survey_date, f.base_calculo::integer,
           f.median, f.mean, f.std_dev, f.min, f.max, f.respondents,
           case when l.synthetic then 'synthetic_sample' else 'bcb_focus' end
    from bcb.focus f
    join ingest.ingest_log l on l.id = f.ingest_id
    where f.endpoint = v_endpoint and f.base_calculo = p_base_calculo and f.survey_date between v_from and v_to
      and (v_indicator is null or f.indicator = v_indicator) and (v_horizon is null or f.horizon = v_horizon)
    order by f.survey_date, f.indicator, f.detail, f.horizon;
end;
$$;

alter function api.focus_expectations(text, text, text, date, date, integer) owner to api_owner;
revoke all on function api.focus_expectations(text, text, text, date, date, integer) from public;
grant execute on function api.focus_expectations(text, text, text, date, date, integer) to anon, authenticated;

comment on function api.focus_expectations(text, text, text, date, date, integer) is 'Focus market expectations: median, mean, deviation, min, max and respondents per survey date, oldest first.
The central bank''s Focus survey as published by its Olinda Expectativas endpoints (annual, monthly, Selic per Copom meeting, 12-month inflation). Only one calculation basis is served per call, the 30-day window (the Focus headline) by default, so the headline and the 4-business-day series never mix. Default window: 1825 days before p_to (or today). An unknown endpoint, indicator or basis raises 22023 listing the valid values; an unknown horizon gives []; more than 1000 rows raises 22023 (pin p_indicator and p_horizon, or narrow the window).
p_endpoint: ExpectativasMercadoAnuais, ExpectativaMercadoMensais, ExpectativasMercadoSelic or ExpectativasMercadoInflacao12Meses.
p_indicator: Indicador exactly as published (IPCA, Selic, PIB Total, Câmbio, ...); null for every indicator.
p_horizon: the forecast''s reference as published (2026; 12/2026; R8/2026; 12m); null for every horizon.
p_from: first survey date (YYYY-MM-DD); default 1825 days before p_to.
p_to: last survey date (YYYY-MM-DD); default today.
p_base_calculo: 0 (default) the 30-day window, 1 the last 4 business days.
@tag Macro expectations
@enum p_endpoint: internal.focus_endpoint
@default p_indicator
@default p_horizon
@default p_from: 1825 days before p_to
@default p_to: today
@default p_base_calculo';
--! EndIncluded functions/focus_expectations.sql
--! Included functions/fund_nav.sql
-- api.fund_nav: one fund's monthly series, oldest first, with cursor paging.
-- The row type is named so its columns carry comments into the OpenAPI schema.
drop function if exists api.fund_nav(text, date, date, text, text);
drop type if exists api.fund_nav_row;

create type api.fund_nav_row as (
  entity_type text,
  cnpj text,
  period date,
  nav numeric,
  quota numeric,
  quotaholders bigint,
  inflows numeric,
  redemptions numeric,
  delinquency numeric,
  monthly_yield numeric,
  assets numeric
);
alter type api.fund_nav_row owner to api_owner;
comment on type api.fund_nav_row is 'One fund, family and reference month of the monthly fund series.';
comment on column api.fund_nav_row.entity_type is 'Fund family: fi (investment fund, daily report), fidc (receivables fund, FIDC monthly report) or fii (real-estate fund, FII monthly report).
@enum internal.entity_type';
comment on column api.fund_nav_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fund_nav_row.period is 'Reference month: fi and fii the first day of the month, fidc the last day (YYYY-MM-DD).';
comment on column api.fund_nav_row.nav is 'Net asset value in BRL: fi VL_PATRIM_LIQ of the last reported day of the month; fidc and fii as filed in their monthly report.';
comment on column api.fund_nav_row.quota is 'fi only: quota value (VL_QUOTA) of the last reported day of the month; NULL for fidc and fii.';
comment on column api.fund_nav_row.quotaholders is 'fi: NR_COTST of the last reported day of the month; fii: quotaholders as filed; NULL for fidc.';
comment on column api.fund_nav_row.inflows is 'fi only: the sum of the month''s daily inflows (CAPTC_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.redemptions is 'fi only: the sum of the month''s daily redemptions (RESG_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.delinquency is 'fidc only: overdue receivables in BRL as filed; NULL for fi and fii.';
comment on column api.fund_nav_row.monthly_yield is 'fii only: the monthly yield as filed; NULL for fi and fidc.';
comment on column api.fund_nav_row.assets is 'fii only: total assets in BRL as filed; NULL for fi and fidc.';

create function api.fund_nav(
  p_cnpj text,
  p_from date default '2019-01-01',
  p_to date default null,
  p_entity_type text default null,
  p_after text default null
)
returns setof api.fund_nav_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fund_nav');
  v_family text := internal.fund_family(p_entity_type, 'fund_nav',
    'Send p_entity_type as fi, fidc or fii, or null for every family of the CNPJ (whole-result mode only).');
  v_after date;
  v_rows bigint;
  -- the default window starts where the upstream service's does
  v_from date := coalesce(p_from, date '2019-01-01');
  -- without p_to, each family up to its complete-through period (the one coverage() reports);
  -- looked up only for the family asked for, or all three when none is
  v_to_fi date := coalesce(p_to, case when coalesce(v_family, 'fi') = 'fi' then cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi')) end);
  v_to_fidc date := coalesce(p_to, case when coalesce(v_family, 'fidc') = 'fidc' then cvm.complete_through_of('fidc', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fidc')) end);
  v_to_fii date := coalesce(p_to, case when coalesce(v_family, 'fii') = 'fii' then cvm.complete_through_of('fii', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fii')) end);
begin
  perform internal.assert_window(v_from, p_to, 'fund_nav', 'Send p_from on or before p_to.', v_from = date '2019-01-01');

  if p_after is not null then
    if v_family is null then
      raise exception using
        errcode = '22023',
        message = 'fund_nav: paging (p_after) needs p_entity_type',
        detail = 'The cursor is a bare period, unique only within one fund family.',
        hint = 'Send p_entity_type (fi, fidc or fii) with p_after; p_after = '''' for the first page, then the last row''s period (YYYY-MM-DD).';
    end if;
    v_after := internal.cursor_date(p_after, 'fund_nav', 'period', 'period');
    return query
      select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
             m.delinquency, m.monthly_yield, m.assets
      from cvm.fund_month m
      where m.entity_type = v_family and m.cnpj = v_cnpj
        and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
        and (v_after is null or m.period > v_after)
      order by m.period
      limit 1000;
    return;
  end if;

  select count(*) into v_rows
  from (
    select 1 from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'fund_nav',
    'Page with p_entity_type and p_after = '''' (then the last row''s period), or narrow p_from/p_to.');

  return query
    select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
           m.delinquency, m.monthly_yield, m.assets
    from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
    order by m.period, m.entity_type;
end;
$$;

alter function api.fund_nav(text, date, date, text, text) owner to api_owner;
revoke all on function api.fund_nav(text, date, date, text, text) from public;
grant execute on function api.fund_nav(text, date, date, text, text) to anon, authenticated;

comment on function api.fund_nav(text, date, date, text, text) is 'Monthly series of one fund (NAV, quota, flows, holders, delinquency, yield), oldest first.
One row per family and reference month from the monthly fund series. Each family fills only the metrics it files and leaves the others NULL, never 0: fi nav, quota, quotaholders, inflows, redemptions (from the daily report: the last reported day of the month, flows summed over the month); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets. Period convention: fi and fii the first day of the month, fidc the last day. Window: from p_from (default 2019-01-01, as the upstream service) to p_to; without p_to each family is served up to its complete-through period, the one coverage() reports for funds_<family> (the family''s newest month is still being filed, so it is left out until p_to asks for it). An unknown CNPJ gives an empty array. Paging: p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD; a page shorter than 1000 rows is the last; p_entity_type is required when paging (22023 otherwise). p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first period of the window (YYYY-MM-DD); default 2019-01-01 (null means the default).
p_to: last period of the window (YYYY-MM-DD); default null = each family up to its complete-through period (coverage() funds_<family>); a later p_to also returns the month still being filed.
p_entity_type: fund family fi, fidc or fii; default null (every family of the CNPJ); required when paging.
p_after: cursor: null = whole result, '''' = first page, then the last row''s period (YYYY-MM-DD).
@tag Funds
@cursor period
@default p_from
@default p_to: each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it
@default p_entity_type
@default p_after';
--! EndIncluded functions/fund_nav.sql
--! Included functions/future_curve.sql
-- api.future_curve: every contract of one root on one session, nearest expiry first.
drop function if exists api.future_curve(text, date);
drop type if exists api.future_curve_row;

create type api.future_curve_row as (
  ticker text,
  trade_date date,
  contract_month date,
  settlement_rate numeric,
  settlement_price numeric,
  prev_settlement_rate numeric,
  settlement_status text,
  open_interest numeric,
  contracts numeric,
  trades bigint,
  notional_brl numeric,
  open_px numeric,
  low_px numeric,
  high_px numeric,
  avg_px numeric,
  close_px numeric,
  source text
);
alter type api.future_curve_row owner to api_owner;
comment on type api.future_curve_row is 'One contract of a futures root on one session from the exchange''s settlement price reports (BVBG.086.01, else BVBG.187.01). For DI1 every price is a RATE (% per year, 252 business days); settlement_price is the unit price (PU).';
comment on column api.future_curve_row.ticker is 'Outright futures code: root, month letter (F = January .. Z = December), two-digit year, e.g. DI1F27.';
comment on column api.future_curve_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.future_curve_row.contract_month is 'First day of the contract month the code names (two-digit year read as 20YY); the contract expires in that month (DI1: its first business day).';
comment on column api.future_curve_row.settlement_rate is 'Settlement rate, % per year (AdjstdQtTax); NULL for contracts quoted in price rather than rate.';
comment on column api.future_curve_row.settlement_price is 'Settlement price (AdjstdQt); for DI1 the unit price (PU) in BRL.';
comment on column api.future_curve_row.prev_settlement_rate is 'Previous session''s settlement rate (PrvsAdjstdQtTax); NULL when not published.';
comment on column api.future_curve_row.settlement_status is 'AdjstdQtStin as published (F or P in the reports seen); NULL when the report carries none.';
comment on column api.future_curve_row.open_interest is 'Open interest in contracts (OpnIntrst); NULL when not published.';
comment on column api.future_curve_row.contracts is 'Contracts traded (FinInstrmQty); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_curve_row.trades is 'Number of trades (TradQty, or RglrTxsQty in BVBG.187.01); NULL when nothing traded.';
comment on column api.future_curve_row.notional_brl is 'Volume in BRL (NtlFinVol); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_curve_row.open_px is 'First trade (FrstPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_curve_row.low_px is 'Lowest trade (MinPric); a rate for DI1 (the lowest rate is the highest PU). NULL when nothing traded.';
comment on column api.future_curve_row.high_px is 'Highest trade (MaxPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_curve_row.avg_px is 'Average trade (TradAvrgPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_curve_row.close_px is 'Last trade (LastPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_curve_row.source is 'b3_price_report (BVBG.086.01), b3_derivatives_report (BVBG.187.01) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.future_curve(p_root text default 'DI1', p_trade_date date default null)
returns setof api.future_curve_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_root text := upper(btrim(coalesce(p_root, 'DI1')));
  v_day date := p_trade_date;
  v_rows bigint;
begin
  if v_root !~ '^[A-Z][A-Z0-9]{2}$' then
    raise exception using
      errcode = '22023',
      message = format('future_curve: %s is not a futures root', quote_literal(p_root)),
      detail = 'A root is the three characters before the month letter of an outright code (DI1 in DI1F27).',
      hint = 'Send p_root such as DI1, DOL or IND, or omit it for DI1; future_series takes one contract.';
  end if;
  if v_day is null then
    -- straight from the table: one backward probe of the partial index, not the whole root through the view
    select max(p.trade_date) into v_day
    from b3.price_report p
    where left(p.ticker, 3) = v_root and p.ticker ~ '^[A-Z][A-Z0-9]{2}[FGHJKMNQUVXZ][0-9]{2}$';
  end if;

  select count(*) into v_rows
  from (select 1 from b3.future_settlement f where f.root = v_root and f.trade_date = v_day limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'future_curve', 'A session never lists 1000 contracts of one root; check p_root.');

  return query
    select f.ticker, f.trade_date, f.contract_month, f.settlement_rate, f.settlement_price, f.prev_settlement_rate, f.settlement_status,
           f.open_interest, f.contracts, f.trades, f.notional_brl, f.open_px, f.low_px, f.high_px, f.avg_px, f.close_px, f.source
    from b3.future_settlement f
    where f.root = v_root and f.trade_date = v_day
    order by f.contract_month, f.ticker;
end;
$$;

alter function api.future_curve(text, date) owner to api_owner;
revoke all on function api.future_curve(text, date) from public;
grant execute on function api.future_curve(text, date) to anon, authenticated;
comment on function api.future_curve(text, date) is 'Every outright contract of one futures root on one session, nearest expiry first, from the exchange''s settlement price reports.
Same columns as future_series; for DI1 the prices are RATES (% per year, 252 business days). Default session: the newest held for the root; a session not held, or an unknown root, returns []. Only outright codes (root, month letter, two-digit year) are listed: no options, spreads or rolls.
p_root: three-character root, e.g. DI1 (default), DOL, IND (case-insensitive).
p_trade_date: the session (YYYY-MM-DD); default the newest session held for the root.
@tag Rates
@default p_root
@default p_trade_date: the newest session held for the root';
--! EndIncluded functions/future_curve.sql
--! Included functions/future_series.sql
-- api.future_series: one futures contract through time from the price reports, oldest first.
drop function if exists api.future_series(text, date, date);
drop type if exists api.future_series_row;

create type api.future_series_row as (
  ticker text,
  trade_date date,
  contract_month date,
  settlement_rate numeric,
  settlement_price numeric,
  prev_settlement_rate numeric,
  settlement_status text,
  open_interest numeric,
  contracts numeric,
  trades bigint,
  notional_brl numeric,
  open_px numeric,
  low_px numeric,
  high_px numeric,
  avg_px numeric,
  close_px numeric,
  source text
);
alter type api.future_series_row owner to api_owner;
comment on type api.future_series_row is 'One session of one outright futures contract from the exchange''s settlement price reports (BVBG.086.01, else BVBG.187.01). For DI1 every price is a RATE (% per year, 252 business days); settlement_price is the unit price (PU).';
comment on column api.future_series_row.ticker is 'Outright futures code: root, month letter (F = January .. Z = December), two-digit year, e.g. DI1F27.';
comment on column api.future_series_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.future_series_row.contract_month is 'First day of the contract month the code names (two-digit year read as 20YY); the contract expires in that month (DI1: its first business day).';
comment on column api.future_series_row.settlement_rate is 'Settlement rate, % per year (AdjstdQtTax); NULL for contracts quoted in price rather than rate.';
comment on column api.future_series_row.settlement_price is 'Settlement price (AdjstdQt); for DI1 the unit price (PU) in BRL.';
comment on column api.future_series_row.prev_settlement_rate is 'Previous session''s settlement rate (PrvsAdjstdQtTax); NULL when not published.';
comment on column api.future_series_row.settlement_status is 'AdjstdQtStin as published (F or P in the reports seen); NULL when the report carries none.';
comment on column api.future_series_row.open_interest is 'Open interest in contracts (OpnIntrst); NULL when not published.';
comment on column api.future_series_row.contracts is 'Contracts traded (FinInstrmQty); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_series_row.trades is 'Number of trades (TradQty, or RglrTxsQty in BVBG.187.01); NULL when nothing traded.';
comment on column api.future_series_row.notional_brl is 'Volume in BRL (NtlFinVol); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_series_row.open_px is 'First trade (FrstPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.low_px is 'Lowest trade (MinPric); a rate for DI1 (the lowest rate is the highest PU). NULL when nothing traded.';
comment on column api.future_series_row.high_px is 'Highest trade (MaxPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.avg_px is 'Average trade (TradAvrgPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.close_px is 'Last trade (LastPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.source is 'b3_price_report (BVBG.086.01), b3_derivatives_report (BVBG.187.01) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.future_series(p_ticker text, p_from date default null, p_to date default null)
returns setof api.future_series_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_rows bigint;
begin
  if v_ticker is null or v_ticker !~ '^[A-Z][A-Z0-9]{2}[FGHJKMNQUVXZ][0-9]{2}$' then
    raise exception using
      errcode = '22023',
      message = format('future_series: %s is not an outright futures code', coalesce(quote_literal(p_ticker), 'null')),
      detail = 'An outright code is a root of three characters, a month letter (F G H J K M N Q U V X Z = January .. December) and a two-digit year, e.g. DI1F27; nothing is rolled or made continuous.',
      hint = 'Send one contract, e.g. {"p_ticker": "DI1F27"}; future_curve lists the contracts of a session.';
  end if;
  perform internal.assert_window(v_from, v_to, 'future_series',
    'Send p_from on or before p_to, or omit p_from for the default 12 months before p_to.', p_from is null);

  select count(*) into v_rows
  from (select 1 from b3.future_settlement f where f.ticker = v_ticker and f.trade_date between v_from and v_to limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'future_series', 'Narrow p_from/p_to (about four years of sessions fit in one response).');

  return query
    select f.ticker, f.trade_date, f.contract_month, f.settlement_rate, f.settlement_price, f.prev_settlement_rate, f.settlement_status,
           f.open_interest, f.contracts, f.trades, f.notional_brl, f.open_px, f.low_px, f.high_px, f.avg_px, f.close_px, f.source
    from b3.future_settlement f
    where f.ticker = v_ticker and f.trade_date between v_from and v_to
    order by f.trade_date;
end;
$$;

alter function api.future_series(text, date, date) owner to api_owner;
revoke all on function api.future_series(text, date, date) from public;
grant execute on function api.future_series(text, date, date) to anon, authenticated;
comment on function api.future_series(text, date, date) is 'One futures contract through time, oldest session first, from the exchange''s settlement price reports (from 2018-01-02).
Settlement rate and unit price, previous settlement rate, open interest, contracts, trades, volume and the session''s first/min/max/average/last trades; for DI1 every price is a RATE (% per year, 252 business days). Nothing is rolled, spliced or made continuous: a window outside the contract''s life returns []; an unknown contract returns []. p_ticker must be an outright code (root, month letter F..Z, two-digit year), else 22023. Default window: 12 months before p_to (or today). More than 1000 rows raises 22023.
p_ticker: outright futures code, e.g. DI1F27 (case-insensitive).
p_from: first session (YYYY-MM-DD); default 12 months before p_to.
p_to: last session (YYYY-MM-DD); default today.
@tag Rates
@default p_from: 12 months before p_to
@default p_to: today';
--! EndIncluded functions/future_series.sql
--! Included functions/index_history.sql
-- api.index_history: one index's closing level per session, oldest first, cursor paged.
drop function if exists api.index_history(text, date, date, text);
drop type if exists api.index_history_row;

create type api.index_history_row as (
  index_code text,
  trade_date date,
  close_level numeric,
  source text
);
alter type api.index_history_row owner to api_owner;
comment on type api.index_history_row is 'One session''s closing level of one of the exchange''s indices, as the exchange''s index statistics publish it.';
comment on column api.index_history_row.index_code is 'The exchange''s index code, e.g. IBOV.';
comment on column api.index_history_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.index_history_row.close_level is 'Closing level in points, as published.';
comment on column api.index_history_row.source is 'b3_index_statistics (the exchange''s index statistics) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.index_history(p_index text, p_from date default null, p_to date default null, p_after text default null)
returns setof api.index_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_index text := upper(btrim(p_index));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_after date;
  v_rows bigint;
  v_held text;
begin
  if not exists (select 1 from b3.index_level i where i.index_code = v_index) then
    -- the codes held, one index probe each (a loose scan of the key)
    with recursive codes(code) as (
      (select i.index_code from b3.index_level i order by i.index_code limit 1)
      union all
      select (select i.index_code from b3.index_level i where i.index_code > c.code order by i.index_code limit 1)
      from codes c where c.code is not null
    )
    select string_agg(code, ', ' order by code) into v_held from codes where code is not null;
    raise exception using
      errcode = '22023',
      message = format('index_history: %s is not an index held', coalesce(quote_literal(p_index), 'null')),
      detail = format('Indices held: %s.', coalesce(v_held, 'none')),
      hint = 'Send p_index as one of the codes held, e.g. IBOV; a ticker''s prices are served by quote_history.';
  end if;
  perform internal.assert_window(v_from, v_to, 'index_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.', p_from is null);

  if p_after is not null then
    v_after := internal.cursor_date(p_after, 'index_history', 'session date', 'trade_date');
  else
    select count(*) into v_rows
    from (select 1 from b3.index_level i where i.index_code = v_index and i.trade_date between v_from and v_to limit 1001) w;
    perform internal.assert_row_cap(v_rows, 'index_history',
      'Page with p_after = '''' (then the last row''s trade_date), or narrow p_from/p_to.');
  end if;

  return query
    select i.index_code, i.trade_date, i.close_level,
           case when l.synthetic then 'synthetic_sample' else 'b3_index_statistics' end
    from b3.index_level i
    join ingest.ingest_log l on l.id = i.ingest_id
    where i.index_code = v_index and i.trade_date between v_from and v_to
      and (v_after is null or i.trade_date > v_after)
    order by i.trade_date
    limit case when p_after is null then null else 1000 end;
end;
$$;

alter function api.index_history(text, date, date, text) owner to api_owner;
revoke all on function api.index_history(text, date, date, text) from public;
grant execute on function api.index_history(text, date, date, text) to anon, authenticated;
comment on function api.index_history(text, date, date, text) is 'One of the exchange''s indices (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...): the closing level of each session, oldest first, from the exchange''s index statistics.
A code that is not an index held raises 22023 listing the codes held (a ticker is not an index). Default window: 365 days before p_to (or today); a window with no session held returns []. Paging: p_after = '''' for the first page, then the last row''s trade_date (YYYY-MM-DD); a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_index: index code, e.g. IBOV (case-insensitive).
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date.
@tag Quotes
@cursor trade_date
@default p_from: 365 days before p_to
@default p_to: today
@default p_after';
--! EndIncluded functions/index_history.sql
--! Included functions/inflation_items.sql
-- api.inflation_items: the IPCA item tree per month (SIDRA 1419 then 7060), oldest first.
-- item_number (the structure number) is the key that survives the 2020-01 change of
-- SIDRA codes, so an item is followed across both tables by it, never by item_code.
drop function if exists api.inflation_items(integer, text, date, date);
drop type if exists api.inflation_items_row;

create type api.inflation_items_row as (
  reference_month date,
  item_number text,
  item_code integer,
  item_name text,
  level integer,
  parent_number text,
  weight numeric,
  change_month numeric,
  contribution numeric,
  change_ytd numeric,
  change_12m numeric,
  sidra_table integer,
  source text
);
alter type api.inflation_items_row owner to api_owner;
comment on type api.inflation_items_row is 'One node of the IPCA item tree in one month.';
comment on column api.inflation_items_row.reference_month is 'Month of the index (first day, YYYY-MM-01).';
comment on column api.inflation_items_row.item_number is 'IBGE structure number (1 group, 11 subgroup, 1101 item, 1101002 subitem; 0 for the general index): the continuity key across the 2020-01 change of SIDRA codes.';
comment on column api.inflation_items_row.item_code is 'SIDRA classification 315 code as published; it changed with the 2020-01 structure (sidra_table says which table it belongs to).';
comment on column api.inflation_items_row.item_name is 'The published label without its structure number (Portuguese).';
comment on column api.inflation_items_row.level is '0 general index, 1 group, 2 subgroup, 3 item, 4 subitem.';
comment on column api.inflation_items_row.parent_number is 'Structure number of the node one level up, read off the structure number (1101002 -> 1101 -> 11 -> 1 -> 0); NULL for the general index.';
comment on column api.inflation_items_row.weight is 'Weight in the basket, percent, as published (variable 66; general index 100); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.change_month is 'Change in the month, percent, as published (variable 63); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.contribution is 'weight x change_month / 100: percentage points of the headline; NULL when either is NULL. Sum it within ONE level only (levels nest, so summing across levels counts a change several times).';
comment on column api.inflation_items_row.change_ytd is 'Change in the year to date, percent, as published (variable 69); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.change_12m is 'Change over 12 months, percent, as published (variable 2265); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.sidra_table is 'SIDRA table of the row: 1419 (2012-01..2019-12) or 7060 (from 2020-01).';
comment on column api.inflation_items_row.source is 'ibge_sidra (a SIDRA file) or synthetic_sample (generated demo data loaded by npm start on an empty database; never an IBGE figure).';

create function api.inflation_items(
  p_level integer default 1,
  p_item text default null,
  p_from date default null,
  p_to date default null
)
returns setof api.inflation_items_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_to date := date_trunc('month', coalesce(p_to, current_date))::date;
  v_from date := date_trunc('month', coalesce(p_from, (coalesce(p_to, current_date) - interval '35 months')))::date;
  v_item text := nullif(btrim(p_item), '');
  v_number text;          -- the pinned node's structure number
  v_item_level integer;   -- and its level
  v_prefix text;          -- rows under this structure number ('' = the whole tree); null = no item pinned
  v_level integer := p_level;  -- rows of this level only; null = every level
  v_item_only boolean := false;
  v_rows bigint;
begin
  if p_level is not null and p_level not between 0 and 4 then
    raise exception using
      errcode = '22023',
      message = format('inflation_items: unknown level %s', p_level),
      detail = 'Levels: 0 general index, 1 groups, 2 subgroups, 3 items, 4 subitems.',
      hint = 'Send p_level as 0, 1, 2, 3 or 4, or null for every level.';
  end if;

  if v_item is not null then
    -- a structure number first; otherwise a SIDRA code of either table
    select i.item_number, i.level into v_number, v_item_level
    from ibge.ipca_item i
    where i.item_number = v_item
       or i.item_code = case when v_item ~ '^\d{1,9}$' then v_item::integer end  -- CASE: never cast a label
    order by (i.item_number = v_item) desc, i.reference_month desc
    limit 1;
    if v_number is null then
      raise exception using
        errcode = '22023',
        message = format('inflation_items: unknown item %s', quote_literal(p_item)),
        detail = 'p_item is an IBGE structure number (0 the general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or a SIDRA classification 315 code held (e.g. 7170).',
        hint = 'List the items of one month with {"p_level": null, "p_from": "2026-01-01", "p_to": "2026-01-01"} and pass an item_number or item_code from it.';
    end if;
    -- the pinned node's subtree: the node itself down to its own level, its descendants at a deeper p_level
    v_prefix := case when v_number = '0' then '' else v_number end;
    if p_level is not null and p_level <= v_item_level then
      v_item_only := true;
      v_level := null;
    end if;
  end if;

  perform internal.assert_window(v_from, v_to, 'inflation_items',
    'Send p_from on or before p_to, or omit p_from for the default 36-month window.');

  select count(*) into v_rows
  from (
    select 1 from ibge.ipca_item i
    where i.reference_month between v_from and v_to
      and (v_prefix is null or i.item_number like v_prefix || '%' or v_prefix = '')
      and (v_level is null or i.level = v_level)
      and (not v_item_only or i.item_number = v_number)
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'inflation_items',
    'Narrow p_from/p_to, pin p_item, or pick one p_level: the deeper levels hold hundreds of nodes a month.');

  return query
    select i.reference_month, i.item_number, i.item_code, i.item_name, i.level::integer,
           case i.level when 0 then null when 1 then '0' when 2 then left(i.item_number, 1)
                        when 3 then left(i.item_number, 2) else left(i.item_number, 4) end,
           i.weight, i.change_month,
           -- exact, at the scale the inputs give (no division tail of twenty digits)
           round(i.weight * i.change_month / 100, scale(i.weight) + scale(i.change_month) + 2),
           i.change_ytd, i.change_12m,
           i.sidra_table,
           case when l.synthetic then 'synthetic_sample' else 'ibge_sidra' end
    from ibge.ipca_item i
    join ingest.ingest_log l on l.id = i.ingest_id
    where i.reference_month between v_from and v_to
      and (v_prefix is null or i.item_number like v_prefix || '%' or v_prefix = '')
      and (v_level is null or i.level = v_level)
      and (not v_item_only or i.item_number = v_number)
    order by i.reference_month, i.level, i.item_number;
end;
$$;

alter function api.inflation_items(integer, text, date, date) owner to api_owner;
revoke all on function api.inflation_items(integer, text, date, date) from public;
grant execute on function api.inflation_items(integer, text, date, date) to anon, authenticated;

comment on function api.inflation_items(integer, text, date, date) is 'IPCA item tree per month: weight, change and contribution of each node, oldest first.
The statistics institute''s SIDRA tables 1419 (2012-01..2019-12) and 7060 (from 2020-01), one row per month and node, values as published (percent). contribution = weight x change_month / 100 in percentage points of the headline, NULL when either is NULL; sum it within one level only. item_number (the IBGE structure number) is the key that continues across the 2020-01 change of SIDRA codes; parent_number is read off it. Default window: the 36 months ending with the month of p_to (or of today). An unknown level or item raises 22023; more than 1000 rows raises 22023 (narrow the window, pin p_item or pick a level).
p_level: 0 general index, 1 groups (default), 2 subgroups, 3 items, 4 subitems; null for every level.
p_item: a structure number (0, 1, 11, 1101, 1101002) or a SIDRA code of either table (7170); a structure number is matched first. It pins that node: p_level null gives the node and every node under it, a p_level at or above the node''s level gives the node alone, and a deeper p_level gives the nodes under it at that level (e.g. p_item 1, p_level 2: the food subgroups).
p_from: first month of the window (any day of it); default 35 months before p_to''s month.
p_to: last month of the window (any day of it); default the current month.
@tag Inflation
@default p_level
@default p_item
@default p_from: 35 months before p_to''s month (a 36-month window)
@default p_to: the current month';
--! EndIncluded functions/inflation_items.sql
--! Included functions/macro_series.sql
-- api.macro_series: one central bank SGS series by label or code, oldest first.
drop function if exists api.macro_series(text, date, date);
drop type if exists api.macro_series_row;

create type api.macro_series_row as (
  series text,
  code integer,
  reference_date date,
  value numeric,
  unit text,
  frequency text,
  source text
);
alter type api.macro_series_row owner to api_owner;
comment on type api.macro_series_row is 'One value of one central bank SGS series.';
comment on column api.macro_series_row.series is 'The series label (SELIC_META, CDI, IPCA, ...; catalog.json enums.macro_series.p_series lists them).';
comment on column api.macro_series_row.code is 'SGS code the series is published under (432 SELIC_META, 12 CDI, ...).';
comment on column api.macro_series_row.reference_date is 'Date of the value as published: the day for daily series, the first day of the month for monthly ones.';
comment on column api.macro_series_row.value is 'The value as published, in unit.';
comment on column api.macro_series_row.unit is 'What value measures, e.g. % a.a. (percent a year), % a.d. (a day), % a.m. (a month), BRL per 1 USD.';
comment on column api.macro_series_row.frequency is 'daily or monthly: how often SGS publishes the series.';
comment on column api.macro_series_row.source is 'bcb_sgs (an SGS file) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central bank figure).';

create function api.macro_series(p_series text, p_from date default null, p_to date default null)
returns setof api.macro_series_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_series text := upper(btrim(p_series));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_code integer;
  v_rows bigint;
begin
  select s.code into v_code
  from bcb.sgs_series s
  -- a CASE, not AND: the planner may cast before it tests the pattern
  where s.label = v_series or s.code = case when v_series ~ '^\d{1,9}$' then v_series::integer end;

  if v_code is null then
    raise exception using
      errcode = '22023',
      message = format('macro_series: unknown series %s', coalesce(quote_literal(p_series), 'NULL')),
      detail = format('Series known (label code): %s.',
        (select string_agg(format('%s %s', s.label, s.code), ', ' order by s.label) from bcb.sgs_series s)),
      hint = 'Pass p_series as one of the labels or SGS codes listed in details, for example {"p_series":"SELIC_META"} or {"p_series":"432"}.';
  end if;

  perform internal.assert_window(v_from, v_to, 'macro_series',
    'Send p_from on or before p_to, or omit p_from for the default 12-month window.');

  select count(*) into v_rows
  from (select 1 from bcb.sgs v where v.code = v_code and v.reference_date between v_from and v_to limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'macro_series',
    'Narrow p_from/p_to: a daily series has about 250 values a year, so up to about 3 years fit in one response; page by calling again with the next window.');

  return query
    select s.label, s.code, v.reference_date, v.value, s.unit, s.frequency,
           case when l.synthetic then 'synthetic_sample' else 'bcb_sgs' end
    from bcb.sgs v
    join bcb.sgs_series s on s.code = v.code
    join ingest.ingest_log l on l.id = v.ingest_id
    where v.code = v_code and v.reference_date between v_from and v_to
    order by v.reference_date;
end;
$$;

alter function api.macro_series(text, date, date) owner to api_owner;
revoke all on function api.macro_series(text, date, date) from public;
grant execute on function api.macro_series(text, date, date) to anon, authenticated;

comment on function api.macro_series(text, date, date) is 'Central bank SGS series by label or code, oldest first.
Values as published by the central bank''s time-series system (SGS), one row per date: SELIC_META 432, SELIC_DIARIA 11, CDI 12, IGPM 189, INPC 188, POUPANCA 25, USDBRL 1, EURBRL 21619, PIB 4380, IPCA 433. Nothing is derived, annualised or filled: a day SGS has no value has no row. Default window: 12 months before p_to, or before today. An unknown series raises 22023 listing the known ones; a known series with nothing in the window gives []; more than 1000 rows raises 22023.
p_series: a label (case-insensitive) or an SGS code from the list above.
p_from: first day of the window (YYYY-MM-DD); default 12 months before p_to.
p_to: last day of the window (YYYY-MM-DD); default today.
@tag Macro
@enum p_series: bcb.sgs_series.label
@default p_from: 12 months before p_to
@default p_to: today';
--! EndIncluded functions/macro_series.sql
--! Included functions/metric_coverage.sql
-- api.metric_coverage: the filed span and density of each metric per fund family.
drop function if exists api.metric_coverage();
drop type if exists api.metric_coverage_row;

create type api.metric_coverage_row as (
  entity_type text,
  metric text,
  first_period date,
  last_period date,
  filed_rows bigint,
  total_rows bigint
);
alter type api.metric_coverage_row owner to api_owner;
comment on type api.metric_coverage_row is 'One (fund family, metric) pair the family files.';
comment on column api.metric_coverage_row.entity_type is 'Fund family: fi, fidc or fii.
@enum internal.entity_type';
comment on column api.metric_coverage_row.metric is 'Metric of the monthly fund series (a fund_nav column): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets.
@enum internal.fund_metric';
comment on column api.metric_coverage_row.first_period is 'Oldest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.last_period is 'Newest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.filed_rows is 'Rows of the family with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.total_rows is 'All rows of the family (filed_rows / total_rows is the density).';

create function api.metric_coverage()
returns setof api.metric_coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with totals as (
    select m.entity_type, count(*) as total_rows from cvm.fund_month m group by m.entity_type
  ),
  filed as (
    select m.entity_type, v.metric, min(m.period) as first_period, max(m.period) as last_period, count(*) as filed_rows
    from cvm.fund_month m
    cross join lateral (values
      ('nav', m.nav is not null), ('quota', m.quota is not null), ('quotaholders', m.quotaholders is not null),
      ('inflows', m.inflows is not null), ('redemptions', m.redemptions is not null),
      ('delinquency', m.delinquency is not null), ('monthly_yield', m.monthly_yield is not null),
      ('assets', m.assets is not null)
    ) v(metric, present)
    where v.present
    group by m.entity_type, v.metric
  )
  select f.entity_type, f.metric, f.first_period, f.last_period, f.filed_rows, t.total_rows
  from filed f join totals t using (entity_type)
  order by f.entity_type, f.metric;
$$;

alter function api.metric_coverage() owner to api_owner;
revoke all on function api.metric_coverage() from public;
grant execute on function api.metric_coverage() to anon, authenticated;

comment on function api.metric_coverage() is 'Filed span and density of each metric per fund family.
One row per (entity_type, metric) of the monthly fund series: first_period and last_period are the oldest and newest periods with a NON-NULL value; filed_rows and total_rows give density. A pair absent from the list is one the family never files. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/metric_coverage.sql
--! Included functions/option_chain.sql
-- api.option_chain: one session's listed options (COTAHIST TPMERC 070 calls, 080 puts) for a code prefix.
drop function if exists api.option_chain(text, date, date, integer);
drop type if exists api.option_chain_row;

create type api.option_chain_row as (
  trade_date date,
  codneg text,
  side text,
  expiry date,
  strike numeric,
  isin text,
  underlying_ticker text,
  spec text,
  open numeric,
  high numeric,
  low numeric,
  close numeric,
  average numeric,
  bid numeric,
  ask numeric,
  trades bigint,
  quantity numeric,
  volume numeric,
  quotation_factor integer,
  source text
);
alter type api.option_chain_row owner to api_owner;
comment on type api.option_chain_row is 'One option series traded in one session of the quote tape.';
comment on column api.option_chain_row.trade_date is 'The session (YYYY-MM-DD).';
comment on column api.option_chain_row.codneg is 'Option trading code (CODNEG), e.g. PETRB300.';
comment on column api.option_chain_row.side is 'call (TPMERC 070) or put (TPMERC 080).
@enum internal.option_side';
comment on column api.option_chain_row.expiry is 'Expiry (DATVEN).';
comment on column api.option_chain_row.strike is 'Strike (PREEXE), raw.';
comment on column api.option_chain_row.isin is 'ISIN on the record (CODISI): the underlying security''s.';
comment on column api.option_chain_row.underlying_ticker is 'The cash-market (TPMERC 010) ticker whose ISIN equals isin, its latest session on or before trade_date (else its latest held); NULL when the tape holds none.';
comment on column api.option_chain_row.spec is 'ESPECI as filed.';
comment on column api.option_chain_row.open is 'Opening premium, raw.';
comment on column api.option_chain_row.high is 'Highest premium, raw.';
comment on column api.option_chain_row.low is 'Lowest premium, raw.';
comment on column api.option_chain_row.close is 'Last premium of the session, raw.';
comment on column api.option_chain_row.average is 'Average premium, raw.';
comment on column api.option_chain_row.bid is 'Best bid at the close; 0 as filed when there was none.';
comment on column api.option_chain_row.ask is 'Best ask at the close; 0 as filed when there was none.';
comment on column api.option_chain_row.trades is 'Number of trades.';
comment on column api.option_chain_row.quantity is 'Contracts traded.';
comment on column api.option_chain_row.volume is 'Volume, BRL.';
comment on column api.option_chain_row.quotation_factor is 'FATCOT: premiums per this many units.';
comment on column api.option_chain_row.source is 'b3_cotahist or synthetic_sample.';

create function api.option_chain(p_prefix text, p_expiry_from date default null, p_trade_date date default null, p_limit integer default 100)
returns setof api.option_chain_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_prefix text := internal.code_prefix(p_prefix, 'option_chain');
  v_expiry_from date := coalesce(p_expiry_from, current_date);
  v_ceiling integer := internal.tier_ceiling('option_chain_rows', 200, 2000);
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), v_ceiling);
  v_session date := p_trade_date;
  v_rows bigint;
begin
  if v_session is null then
    select max(o.trade_date) into v_session
    from b3.cotahist o
    where o.tpmerc in ('070', '080') and o.codneg like v_prefix || '%';
  end if;

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist o
    where o.tpmerc in ('070', '080') and o.codneg like v_prefix || '%' and o.trade_date = v_session
      and o.datven >= v_expiry_from
    limit least(v_limit, 1001)
  ) w;
  perform internal.assert_row_cap(v_rows, 'option_chain',
    'Send p_limit of 1000 or less, a later p_expiry_from, or a longer p_prefix.');

  return query
    select o.trade_date, o.codneg, case o.tpmerc when '070' then 'call' else 'put' end, o.datven, o.preexe,
           o.codisi, u.codneg, o.especi, o.preabe, o.premax, o.premin, o.preult, o.premed, o.preofc, o.preofv,
           o.totneg, o.quatot, o.voltot, o.fatcot,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end
    from (
      select x.* from b3.cotahist x
      where x.tpmerc in ('070', '080') and x.codneg like v_prefix || '%' and x.trade_date = v_session
        and x.datven >= v_expiry_from
      order by x.datven, x.preexe, x.tpmerc, x.codneg
      limit v_limit
    ) o
    join ingest.ingest_log l on l.id = o.ingest_id
    left join lateral (
      select c.codneg from b3.cotahist c
      where c.tpmerc = '010' and c.codisi = o.codisi
      order by (c.trade_date <= o.trade_date) desc, c.trade_date desc
      limit 1
    ) u on true
    order by o.datven, o.preexe, o.tpmerc, o.codneg;
end;
$$;

alter function api.option_chain(text, date, date, integer) owner to api_owner;
revoke all on function api.option_chain(text, date, date, integer) from public;
grant execute on function api.option_chain(text, date, date, integer) to anon, authenticated;

comment on function api.option_chain(text, date, date, integer) is 'One session''s listed options (calls TPMERC 070, puts 080) whose trading code starts with p_prefix, nearest expiry first, then strike.
Premiums as published in the quote tape (raw, per quotation_factor units), with side, strike, expiry and the underlying ticker found by ISIN. Only series that traded in the session appear (the tape lists traded series). Rows: the first p_limit by expiry and strike, p_limit default 100, clamped silently to 1..200 anonymous and 1..2000 signed in; a result above 1000 rows is refused (22023), never trimmed. An unknown prefix gives an empty array.
p_prefix: first characters of the option codes, at least 3 (22023 otherwise), case-insensitive.
p_expiry_from: first expiry to list (YYYY-MM-DD); default today.
p_trade_date: the session (YYYY-MM-DD); default the newest session the tape holds for the prefix.
p_limit: rows wanted; default 100; clamped to 1..200 anonymous, 1..2000 signed in.
@tag Derivatives
@default p_expiry_from: today
@default p_trade_date: the newest session held for the prefix
@default p_limit';
--! EndIncluded functions/option_chain.sql
--! Included functions/option_exercises.sql
-- api.option_exercises: option exercise prints (COTAHIST TPMERC 012 call, 013 put) for a code prefix.
-- The row cap is the tier ceiling (catalog.json tiers.*.option_exercises_rows), clamped silently.
drop function if exists api.option_exercises(text, date, date, integer);
drop type if exists api.option_exercises_row;

create type api.option_exercises_row as (
  codneg text,
  side text,
  trade_date date,
  expiry date,
  strike numeric,
  exercise_price numeric,
  isin text,
  underlying_ticker text,
  spec text,
  market text,
  board text,
  term_days text,
  short_name text,
  currency text,
  contract_correction text,
  contract_points_raw text,
  contract_points numeric,
  distribution_number text,
  trades bigint,
  quantity numeric,
  volume numeric,
  open numeric,
  high numeric,
  low numeric,
  average numeric,
  bid numeric,
  ask numeric,
  quotation_factor integer,
  source text,
  fetched_at timestamptz
);
alter type api.option_exercises_row owner to api_owner;
comment on type api.option_exercises_row is 'One option exercise print of the quote tape: an EVENT, not a quote.';
comment on column api.option_exercises_row.codneg is 'Trading code of the exercise record (CODNEG), e.g. CPLEB680E.';
comment on column api.option_exercises_row.side is 'call (TPMERC 012) or put (TPMERC 013).
@enum internal.option_side';
comment on column api.option_exercises_row.trade_date is 'Session of the exercise (YYYY-MM-DD).';
comment on column api.option_exercises_row.expiry is 'Expiry of the option (DATVEN); NULL where the file says 9999-12-31.';
comment on column api.option_exercises_row.strike is 'Strike (PREEXE), raw.';
comment on column api.option_exercises_row.exercise_price is 'Price of the exercise print (PREULT), raw.';
comment on column api.option_exercises_row.isin is 'ISIN on the record (CODISI): the underlying security''s.';
comment on column api.option_exercises_row.underlying_ticker is 'The cash-market (TPMERC 010) ticker whose ISIN equals isin, its latest session on or before trade_date (else its latest held); NULL when the tape holds no such ticker.';
comment on column api.option_exercises_row.spec is 'ESPECI as filed.';
comment on column api.option_exercises_row.market is 'TPMERC as filed: 012 or 013.';
comment on column api.option_exercises_row.board is 'CODBDI as filed (38 call exercise, 42 put exercise, ...).';
comment on column api.option_exercises_row.term_days is 'PRAZOT as filed; NULL when blank.';
comment on column api.option_exercises_row.short_name is 'NOMRES: the issuer''s short name.';
comment on column api.option_exercises_row.currency is 'MODREF: currency of the prices (R$).';
comment on column api.option_exercises_row.contract_correction is 'INDOPC: correction index of the contract (1 US$, 6 index points, 9 URV, 0 none).';
comment on column api.option_exercises_row.contract_points_raw is 'PTOEXE exactly as filed (13 digits) before six-decimal decoding.';
comment on column api.option_exercises_row.contract_points is 'PTOEXE decoded with six decimals.';
comment on column api.option_exercises_row.distribution_number is 'DISMES: distribution number of the security as filed.';
comment on column api.option_exercises_row.trades is 'Number of exercise trades (TOTNEG).';
comment on column api.option_exercises_row.quantity is 'Quantity exercised (QUATOT).';
comment on column api.option_exercises_row.volume is 'Volume, BRL (VOLTOT).';
comment on column api.option_exercises_row.open is 'PREABE as filed.';
comment on column api.option_exercises_row.high is 'PREMAX as filed.';
comment on column api.option_exercises_row.low is 'PREMIN as filed.';
comment on column api.option_exercises_row.average is 'PREMED as filed.';
comment on column api.option_exercises_row.bid is 'PREOFC as filed.';
comment on column api.option_exercises_row.ask is 'PREOFV as filed.';
comment on column api.option_exercises_row.quotation_factor is 'FATCOT: prices per this many units.';
comment on column api.option_exercises_row.source is 'b3_cotahist or synthetic_sample.';
comment on column api.option_exercises_row.fetched_at is 'When the file was obtained (warehouse time, UTC), not a publication time of the exchange.';

create function api.option_exercises(p_prefix text, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.option_exercises_row
language plpgsql
stable
security definer
set search_path = ''
-- a generic plan cannot turn like v_prefix || '%' into an index range: plan each call
set plan_cache_mode = force_custom_plan
as $$
declare
  v_prefix text := internal.code_prefix(p_prefix, 'option_exercises');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_ceiling integer := internal.tier_ceiling('option_exercises_rows', 500, 5000);
  v_limit integer := least(greatest(coalesce(p_limit, v_ceiling), 1), v_ceiling);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'option_exercises',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist e
    where e.tpmerc in ('012', '013') and e.codneg like v_prefix || '%' and e.trade_date between v_from and v_to
    limit least(v_limit, 1001)
  ) w;
  perform internal.assert_row_cap(v_rows, 'option_exercises',
    'Send p_limit of 1000 or less, or narrow p_from/p_to or lengthen p_prefix.');

  return query
    select e.codneg, case e.tpmerc when '012' then 'call' else 'put' end, e.trade_date, e.datven, e.preexe, e.preult,
           e.codisi, u.codneg, e.especi, e.tpmerc, e.codbdi, nullif(e.prazot, ''), e.nomres, e.modref, e.indopc::text,
           e.ptoexe_raw, e.ptoexe, e.dismes, e.totneg, e.quatot, e.voltot, e.preabe, e.premax, e.premin, e.premed,
           e.preofc, e.preofv, e.fatcot,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end, l.fetched_at
    from (
      -- the newest v_limit exercises of the window
      select x.* from b3.cotahist x
      where x.tpmerc in ('012', '013') and x.codneg like v_prefix || '%' and x.trade_date between v_from and v_to
      order by x.trade_date desc, x.codneg desc, x.tpmerc desc
      limit v_limit
    ) e
    join ingest.ingest_log l on l.id = e.ingest_id
    -- the cash ticker of the ISIN: the newest on or before the exercise, else the
    -- newest after it (two tickers of one ISIN on that session: the first by code);
    -- each a one-row backward probe of cotahist_isin_cash
    left join lateral (
      select y.codneg
      from ((select c.codneg, 0 as preference from b3.cotahist c
              where c.tpmerc = '010' and c.codisi = e.codisi and c.trade_date <= e.trade_date
              order by c.trade_date desc, c.codneg limit 1)
            union all
            (select c.codneg, 1 from b3.cotahist c
              where c.tpmerc = '010' and c.codisi = e.codisi and c.trade_date > e.trade_date
              order by c.trade_date desc, c.codneg limit 1)) y
      order by y.preference
      limit 1
    ) u on true
    order by e.trade_date, e.codneg, e.tpmerc;
end;
$$;

alter function api.option_exercises(text, date, date, integer) owner to api_owner;
revoke all on function api.option_exercises(text, date, date, integer) from public;
grant execute on function api.option_exercises(text, date, date, integer) to anon, authenticated;

comment on function api.option_exercises(text, date, date, integer) is 'Option exercise EVENTS (COTAHIST market types 012 call and 013 put) whose trading code starts with p_prefix, oldest first.
One row per exercise print as published: not quotes, no return semantics. underlying_ticker follows the published ISIN mapping (the cash-market ticker with the exercise''s ISIN). contract_points_raw keeps the exercise points as filed before six-decimal decoding. fetched_at is warehouse time. Rows: the newest p_limit exercises of the window, p_limit clamped silently to 1..500 anonymous and 1..5000 signed in (null = the ceiling; a result of exactly the ceiling is probably cut); a result above 1000 rows is refused (22023), never trimmed. Default window: 365 days before p_to (or today). An unknown prefix gives an empty array.
p_prefix: first characters of the trading code, at least 3 (22023 otherwise), case-insensitive.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_limit: rows wanted; null = the tier ceiling; clamped to 1..500 anonymous, 1..5000 signed in.
@tag Derivatives
@default p_from: 365 days before p_to
@default p_to: today
@default p_limit: the tier ceiling (tiers.*.option_exercises_rows)';
--! EndIncluded functions/option_exercises.sql
--! Included functions/panel.sql
-- api.panel: long rows (id, asset_class, date, metric, value) over the monthly
-- fund series and the quote tape, for a few ids at once, cursor paged.
drop function if exists api.panel(text[], text[], date, date, text, text, text);
drop type if exists api.panel_row;

create type api.panel_row as (
  id text,
  asset_class text,
  date date,
  metric text,
  value numeric
);
alter type api.panel_row owner to api_owner;
comment on type api.panel_row is 'One value of one metric of one id at one date (long format).';
comment on column api.panel_row.id is 'The id as served: a fund CNPJ (14 digits) or a B3 ticker (upper case).';
comment on column api.panel_row.asset_class is 'Fund family (fi, fidc, fii) for a CNPJ; for a ticker the class the tape types it as (equity, unit, bdr, fii, fund_quota, other; api.quotes asset_class).
@enum internal.asset_class';
comment on column api.panel_row.date is 'Fund series: the reference period (fi and fii the first day of the month, fidc the last). Tape: the session (p_freq day) or the month''s last session in the window (p_freq month).';
comment on column api.panel_row.metric is 'Metric name (catalog metrics): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets for funds; open, high, low, close, volume, trades, quantity for tickers.
@enum internal.panel_metric_name';
comment on column api.panel_row.value is 'The value as filed or published (prices raw, never adjusted); NULL when the fund did not file a metric its family files, never 0.';

create function api.panel(
  p_ids text[],
  p_metrics text[] default null,
  p_from date default null,
  p_to date default null,
  p_freq text default 'month',
  p_entity_type text default null,
  p_after text default null
)
returns setof api.panel_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids record := internal.panel_ids(p_ids);
  v_cnpjs text[] := v_ids.cnpjs;
  v_tickers text[] := v_ids.tickers;
  v_family text := internal.fund_family(p_entity_type, 'panel',
    'Send p_entity_type as fi, fidc or fii to keep one fund family, or null for every family of the CNPJs.');
  v_freq text;
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_metrics text[];
  v_families text[];
  v_bad text;
  v_after_date date;
  v_after_id text;
  v_after_metric text;
  v_after_class text;
  v_rows bigint;
begin
  v_freq := internal.one_of('panel', 'p_freq', coalesce(p_freq, 'month'), internal.domain_values('internal.panel_freq'),
    'Frequencies: month (fund series as filed, the tape as monthly bars) and day (the tape session by session).',
    'Send p_freq as month or day.');
  perform internal.assert_window(v_from, v_to, 'panel',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  if p_metrics is not null then
    select array_agg(distinct lower(btrim(m))) into v_metrics from unnest(p_metrics) m;
    select string_agg(m, ', ' order by m) into v_bad
    from unnest(v_metrics) m where not exists (select 1 from internal.panel_metric() pm where pm.metric = m);
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: unknown metric %s', v_bad),
        detail = (select 'Metrics: ' || string_agg(distinct pm.metric, ', ') || '.' from internal.panel_metric() pm),
        hint = 'Send p_metrics from catalog metrics, or null for every metric of each id.';
    end if;
    -- a metric none of the ids' types carries
    select string_agg(m, ', ' order by m) into v_bad
    from unnest(v_metrics) m
    where not exists (select 1 from internal.panel_metric() pm
                      where pm.metric = m
                        and ((pm.id_type = 'cnpj' and cardinality(v_cnpjs) > 0) or (pm.id_type = 'ticker' and cardinality(v_tickers) > 0)));
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: no id in p_ids carries %s', v_bad),
        detail = 'Fund metrics (nav, quota, ...) belong to CNPJ ids; tape metrics (close, volume, ...) to ticker ids (catalog metrics id_type).',
        hint = 'Send the metric with an id of its type, or drop it from p_metrics.';
    end if;
  end if;

  if cardinality(v_cnpjs) > 0 then
    select array_agg(distinct m.entity_type order by m.entity_type) into v_families
    from cvm.fund_month m
    where m.cnpj = any(v_cnpjs) and (v_family is null or m.entity_type = v_family);
    -- a fund metric one of the ids' families never files
    select string_agg(format('%s never files %s', f, m), '; ' order by f, m) into v_bad
    from unnest(coalesce(v_families, '{}')) f
    cross join unnest(coalesce(v_metrics, '{}')) m
    where exists (select 1 from internal.panel_metric() pm where pm.metric = m and pm.id_type = 'cnpj')
      and not exists (select 1 from internal.panel_metric() pm where pm.metric = m and pm.asset_class = f);
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: %s', v_bad),
        detail = 'A fund family files only some metrics: metric_coverage lists each family''s metrics and the span it files them over (catalog applicability.fund_nav).',
        hint = 'Drop the metric, or send p_entity_type to keep the families that file it; POST /rpc/metric_coverage shows which do.';
    end if;
    if v_freq = 'day' and (v_metrics is null or exists (
        select 1 from unnest(v_metrics) m join internal.panel_metric() pm on pm.metric = m and pm.id_type = 'cnpj')) then
      raise exception using
        errcode = '22023',
        message = 'panel: the fund series is monthly; p_freq day serves only ticker metrics',
        detail = 'Fund metrics have grain month (catalog metrics grain); only the quote tape has sessions.',
        hint = 'Send p_freq month, or only ticker ids or tape metrics with p_freq day.';
    end if;
  end if;

  if p_after is not null and p_after <> '' then
    begin
      if array_length(string_to_array(p_after, '|'), 1) <> 4 then raise exception 'cursor'; end if;
      v_after_date := split_part(p_after, '|', 1)::date;
      v_after_id := split_part(p_after, '|', 2);
      v_after_metric := split_part(p_after, '|', 3);
      v_after_class := split_part(p_after, '|', 4);
    exception when others then
      raise exception using
        errcode = '22023',
        message = format('panel: p_after %s is not a panel cursor', quote_literal(p_after)),
        detail = 'The cursor is the last row''s date|id|metric|asset_class.',
        hint = 'Send p_after = '''' for the first page, then date|id|metric|asset_class of the last row, e.g. 2026-01-30|PETR4|close|equity.';
    end;
  end if;

  return query
    with fund as (
      select m.cnpj as id, m.entity_type as asset_class, m.period as date, v.metric, v.value
      from cvm.fund_month m
      cross join lateral (values
        ('nav', m.nav), ('quota', m.quota), ('quotaholders', m.quotaholders::numeric), ('inflows', m.inflows),
        ('redemptions', m.redemptions), ('delinquency', m.delinquency), ('monthly_yield', m.monthly_yield), ('assets', m.assets)
      ) v(metric, value)
      where m.cnpj = any(v_cnpjs) and (v_family is null or m.entity_type = v_family)
        and m.period between v_from and v_to
        and exists (select 1 from internal.panel_metric() pm where pm.metric = v.metric and pm.asset_class = m.entity_type)
        and (v_metrics is null or v.metric = any(v_metrics))
    ),
    sessions as (
      select q.ticker, q.trade_date, q.asset_class, q.open, q.high, q.low, q.close, q.volume, q.trades, q.quantity
      from api.quotes q
      where q.ticker = any(v_tickers) and q.board = 'cash' and q.trade_date between v_from and v_to
    ),
    bars as (
      -- p_freq day: each session; month: one bar of the sessions of the month in the window
      select s.ticker, s.trade_date, s.asset_class, s.open, s.high, s.low, s.close, s.volume, s.trades::numeric as trades, s.quantity
      from sessions s where v_freq = 'day'
      union all
      select s.ticker, max(s.trade_date), (array_agg(s.asset_class order by s.trade_date desc))[1],
             (array_agg(s.open order by s.trade_date))[1], max(s.high), min(s.low),
             (array_agg(s.close order by s.trade_date desc))[1], sum(s.volume), sum(s.trades), sum(s.quantity)
      from sessions s where v_freq = 'month'
      group by s.ticker, date_trunc('month', s.trade_date)
    ),
    tape as (
      select b.ticker as id, b.asset_class, b.trade_date as date, v.metric, v.value
      from bars b
      cross join lateral (values
        ('open', b.open), ('high', b.high), ('low', b.low), ('close', b.close),
        ('volume', b.volume), ('trades', b.trades), ('quantity', b.quantity)
      ) v(metric, value)
      where v_metrics is null or v.metric = any(v_metrics)
    )
    select r.id, r.asset_class, r.date, r.metric, r.value
    from (select * from fund union all select * from tape) r
    where v_after_date is null or (r.date, r.id, r.metric, r.asset_class) > (v_after_date, v_after_id, v_after_metric, v_after_class)
    order by r.date, r.id, r.metric, r.asset_class
    limit case when p_after is null then 1001 else 1000 end;

  get diagnostics v_rows = row_count;
  perform internal.assert_row_cap(v_rows, 'panel',
    'Page with p_after = '''' (then the last row''s date|id|metric|asset_class), or narrow p_ids, p_metrics or p_from/p_to.');
end;
$$;

alter function api.panel(text[], text[], date, date, text, text, text) owner to api_owner;
revoke all on function api.panel(text[], text[], date, date, text, text, text) from public;
grant execute on function api.panel(text[], text[], date, date, text, text, text) to anon, authenticated;

comment on function api.panel(text[], text[], date, date, text, text, text) is 'Several ids and metrics at once in long rows (id, asset_class, date, metric, value): the monthly fund series and the quote tape side by side.
Ids: a 14-digit CNPJ (punctuation ignored) reads the monthly fund series (the metrics its family files: fi nav, quota, quotaholders, inflows, redemptions; fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets); anything else is a ticker read from the cash board of the quote tape (open, high, low, close, volume, trades, quantity; prices raw, never adjusted). 1 to 3 ids anonymous, 1 to 50 signed in (catalog tiers.*.panel_ids); more is refused (22023). p_freq month (default) serves the fund series as filed and the tape as monthly bars of the sessions in the window (open of the first session, high and low over the month, close of the last, volume, trades and quantity summed; date = the month''s last session); p_freq day serves the tape session by session and refuses fund metrics (the series is monthly). A metric a family never files is refused (22023, metric_coverage lists what each family files); an unknown metric, or one no id in p_ids carries, is refused too. A metric the family files but a fund left blank that month is NULL, never 0. Unknown ids give no rows (all unknown: an empty array). Rows are ordered by date, id, metric, asset_class. Paging: p_after = '''' for the first page, then the last row''s date|id|metric|asset_class; a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ids: fund CNPJs and/or B3 tickers, e.g. {PETR4,33.101.369/0001-40}.
p_metrics: metric names (catalog metrics); default null = every metric of each id.
p_from: first date (YYYY-MM-DD); default 365 days before p_to.
p_to: last date (YYYY-MM-DD); default today.
p_freq: month (default) or day.
p_entity_type: fi, fidc or fii to keep one family of the CNPJ ids; default null (every family).
p_after: cursor: null = whole result, '''' = first page, then the last row''s date|id|metric|asset_class.
@tag Panel
@cursor date|id|metric|asset_class
@default p_metrics: every metric of each id (catalog metrics)
@default p_from: 365 days before p_to
@default p_to: today
@default p_freq
@default p_entity_type
@default p_after';
--! EndIncluded functions/panel.sql
--! Included functions/portfolio_fee_peers.sql
-- api.portfolio_fee_peers: where a fund's latest Extrato administration fee sits
-- among its peers (same association class, FUNDO_COTAS and scope, active in the
-- daily report), and the active ETFs whose underlying index the owner mapped to
-- that class (third-party website fees) once the group has 30 usable fund fees.
drop function if exists api.portfolio_fee_peers(text[], date);
drop type if exists api.portfolio_fee_peers_row;

create type api.portfolio_fee_peers_row as (
  cnpj text,
  classe_assoc text,
  fundo_cotas text,
  tp_fundo_classe text,
  status text,
  reason_code text,
  taxa_adm numeric,
  fee_as_of date,
  comparison_as_of date,
  activity_from date,
  activity_to date,
  n_peers integer,
  n_fund_peers integer,
  n_etf_peers integer,
  n_excluded integer,
  n_etf_excluded integer,
  p25_pct_year numeric,
  median_pct_year numeric,
  p75_pct_year numeric,
  percentile_pct numeric,
  difference_pp numeric,
  peer_fee_oldest date,
  peer_fee_newest date,
  etf_peer_fee_oldest date,
  etf_peer_fee_newest date,
  etf_peer_tickers text[],
  etf_peer_fee_source text
);
alter type api.portfolio_fee_peers_row owner to api_owner;
comment on type api.portfolio_fee_peers_row is 'One input CNPJ: its latest Extrato administration fee compared with the usable fees of its peer group, or why it is not compared.';
comment on column api.portfolio_fee_peers_row.cnpj is 'Fund or class CNPJ, 14 digits, as asked (punctuation removed, left-padded).';
comment on column api.portfolio_fee_peers_row.classe_assoc is 'CLASSE_ANBIMA of the fund''s latest Extrato (the association class filed); NULL without an Extrato or when blank.';
comment on column api.portfolio_fee_peers_row.fundo_cotas is 'FUNDO_COTAS (S/N) of the latest Extrato; NULL without one.';
comment on column api.portfolio_fee_peers_row.tp_fundo_classe is 'TP_FUNDO_CLASSE (FI or CLASSES - FIF) of the latest Extrato; NULL for a pre-2020 layout version or without one.';
comment on column api.portfolio_fee_peers_row.status is 'compared, or not_compared (reason_code says why).
@enum internal.peer_status';
comment on column api.portfolio_fee_peers_row.reason_code is 'NULL when compared; else sem_extrato_comparavel (no Extrato, or no class filed), taxa_data_futura (the latest Extrato is dated after p_as_of), taxa_defasada_comparacao (older than 36 months), taxa_nao_utilizavel (fee 0, above 5, negative or blank), pares_insuficientes (fewer than 30 usable fund fees in the group).
@enum internal.peer_reason_code';
comment on column api.portfolio_fee_peers_row.taxa_adm is 'The fund''s latest Extrato TAXA_ADM as filed (% a year), never rescaled; NULL without an Extrato.';
comment on column api.portfolio_fee_peers_row.fee_as_of is 'DT_COMPTC of the latest Extrato; NULL without one.';
comment on column api.portfolio_fee_peers_row.comparison_as_of is 'p_as_of (default today): the date the comparison is made at.';
comment on column api.portfolio_fee_peers_row.activity_from is 'First day of the three reference months ending in the p_as_of month: a peer must have a quota in the daily report in each of them.';
comment on column api.portfolio_fee_peers_row.activity_to is 'First day of the p_as_of month, the last of the three activity months.';
comment on column api.portfolio_fee_peers_row.n_peers is 'n_fund_peers + n_etf_peers; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_fund_peers is 'Usable fund fees in the group (the target included when eligible); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_etf_peers is 'Active ETFs of the curated registry whose underlying index is mapped to the class (owner-reviewed, never inferred from a name), with a usable third-party website fee; they join only a group that already has 30 usable fund fees. NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_excluded is 'Active funds of the group whose fee is not usable (0, above 5, negative, blank, older than 36 months or dated after p_as_of); NULL when the fund has no comparable Extrato.';
comment on column api.portfolio_fee_peers_row.n_etf_excluded is 'Active mapped ETFs without a usable website fee (none dated by p_as_of, 0, above 5, or older than 36 months); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.p25_pct_year is 'First quartile of the group''s usable fees, % a year (continuous); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.median_pct_year is 'Median of the group''s usable fees, % a year; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.p75_pct_year is 'Third quartile of the group''s usable fees, % a year; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.percentile_pct is 'Midrank percentile of the fund''s fee in the group: (peers below + half the peers equal) / n_peers x 100; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.difference_pp is 'taxa_adm minus median_pct_year, percentage points; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.peer_fee_oldest is 'Oldest filing date of the usable fund fees; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.peer_fee_newest is 'Newest filing date of the usable fund fees; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_oldest is 'Oldest website snapshot date of the ETF peers'' fees; NULL when not compared or no ETF peer.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_newest is 'Newest website snapshot date of the ETF peers'' fees; NULL when not compared or no ETF peer.';
comment on column api.portfolio_fee_peers_row.etf_peer_tickers is 'Tickers of the ETF peers, sorted; NULL when not compared or no ETF peer.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_source is 'Says the ETF peers'' fees are third-party website values (curated snapshots), never disclosed fees; NULL when not compared or no ETF peer.';

create function api.portfolio_fee_peers(p_cnpjs text[], p_as_of date default null)
returns setof api.portfolio_fee_peers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, current_date);
  v_to date := date_trunc('month', coalesce(p_as_of, current_date))::date;
  v_from date := (date_trunc('month', coalesce(p_as_of, current_date)) - interval '2 months')::date;
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fee_peers', 1);
  return query
    with asked as (
      select internal.cnpj(a.c, 'portfolio_fee_peers') as cnpj, a.ord
      from unnest(p_cnpjs) with ordinality as a(c, ord)
    ),
    ids as (select asked.cnpj, min(asked.ord) as ord from asked group by asked.cnpj),
    latest as (
      select distinct on (e.cnpj) e.cnpj, e.classe_anbima, e.fundo_cotas, e.tp_fundo_classe, e.taxa_adm, e.dt_comptc,
             e.taxa_adm > 0 and e.taxa_adm <= 5 and e.dt_comptc <= v_as_of
               and e.dt_comptc >= (v_as_of - interval '36 months')::date as usable
      from cvm.extrato e
      -- an ETF of the curated registry is an ETF peer (once), never a fund peer
      where not exists (select 1 from curated.etf_registry g where g.cnpj = e.cnpj)
      order by e.cnpj, e.dt_comptc desc
    ),
    active as (
      -- a quota in the daily report in each of the three reference months
      select m.cnpj from cvm.fund_month m
      where m.entity_type = 'fi' and m.period between v_from and v_to and m.quota is not null
      group by m.cnpj
      having count(distinct m.period) = 3
    ),
    targets as (
      select ids.cnpj, ids.ord, l.classe_anbima, l.fundo_cotas, l.tp_fundo_classe, l.taxa_adm, l.dt_comptc, l.usable,
             case
               when l.cnpj is null or l.classe_anbima is null then 'sem_extrato_comparavel'
               when l.dt_comptc > v_as_of then 'taxa_data_futura'
               when l.dt_comptc < (v_as_of - interval '36 months')::date then 'taxa_defasada_comparacao'
               when not coalesce(l.taxa_adm > 0 and l.taxa_adm <= 5, false) then 'taxa_nao_utilizavel'
             end as own_reason
      from ids left join latest l on l.cnpj = ids.cnpj
    ),
    groups as (
      -- each distinct peer group once (a handful per call), its usable fees sorted
      select p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe,
             count(*) filter (where p.usable) as n_usable,
             count(*) filter (where not coalesce(p.usable, false)) as n_unusable,
             array_agg(p.taxa_adm order by p.taxa_adm) filter (where p.usable) as fees,
             min(p.dt_comptc) filter (where p.usable) as oldest,
             max(p.dt_comptc) filter (where p.usable) as newest
      from latest p
      join active a on a.cnpj = p.cnpj
      where (p.classe_anbima, coalesce(p.fundo_cotas, ''), coalesce(p.tp_fundo_classe, '')) in
            (select t.classe_anbima, coalesce(t.fundo_cotas, ''), coalesce(t.tp_fundo_classe, '') from targets t where t.classe_anbima is not null)
      group by p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe
    ),
    etf_groups as (
      -- active ETFs whose underlying index the owner mapped to a target's class: the
      -- newest website snapshot with a fee dated by p_as_of, usable by the fund rules
      select m.classe_anbima,
             count(*) filter (where e.usable) as n_etf,
             count(*) filter (where not e.usable) as n_etf_unusable,
             array_agg(e.taxa_adm order by e.taxa_adm) filter (where e.usable) as etf_fees,
             array_agg(g.ticker order by g.ticker) filter (where e.usable) as tickers,
             min(e.as_of) filter (where e.usable) as etf_oldest,
             max(e.as_of) filter (where e.usable) as etf_newest
      from curated.etf_registry g
      join curated.etf_index_class m on m.underlying_index = g.underlying_index
      left join lateral (
        select w.taxa_adm, w.as_of,
               w.taxa_adm > 0 and w.taxa_adm <= 5 and w.as_of >= (v_as_of - interval '36 months')::date as usable
        from curated.etf_site_snapshot w
        where w.ticker = g.ticker and w.taxa_adm is not null and w.as_of <= v_as_of
        order by w.as_of desc limit 1
      ) e0 on true
      cross join lateral (select e0.taxa_adm, e0.as_of, coalesce(e0.usable, false) as usable) e
      where g.active and m.classe_anbima in (select t.classe_anbima from targets t)
      group by m.classe_anbima
    ),
    judged as (
      select t.cnpj, t.ord, t.classe_anbima, t.fundo_cotas, t.tp_fundo_classe, t.taxa_adm, t.dt_comptc,
             g.n_usable, g.n_unusable, g.oldest, g.newest,
             coalesce(eg.n_etf, 0) as n_etf, coalesce(eg.n_etf_unusable, 0) as n_etf_unusable, eg.tickers, eg.etf_oldest, eg.etf_newest,
             st.*,
             coalesce(t.own_reason, case when coalesce(g.n_usable, 0) < 30 then 'pares_insuficientes' end) as reason
      from targets t
      left join groups g on g.classe_anbima = t.classe_anbima and g.fundo_cotas is not distinct from t.fundo_cotas
                        and g.tp_fundo_classe is not distinct from t.tp_fundo_classe
      left join etf_groups eg on eg.classe_anbima = t.classe_anbima
      -- the combined group: fund fees, plus the ETF fees (they join only a group with 30 fund fees)
      left join lateral (
        select percentile_cont(0.25) within group (order by f) as p25,
               percentile_cont(0.5) within group (order by f) as p50,
               percentile_cont(0.75) within group (order by f) as p75,
               count(*) filter (where f < t.taxa_adm) as n_below,
               count(*) filter (where f = t.taxa_adm) as n_equal,
               count(*) as n_all
        from unnest(g.fees || coalesce(eg.etf_fees, '{}'::numeric[])) f
      ) st on true
    )
    select j.cnpj, j.classe_anbima, j.fundo_cotas, j.tp_fundo_classe,
           case when j.reason is null then 'compared' else 'not_compared' end,
           j.reason,
           j.taxa_adm, j.dt_comptc, v_as_of, v_from, v_to,
           case when j.reason is null then j.n_all::integer end,
           case when j.reason is null then j.n_usable::integer end,
           case when j.reason is null then j.n_etf::integer end,
           case when j.classe_anbima is not null then coalesce(j.n_unusable, 0)::integer end,
           case when j.reason is null then j.n_etf_unusable::integer end,
           case when j.reason is null then round(j.p25::numeric, 6) end,
           case when j.reason is null then round(j.p50::numeric, 6) end,
           case when j.reason is null then round(j.p75::numeric, 6) end,
           case when j.reason is null then round((j.n_below + 0.5 * j.n_equal) * 100.0 / j.n_all, 4) end,
           case when j.reason is null then round(j.taxa_adm - j.p50::numeric, 6) end,
           case when j.reason is null then j.oldest end,
           case when j.reason is null then j.newest end,
           case when j.reason is null and j.n_etf > 0 then j.etf_oldest end,
           case when j.reason is null and j.n_etf > 0 then j.etf_newest end,
           case when j.reason is null and j.n_etf > 0 then j.tickers end,
           case when j.reason is null and j.n_etf > 0 then 'third-party website values (owner-curated ETF snapshots), never a disclosed fee' end
    from judged j
    order by j.ord;
end;
$$;

alter function api.portfolio_fee_peers(text[], date) owner to api_owner;
revoke all on function api.portfolio_fee_peers(text[], date) from public;
grant execute on function api.portfolio_fee_peers(text[], date) to anon, authenticated;
comment on function api.portfolio_fee_peers(text[], date) is 'Administration fee against peers, for 1 to 200 funds.
One row per distinct CNPJ in order of first appearance. Uses each fund''s latest Extrato only (not a historical backtest). Fund peers: a quota in the daily report in each of the three reference months ending in the p_as_of month, the same filed association class (CLASSE_ANBIMA), the same FUNDO_COTAS flag and the same TP_FUNDO_CLASSE. A fee is usable when above 0 and at most 5 % a year, dated no later than p_as_of and no older than 36 months; a group needs at least 30 usable fund fees (the target included when eligible), with no broader fallback. p25/median/p75 are over the usable fees; percentile_pct is a midrank (ties count half); difference_pp is the fund''s fee minus the median. status not_compared carries reason_code and NULL statistics. Source values are never rescaled; no performance fee, expense ratio or saving is produced. ETF peers: an active ETF of the owner-curated registry whose underlying index the owner mapped to the class joins every FUNDO_COTAS and scope cell of that class, once, with the newest third-party website fee dated by p_as_of under the same usable rules, but only a group that already has 30 usable fund fees (ETFs never make a group qualify); n_peers = n_fund_peers + n_etf_peers and the statistics are over the combined group. No CNPJ, more than 200 CNPJs or an entry that is not a CNPJ raises 22023.
p_cnpjs: array of 1 to 200 CNPJs, punctuated or bare (leading zeros optional).
p_as_of: the comparison date (default today).
@tag Portfolio
@since etf_peers: v66';
--! EndIncluded functions/portfolio_fee_peers.sql
--! Included functions/portfolio_fees.sql
-- api.portfolio_fees: the disclosed fee of each fund, as filed, with every rule
-- that makes a filed number unusable (0 = not informed, above 5 = scale error)
-- visible in the row instead of silently applied. Sources served: the Extrato
-- (newest version), the lâmina (newest filing date) and the legacy registry
-- cad_fi; the ESTIMATE columns come from the balance sheet (balancete) and are
-- never mixed into the disclosed ones. For an ETF (curated registry) the fee a
-- third-party website prints sits in etf_site_* beside them, never in disclosed_*.
drop function if exists api.portfolio_fees(text[], date);
drop type if exists api.portfolio_fees_row;

create type api.portfolio_fees_row as (
  cnpj text,
  fund_name text,
  month date,
  nav numeric,
  adm_fee_flow numeric,
  adm_fee_pct_annual_est numeric,
  perf_fee_flow numeric,
  perf_fee_pct_annual_est numeric,
  fiscal_reset_suspect boolean,
  estimate_label text,
  disclosed_taxa_adm numeric,
  disclosed_taxa_adm_min numeric,
  disclosed_taxa_adm_max numeric,
  disclosed_taxa_perfm text,
  disclosed_taxa_adm_info text,
  disclosed_taxa_perfm_info text,
  disclosed_source text,
  disclosed_note text,
  disclosed_origin text,
  disclosed_as_of date,
  disclosed_age_months integer,
  disclosed_age_days integer,
  disclosed_n_classes integer,
  filed_zero boolean,
  implausible_filed boolean,
  taxa_adm_filed_raw numeric,
  extrato_tp_fundo_classe text,
  extrato_classe_assoc text,
  extrato_class_note text,
  extrato_existe_taxa_perfm text,
  extrato_param_taxa_perfm text,
  extrato_calc_taxa_perfm text,
  extrato_inf_taxa_perfm text,
  extrato_existe_taxa_ingresso text,
  extrato_existe_taxa_saida text,
  extrato_taxa_perfm numeric,
  extrato_taxa_ingresso_pr numeric,
  extrato_taxa_ingresso_real numeric,
  extrato_taxa_saida_pr numeric,
  extrato_taxa_saida_real numeric,
  extrato_taxa_custodia_max numeric,
  extrato_taxa_adm_filed numeric,
  extrato_lamina_ratio numeric,
  extrato_scale_factor integer,
  extrato_as_of date,
  lamina_pr_pl_despesa numeric,
  lamina_taxa_adm numeric,
  lamina_taxa_adm_min numeric,
  lamina_taxa_adm_max numeric,
  lamina_n_classes integer,
  lamina_age_months integer,
  lamina_dt_ini_despesa date,
  lamina_dt_fim_despesa date,
  lamina_as_of date,
  lamina_expense_note text,
  fee_resolution text,
  etf_ticker text,
  etf_site_source text,
  etf_site_note text,
  etf_site_taxa_adm numeric,
  etf_site_nr_cotistas numeric,
  etf_site_pl numeric,
  etf_site_as_of date,
  benchmark_extrato text,
  benchmark_lamina text,
  benchmark_lamina_n integer
);
alter type api.portfolio_fees_row owner to api_owner;
comment on type api.portfolio_fees_row is 'One fund (CNPJ) with its disclosed fees as filed (% a year). DISCLOSED numbers come from one source per fund: the newest Extrato version, else the newest lâmina, else the legacy registry cad_fi (a newer plausible lâmina replaces an Extrato that filed 0 or above 5).';
comment on column api.portfolio_fees_row.cnpj is 'Fund or class CNPJ, 14 digits, as asked (punctuation removed, left-padded).';
comment on column api.portfolio_fees_row.fund_name is 'DENOM_SOCIAL of the newest Extrato, else of the registry; NULL when neither holds the CNPJ.';
comment on column api.portfolio_fees_row.month is 'Balance-sheet month of the estimate (first day): p_month''s month, or the fund''s newest balance-sheet month when p_month is null; NULL when no balance sheet is held for the fund.';
comment on column api.portfolio_fees_row.nav is 'ESTIMATE base: the month''s accounting groups 6 + 7 + 8 (60000002 + 70000009 + 80000006) of the balance sheet, R$; NULL when not filed.';
comment on column api.portfolio_fees_row.adm_fee_flow is 'ESTIMATE: the month''s administration fee accrual, R$, positive = cost: previous month''s accumulated 81781001 minus this month''s (filed negative); in the registry''s fiscal-year start month, this month''s accumulated value alone. NULL in a suspected reset month, without the previous month, or without the account.';
comment on column api.portfolio_fees_row.adm_fee_pct_annual_est is 'ESTIMATE: adm_fee_flow x 12 / nav x 100, % a year; NULL when either is NULL or nav is not positive. Never the disclosed fee.';
comment on column api.portfolio_fees_row.perf_fee_flow is 'ESTIMATE: the month''s performance fee accrual (81782000) by the same rule; negative = a reversed provision; NULL when the account is not filed this or the previous month, or in a suspected reset month.';
comment on column api.portfolio_fees_row.perf_fee_pct_annual_est is 'ESTIMATE: perf_fee_flow x 12 / nav x 100, % a year; NULL when either is NULL or nav is not positive.';
comment on column api.portfolio_fees_row.fiscal_reset_suspect is 'TRUE when the accumulated administration fee fell this month (a fiscal-year reset) and the registry does not put the fiscal-year start in this month: the estimate is then NULL. FALSE otherwise; NULL without a balance sheet for the month.';
comment on column api.portfolio_fees_row.estimate_label is 'Always present: says the figures are a balance-sheet ESTIMATE (never the disclosed fee), or why there is none.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm is 'Administration fee, % a year, from disclosed_origin. 0 is returned with filed_zero TRUE (not informed, never a zero cost); NULL when the filed value is above 5 or below 0 (implausible_filed, raw value in taxa_adm_filed_raw), when the lâmina''s classes disagree (min/max and disclosed_note say so), when nothing is filed, or when no source holds the CNPJ. NULL is never a zero fee.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_min is 'Lowest TAXA_ADM the lâmina''s classes filed when the lâmina is the source; NULL otherwise.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_max is 'Highest TAXA_ADM the lâmina''s classes filed when the lâmina is the source; NULL otherwise.';
comment on column api.portfolio_fees_row.disclosed_n_classes is 'Rows (classes or subclasses) of the source filing: 1 for the Extrato and cad_fi, the lâmina''s row count when it is the source; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.disclosed_taxa_perfm is 'Performance fee as filed by disclosed_origin (Extrato TAXA_PERFM, the lâmina''s free text when every class filed the same, or cad_fi TAXA_PERFM), as text; NULL when not filed or the classes differ.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_info is 'cad_fi INF_TAXA_ADM when the registry is the source; NULL otherwise (the Extrato has no such field).';
comment on column api.portfolio_fees_row.disclosed_taxa_perfm_info is 'INF_TAXA_PERFM of the source (Extrato or cad_fi); NULL when not filed.';
comment on column api.portfolio_fees_row.disclosed_source is 'Which file the disclosed fee comes from, in words; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.disclosed_note is 'Why a disclosed value is NULL or must be read with care (filed 0, implausible value, lâmina classes that filed different fees or left the fee blank, nothing filed, no source); NULL when there is nothing to say.';
comment on column api.portfolio_fees_row.disclosed_origin is 'extrato, lamina or cad_fi; NULL when no source holds the CNPJ.
@enum internal.disclosed_origin';
comment on column api.portfolio_fees_row.disclosed_as_of is 'Filing date of the source: the Extrato version''s or the lâmina''s DT_COMPTC; NULL for cad_fi (the snapshot does not date its fee) and when there is no source.';
comment on column api.portfolio_fees_row.disclosed_age_months is 'Whole months from disclosed_as_of to today; NULL when disclosed_as_of is NULL.';
comment on column api.portfolio_fees_row.disclosed_age_days is 'Days from disclosed_as_of to today; NULL when disclosed_as_of is NULL.';
comment on column api.portfolio_fees_row.filed_zero is 'TRUE when the source filed an administration fee of exactly 0 (means not informed); FALSE otherwise; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.implausible_filed is 'TRUE when the source filed an administration fee above 5 or below 0 (not returned as the fee); FALSE otherwise; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.taxa_adm_filed_raw is 'The administration fee exactly as the source filed it (also when implausible); never rewritten; NULL when not filed.';
comment on column api.portfolio_fees_row.extrato_tp_fundo_classe is 'Extrato TP_FUNDO_CLASSE (FI or CLASSES - FIF); NULL for a pre-2020 layout version (no such column) or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_classe_assoc is 'Extrato CLASSE_ANBIMA: the association class filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_class_note is 'What the Extrato row covers, read from its filed TP_FUNDO_CLASSE (the Extrato layout has no note column of its own): CLASSES - FIF = a class-level row of a CVM Resolution 175 fund (no subclass column: a fee that differs by subclass is not visible and none is assumed); FI = the fund''s own row; any other value is named as filed. NULL for a pre-2020 layout version (no TP_FUNDO_CLASSE column) or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_existe_taxa_perfm is 'Extrato EXISTE_TAXA_PERFM (S/N) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_param_taxa_perfm is 'Extrato PARAM_TAXA_PERFM (the performance fee''s index) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_calc_taxa_perfm is 'Extrato CALC_TAXA_PERFM as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_inf_taxa_perfm is 'Extrato INF_TAXA_PERFM as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_existe_taxa_ingresso is 'Extrato EXISTE_TAXA_INGRESSO (S/N) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_existe_taxa_saida is 'Extrato EXISTE_TAXA_SAIDA (S/N) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_perfm is 'Extrato TAXA_PERFM (%) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_ingresso_pr is 'Extrato TAXA_INGRESSO_PR (entry fee, %) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_ingresso_real is 'Extrato TAXA_INGRESSO_REAL (entry fee, R$) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_saida_pr is 'Extrato TAXA_SAIDA_PR (exit fee, %) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_saida_real is 'Extrato TAXA_SAIDA_REAL (exit fee, R$) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_custodia_max is 'Extrato TAXA_CUSTODIA_MAX (% a year) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_adm_filed is 'Extrato TAXA_ADM exactly as filed (0 and values above 5 included), whatever the source; never rescaled, never to be summed; NULL without an Extrato.';
comment on column api.portfolio_fees_row.extrato_lamina_ratio is 'Extrato TAXA_ADM over the lâmina''s single fee when both are above 0; NULL otherwise. A comparison only.';
comment on column api.portfolio_fees_row.extrato_scale_factor is '10 or 100 when an Extrato fee above 5 equals that factor times the lâmina''s single fee within the two-decimal rounding of both; a flag only, nothing is rescaled; NULL otherwise.';
comment on column api.portfolio_fees_row.lamina_pr_pl_despesa is 'PR_PL_DESPESA, the lâmina''s declared total expense ratio (% of average NAV over lamina_dt_ini_despesa..lamina_dt_fim_despesa) whatever the fee source; never added to the administration fee; NULL when not filed, when the classes differ (lamina_expense_note) or without a lâmina.';
comment on column api.portfolio_fees_row.lamina_taxa_adm is 'The newest lâmina''s TAXA_ADM as filed when every class filed the same value; NULL when the classes differ, none filed one, or there is no lâmina. Never rescaled, never to be summed.';
comment on column api.portfolio_fees_row.lamina_taxa_adm_min is 'Lowest TAXA_ADM of the newest lâmina''s classes; NULL without a lâmina fee.';
comment on column api.portfolio_fees_row.lamina_taxa_adm_max is 'Highest TAXA_ADM of the newest lâmina''s classes; NULL without a lâmina fee.';
comment on column api.portfolio_fees_row.lamina_n_classes is 'Rows (classes or subclasses) of the newest lâmina; NULL without a lâmina.';
comment on column api.portfolio_fees_row.lamina_age_months is 'Whole months from lamina_as_of to today; NULL without a lâmina.';
comment on column api.portfolio_fees_row.lamina_dt_ini_despesa is 'DT_INI_DESPESA, start of the expense-ratio period (earliest of the classes); NULL when not filed or without a lâmina.';
comment on column api.portfolio_fees_row.lamina_dt_fim_despesa is 'DT_FIM_DESPESA, end of the expense-ratio period (latest of the classes); NULL when not filed or without a lâmina.';
comment on column api.portfolio_fees_row.lamina_as_of is 'DT_COMPTC of the newest lâmina held; NULL without a lâmina.';
comment on column api.portfolio_fees_row.lamina_expense_note is 'Says when the classes filed different expense ratios (lamina_pr_pl_despesa is then NULL); NULL otherwise.';
comment on column api.portfolio_fees_row.benchmark_lamina is 'INDICE_REFER of the newest lâmina when every class filed the same NON-blank index; NULL when any class left it blank (a blank is no index, not the same one), when the classes differ, or without a lâmina (benchmark_lamina_n says how many distinct values were filed). Never inferred from a name or class.';
comment on column api.portfolio_fees_row.benchmark_lamina_n is 'Distinct INDICE_REFER values the newest lâmina''s classes filed; a blank is not a value and is not counted: 0 none filed, 1 one value (benchmark_lamina is NULL all the same when another class left it blank), above 1 the classes differ; NULL without a lâmina.';
comment on column api.portfolio_fees_row.extrato_as_of is 'DT_COMPTC (filing date) of the newest Extrato version held; NULL without an Extrato.';
comment on column api.portfolio_fees_row.fee_resolution is 'extrato (Extrato fee in (0, 5] or not filed), extrato_lamina_beside (the Extrato filed 0, above 5 or below 0; a lâmina fee is beside it but is not newer or not plausible), extrato_to_check (same, with no lâmina fee), lamina_newer (the Extrato filed exactly 0 or above 5 and a NEWER lâmina''s single fee is in (0, 5]: the lâmina is the source), lamina (no Extrato), cad_fi (neither); NULL when no source holds the CNPJ.
@enum internal.fee_resolution';
comment on column api.portfolio_fees_row.etf_ticker is 'The ticker of the CNPJ in the owner-curated ETF registry; NULL when the CNPJ is not an ETF there.';
comment on column api.portfolio_fees_row.etf_site_source is 'Where the ETF values were copied from (the website, as the curated snapshot names it); NULL without a snapshot with a fee.';
comment on column api.portfolio_fees_row.etf_site_note is 'Says the etf_site_* values are a third-party website''s, never a disclosed fee (the Extrato, lâmina and registry carry no fee for an ETF), and why a value is NULL; NULL when the CNPJ is not in the ETF registry.';
comment on column api.portfolio_fees_row.etf_site_taxa_adm is 'Total administration fee the third-party website printed, % a year: the newest snapshot of the ticker with a fee; never placed in disclosed_*. NULL when not an ETF or no snapshot printed a fee.';
comment on column api.portfolio_fees_row.etf_site_nr_cotistas is 'Holder count from the same snapshot; descriptive only, never summed. NULL when not printed or no snapshot.';
comment on column api.portfolio_fees_row.etf_site_pl is 'Net assets (R$) from the same snapshot; descriptive only, never a fee base. NULL when not printed or no snapshot.';
comment on column api.portfolio_fees_row.etf_site_as_of is 'Date of that snapshot; NULL without one.';
comment on column api.portfolio_fees_row.benchmark_extrato is 'Extrato PARAM_TAXA_PERFM, the performance fee''s index as filed (dated extrato_as_of); never inferred from a name or class; NULL when blank or without an Extrato.';

create function api.portfolio_fees(p_cnpjs text[], p_month date default null)
returns setof api.portfolio_fees_row
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fees', 0);
  return query
    with asked as (
      select internal.cnpj(a.c, 'portfolio_fees') as cnpj, a.ord
      from unnest(coalesce(p_cnpjs, '{}'::text[])) with ordinality as a(c, ord)
    ),
    ids as (select asked.cnpj, min(asked.ord) as ord from asked group by asked.cnpj),
    picked as (
      select ids.cnpj, ids.ord, x.dt_comptc is not null as has_extrato, r.cnpj is not null as has_registry,
             l.as_of is not null as has_lamina,
             x.denom_social as x_name, x.dt_comptc, x.tp_fundo_classe, x.classe_anbima, x.taxa_adm as x_adm,
             x.taxa_custodia_max, x.existe_taxa_perfm, x.taxa_perfm as x_perfm, x.param_taxa_perfm,
             x.calc_taxa_perfm, x.inf_taxa_perfm as x_perfm_info, x.existe_taxa_ingresso, x.taxa_ingresso_real,
             x.taxa_ingresso_pr, x.existe_taxa_saida, x.taxa_saida_real, x.taxa_saida_pr,
             r.denom_social as r_name, r.taxa_adm as r_adm, r.inf_taxa_adm as r_adm_info,
             r.taxa_perfm as r_perfm, r.inf_taxa_perfm as r_perfm_info,
             l.*, b.*, etf.*
      from ids
      left join lateral (
        select e.* from cvm.extrato e where e.cnpj = ids.cnpj order by e.dt_comptc desc limit 1
      ) x on true
      left join lateral (
        -- the newest lâmina: every class (subclass row) filed on that date
        select max(m.denom_social) as l_name, m.dt_comptc as as_of, count(*)::integer as n_classes,
               case when count(distinct m.taxa_adm) = 1 and count(m.taxa_adm) = count(*) then min(m.taxa_adm) end as l_adm,
               min(m.taxa_adm) as l_adm_min, max(m.taxa_adm) as l_adm_max,
               case when count(distinct m.taxa_perfm) = 1 and count(m.taxa_perfm) = count(*) then min(m.taxa_perfm) end as l_perfm,
               case when count(distinct m.pr_pl_despesa) = 1 and count(m.pr_pl_despesa) = count(*) then min(m.pr_pl_despesa) end as l_despesa,
               count(distinct m.pr_pl_despesa) as n_despesa,
               min(m.dt_ini_despesa) as l_ini, max(m.dt_fim_despesa) as l_fim,
               count(distinct m.taxa_adm)::integer as n_adm, (count(*) - count(m.taxa_adm))::integer as n_adm_blank,
               -- a class that left INDICE_REFER blank filed no index: not a value of n_bench, and not "the same one"
               count(distinct m.indice_refer)::integer as n_bench,
               case when count(distinct m.indice_refer) = 1 and count(m.indice_refer) = count(*) then min(m.indice_refer) end as l_bench
        from cvm.lamina m
        where m.cnpj = ids.cnpj
          and m.dt_comptc = (select max(n.dt_comptc) from cvm.lamina n where n.cnpj = ids.cnpj)
        group by m.dt_comptc
      ) l on true
      left join lateral (
        -- the balance-sheet month: p_month's, else the fund's newest; accounts of it and of the month before
        select bm.m as b_month,
               (select sum(v.vl_saldo_balcte) from cvm.balancete v
                 where v.cnpj = ids.cnpj and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month'
                   and v.cd_conta_balcte in ('60000002', '70000009', '80000006')) as b_nav,
               (select v.vl_saldo_balcte from cvm.balancete v where v.cnpj = ids.cnpj and v.cd_conta_balcte = '81781001'
                   and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month' order by v.dt_comptc desc limit 1) as adm_cur,
               (select v.vl_saldo_balcte from cvm.balancete v where v.cnpj = ids.cnpj and v.cd_conta_balcte = '81781001'
                   and v.dt_comptc >= bm.m - interval '1 month' and v.dt_comptc < bm.m order by v.dt_comptc desc limit 1) as adm_prev,
               (select v.vl_saldo_balcte from cvm.balancete v where v.cnpj = ids.cnpj and v.cd_conta_balcte = '81782000'
                   and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month' order by v.dt_comptc desc limit 1) as perf_cur,
               (select v.vl_saldo_balcte from cvm.balancete v where v.cnpj = ids.cnpj and v.cd_conta_balcte = '81782000'
                   and v.dt_comptc >= bm.m - interval '1 month' and v.dt_comptc < bm.m order by v.dt_comptc desc limit 1) as perf_prev,
               -- the registry puts the fiscal-year start in this month (history, or the current start's month of year)
               exists (select 1 from cvm.cad_fi_exerc_social es where es.cnpj = ids.cnpj and date_trunc('month', es.dt_ini_exerc) = bm.m)
                 or exists (select 1 from cvm.cad_fi f where f.cnpj = ids.cnpj and extract(month from f.dt_ini_exerc) = extract(month from bm.m)) as start_month
        from (select coalesce(date_trunc('month', p_month)::date,
                              (select date_trunc('month', max(v.dt_comptc))::date from cvm.balancete v where v.cnpj = ids.cnpj)) as m) bm
        where exists (select 1 from cvm.balancete v where v.cnpj = ids.cnpj and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month')
      ) b on true
      left join lateral (
        -- an ETF of the curated registry: its ticker's newest website snapshot that printed a fee
        select g.ticker as etf_ticker, g.sample as etf_sample, w.as_of as w_as_of, w.taxa_adm as w_adm, w.nr_cotistas as w_holders,
               w.pl as w_pl, w.source as w_source, w.sample as w_sample
        from curated.etf_registry g
        left join lateral (
          select w.* from curated.etf_site_snapshot w where w.ticker = g.ticker and w.taxa_adm is not null order by w.as_of desc limit 1
        ) w on true
        where g.cnpj = ids.cnpj
      ) etf on true
      left join lateral (
        -- a CNPJ registered under several types: the one still active, then the newest registration
        select f.* from cvm.cad_fi f where f.cnpj = ids.cnpj
        order by (f.dt_cancel is null) desc, f.dt_reg desc nulls last, f.tp_fundo limit 1
      ) r on true
    ),
    resolved as (
      select p.*,
             case
               when not p.has_extrato then case when p.has_lamina then 'lamina' when p.has_registry then 'cad_fi' end
               when p.x_adm is null or (p.x_adm > 0 and p.x_adm <= 5) then 'extrato'
               -- v55: a newer plausible lâmina replaces an Extrato that filed exactly 0 or above 5
               when (p.x_adm = 0 or p.x_adm > 5) and p.l_adm > 0 and p.l_adm <= 5 and p.as_of > p.dt_comptc then 'lamina_newer'
               when p.l_adm_min is not null then 'extrato_lamina_beside'
               else 'extrato_to_check'
             end as resolution
      from picked p
    ),
    estimated as (
      select r.*,
             (r.adm_prev is not null and r.adm_cur is not null and abs(r.adm_cur) < abs(r.adm_prev)) as fell,
             case when r.start_month then -r.adm_cur
                  when abs(r.adm_cur) < abs(r.adm_prev) then null
                  else r.adm_prev - r.adm_cur end as adm_flow,
             case when r.start_month then -r.perf_cur
                  when abs(r.adm_cur) < abs(r.adm_prev) then null
                  else r.perf_prev - r.perf_cur end as perf_flow
      from resolved r
    ),
    sourced as (
      select r.*,
             case when r.resolution in ('lamina', 'lamina_newer') then 'lamina' when r.resolution = 'cad_fi' then 'cad_fi'
                  when r.resolution is not null then 'extrato' end as origin,
             case when r.resolution in ('lamina', 'lamina_newer') then r.l_adm when r.resolution = 'cad_fi' then r.r_adm
                  when r.resolution is not null then r.x_adm end as filed
      from estimated r
    )
    select s.cnpj as cnpj,
           coalesce(case when s.origin = 'lamina' then s.l_name end, s.x_name, s.l_name, s.r_name) as fund_name,
           s.b_month as month,
           s.b_nav as nav,
           s.adm_flow as adm_fee_flow,
           case when s.b_nav > 0 then round(s.adm_flow * 12 / s.b_nav * 100, 6) end as adm_fee_pct_annual_est,
           s.perf_flow as perf_fee_flow,
           case when s.b_nav > 0 then round(s.perf_flow * 12 / s.b_nav * 100, 6) end as perf_fee_pct_annual_est,
           case when s.b_month is not null then s.fell and not s.start_month end as fiscal_reset_suspect,
           case
             when s.b_month is null then 'No estimate: no balance sheet (balancete) is held for this fund' || case when p_month is not null then ' in that month.' else '.' end
             when s.fell and not s.start_month then 'No estimate: the accumulated fee fell this month (fiscal-year reset suspected) and the registry does not put the fiscal-year start in this month.'
             when s.adm_cur is null then 'No estimate: the balance sheet files no administration fee account (81781001) this month.'
             when s.adm_prev is null and not s.start_month then 'No estimate: the previous month''s balance sheet is not held, so the month''s accrual is unknown.'
             when not coalesce(s.b_nav > 0, false) then 'Estimate of the accrual only: the NAV (groups 6 + 7 + 8) is not held or not positive, so no annual rate.'
             else 'Estimate from balance-sheet accruals (month''s accrual x 12 / NAV of groups 6 + 7 + 8), not the disclosed fee'
                  || case when s.start_month then '; fiscal-year start month per the registry: the accumulated value alone.' else '.' end
           end as estimate_label,
           case when s.filed >= 0 and s.filed <= 5 then s.filed end as disclosed_taxa_adm,
           case when s.origin = 'lamina' then s.l_adm_min end as disclosed_taxa_adm_min,
           case when s.origin = 'lamina' then s.l_adm_max end as disclosed_taxa_adm_max,
           case s.origin when 'extrato' then s.x_perfm::text when 'lamina' then s.l_perfm when 'cad_fi' then s.r_perfm::text end as disclosed_taxa_perfm,
           case s.origin when 'cad_fi' then s.r_adm_info end as disclosed_taxa_adm_info,
           case s.origin when 'extrato' then s.x_perfm_info when 'cad_fi' then s.r_perfm_info end as disclosed_taxa_perfm_info,
           case s.origin
             when 'extrato' then format('CVM fund statement (Extrato, extrato_fi), version filed %s', s.dt_comptc)
             when 'lamina' then format('CVM factsheet (lâmina, lamina_fi), filed %s', s.as_of)
               || case when s.resolution = 'lamina_newer' then format(', newer than the Extrato of %s that filed %s', s.dt_comptc, s.x_adm) else '' end
             when 'cad_fi' then 'CVM legacy fund registry (cad_fi.csv), no Extrato or lâmina held'
           end as disclosed_source,
           case
             when s.origin is null then 'No Extrato, lâmina or registry entry is held for this CNPJ: every disclosed value is unknown (NULL), not zero.'
             when s.origin = 'lamina' and s.l_adm is null and s.n_adm > 1 then format('The lâmina''s %s classes filed different administration fees (%s to %s)%s: no single fee.', s.n_classes, s.l_adm_min, s.l_adm_max,
               case when s.n_adm_blank > 0 then format('; %s of them filed none', s.n_adm_blank) else '' end)
             when s.origin = 'lamina' and s.l_adm is null and s.n_adm = 1 then format('%s of the lâmina''s %s classes filed no administration fee (blank, not a zero fee) and the others filed %s: no single fee.', s.n_adm_blank, s.n_classes, s.l_adm_min)
             when s.filed = 0 then 'The fund filed an administration fee of 0, which means not informed, never a zero cost.'
             when s.filed > 5 or s.filed < 0 then format('The filed administration fee %s is outside 0..5 %% a year (probably a scale error); it is not returned as the fee and is kept in taxa_adm_filed_raw.', s.filed)
             when s.filed is null then 'The source filed no administration fee (NULL is not a zero fee).'
           end as disclosed_note,
           s.origin as disclosed_origin,
           case s.origin when 'extrato' then s.dt_comptc when 'lamina' then s.as_of end as disclosed_as_of,
           (select (extract(year from age(current_date, d)) * 12 + extract(month from age(current_date, d)))::integer
              from (select case s.origin when 'extrato' then s.dt_comptc when 'lamina' then s.as_of end as d) a) as disclosed_age_months,
           (case s.origin when 'extrato' then current_date - s.dt_comptc when 'lamina' then current_date - s.as_of end) as disclosed_age_days,
           case s.origin when 'lamina' then s.n_classes when 'extrato' then 1 when 'cad_fi' then 1 end as disclosed_n_classes,
           case when s.origin is not null then coalesce(s.filed = 0, false) end as filed_zero,
           case when s.origin is not null then coalesce(s.filed > 5 or s.filed < 0, false) end as implausible_filed,
           s.filed as taxa_adm_filed_raw,
           s.tp_fundo_classe as extrato_tp_fundo_classe,
           s.classe_anbima as extrato_classe_assoc,
           case
             when s.tp_fundo_classe = 'CLASSES - FIF' then 'Class-level row (CVM Resolution 175, TP_FUNDO_CLASSE CLASSES - FIF): the Extrato has no subclass column, so these are the class''s fees; a fee that differs by subclass is not visible and no subclass fee is assumed.'
             when s.tp_fundo_classe = 'FI' then 'Fund-level row (TP_FUNDO_CLASSE FI): the fees of the fund as filed.'
             when s.tp_fundo_classe is not null then 'TP_FUNDO_CLASSE ' || s.tp_fundo_classe || ' as filed: the Extrato has no subclass column, so no subclass fee is assumed.'
           end as extrato_class_note,
           s.existe_taxa_perfm as extrato_existe_taxa_perfm,
           s.param_taxa_perfm as extrato_param_taxa_perfm,
           s.calc_taxa_perfm as extrato_calc_taxa_perfm,
           s.x_perfm_info as extrato_inf_taxa_perfm,
           s.existe_taxa_ingresso as extrato_existe_taxa_ingresso,
           s.existe_taxa_saida as extrato_existe_taxa_saida,
           s.x_perfm as extrato_taxa_perfm,
           s.taxa_ingresso_pr as extrato_taxa_ingresso_pr,
           s.taxa_ingresso_real as extrato_taxa_ingresso_real,
           s.taxa_saida_pr as extrato_taxa_saida_pr,
           s.taxa_saida_real as extrato_taxa_saida_real,
           s.taxa_custodia_max as extrato_taxa_custodia_max,
           s.x_adm as extrato_taxa_adm_filed,
           case when s.x_adm > 0 and s.l_adm > 0 then s.x_adm / s.l_adm end as extrato_lamina_ratio,
           case when s.x_adm > 5 and s.l_adm > 0 then
             (select f from unnest(array[10, 100]) as f where abs(s.x_adm - f * s.l_adm) <= 0.005 + f * 0.005 order by f limit 1)
           end as extrato_scale_factor,
           s.dt_comptc as extrato_as_of,
           s.l_despesa as lamina_pr_pl_despesa,
           s.l_adm as lamina_taxa_adm,
           s.l_adm_min as lamina_taxa_adm_min,
           s.l_adm_max as lamina_taxa_adm_max,
           s.n_classes as lamina_n_classes,
           (extract(year from age(current_date, s.as_of)) * 12 + extract(month from age(current_date, s.as_of)))::integer as lamina_age_months,
           s.l_ini as lamina_dt_ini_despesa,
           s.l_fim as lamina_dt_fim_despesa,
           s.as_of as lamina_as_of,
           case when s.n_despesa > 1 then format('The lâmina''s %s classes filed %s different expense ratios: no single value.', s.n_classes, s.n_despesa) end as lamina_expense_note,
           s.resolution as fee_resolution,
           s.etf_ticker as etf_ticker,
           s.w_source as etf_site_source,
           case
             when s.etf_ticker is null then null
             when s.w_as_of is null then format('ETF %s in the curated registry, but no third-party website snapshot with a fee is held: etf_site_* are NULL (unknown, not zero). The Extrato, lâmina and registry carry no fee for an ETF.', s.etf_ticker)
             else format('Third-party website value (%s, %s), not a disclosed fee: the Extrato, lâmina and registry carry no fee for an ETF, so it is never placed in disclosed_*.', s.w_source, s.w_as_of)
           end
             || case when s.etf_sample or s.w_sample then ' SAMPLE ENTRY of the curated files: illustrative, not a real ETF or snapshot.' else '' end as etf_site_note,
           s.w_adm as etf_site_taxa_adm,
           s.w_holders as etf_site_nr_cotistas,
           s.w_pl as etf_site_pl,
           s.w_as_of as etf_site_as_of,
           s.param_taxa_perfm as benchmark_extrato,
           s.l_bench as benchmark_lamina,
           s.n_bench as benchmark_lamina_n
    from sourced s
    order by s.ord;
end;
$$;

alter function api.portfolio_fees(text[], date) owner to api_owner;
revoke all on function api.portfolio_fees(text[], date) from public;
grant execute on function api.portfolio_fees(text[], date) to anon, authenticated;
comment on function api.portfolio_fees(text[], date) is 'Disclosed fees of up to 200 funds.
One row per distinct CNPJ, in the order of first appearance; an unknown CNPJ gives a row of NULLs whose disclosed_note says no source holds it (not an empty answer: the caller sees which CNPJ is unknown). The disclosed fee comes from ONE source: the newest Extrato version; else the newest lâmina; else the legacy registry cad_fi. An Extrato row is the source even when it filed 0 or above 5 (no fall-through), except when it filed exactly 0 or above 5 and a NEWER lâmina''s single fee is in (0, 5] (fee_resolution lamina_newer). When the lâmina''s classes disagree the single fee is NULL with min/max and a note. The other document''s fee is returned as filed beside it (lamina_*, extrato_taxa_adm_filed), with extrato_lamina_ratio and the extrato_scale_factor flag (10 or 100); lamina_pr_pl_despesa is the total expense ratio, never added to the fee. benchmark_extrato and benchmark_lamina(_n) are the indices as filed. A filed 0 is returned as 0 with filed_zero TRUE (not informed); a value above 5 or below 0 is NULL with implausible_filed TRUE and the raw value in taxa_adm_filed_raw. The Extrato''s other fees are returned as filed, with extrato_class_note saying whether its row is a CVM 175 class (no subclass fee is assumed) or a fund, from TP_FUNDO_CLASSE. benchmark_lamina is NULL unless every class filed the same non-blank index. ESTIMATE columns (month, nav, *_fee_flow, *_pct_annual_est, fiscal_reset_suspect) come from the balance-sheet accruals: previous accumulated minus current, x 12 / NAV (groups 6+7+8); in a month where the accumulated fee falls the estimate is NULL with fiscal_reset_suspect unless the registry''s fiscal-year start is that month (then the accumulated value alone); estimate_label on every row says it is an estimate or why there is none. ETFs: for a CNPJ in the owner-curated ETF registry, etf_ticker and the newest third-party website snapshot of the ticker that printed a fee (etf_site_taxa_adm, etf_site_as_of, etf_site_source, and the holders and net assets of the same snapshot, descriptive only); never placed in disclosed_*, and etf_site_note says so and why a value is NULL. More than 200 CNPJs, or an entry that is not a CNPJ, raises 22023.
p_cnpjs: array of CNPJs, punctuated or bare (leading zeros optional), at most 200.
p_month: the balance-sheet month of the estimate (any day of it); null = each fund''s newest balance-sheet month.
@tag Portfolio
@since lamina_newer: v55
@since etf: v56, v57';
--! EndIncluded functions/portfolio_fees.sql
--! Included functions/portfolio_instruments.sql
-- api.portfolio_instruments: what a list of instrument codes (a CRI/CRA series
-- registry code, a debenture ticker) is, from the filings alone: the CRI/CRA
-- monthly reports' class member first, else the funds' holdings (CDA block 4).
-- Nothing is inferred from a code's letters: a code neither filing holds gets a
-- row saying so, and a code the funds hold only as something other than a
-- debenture says what it was held as.
drop function if exists api.portfolio_instruments(text[]);
drop type if exists api.portfolio_instruments_row;

create type api.portfolio_instruments_row as (
  input_code text,
  code text,
  match_kind text,
  instrument_type text,
  cnpj_securit text,
  line_no integer,
  numero_serie numeric,
  classe text,
  data_vencimento date,
  situacao text,
  valor_total_integralizado numeric,
  taxa_juros text,
  classificacao_risco_atual text,
  data_referencia date,
  cd_isin text,
  issuer_code text,
  n_fundos integer,
  preco_marcacao_fundos numeric,
  cda_period date,
  reason text
);
alter type api.portfolio_instruments_row owner to api_owner;
comment on type api.portfolio_instruments_row is 'One resolution of an input code: a securitization series (one row per series and class), a debenture in the funds'' holdings, or no match with the reason in Portuguese.';
comment on column api.portfolio_instruments_row.input_code is 'The code as sent (each distinct code once, in order of first appearance).';
comment on column api.portfolio_instruments_row.code is 'The code looked up: trimmed, upper-cased, a leading CRA-, CRI- or DEB- removed (only with the hyphen).';
comment on column api.portfolio_instruments_row.match_kind is 'securit_registry (a CRI/CRA series with this registry code), cda_ticker (a debenture in the funds'' holdings), or NULL (no match; reason says why).
@enum internal.match_kind';
comment on column api.portfolio_instruments_row.instrument_type is 'cri_mensal or cra_mensal (the monthly report the series comes from) for securit_registry; NULL otherwise.';
comment on column api.portfolio_instruments_row.cnpj_securit is 'CNPJ_Emissora: the securitization company (14 digits); NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.line_no is 'The row''s place within its filed report version (several rows can share series and class; the first is shown); NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.numero_serie is 'Numero_Serie as filed; NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.classe is 'Classe as filed (Sênior, Subordinada, ...); NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.data_vencimento is 'Data_Vencimento as filed; NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.situacao is 'Situacao as filed; NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.valor_total_integralizado is 'Total paid in, BRL (CRA Valor_Total_Integralizado, CRI Total_Integralizado); NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.taxa_juros is 'Taxa_Juros as filed (free text); NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.classificacao_risco_atual is 'Classificacao_Risco_Atual as filed; NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.data_referencia is 'Data_Referencia of the report: the code''s newest; NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.cd_isin is 'securit_registry: the series'' Codigo_ISIN as filed (not validated; NULL when not filed). cda_ticker: the most common CD_ISIN of the month''s debenture lines (NULL when none filed one). NULL without a match.';
comment on column api.portfolio_instruments_row.issuer_code is 'cda_ticker: characters 3-6 of cd_isin (the issuer code inside the ISIN, never a CNPJ); NULL otherwise or without an ISIN.';
comment on column api.portfolio_instruments_row.n_fundos is 'cda_ticker: distinct funds holding the code as a debenture in cda_period (the newest month may still be filling, so it can be low); NULL otherwise.';
comment on column api.portfolio_instruments_row.preco_marcacao_fundos is 'cda_ticker: sum of VL_MERC_POS_FINAL over sum of QT_POS_FINAL of those lines, 6 decimal places: the funds'' own marks, not a trade price; NULL otherwise or when the quantities sum to 0.';
comment on column api.portfolio_instruments_row.cda_period is 'cda_ticker, or a code held only as something else: DT_COMPTC of the newest holdings month in which the code appears (any application type); NULL otherwise.';
comment on column api.portfolio_instruments_row.reason is 'NULL on a match; else, in Portuguese, why not: what the funds held the code as, that neither filing holds it, or that the code is empty.';

create function api.portfolio_instruments(p_codes text[])
returns setof api.portfolio_instruments_row
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_rows api.portfolio_instruments_row[];
begin
  if coalesce(cardinality(p_codes), 0) > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_instruments: %s codes sent, at most 200', cardinality(p_codes)),
      detail = 'One call resolves at most 200 codes.',
      hint = 'Split p_codes into calls of at most 200 codes each.';
  end if;

  with input as (
    select min(u.ord) as ord, u.raw as input_code
    from unnest(p_codes) with ordinality as u(raw, ord)
    group by u.raw
  ),
  normalized as (
    select i.ord, i.input_code,
           regexp_replace(upper(regexp_replace(coalesce(i.input_code, ''), '^\s+|\s+$', '', 'g')), '^(CRA|CRI|DEB)-', '') as code
    from input i
  ),
  securit as (
    -- every series filed under the code at its newest reference date, one row per (series, class): highest version, first line
    select distinct on (n.ord, s.numero_serie, s.classe)
           n.ord, n.input_code, n.code, s.*
    from normalized n
    join cvm.securit_classe s
      on upper(s.codigo_cetip) = n.code
     and s.data_referencia = (select max(m.data_referencia) from cvm.securit_classe m where upper(m.codigo_cetip) = n.code)
    where n.code <> ''
    order by n.ord, s.numero_serie, s.classe, s.versao desc, s.line_no, s.instrument_type, s.cnpj_emissora
  ),
  cda_month as (
    select n.ord, n.code, (select max(b.dt_comptc) from cvm.cda_blc_4 b where upper(b.cd_ativo) = n.code) as period
    from normalized n
    where n.code <> '' and not exists (select 1 from securit s where s.ord = n.ord)
  ),
  cda as (
    select m.ord, m.period,
           count(distinct b.cnpj) filter (where b.tp_aplic = 'Debêntures')::integer as n_fundos,
           mode() within group (order by b.cd_isin) filter (where b.tp_aplic = 'Debêntures') as cd_isin,
           round(sum(b.vl_merc_pos_final) filter (where b.tp_aplic = 'Debêntures')
                 / nullif(sum(b.qt_pos_final) filter (where b.tp_aplic = 'Debêntures'), 0), 6) as preco,
           string_agg(distinct coalesce(b.tp_aplic, '(tipo de aplicação em branco)'), ', ' order by coalesce(b.tp_aplic, '(tipo de aplicação em branco)'))
             filter (where b.tp_aplic is distinct from 'Debêntures') as held_as
    from cda_month m
    join cvm.cda_blc_4 b on upper(b.cd_ativo) = m.code and b.dt_comptc = m.period
    group by m.ord, m.period
  ),
  answer as (
    select s.ord, s.numero_serie as serie, s.classe as cls,
           row(s.input_code, s.code, 'securit_registry', s.instrument_type, s.cnpj_emissora, s.line_no, s.numero_serie, s.classe,
               s.data_vencimento, s.situacao, s.valor_total_integralizado, s.taxa_juros, s.classificacao_risco_atual,
               s.data_referencia, s.codigo_isin, null, null, null, null, null)::api.portfolio_instruments_row as r
    from securit s
    union all
    select n.ord, null, null,
           case
             when c.n_fundos > 0 then
               row(n.input_code, n.code, 'cda_ticker', null, null, null, null, null, null, null, null, null, null, null,
                   c.cd_isin, substr(c.cd_isin, 3, 4), c.n_fundos, c.preco, c.period, null)::api.portfolio_instruments_row
             else
               row(n.input_code, n.code, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                   c.period,
                   case
                     when n.code = '' then 'código vazio depois da normalização (espaços e prefixo CRA-, CRI- ou DEB- removidos)'
                     when c.period is not null then format('código presente na carteira dos fundos (CDA bloco 4) de %s apenas como %s, não como Debêntures; nenhuma série de CRI/CRA tem este código',
                                                           to_char(c.period, 'YYYY-MM'), c.held_as)
                     else 'código não encontrado: nenhuma série de CRI/CRA (informe mensal, Codigo_CETIP) nem posição na carteira dos fundos (CDA bloco 4) com este código'
                   end)::api.portfolio_instruments_row
           end
    from normalized n
    left join cda c on c.ord = n.ord
    where not exists (select 1 from securit s where s.ord = n.ord)
  )
  select array_agg(a.r order by a.ord, a.serie, a.cls) into v_rows from answer a;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_instruments',
    'Send fewer codes per call: a registry code can match many series, so split p_codes until each call answers at most 1000 rows.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_instruments(text[]) owner to api_owner;
revoke all on function api.portfolio_instruments(text[]) from public;
grant execute on function api.portfolio_instruments(text[]) to anon, authenticated;
comment on function api.portfolio_instruments(text[]) is 'Instrument codes resolved from the filings.
Each code is trimmed, upper-cased and a leading CRA-, CRI- or DEB- removed (only with the hyphen: CRA019 stays CRA019). Then, per code: (1) match_kind securit_registry: every series of the CRI and CRA monthly reports (classe member) whose Codigo_CETIP is the code, at the code''s newest Data_Referencia, one row per (numero_serie, classe) at its highest Versao, columns as filed, cd_isin the filed ISIN (NULL when not filed); (2) else match_kind cda_ticker: the newest month in which the funds'' holdings (CDA block 4) list the code under any application type, and that month''s Debêntures lines: cd_isin (most common), issuer_code (ISIN characters 3-6), n_fundos, preco_marcacao_fundos (funds'' marks, not a trade price), cda_period; a code held that month only as something else is no match and reason says what it was held as; (3) else one row with match_kind NULL and the reason in Portuguese. Nothing is inferred from a code''s letters. Each distinct input code once, in order of first appearance.
Refused (22023): more than 200 codes, or an answer above one 1000-row page.
p_codes: array of up to 200 codes, e.g. ["CRA-CRA019", "PETR16"].
@tag Portfolio';
--! EndIncluded functions/portfolio_instruments.sql
--! Included functions/ptax.sql
-- api.ptax: the central bank's PTAX rate for one currency, oldest first.
-- The row type is named so its columns carry comments into the OpenAPI schema;
-- the file drops and re-creates both, so applying it twice changes nothing.
drop function if exists api.ptax(text, date, date);
drop type if exists api.ptax_row;

create type api.ptax_row as (
  currency text,
  unit text,
  reference_date date,
  buy_rate numeric,
  sell_rate numeric,
  source text
);
alter type api.ptax_row owner to api_owner;
comment on type api.ptax_row is 'One PTAX business day for one currency.';
comment on column api.ptax_row.currency is 'ISO 4217 code of the currency, e.g. USD.';
comment on column api.ptax_row.unit is 'What the rates measure: BRL per ONE unit of the currency, e.g. ''BRL per 1 JPY''.';
comment on column api.ptax_row.reference_date is 'Business day of the bulletin (YYYY-MM-DD).';
comment on column api.ptax_row.buy_rate is 'PTAX buy rate as published (cotacaoCompra), BRL per one unit.';
comment on column api.ptax_row.sell_rate is 'PTAX sell rate as published (cotacaoVenda), BRL per one unit.';
comment on column api.ptax_row.source is 'Where the row comes from: bcb_ptax_olinda (a central-bank PTAX file) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central-bank figure).';

create function api.ptax(p_currency text, p_from date default null, p_to date default null)
returns setof api.ptax_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_currency text := upper(btrim(p_currency));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_unit text;
  v_rows bigint;
begin
  select c.unit into v_unit
  from bcb.currency c
  where c.symbol = v_currency
    and exists (select 1 from bcb.ptax p where p.currency = c.symbol);

  if v_unit is null then
    raise exception using
      errcode = '22023',
      message = format('ptax: unknown currency %s', coalesce(quote_literal(p_currency), 'NULL')),
      detail = format('Currencies held: %s.', coalesce(
        (select string_agg(c.symbol, ', ' order by c.symbol)
         from bcb.currency c
         where exists (select 1 from bcb.ptax p where p.currency = c.symbol)),
        'none (no PTAX data loaded yet)')),
      hint = 'Pass p_currency as one of the ISO codes listed in details, for example {"p_currency":"USD"}.';
  end if;

  perform internal.assert_window(v_from, v_to, 'ptax',
    'Send p_from on or before p_to, or omit p_from for the default 12-month window.');

  select count(*) into v_rows
  from (
    select 1 from bcb.ptax p
    where p.currency = v_currency and p.reference_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'ptax',
    'Narrow p_from/p_to: PTAX has about 250 business days a year, so a window of up to 3 years fits in one response.');

  return query
    select p.currency, v_unit, p.reference_date, p.buy_rate, p.sell_rate,
           case when l.synthetic then 'synthetic_sample' else 'bcb_ptax_olinda' end
    from bcb.ptax p
    join ingest.ingest_log l on l.id = p.ingest_id
    where p.currency = v_currency and p.reference_date between v_from and v_to
    order by p.reference_date;
end;
$$;

alter function api.ptax(text, date, date) owner to api_owner;
revoke all on function api.ptax(text, date, date) from public;
grant execute on function api.ptax(text, date, date) to anon, authenticated;

comment on function api.ptax(text, date, date) is 'PTAX exchange rate for one currency, oldest first.
The central bank''s PTAX buy and sell rates as published, in BRL per ONE unit of the currency (the unit column says so; JPY and ARS included), one row per business day. Several bulletins are published a day; the last one received is kept (the closing bulletin for a completed day). No mid rate, cross rate or holiday row is derived. Default window: 12 months before p_to, or before today. An unknown currency raises 22023 listing the currencies held; a window above 1000 rows raises 22023.
p_currency: ISO currency code held in the store (USD, EUR, JPY, ...); case-insensitive.
p_from: first day of the window (YYYY-MM-DD); default 12 months before p_to.
p_to: last day of the window (YYYY-MM-DD); default today.
@tag Macro
@default p_from: 12 months before p_to
@default p_to: today';
--! EndIncluded functions/ptax.sql
--! Included functions/quote_history.sql
-- api.quote_history: one ticker's sessions from the quote tape, oldest first, cursor paged.
drop function if exists api.quote_history(text, date, date, text, text);
drop type if exists api.quote_history_row;

create type api.quote_history_row as (
  ticker text,
  trade_date date,
  board text,
  isin text,
  open numeric,
  high numeric,
  low numeric,
  close numeric,
  average numeric,
  bid numeric,
  ask numeric,
  trades bigint,
  quantity numeric,
  volume numeric,
  quotation_factor integer,
  asset_class text,
  source text
);
alter type api.quote_history_row owner to api_owner;
comment on type api.quote_history_row is 'One session of one ticker on one board of the quote tape; prices raw, as published.';
comment on column api.quote_history_row.ticker is 'B3 trading code.';
comment on column api.quote_history_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.quote_history_row.board is 'cash (standard lot, TPMERC 010) or odd_lot (TPMERC 020).
@enum internal.board';
comment on column api.quote_history_row.isin is 'ISIN of the security on that session.';
comment on column api.quote_history_row.open is 'Opening price, raw (never adjusted).';
comment on column api.quote_history_row.high is 'Highest price, raw.';
comment on column api.quote_history_row.low is 'Lowest price, raw.';
comment on column api.quote_history_row.close is 'Last price, raw: not adjusted for splits, groupings or distributions.';
comment on column api.quote_history_row.average is 'Average price, raw.';
comment on column api.quote_history_row.bid is 'Best bid at the close; 0 as filed when there was none.';
comment on column api.quote_history_row.ask is 'Best ask at the close; 0 as filed when there was none.';
comment on column api.quote_history_row.trades is 'Number of trades.';
comment on column api.quote_history_row.quantity is 'Quantity traded.';
comment on column api.quote_history_row.volume is 'Volume traded, BRL.';
comment on column api.quote_history_row.quotation_factor is 'Prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.quote_history_row.asset_class is 'fii, fund_quota, bdr, unit, equity or other (as api.quotes types it).';
comment on column api.quote_history_row.source is 'b3_cotahist or synthetic_sample.';

create function api.quote_history(
  p_ticker text,
  p_from date default null,
  p_to date default null,
  p_board text default null,
  p_after text default null
)
returns setof api.quote_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_board text;
  v_after date;
  v_after_board text;
  v_rows bigint;
begin
  v_board := internal.one_of('quote_history', 'board', p_board, internal.domain_values('internal.board'),
    'Boards: cash (standard lot) and odd_lot.',
    'Send p_board as cash or odd_lot, or null for both.');
  perform internal.assert_window(v_from, v_to, 'quote_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  if p_after is not null then
    -- The cursor carries the board: the last row's trade_date|board, so a page may end between the
    -- two boards of one session and the next one starts with the other board. A bare trade_date is
    -- unique only within one board, so it is taken only with p_board.
    if p_after like '%|%' then
      begin
        if array_length(string_to_array(p_after, '|'), 1) <> 2 or split_part(p_after, '|', 2) not in ('cash', 'odd_lot') then
          raise exception 'cursor';
        end if;
        v_after := split_part(p_after, '|', 1)::date;
        v_after_board := split_part(p_after, '|', 2);
      exception when others then
        raise exception using
          errcode = '22023',
          message = format('quote_history: p_after %s is not a quote_history cursor', quote_literal(p_after)),
          detail = 'The cursor is the last row''s trade_date|board, board cash or odd_lot.',
          hint = 'Send p_after = '''' for the first page, then the last row''s trade_date|board, e.g. 2026-01-30|odd_lot.';
      end;
      if v_board is not null and v_after_board <> v_board then
        raise exception using
          errcode = '22023',
          message = format('quote_history: the cursor''s board %s is not p_board %s', v_after_board, v_board),
          detail = 'A cursor continues the call that answered it: the same p_board.',
          hint = 'Send the last row''s trade_date|board of a page of this p_board, or p_after = '''' to start again.';
      end if;
    elsif p_after <> '' then
      if v_board is null then
        raise exception using
          errcode = '22023',
          message = format('quote_history: p_after %s needs the board', quote_literal(p_after)),
          detail = 'Without p_board a page holds both boards, and a session date alone does not say which of its rows came last.',
          hint = format('Send the last row''s trade_date|board, e.g. %s|odd_lot, or send p_board with a bare trade_date.', p_after);
      end if;
      v_after := internal.cursor_date(p_after, 'quote_history', 'session date', 'trade_date');
      v_after_board := v_board;
    end if;
    return query
      select q.ticker, q.trade_date, q.board, q.isin, q.open, q.high, q.low, q.close, q.average, q.bid, q.ask,
             q.trades, q.quantity, q.volume, q.quotation_factor, q.asset_class, q.source
      from api.quotes q
      where q.ticker = v_ticker and (v_board is null or q.board = v_board) and q.trade_date between v_from and v_to
        and (v_after is null or (q.trade_date >= v_after and (q.trade_date > v_after or q.board > v_after_board)))
      order by q.trade_date, q.board
      limit 1000;
    return;
  end if;

  select count(*) into v_rows
  from (
    select 1 from api.quotes q
    where q.ticker = v_ticker and (v_board is null or q.board = v_board) and q.trade_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'quote_history',
    'Page with p_after = '''' (then the last row''s trade_date|board), or narrow p_from/p_to.');

  return query
    select q.ticker, q.trade_date, q.board, q.isin, q.open, q.high, q.low, q.close, q.average, q.bid, q.ask,
           q.trades, q.quantity, q.volume, q.quotation_factor, q.asset_class, q.source
    from api.quotes q
    where q.ticker = v_ticker and (v_board is null or q.board = v_board) and q.trade_date between v_from and v_to
    order by q.trade_date, q.board;
end;
$$;

alter function api.quote_history(text, date, date, text, text) owner to api_owner;
revoke all on function api.quote_history(text, date, date, text, text) from public;
grant execute on function api.quote_history(text, date, date, text, text) to anon, authenticated;

comment on function api.quote_history(text, date, date, text, text) is 'One ticker''s sessions from the exchange''s quote tape (COTAHIST), oldest first.
One row per session and board (cash = standard lot, odd_lot), prices RAW as published (never adjusted for splits, groupings or distributions; per quotation_factor units), with trades, quantity, volume, ISIN and source. An unknown ticker gives an empty array. Default window: 365 days before p_to (or today). Rows are ordered by trade_date, then board (cash before odd_lot). Paging: p_after = '''' for the first page, then the last row''s trade_date|board (e.g. 2026-01-30|odd_lot), with or without p_board (without it a page holds both boards, and the cursor''s board says where a page that ended inside a session resumes); with p_board a bare trade_date is also accepted. A page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ticker: B3 trading code (case-insensitive), e.g. PETR4.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_board: cash or odd_lot; default null (both boards, in whole-result mode and when paging).
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date|board (with p_board, the bare trade_date also works).
@tag Quotes
@cursor trade_date|board
@default p_from: 365 days before p_to
@default p_to: today
@default p_board
@default p_after';
--! EndIncluded functions/quote_history.sql
--! Included functions/screen_delinquency_drivers.sql
-- api.screen_delinquency_drivers: what moved a FIDC's delinquency over a window, the value or its denominator.
-- Reads the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue
-- totals) that fund_nav serves. Computed once into an array so the 1000-row check
-- and the answer are one pass.
drop function if exists api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text);
drop type if exists api.screen_delinquency_drivers_row;

create type api.screen_delinquency_drivers_row as (
  cnpj text,
  fund_name text,
  status text,
  driver text,
  window_from date,
  window_to date,
  n_months integer,
  months_missing integer,
  first_month date,
  last_month date,
  delinquency_start numeric,
  delinquency_end numeric,
  delta_brl numeric,
  nav_start numeric,
  nav_end numeric,
  delta_nav numeric,
  rate_start numeric,
  rate_end numeric,
  delta_pp numeric,
  stopped_reporting boolean,
  screen text,
  params jsonb
);
alter type api.screen_delinquency_drivers_row owner to api_owner;
comment on type api.screen_delinquency_drivers_row is 'FIDC delinquency over a window, classified by what moved it: a signal with stated rules, not a verdict. Carries no sector, debtor or guarantee information.';
comment on column api.screen_delinquency_drivers_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_delinquency_drivers_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_delinquency_drivers_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_delinquency_drivers_row.driver is 'consistent_worsening (value up and rate up), value_up_rate_masked (value up, rate flat or down: NAV grew with it), denominator_only (rate up, value flat or down: NAV shrank), improvement (both down), stable (anything else: both flat, or one down and the other flat). Up and down mean at least p_min_delta_brl (value) and p_min_delta_pp (rate) either way.
@enum internal.delinquency_driver';
comment on column api.screen_delinquency_drivers_row.window_from is 'First month of the window (last day of the month, the fidc period convention).';
comment on column api.screen_delinquency_drivers_row.window_to is 'Last month of the window (last day of the month): p_end''s month, by default the fidc complete-through period.';
comment on column api.screen_delinquency_drivers_row.n_months is 'Observations: months of the window with both delinquency and a positive NAV filed.';
comment on column api.screen_delinquency_drivers_row.months_missing is 'Months of the window without an observation (p_months - n_months).';
comment on column api.screen_delinquency_drivers_row.first_month is 'First observation month of the window.';
comment on column api.screen_delinquency_drivers_row.last_month is 'Last observation month of the window.';
comment on column api.screen_delinquency_drivers_row.delinquency_start is 'Delinquency (BRL, the filed overdue totals of tabs V and VI) at first_month.';
comment on column api.screen_delinquency_drivers_row.delinquency_end is 'Delinquency (BRL) at last_month.';
comment on column api.screen_delinquency_drivers_row.delta_brl is 'delinquency_end - delinquency_start.';
comment on column api.screen_delinquency_drivers_row.nav_start is 'NAV (BRL) at first_month.';
comment on column api.screen_delinquency_drivers_row.nav_end is 'NAV (BRL) at last_month.';
comment on column api.screen_delinquency_drivers_row.delta_nav is 'nav_end - nav_start.';
comment on column api.screen_delinquency_drivers_row.rate_start is 'Delinquency as percent of NAV at first_month.';
comment on column api.screen_delinquency_drivers_row.rate_end is 'Delinquency as percent of NAV at last_month.';
comment on column api.screen_delinquency_drivers_row.delta_pp is 'rate_end - rate_start, percentage points.';
comment on column api.screen_delinquency_drivers_row.stopped_reporting is 'TRUE when the fund''s newest filed month up to the window end is two or more months behind the window end.';
comment on column api.screen_delinquency_drivers_row.screen is 'delinquency_drivers.';
comment on column api.screen_delinquency_drivers_row.params is 'Every argument as used (p_end resolved to its month end, p_months, p_min_months, p_min_delta_brl, p_min_delta_pp, p_driver), so the call can be replayed.';

create function api.screen_delinquency_drivers(p_end date default null, p_months integer default 12, p_min_months integer default 6, p_min_delta_brl numeric default 1000000, p_min_delta_pp numeric default 1.0, p_driver text default null)
returns setof api.screen_delinquency_drivers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_driver text;
  v_end date;
  v_from date;
  v_rows api.screen_delinquency_drivers_row[];
begin
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_months', p_months, 2, 24, 'Send p_months between 2 and 24 (default 12).');
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_months', p_min_months, 2, p_months, format('Send p_min_months between 2 and p_months (%s); default 6.', p_months));
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_delta_brl', p_min_delta_brl, 0, null, 'Send p_min_delta_brl as a non-negative amount in BRL (default 1000000).');
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_delta_pp', p_min_delta_pp, 0, null, 'Send p_min_delta_pp as non-negative percentage points (default 1.0).');
  v_driver := internal.one_of('screen_delinquency_drivers', 'p_driver', p_driver, internal.domain_values('internal.delinquency_driver'),
    'Drivers: consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable.',
    'Send p_driver as one of the five drivers, or null for every driver.');

  -- default p_end: the fidc complete-through period (the newest month is still being filed)
  v_end := (date_trunc('month', coalesce(p_end,
    (select cvm.complete_through_of('fidc', max(m.period)) from cvm.fund_month m where m.entity_type = 'fidc'),
    current_date - interval '1 month')) + interval '1 month - 1 day')::date;
  v_from := (date_trunc('month', v_end) - make_interval(months => p_months - 1) + interval '1 month - 1 day')::date;
  if v_from < date '2025-01-31' then
    raise exception using
      errcode = '22023',
      message = format('screen_delinquency_drivers: the window starts at %s, before 2025-01', to_char(v_from, 'YYYY-MM')),
      detail = 'FIDC delinquency reporting breaks at 2025-01 (the Resolution 175 adaptation deadline, catalog regime_breaks): a window across it would compare two series as one.',
      hint = format('Send p_end on or after %s for p_months %s, or fewer p_months.', ((date '2025-01-01' + make_interval(months => p_months)) - interval '1 day')::date, p_months);
  end if;

  with observed as (
    select m.cnpj, m.period, m.delinquency, m.nav, m.delinquency / m.nav * 100 as rate
    from cvm.fund_month m
    where m.entity_type = 'fidc' and m.period between v_from and v_end
      and m.delinquency is not null and m.nav > 0
  ),
  ends as (
    select o.cnpj, count(*)::integer as n_months,
           min(o.period) as first_month, max(o.period) as last_month,
           (array_agg(o.delinquency order by o.period))[1] as delinquency_start,
           (array_agg(o.delinquency order by o.period desc))[1] as delinquency_end,
           (array_agg(o.nav order by o.period))[1] as nav_start,
           (array_agg(o.nav order by o.period desc))[1] as nav_end,
           (array_agg(o.rate order by o.period))[1] as rate_start,
           (array_agg(o.rate order by o.period desc))[1] as rate_end
    from observed o
    group by o.cnpj
    having count(*) >= p_min_months
  ),
  classed as (
    select e.*, e.delinquency_end - e.delinquency_start as delta_brl, e.rate_end - e.rate_start as delta_pp,
      case
        when e.delinquency_end - e.delinquency_start >= p_min_delta_brl and e.rate_end - e.rate_start >= p_min_delta_pp then 'consistent_worsening'
        when e.delinquency_end - e.delinquency_start >= p_min_delta_brl then 'value_up_rate_masked'
        when e.rate_end - e.rate_start >= p_min_delta_pp then 'denominator_only'
        when e.delinquency_end - e.delinquency_start <= -p_min_delta_brl and e.rate_end - e.rate_start <= -p_min_delta_pp then 'improvement'
        else 'stable'
      end as driver
    from ends e
  ),
  picked as (
    select c.* from classed c where v_driver is null or c.driver = v_driver limit 1001
  )
  select array_agg(row(p.cnpj, r.fund_name, r.status, p.driver, v_from, v_end, p.n_months, p_months - p.n_months, p.first_month, p.last_month,
           p.delinquency_start, p.delinquency_end, p.delta_brl, p.nav_start, p.nav_end, p.nav_end - p.nav_start,
           round(p.rate_start, 6), round(p.rate_end, 6), round(p.delta_pp, 6),
           (select (extract(year from v_end) - extract(year from max(f.period))) * 12 + extract(month from v_end) - extract(month from max(f.period)) >= 2
              from cvm.fund_month f where f.entity_type = 'fidc' and f.cnpj = p.cnpj and f.period <= v_end),
           'delinquency_drivers',
           jsonb_build_object('p_end', v_end, 'p_months', p_months, 'p_min_months', p_min_months, 'p_min_delta_brl', p_min_delta_brl, 'p_min_delta_pp', p_min_delta_pp, 'p_driver', v_driver)
         )::api.screen_delinquency_drivers_row
         order by array_position(array['consistent_worsening', 'value_up_rate_masked', 'denominator_only', 'improvement', 'stable'], p.driver), p.delta_pp desc, p.cnpj)
  into v_rows
  from picked p
  left join cvm.fund_registry r on r.cnpj = p.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_delinquency_drivers',
    'Pin p_driver (consistent_worsening, value_up_rate_masked, denominator_only, improvement or stable), or raise p_min_months.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) owner to api_owner;
revoke all on function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) from public;
grant execute on function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) to anon, authenticated;

comment on function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) is 'What moved each FIDC''s delinquency over a window: the overdue value, or the NAV under it.
Compares the first and last observation of the window (a month with delinquency and a positive NAV filed in the monthly fund series that fund_nav serves; delinquency = the filed overdue totals of tabs V and VI) in BRL (delta_brl) and as percentage points of NAV (delta_pp), and classes the fund: consistent_worsening (value up AND rate up), value_up_rate_masked (value up, rate flat or down: NAV grew with it), denominator_only (rate up, value flat or down: NAV shrank), improvement (both down), stable (everything else, including a combination the five names do not cover: one down and the other flat, or both flat). Up means at least +p_min_delta_brl (value) or +p_min_delta_pp (rate), down at least as much the other way, flat in between. Funds with fewer than p_min_months observations are left out. stopped_reporting is TRUE when the fund''s newest filing up to the window end is two or more months behind it. status is the registry status as filed. A window starting before 2025-01 raises 22023 (regime break in FIDC delinquency reporting). Ordered by driver (in the order above), then delta_pp descending. Every row carries screen (delinquency_drivers) and params (the arguments as used, p_end resolved to its month end). Out-of-range arguments raise 22023, never clamped; more than 1000 rows raises 22023: pin p_driver. A signal, not a verdict: no sector, debtor or guarantee information.
p_end: the window''s last month (any day of it); default the fidc complete-through period (the month before the newest month filed).
p_months: months in the window, 2..24 (default 12).
p_min_months: observations a fund needs, 2..p_months (default 6).
p_min_delta_brl: BRL change that counts as up or down, at least 0 (default 1000000).
p_min_delta_pp: percentage-point change that counts as up or down, at least 0 (default 1.0).
p_driver: one of the five drivers, or null for every driver.
@tag Screens';
--! EndIncluded functions/screen_delinquency_drivers.sql
--! Included functions/screen_late_filers.sql
-- api.screen_late_filers: FII and FIDC funds whose monthly structured report reached FNET late, month after month.
-- Built on the FNET register (b3.fnet_document) and the fund the search was asked
-- for (b3.fnet_document_fund): the listing names no fund, so the query's CNPJ is the
-- only identity. Computed once into an array so the 1000-row check and the answer
-- are one pass.
drop function if exists api.screen_late_filers(integer, date, integer, integer, text);
drop type if exists api.screen_late_filers_row;

create type api.screen_late_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  window_from date,
  window_to date,
  informes integer,
  informes_late integer,
  max_days_late integer,
  median_lag_days numeric,
  last_late_reference date,
  deadline_rule text,
  screen text,
  params jsonb
);
alter type api.screen_late_filers_row owner to api_owner;
comment on type api.screen_late_filers_row is 'A fund whose monthly structured report reached the funds filing system (FNET) late in several months: a delivery timestamp compared with a rule, not a finding.';
comment on column api.screen_late_filers_row.cnpj is 'The CNPJ the FNET search was asked for (cnpjFundo of the query), 14 digits; never matched by name.';
comment on column api.screen_late_filers_row.fund_family is 'fidc or fii: tipoFundo of the query (2 FIDC, 1 FII), else the registry family.
@enum internal.late_family';
comment on column api.screen_late_filers_row.fund_name is 'Name in the newest registry that has the CNPJ, else the FNET listing''s descricaoFundo; shown only, never used to match.';
comment on column api.screen_late_filers_row.window_from is 'First month measured for the fund''s family (first day of the month): the window''s first month, or the family''s first measurable month (2025-01 fidc, 2025-08 fii) when later.';
comment on column api.screen_late_filers_row.window_to is 'Last month of the window (first day of the month): p_end''s month.';
comment on column api.screen_late_filers_row.informes is 'Months of the window measured: months with a first delivery of a version 1 monthly structured report on record (a month with none is not counted).';
comment on column api.screen_late_filers_row.informes_late is 'Measured months delivered at least p_min_days_late days after the deadline.';
comment on column api.screen_late_filers_row.max_days_late is 'Days after the deadline of the latest delivery among the measured months.';
comment on column api.screen_late_filers_row.median_lag_days is 'Median, over the measured months, of the days from the end of the reference month to the first delivery.';
comment on column api.screen_late_filers_row.last_late_reference is 'Newest reference month (first day) delivered late.';
comment on column api.screen_late_filers_row.deadline_rule is 'The rule the delivery is compared with, citing the article of Resolution 175 of the securities regulator.';
comment on column api.screen_late_filers_row.screen is 'late_filers.';
comment on column api.screen_late_filers_row.params is 'Every argument as used (p_months, p_end as resolved to its month, p_min_days_late, p_min_late, p_family), so the call can be replayed.';

create function api.screen_late_filers(p_months integer default 12, p_end date default null, p_min_days_late integer default 5, p_min_late integer default 2, p_family text default null)
returns setof api.screen_late_filers_row
language plpgsql
stable
security definer
set search_path = ''
-- a year of monthly reports of every FII and FIDC (about 50,000 first deliveries) is grouped and sorted in memory
set work_mem = '32MB'
as $$
declare
  v_family text;
  v_end date;
  v_from date;
  v_first date;
  v_rows api.screen_late_filers_row[];
begin
  perform internal.assert_in_range('screen_late_filers', 'p_months', p_months, 1, 24, 'Send p_months between 1 and 24 (default 12).');
  perform internal.assert_in_range('screen_late_filers', 'p_min_days_late', p_min_days_late, 1, 365, 'Send p_min_days_late between 1 and 365 (default 5): a delivery on the deadline day is on time.');
  perform internal.assert_in_range('screen_late_filers', 'p_min_late', p_min_late, 1, 24, 'Send p_min_late between 1 and 24 (default 2).');
  v_family := internal.one_of('screen_late_filers', 'p_family', p_family, internal.domain_values('internal.late_family'),
    'Families screened: fii, fidc (the families whose monthly structured report is filed through FNET).',
    'Send p_family as fii or fidc, or null for both.');

  -- default p_end: the newest reference month with a monthly report on record
  v_end := date_trunc('month', coalesce(p_end,
    (select max(d.reference_date) from b3.fnet_document d where d.monthly_report and d.versao = 1),
    current_date - interval '1 month'))::date;
  v_from := (v_end - make_interval(months => p_months - 1))::date;
  v_first := case v_family when 'fii' then date '2025-08-01' else date '2025-01-01' end;
  if v_end < v_first then
    raise exception using
      errcode = '22023',
      message = format('screen_late_filers: the window ends at %s, before the first measured month %s', to_char(v_end, 'YYYY-MM'), to_char(v_first, 'YYYY-MM')),
      detail = 'A month is measured only from the first full month after the family''s adaptation deadline to Resolution 175: 2025-01 for fidc (deadline 2024-12), 2025-08 for fii (deadline 2025-07).',
      hint = format('Send p_end on or after %s%s.', v_first, case when v_family is null then ' (fii months count from 2025-08-01)' else '' end);
  end if;

  with firsts as (
    -- the first delivery of a version 1 monthly structured report per fund and month;
    -- several classes of one fund: the earliest filing
    select l.cnpj, l.tipo_fundo, d.reference_date as month, min(d.data_entrega) as delivered, min(d.descricao_fundo) as listed_name
    from b3.fnet_document d
    join b3.fnet_document_fund l on l.id = d.id
    where d.monthly_report and d.versao = 1
      and d.reference_date between v_from and v_end
    group by 1, 2, 3
  ),
  families as (
    -- the family from the query's tipoFundo; the registry only when the query did not say
    select f.*, coalesce(case f.tipo_fundo when 1 then 'fii' when 2 then 'fidc' end,
                         (select r.entity_type from cvm.fund_registry r where r.cnpj = f.cnpj)) as fund_family
    from firsts f
  ),
  measured as (
    select f.*, f.delivered::date - (f.month + interval '1 month - 1 day')::date as lag_days,
           f.delivered::date - ((f.month + interval '1 month - 1 day')::date + 15) as days_late,
           greatest(v_from, case f.fund_family when 'fii' then date '2025-08-01' else date '2025-01-01' end) as family_from
    from families f
    where f.fund_family in ('fii', 'fidc')
      and (v_family is null or f.fund_family = v_family)
  ),
  screened as (
    select m.cnpj, m.fund_family,
           min(m.listed_name) as listed_name,
           min(m.family_from) as window_from,
           count(*)::integer as informes,
           (count(*) filter (where m.days_late >= p_min_days_late))::integer as informes_late,
           max(m.days_late)::integer as max_days_late,
           percentile_cont(0.5) within group (order by m.lag_days)::numeric as median_lag_days,
           max(m.month) filter (where m.days_late >= p_min_days_late) as last_late_reference
    from measured m
    where m.month >= m.family_from
    group by m.cnpj, m.fund_family
    having count(*) filter (where m.days_late >= p_min_days_late) >= p_min_late
  )
  select array_agg(row(s.cnpj, s.fund_family, coalesce(r.fund_name, s.listed_name), s.window_from, v_end, s.informes, s.informes_late, s.max_days_late, s.median_lag_days, s.last_late_reference,
           case s.fund_family
             when 'fidc' then 'Resolução CVM 175, Anexo Normativo II, art. 27, III: the monthly report within 15 days after the end of the reference month'
             else 'Resolução CVM 175, Anexo Normativo III, art. 36, I: the monthly report within 15 days after the end of the reference month' end,
           'late_filers',
           jsonb_build_object('p_months', p_months, 'p_end', v_end, 'p_min_days_late', p_min_days_late, 'p_min_late', p_min_late, 'p_family', v_family)
         )::api.screen_late_filers_row order by s.informes_late desc, s.max_days_late desc, s.cnpj)
  into v_rows
  from (select * from screened limit 1001) s
  left join cvm.fund_registry r on r.cnpj = s.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_late_filers',
    'Raise p_min_late or p_min_days_late, or pin p_family.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_late_filers(integer, date, integer, integer, text) owner to api_owner;
revoke all on function api.screen_late_filers(integer, date, integer, integer, text) from public;
grant execute on function api.screen_late_filers(integer, date, integer, integer, text) to anon, authenticated;

comment on function api.screen_late_filers(integer, date, integer, integer, text) is 'FII and FIDC funds that deliver their monthly structured report late.
Selects funds whose monthly structured report (the first delivery of a version 1 document of type Informe Mensal Estruturado, or Informe Mensal filed structured, in the funds filing system FNET) arrived at least p_min_days_late days after the deadline in at least p_min_late of the p_months reference months ending at p_end, most late months first. Deadline: 15 calendar days after the end of the reference month for both families (FIDC: Resolution 175 Annex II art. 27 III; FII: Annex III art. 36 I); no holiday calendar is applied, so p_min_days_late absorbs a roll-forward. Delivery days are São Paulo dates as FNET lists them. A month is measured only from the first full month after the family''s adaptation deadline (2025-01 fidc, 2025-08 fii); a window ending earlier raises 22023. A month with no report on record is not counted (absence is screen_silent_filers''s). A re-filing (version 2 or later) is never a first delivery. Fund identity is the CNPJ the FNET search was asked for, never the fund name; a fund with several classes is measured on its earliest filing of the month. A late delivery is a timestamp compared with a rule, not a finding. Every row carries screen (late_filers) and params (the arguments as used, p_end resolved to its month). Out-of-range arguments raise 22023, never clamped; more than 1000 rows raises 22023.
p_months: reference months in the window, 1..24 (default 12).
p_end: the window''s last reference month (any day of it); default the newest reference month with a monthly report on record.
p_min_days_late: days after the deadline that make a delivery late, 1..365 (default 5).
p_min_late: late months needed to be listed, 1..24 (default 2).
p_family: fii, fidc, or null for both.
@tag Screens';
--! EndIncluded functions/screen_late_filers.sql
--! Included functions/screen_silent_filers.sql
-- api.screen_silent_filers: funds whose newest monthly filing is months behind their family's complete period.
drop function if exists api.screen_silent_filers(integer, integer, text);
drop type if exists api.screen_silent_filers_row;

create type api.screen_silent_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  status text,
  last_period date,
  complete_through date,
  months_silent integer,
  screen text,
  params jsonb
);
alter type api.screen_silent_filers_row owner to api_owner;
comment on type api.screen_silent_filers_row is 'A fund that has stopped filing its monthly report: a signal with a stated rule, not a verdict.';
comment on column api.screen_silent_filers_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_silent_filers_row.fund_family is 'fi, fidc or fii (fiagro is accepted as p_family but no fiagro series is held yet).';
comment on column api.screen_silent_filers_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_silent_filers_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_silent_filers_row.last_period is 'The newest month the fund filed (fi and fii the first day, fidc the last day of the month).';
comment on column api.screen_silent_filers_row.complete_through is 'The family''s latest complete period: the month before the newest month any fund of the family has filed (the newest is taken as still being filed), as coverage() reports for funds_<family>.';
comment on column api.screen_silent_filers_row.months_silent is 'Months from last_period to complete_through.';
comment on column api.screen_silent_filers_row.screen is 'silent_filers.';
comment on column api.screen_silent_filers_row.params is 'Every argument as used (p_min_silent_months, p_max_silent_months, p_family), so the call can be replayed.';

create function api.screen_silent_filers(p_min_silent_months integer default 3, p_max_silent_months integer default 24, p_family text default null)
returns setof api.screen_silent_filers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family text;
  v_params jsonb := jsonb_build_object('p_min_silent_months', p_min_silent_months, 'p_max_silent_months', p_max_silent_months, 'p_family', lower(btrim(p_family)));
  v_rows bigint;
begin
  if p_min_silent_months is null or p_max_silent_months is null or p_min_silent_months < 1 or p_max_silent_months > 240 or p_min_silent_months > p_max_silent_months then
    raise exception using
      errcode = '22023',
      message = format('screen_silent_filers: months %s..%s are out of range', coalesce(p_min_silent_months::text, 'NULL'), coalesce(p_max_silent_months::text, 'NULL')),
      detail = 'p_min_silent_months must be at least 1 and at most p_max_silent_months, which must be at most 240; thresholds are never clamped.',
      hint = 'Send for example {"p_min_silent_months":3,"p_max_silent_months":24}, the defaults.';
  end if;
  v_family := internal.one_of('screen_silent_filers', 'p_family', p_family, internal.domain_values('internal.silent_family'),
    'Families: fi, fidc, fii, fiagro.',
    'Send p_family as fi, fidc, fii or fiagro, or null for every family.');

  select count(*) into v_rows
  from (
    select 1 from internal.silent_funds(v_family) f
    where f.months_silent between p_min_silent_months and p_max_silent_months
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'screen_silent_filers',
    'Raise p_min_silent_months, lower p_max_silent_months, or pin p_family.');

  return query
    select f.cnpj, f.fund_family, r.fund_name, r.status, f.last_period, f.complete_through, f.months_silent, 'silent_filers'::text, v_params
    from internal.silent_funds(v_family) f
    left join cvm.fund_registry r on r.cnpj = f.cnpj
    where f.months_silent between p_min_silent_months and p_max_silent_months
    order by f.months_silent desc, f.fund_family, f.cnpj;
end;
$$;

alter function api.screen_silent_filers(integer, integer, text) owner to api_owner;
revoke all on function api.screen_silent_filers(integer, integer, text) from public;
grant execute on function api.screen_silent_filers(integer, integer, text) to anon, authenticated;

comment on function api.screen_silent_filers(integer, integer, text) is 'Funds that have stopped filing their monthly report: the newest filing at least p_min_silent_months and at most p_max_silent_months behind the family''s latest complete period, most silent first.
"Complete" is decided from the data held: each family''s newest month filed by any fund is taken as still being filed, so the family is complete through the month before it (the rule coverage() reports for funds_<family>). A fund''s months_silent is the months from its newest filing to that period. A signal with a stated rule, not a verdict: a fund may have been cancelled, merged or renamed (status says what the registry files). Every row carries screen (silent_filers) and params (the arguments as used). Out-of-range thresholds and an unknown p_family raise 22023, never clamped; more than 1000 rows raises 22023. fiagro is accepted but no fiagro series is held yet, so it answers [].
p_min_silent_months: at least this many months behind (default 3, 1..p_max_silent_months).
p_max_silent_months: at most this many months behind (default 24, up to 240): older silences are left out.
p_family: fi, fidc, fii, fiagro, or null for every family.
@tag Screens';
--! EndIncluded functions/screen_silent_filers.sql
--! Included functions/search_funds.sql
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
comment on column api.search_funds_row.entity_type is 'Fund family: fi, fidc or fii (mapped from the CVM fund type).
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
  v_family text := internal.fund_family(p_entity_type, 'search_funds', 'Send p_entity_type as fi, fidc or fii, or null for every family.');
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
A query of digits (dots, slash, hyphen and spaces ignored) is a CNPJ prefix, answered in CNPJ order. Any other query is a name search, case- and accent-insensitive: names containing every word of the query (in any order), or, when none does, the names closest to it (trigram word similarity, for misspellings); names starting with the query first, then by similarity. An empty or whitespace-only query lists funds by name. A query longer than 300 characters is refused (22023). Only the families served (fi, fidc, fii) are searched. Rows: default 50, silently clamped to 25 for anonymous callers and 200 when signed in (catalog tiers search_funds_rows); a result of exactly the ceiling is probably truncated.
p_query: name words or the beginning of a CNPJ, at most 300 characters; default '''' (every fund, by name; whitespace alone counts as empty).
p_entity_type: only this family: fi, fidc or fii; default null (all three).
p_limit: rows wanted; default 50, clamped to 1..25 anonymous and 1..200 signed in.
@tag Lookup
@default p_query
@default p_entity_type
@default p_limit';
--! EndIncluded functions/search_funds.sql
--! Included functions/trade_consolidated_history.sql
-- api.trade_consolidated_history: the FORWARD segment of the exchange's consolidated daily trade file, one ticker, oldest first, cursor paged.
drop function if exists api.trade_consolidated_history(text, date, date, text);
drop type if exists api.trade_consolidated_history_row;

create type api.trade_consolidated_history_row as (
  ticker text,
  trade_date date,
  isin text,
  segment text,
  min_price numeric,
  max_price numeric,
  avg_price numeric,
  last_price numeric,
  ref_price numeric,
  oscillation_pct numeric,
  trade_count bigint,
  quantity numeric,
  notional_brl numeric,
  file_status text,
  source text
);
alter type api.trade_consolidated_history_row owner to api_owner;
comment on type api.trade_consolidated_history_row is 'One session of one FORWARD-segment ticker in the exchange''s consolidated daily trade file (TradeInformationConsolidatedFile), as published. There is no opening price; prices are not adjusted for distributions.';
comment on column api.trade_consolidated_history_row.ticker is 'B3 trading code (TckrSymb).';
comment on column api.trade_consolidated_history_row.trade_date is 'Session (RptDt).';
comment on column api.trade_consolidated_history_row.isin is 'ISIN as published; NULL when blank.';
comment on column api.trade_consolidated_history_row.segment is 'SgmtNm: always FORWARD here.';
comment on column api.trade_consolidated_history_row.min_price is 'Lowest trade (MinPric); NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.max_price is 'Highest trade (MaxPric); NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.avg_price is 'Average trade (TradAvrgPric); NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.last_price is 'The close: the last trade (LastPric); NULL on a session with no trade (never replaced by ref_price).';
comment on column api.trade_consolidated_history_row.ref_price is 'The exchange''s reference price (RefPric): NOT a trade and never a close; the only price of a session with no trade. NULL when blank.';
comment on column api.trade_consolidated_history_row.oscillation_pct is 'OscnPctg as published (% change); NULL when blank.';
comment on column api.trade_consolidated_history_row.trade_count is 'Number of trades (TradQty); NULL on a session with no trade (never 0).';
comment on column api.trade_consolidated_history_row.quantity is 'Quantity traded (FinInstrmQty); NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.notional_brl is 'Volume in BRL (NtlFinVol) as this file computes it; not comparable with other files'' volumes. NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.file_status is 'Final or Parcial: the status line of the file the row came from (a Final replaces a Parcial of the same session, never the reverse).
@enum internal.file_status';
comment on column api.trade_consolidated_history_row.source is 'b3_trade_consolidated (the exchange''s file) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.trade_consolidated_history(p_ticker text, p_from date default null, p_to date default null, p_after text default null)
returns setof api.trade_consolidated_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_from date := coalesce(p_from, '-infinity'::date);
  v_to date := coalesce(p_to, 'infinity'::date);
  v_after date;
  v_rows bigint;
  v_segment text;
begin
  perform internal.assert_window(p_from, p_to, 'trade_consolidated_history', 'Send p_from on or before p_to, or omit either for the whole history held.');
  if not exists (select 1 from b3.trade_consolidated t where t.tckr_symb = v_ticker and t.sgmt_nm = 'FORWARD') then
    select t.sgmt_nm into v_segment from b3.trade_consolidated t where t.tckr_symb = v_ticker order by t.rpt_dt desc limit 1;
    raise exception using
      errcode = '22023',
      message = format('trade_consolidated_history: ticker %s is not held in the FORWARD segment', coalesce(quote_literal(p_ticker), 'null')),
      detail = case when v_segment is not null then format('The consolidated file lists it in segment %s; this function serves the FORWARD segment only (fixed-income ETFs and other FORWARD tickers absent from the quote-history file).', v_segment)
                    else 'This function serves the FORWARD segment of the exchange''s consolidated trade file only, and never answers a ticker it does not hold with an empty array.' end,
      hint = case when b3.quote_tape_holds(v_ticker) then format('%s is in the quote-history file: call quote_history with {"p_ticker": "%s"}.', v_ticker, v_ticker)
                  else 'Check the ticker; coverage() lists the history held (dataset b3-consolidated-trades). A ticker of the quote-history file is served by quote_history.' end;
  end if;

  if p_after is not null then
    v_after := internal.cursor_date(p_after, 'trade_consolidated_history', 'session date', 'trade_date');
  else
    select count(*) into v_rows
    from (select 1 from b3.trade_consolidated t where t.tckr_symb = v_ticker and t.sgmt_nm = 'FORWARD' and t.rpt_dt between v_from and v_to limit 1001) w;
    perform internal.assert_row_cap(v_rows, 'trade_consolidated_history',
      'Page with p_after = '''' (then the last row''s trade_date), or narrow p_from/p_to.');
  end if;

  return query
    select t.tckr_symb, t.rpt_dt, t.isin, t.sgmt_nm,
           case when t.trad_qty > 0 then t.min_pric end,
           case when t.trad_qty > 0 then t.max_pric end,
           case when t.trad_qty > 0 then t.trad_avrg_pric end,
           case when t.trad_qty > 0 then t.last_pric end,
           t.ref_pric, t.oscn_pctg,
           case when t.trad_qty > 0 then t.trad_qty end,
           case when t.trad_qty > 0 then t.fin_instrm_qty end,
           case when t.trad_qty > 0 then t.ntl_fin_vol end,
           t.file_status,
           case when l.synthetic then 'synthetic_sample' else 'b3_trade_consolidated' end
    from b3.trade_consolidated t
    join ingest.ingest_log l on l.id = t.ingest_id
    where t.tckr_symb = v_ticker and t.sgmt_nm = 'FORWARD' and t.rpt_dt between v_from and v_to
      and (v_after is null or t.rpt_dt > v_after)
    order by t.rpt_dt
    limit case when p_after is null then null else 1000 end;
end;
$$;

alter function api.trade_consolidated_history(text, date, date, text) owner to api_owner;
revoke all on function api.trade_consolidated_history(text, date, date, text) from public;
grant execute on function api.trade_consolidated_history(text, date, date, text) to anon, authenticated;
comment on function api.trade_consolidated_history(text, date, date, text) is 'One ticker of the FORWARD segment of the exchange''s consolidated daily trade file (fixed-income ETFs and other FORWARD tickers absent from the quote-history file), oldest first, as published (history from 2025-06-10; coverage() says what is held).
last_price is the close; ref_price is the exchange''s reference price, NOT a trade and never a close: a session with no trade carries only ref_price, with last, min, max and average price, trade_count, quantity and notional_brl NULL. There is no opening price. notional_brl is this file''s volume, not comparable with other files'' volumes. Prices are not adjusted for distributions (a return from last_price is price-only). file_status says whether the session''s file was Final or Parcial. A ticker not held in the FORWARD segment raises 22023 (the hint points to quote_history when the quote tape holds it), never an empty array. Paging: p_after = '''' for the first page, then the last row''s trade_date (YYYY-MM-DD); a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ticker: B3 trading code (case-insensitive).
p_from: first session (YYYY-MM-DD); default the oldest held.
p_to: last session (YYYY-MM-DD); default the newest held.
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date.
@tag Quotes
@cursor trade_date
@default p_from: the oldest session held
@default p_to: the newest session held
@default p_after';
--! EndIncluded functions/trade_consolidated_history.sql
--! Included views/investor_flow.sql
-- api.investor_flow: daily net flow by investor type from the month-to-date
-- participation snapshots (SharesInvesVolum): a delta is only ever the difference
-- of consecutive sessions, never across a month or a missing session.
create or replace view api.investor_flow with (security_invoker = false) as
with snapshots as (
  select p.reference_date,
         p.investor_type,
         p.buy_thousands,
         p.sell_thousands,
         lag(p.buy_thousands) over month_so_far as previous_buy,
         lag(p.sell_thousands) over month_so_far as previous_sell,
         lag(p.reference_date) over month_so_far as previous_date
    from b3.investor_participation p
  window month_so_far as (partition by p.investor_type, date_trunc('month', p.reference_date) order by p.reference_date)
),
known_no_session as materialized (
  -- weekdays known not to be a trading session (see the COMMENT): the exchange
  -- answered Nenhum resultado in a bulletin table, and no lending table holds
  -- data asked for or dated that day; built once, probed per snapshot by hash
  select e.session_date as day
    from b3.bdi_session e
   where e.status = 'empty'
  except
  select x.day
    from b3.bdi_session l
   cross join lateral (values (l.session_date), (l.data_date)) as x(day)
   where l.status = 'loaded' and x.day is not null
     and l.table_name in ('BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'NegociosBTB')
),
classified as (
  -- a snapshot is differenced (delta) only with the previous session, and is the
  -- month's first session (month_open) only when nothing before it in the month
  -- could have been a session: either way, every weekday in the gap must be known
  -- to be no session. No weekday in the gap (the usual case) is decided by date
  -- arithmetic alone; only a real gap probes known_no_session.
  select s.*, f.flow_basis
    from snapshots s
   cross join lateral (
    -- offset 0 keeps this a subquery: classified once per row, not once per output column
    select case
           when s.previous_date = s.reference_date - case extract(isodow from s.reference_date)::int when 1 then 3 when 7 then 2 else 1 end
             then 'delta'
           when s.previous_date is null
                and s.reference_date = date_trunc('month', s.reference_date)::date
                    + case extract(isodow from date_trunc('month', s.reference_date))::int when 6 then 2 when 7 then 1 else 0 end
             then 'month_open'
           when not exists (
             select 1
               from generate_series(coalesce(s.previous_date + 1, date_trunc('month', s.reference_date)), s.reference_date - 1, interval '1 day') as d(day)
              where extract(isodow from d.day) < 6
                and d.day::date not in (select k.day from known_no_session k)
           ) then case when s.previous_date is null then 'month_open' else 'delta' end
           when s.previous_date is null then 'unknown_opening_snapshot'
           else 'missing_previous_snapshot'
         end as flow_basis
    offset 0
   ) f
)
select c.reference_date,
       c.investor_type,
       c.flow_basis,
       case c.flow_basis when 'delta' then c.buy_thousands - c.previous_buy when 'month_open' then c.buy_thousands end as buy_value_thousands,
       case c.flow_basis when 'delta' then c.sell_thousands - c.previous_sell when 'month_open' then c.sell_thousands end as sell_value_thousands,
       case c.flow_basis
         when 'delta' then (c.buy_thousands - c.previous_buy) - (c.sell_thousands - c.previous_sell)
         when 'month_open' then c.buy_thousands - c.sell_thousands
       end as net_value_thousands,
       c.buy_thousands as mtd_buy_value_thousands,
       c.sell_thousands as mtd_sell_value_thousands
  from classified c;

alter view api.investor_flow owner to api_owner;
revoke all on api.investor_flow from public;
grant select on api.investor_flow to anon, authenticated;
comment on view api.investor_flow is 'Daily net flow by investor type, in R$ thousands, computed as the difference between month-to-date participation snapshots (SharesInvesVolum, cash market), published with a T+2 lag.

flow_basis says how each row was computed: delta = this snapshot minus the snapshot of the previous session, which is held (a delta is only ever one session of flow); month_open = the first session of the month, whose month-to-date value is the day; unknown_opening_snapshot = no earlier snapshot of the month is held and the snapshot is not known to be the first session of the month; missing_previous_snapshot = an earlier snapshot of the month is held, but a session between it and this one may be missing, so the difference could hold several sessions of flow. For unknown_opening_snapshot and missing_previous_snapshot the flows are NULL on purpose (the month-to-date columns are still filled). A difference never crosses a month.

Known to be no session (rule): a weekday is known not to be a trading session when the exchange answered Nenhum resultado for that day in a bulletin table and no lending table (open positions, balances, trades) holds data asked for or dated that day. A snapshot is month_open only when every earlier weekday of its month is known to be no session, and delta only when every weekday between the previous snapshot held and this one is; a weekday of which nothing is known, or one that held data in another table, gives unknown_opening_snapshot or missing_previous_snapshot instead: a held snapshot is not assumed to be the first session, nor the previous one. Investor types are as the exchange publishes them: Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.
@tag Short interest & flows';
comment on column api.investor_flow.reference_date is 'Session the month-to-date snapshot runs to (the caption date Dados acumulados do início do mês até o dia DD/MM/YYYY), YYYY-MM-DD.';
comment on column api.investor_flow.investor_type is 'Investor type as the exchange publishes it (Tipos de investidores): Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.
@enum internal.investor_type';
comment on column api.investor_flow.flow_basis is 'How the flow was computed: delta, month_open, unknown_opening_snapshot or missing_previous_snapshot (see the view description; catalog enums.investor_flow.flow_basis and flow_basis).
@enum internal.flow_basis';
comment on column api.investor_flow.buy_value_thousands is 'Buys of the session in R$ thousands: the month-to-date buys minus the previous session''s snapshot (delta) or the month-to-date buys (month_open); NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.sell_value_thousands is 'Sells of the session in R$ thousands, computed as buy_value_thousands; NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.net_value_thousands is 'Net flow of the session in R$ thousands: buy_value_thousands minus sell_value_thousands; NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.mtd_buy_value_thousands is 'Month-to-date buys up to reference_date in R$ thousands, as published (Compras (R$) mil).';
comment on column api.investor_flow.mtd_sell_value_thousands is 'Month-to-date sells up to reference_date in R$ thousands, as published (Vendas (R$) mil).';
--! EndIncluded views/investor_flow.sql
--! Included views/lending_participants.sql
-- api.lending_participants: each broker's lending and borrowing per session and ticker.
create or replace view api.lending_participants with (security_invoker = false) as
with legs as (
  -- every trade has two legs: the lender's and the borrower's
  select t.trade_date, t.ticker, leg.side, leg.code, leg.name, t.quantity, t.rate_pct,
         (t.lender_code = t.borrower_code) as internal
    from b3.lending_trade t
   cross join lateral (values ('lender', t.lender_code, t.lender_name), ('borrower', t.borrower_code, t.borrower_name)) as leg(side, code, name)
   where leg.code is not null
)
select l.trade_date,
       l.ticker,
       l.code as broker_code,
       max(l.name) as broker_name,
       coalesce(sum(l.quantity) filter (where l.side = 'lender'), 0) as quantity_lent,
       coalesce(sum(l.quantity) filter (where l.side = 'borrower'), 0) as quantity_borrowed,
       coalesce(sum(l.quantity) filter (where l.side = 'lender'), 0) - coalesce(sum(l.quantity) filter (where l.side = 'borrower'), 0) as quantity_net,
       round(sum(l.rate_pct * l.quantity) filter (where l.side = 'lender')
             / nullif(sum(l.quantity) filter (where l.side = 'lender' and l.rate_pct is not null), 0), 6) as lender_rate_pct,
       round(sum(l.rate_pct * l.quantity) filter (where l.side = 'borrower')
             / nullif(sum(l.quantity) filter (where l.side = 'borrower' and l.rate_pct is not null), 0), 6) as borrower_rate_pct,
       count(*) filter (where l.internal)::integer as internal_legs,
       coalesce(sum(l.quantity) filter (where l.internal and l.side = 'lender'), 0) as internal_qty
  from legs l
 group by l.trade_date, l.ticker, l.code;

alter view api.lending_participants owner to api_owner;
revoke all on api.lending_participants from public;
grant select on api.lending_participants to anon, authenticated;
comment on view api.lending_participants is 'Each participant''s (broker''s) securities lending per session and ticker, from the exchange''s trade list: quantity lent and borrowed, the net, the quantity-weighted rate of each side, and its internal trades (the broker on both sides).

broker_name is published by the BDI table BTBTrade only; sessions from the older NegociosBTB file carry participant codes and a NULL name.
@tag Securities lending';
comment on column api.lending_participants.trade_date is 'Session of the trades (YYYY-MM-DD).';
comment on column api.lending_participants.ticker is 'B3 trading code lent.';
comment on column api.lending_participants.broker_code is 'Participant code as published (the broker).';
comment on column api.lending_participants.broker_name is 'Participant name as published in BTBTrade; NULL when the source file carries codes only (NegociosBTB).';
comment on column api.lending_participants.quantity_lent is 'Quantity the participant lent (lender leg), summed over the trades; 0 when it only borrowed.';
comment on column api.lending_participants.quantity_borrowed is 'Quantity the participant borrowed (borrower leg), summed over the trades; 0 when it only lent.';
comment on column api.lending_participants.quantity_net is 'quantity_lent minus quantity_borrowed.';
comment on column api.lending_participants.lender_rate_pct is 'Quantity-weighted rate of the trades where the participant lent, % per year (6 decimals); NULL when it did not lend.';
comment on column api.lending_participants.borrower_rate_pct is 'Quantity-weighted rate of the trades where the participant borrowed, % per year (6 decimals); NULL when it did not borrow.';
comment on column api.lending_participants.internal_legs is 'Legs of internal trades (the participant on both sides); each internal trade counts twice, once per leg.';
comment on column api.lending_participants.internal_qty is 'Quantity of the internal trades, counted once per trade.';
--! EndIncluded views/lending_participants.sql
--! Included views/lending_trades.sql
-- api.lending_trades: securities-lending trades summed per session and ticker.
create or replace view api.lending_trades with (security_invoker = false) as
select t.trade_date,
       t.ticker,
       count(*)::integer as trades,
       sum(t.quantity) as quantity,
       round(sum(t.rate_pct * t.quantity) / nullif(sum(t.quantity) filter (where t.rate_pct is not null), 0), 6) as rate_pct,
       min(t.rate_pct) as rate_min_pct,
       max(t.rate_pct) as rate_max_pct,
       count(distinct t.lender_code)::integer as lender_brokers,
       count(distinct t.borrower_code)::integer as borrower_brokers,
       count(*) filter (where t.lender_code = t.borrower_code)::integer as internal_trades
  from b3.lending_trade t
 group by t.trade_date, t.ticker;

alter view api.lending_trades owner to api_owner;
revoke all on api.lending_trades from public;
grant select on api.lending_trades to anon, authenticated;
comment on view api.lending_trades is 'Securities-lending trades per session and ticker, from the exchange''s trade list (BDI table BTBTrade, or the older NegociosBTB file): number of trades, quantity, volume-weighted rate and its range, distinct lending and borrowing participants (brokers), and trades where the lender and borrower are the same participant.

Every trade row published is counted as published; the exchange keeps about 21 sessions and every session collected here is kept.
@tag Securities lending';
comment on column api.lending_trades.trade_date is 'Session of the trades (YYYY-MM-DD).';
comment on column api.lending_trades.ticker is 'B3 trading code lent.';
comment on column api.lending_trades.trades is 'Number of lending trades.';
comment on column api.lending_trades.quantity is 'Shares (or units) lent, summed over the trades.';
comment on column api.lending_trades.rate_pct is 'Quantity-weighted average lending rate, % per year (6 decimals).';
comment on column api.lending_trades.rate_min_pct is 'Lowest trade rate, % per year.';
comment on column api.lending_trades.rate_max_pct is 'Highest trade rate, % per year.';
comment on column api.lending_trades.lender_brokers is 'Distinct lending participants (participante doador, broker codes).';
comment on column api.lending_trades.borrower_brokers is 'Distinct borrowing participants (participante tomador, broker codes).';
comment on column api.lending_trades.internal_trades is 'Trades whose lending and borrowing participant are the same broker code.';
--! EndIncluded views/lending_trades.sql
--! Included views/quotes.sql
-- api.quotes: the cash-market quote tape (COTAHIST TPMERC 010 standard lot and
-- 020 odd lot), one row per session, ticker and board, prices as published.
create or replace view api.quotes with (security_invoker = false) as
select q.codneg as ticker,
       q.trade_date,
       case q.tpmerc when '010' then 'cash' else 'odd_lot' end as board,
       q.codisi as isin,
       q.preabe as open,
       q.premax as high,
       q.premin as low,
       q.preult as close,
       q.premed as average,
       q.preofc as bid,
       q.preofv as ask,
       q.totneg as trades,
       q.quatot as quantity,
       q.voltot as volume,
       q.fatcot as quotation_factor,
       -- the class as the tape types it: CODBDI 12 real-estate funds, ESPECI for the rest
       case when q.codbdi = '12' then 'fii'
            when q.especi like 'CI%' then 'fund_quota'
            when q.especi like 'DR%' then 'bdr'
            when q.especi like 'UNT%' then 'unit'
            when q.especi ~ '^(ON|PN)' then 'equity'
            else 'other' end as asset_class,
       q.nomres as short_name,
       q.especi as spec,
       case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end as source
  from b3.cotahist q
  join ingest.ingest_log l on l.id = q.ingest_id
 where q.tpmerc in ('010', '020');

alter view api.quotes owner to api_owner;
revoke all on api.quotes from public;
grant select on api.quotes to anon, authenticated;
comment on view api.quotes is 'The exchange''s cash-market quote tape (COTAHIST), one row per session, ticker and board: open, high, low, close, average, closing bid and ask, trades, quantity and volume as published.

Prices are RAW: never adjusted for splits, groupings or distributions, in BRL per quotation_factor units (1 = per share, 1000 = per lot of 1000). Filter by ticker and trade_date (an index serves ticker=eq.X&trade_date=gte.Y); a response is cut at 1000 rows (see Content-Range).
@tag Quotes';
comment on column api.quotes.ticker is 'B3 trading code (CODNEG).';
comment on column api.quotes.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.quotes.board is 'cash (TPMERC 010, standard lot) or odd_lot (TPMERC 020).
@enum internal.board';
comment on column api.quotes.isin is 'ISIN of the security (CODISI).';
comment on column api.quotes.open is 'Opening price, raw (PREABE).';
comment on column api.quotes.high is 'Highest price, raw (PREMAX).';
comment on column api.quotes.low is 'Lowest price, raw (PREMIN).';
comment on column api.quotes.close is 'Last price of the session, raw (PREULT); never adjusted.';
comment on column api.quotes.average is 'Average price, raw (PREMED).';
comment on column api.quotes.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.quotes.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.quotes.trades is 'Number of trades (TOTNEG).';
comment on column api.quotes.quantity is 'Quantity traded (QUATOT).';
comment on column api.quotes.volume is 'Volume traded, BRL (VOLTOT).';
comment on column api.quotes.quotation_factor is 'FATCOT: prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.quotes.asset_class is 'fii (CODBDI 12), fund_quota (ESPECI CI*), bdr (DR*), unit (UNT*), equity (ON*/PN*), other.
@enum internal.quote_asset_class';
comment on column api.quotes.short_name is 'NOMRES: the issuer''s short name as filed.';
comment on column api.quotes.spec is 'ESPECI: the security''s specification as filed (ON NM, PN N1, CI, DRN, ...).';
comment on column api.quotes.source is 'b3_cotahist (a COTAHIST file) or synthetic_sample (generated demo data; never an exchange figure).';
--! EndIncluded views/quotes.sql
--! Included views/short_interest.sql
-- api.short_interest: open securities-lending positions (short interest) per
-- session and ticker, with the published sector, lending rates and the quote
-- tape's 21-session average traded value. Dropped and recreated: the upstream
-- column order puts the new columns between the old ones.
drop view if exists api.short_interest;
create view api.short_interest with (security_invoker = false) as
select pos.trade_date,
       pos.ticker,
       pos.asset_name,
       pos.isin,
       pos.sector,
       null::text as sector_top,
       pos.category as instrument_category,
       pos.short_quantity,
       pos.short_value,
       null::numeric as pct_float,
       null::text as float_basis,
       null::numeric as float_denominator,
       round(pos.short_value / nullif(adtv.adtv_value_21, 0), 2) as days_to_cover,
       adtv.adtv_value_21,
       -- the session's window size from the average's own row; only a ticker without
       -- one looks the session up
       coalesce(adtv.adtv_sessions, (select t.window_sessions from b3.tape_session t where t.trade_date = pos.trade_date)) as adtv_sessions,
       rates.lender_rate_pct,
       rates.borrower_rate_pct,
       rates.contracts
  -- the Total-row and registry-snapshot rules, shared with short_interest_by_sector
  from b3.short_position pos
  left join lateral (
    select case when bool_or(b.is_total) then max(b.lender_rate_avg) filter (where b.is_total)
                else round(sum(b.lender_rate_avg * b.quantity) / nullif(sum(b.quantity) filter (where b.lender_rate_avg is not null), 0), 6) end as lender_rate_pct,
           case when bool_or(b.is_total) then max(b.borrower_rate_avg) filter (where b.is_total)
                else round(sum(b.borrower_rate_avg * b.quantity) / nullif(sum(b.quantity) filter (where b.borrower_rate_avg is not null), 0), 6) end as borrower_rate_pct,
           case when bool_or(b.is_total) then max(b.contracts) filter (where b.is_total)
                else sum(b.contracts) end as contracts
      from b3.lending_balance b
     where b.trade_date = pos.trade_date and b.ticker = pos.ticker
    having count(*) > 0
  ) rates on true
  -- the ticker's 21-session average, kept per session by the COTAHIST loader
  -- (b3.refresh_cash_adtv): one key probe
  left join b3.cash_adtv adtv on adtv.trade_date = pos.trade_date and adtv.codneg = pos.ticker;

alter view api.short_interest owner to api_owner;
revoke all on api.short_interest from public;
grant select on api.short_interest to anon, authenticated;
comment on view api.short_interest is 'Short interest per session and ticker: open securities-lending positions from the exchange''s daily bulletin (BTBLendingOpenPosition), with the sector and category the equities registry publishes and the lending rates of BTBLoanBalance.

short_quantity and short_value sum the per-market rows (registered and electronic markets); the exchange''s Total row is never added to them and is used only when a ticker has no per-market row. The exchange keeps about 21 sessions and publishes no archive; every session collected here is kept. From the quote tape (COTAHIST): adtv_value_21 (the 21-session average traded value), adtv_sessions and days_to_cover. pct_float, float_basis, float_denominator and sector_top are NULL: no free-float, shares-outstanding or sector-tree source is held (see each column).
@tag Short interest & flows';
comment on column api.short_interest.trade_date is 'Session of the open position (YYYY-MM-DD).';
comment on column api.short_interest.ticker is 'B3 trading code (Código IF).';
comment on column api.short_interest.asset_name is 'Company or fund name as published (Empresa ou fundo).';
comment on column api.short_interest.isin is 'ISIN as published (Código ISIN).';
comment on column api.short_interest.sector is 'Sector the equities instrument registry (InstrumentsEquities, column Segmento) publishes for the ticker: the snapshot of the session, else the newest before it, else the oldest after it. NULL when the registry holds no sector for the ticker.';
comment on column api.short_interest.sector_top is 'Top-level economic sector above sector. Always NULL here: the exchange''s sector classification tree (economic sector, subsector, segment) is not a source this store holds; the equities registry publishes only the segment (sector).';
comment on column api.short_interest.instrument_category is 'Category the equities instrument registry publishes (e.g. SHARES, UNIT, ETF EQUITIES, FUNDS, BDR); NULL when the ticker is not in the registry.';
comment on column api.short_interest.short_quantity is 'Shares (or units) on loan at the end of the session: sum of the per-market rows, never including the Total row.';
comment on column api.short_interest.short_value is 'Value on loan in R$ (Saldo em R$): sum of the per-market rows, never including the Total row.';
comment on column api.short_interest.lender_rate_pct is 'Lender (doador) volume-weighted average rate, % per year, from BTBLoanBalance: the Total row when published, else the per-market averages weighted by quantity (6 decimals). NULL when no balance is published for the ticker and session.';
comment on column api.short_interest.borrower_rate_pct is 'Borrower (tomador) volume-weighted average rate, % per year, from BTBLoanBalance, as lender_rate_pct. NULL when not published.';
comment on column api.short_interest.contracts is 'Open lending contracts (Número de contratos) from BTBLoanBalance: the Total row when published, else the sum of the market rows. NULL when not published.';
comment on column api.short_interest.pct_float is 'short_quantity as a share of the free float (a fraction). Always NULL here: neither input the upstream service uses is held (the exchange''s index portfolios, which publish each constituent''s free-float shares, nor shares outstanding per ticker; the registry''s share_capital is capital in BRL, not a share count).';
comment on column api.short_interest.float_basis is 'Which denominator pct_float uses: index_free_float or shares_outstanding. Always NULL here, as pct_float (no free-float or shares-outstanding source is held).';
comment on column api.short_interest.float_denominator is 'The free-float or outstanding share count pct_float divides by. Always NULL here, as pct_float.';
comment on column api.short_interest.days_to_cover is 'short_value / adtv_value_21: sessions of average traded value the position represents, 2 decimals. NULL when adtv_value_21 is NULL (or 0).';
comment on column api.short_interest.adtv_value_21 is 'Average daily traded value, BRL: the ticker''s cash-board volume (COTAHIST VOLTOT, TPMERC 010) summed over the adtv_sessions tape sessions ending at trade_date, divided by adtv_sessions (a session without a trade counts 0), 2 decimals. NULL when the quote tape does not hold trade_date, or holds no cash-board trade of the ticker in those sessions.';
comment on column api.short_interest.adtv_sessions is 'Sessions adtv_value_21 averages over: the 21 quote-tape sessions ending at trade_date (inclusive), fewer when the tape holds fewer before it. NULL when the tape does not hold trade_date.';
--! EndIncluded views/short_interest.sql
--! Included views/short_interest_by_sector.sql
-- api.short_interest_by_sector: short interest summed per session and sector.
create or replace view api.short_interest_by_sector with (security_invoker = false) as
select c.trade_date,
       coalesce(c.sector, 'Não classificado') as sector,
       count(*)::integer as tickers,
       sum(c.short_value) as short_value,
       case when count(c.category) = count(*)
            then coalesce(sum(c.short_value) filter (where c.category in ('SHARES', 'UNIT')), 0) end as short_value_equities,
       sum(c.short_quantity) as short_quantity
  -- the Total-row and registry-snapshot rules, shared with short_interest
  from b3.short_position c
 group by c.trade_date, coalesce(c.sector, 'Não classificado');

alter view api.short_interest_by_sector owner to api_owner;
revoke all on api.short_interest_by_sector from public;
grant select on api.short_interest_by_sector to anon, authenticated;
comment on view api.short_interest_by_sector is 'Short balance by exchange sector per session, summed over the tickers of short_interest (same rules for the Total row and the registry snapshot).

Tickers with no published sector are grouped under the sector value Não classificado; they are never dropped. short_value_equities counts shares and units only (registry category SHARES or UNIT).
@tag Short interest & flows';
comment on column api.short_interest_by_sector.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.short_interest_by_sector.sector is 'Sector as the equities instrument registry publishes it, or Não classificado for tickers with no published sector.';
comment on column api.short_interest_by_sector.tickers is 'Number of tickers with an open lending position in the sector that session.';
comment on column api.short_interest_by_sector.short_value is 'Sum of short_value (R$) over the tickers of the sector.';
comment on column api.short_interest_by_sector.short_value_equities is 'Sum of short_value (R$) over the shares and units of the sector (registry category SHARES or UNIT); 0 when every ticker has a category and none is a share or unit; NULL when some ticker has no published category (it cannot be told apart).';
comment on column api.short_interest_by_sector.short_quantity is 'Sum of short_quantity over the tickers of the sector (mixes shares, units and fund quotas).';
--! EndIncluded views/short_interest_by_sector.sql
--! Included functions/catalog.sql
-- api.catalog: the machine-readable catalog, assembled from two halves so that
-- adding an endpoint never re-copies the whole catalog into a migration:
-- - what cannot be derived (limits prose, metrics, screens, worked examples...):
--   catalog.json, rendered by codegen into one private function per top-level key
--   (sql/internal/catalog_part_<key>.sql, listed in order by internal.catalog_static);
-- - what each endpoint states about itself (method, path, tag, defaults, cursor,
--   refusals, tier ceilings, enums): derived from the api objects at call time
--   (internal.endpoint_facts, internal.catalog_tiers, internal.catalog_enums).
-- The answer is one JSON object, the same on every call until a migration runs.
create or replace function api.catalog()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_endpoints jsonb;
  v_defaults jsonb;
  v_functions jsonb;
  v_enums jsonb;
  v_tiers jsonb;
  v_keys text[] := '{}';
  v_values json[] := '{}';
  v_part record;
begin
  select jsonb_object_agg(f.name, jsonb_strip_nulls(jsonb_build_object('method', f.method, 'path', f.path, 'tag', f.tag, 'since', f.since)) order by f.name),
         jsonb_object_agg(f.name, f.defaults::jsonb order by f.name) filter (where f.defaults is not null),
         jsonb_build_object(
           'paged', coalesce(jsonb_object_agg(f.name, f.cursor order by f.name) filter (where f.cursor is not null), '{}'),
           -- refused above 1000 rows and neither paged nor clamped to a tier ceiling
           'raise_only', coalesce(jsonb_agg(f.name order by f.name) filter (where f.cursor is null and f.row_capped and not f.tier_clamped), '[]'))
    into v_endpoints, v_defaults, v_functions
    from internal.endpoint_facts() f;
  v_enums := internal.catalog_enums();
  select jsonb_build_object('anon', jsonb_object_agg(t.key, t.anon), 'authenticated', jsonb_object_agg(t.key, t.authenticated))
    into v_tiers from internal.catalog_tiers() t;

  -- catalog.json's keys in its order; where a key has derived parts, they are merged in
  for v_part in select s.key, s.value from internal.catalog_static() s order by s.ord loop
    v_keys := v_keys || v_part.key;
    v_values := v_values || case v_part.key
      when 'limits' then jsonb_set(v_part.value::jsonb, '{page,functions}', v_functions)::json
      when 'tiers' then (v_part.value::jsonb
        || jsonb_build_object('anon', (v_part.value::jsonb -> 'anon') || coalesce(v_tiers -> 'anon', '{}'))
        || jsonb_build_object('authenticated', (v_part.value::jsonb -> 'authenticated') || coalesce(v_tiers -> 'authenticated', '{}')))::json
      when 'defaults' then (coalesce(v_defaults, '{}') || v_part.value::jsonb)::json
      when 'enums' then (coalesce(v_enums, '{}') || v_part.value::jsonb)::json
      else v_part.value end;
  end loop;
  if not ('endpoints' = any (v_keys)) then
    v_keys := v_keys || 'endpoints'::text;
    v_values := v_values || v_endpoints::json;
  end if;
  return (select json_object_agg(k, v order by o) from unnest(v_keys, v_values) with ordinality as u(k, v, o));
end;
$$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Machine-readable catalog of this API.
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path, tag and (where a rule came with a contract version) since. The same object on every call until the API changes. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/catalog.sql
