-- Internal helper (not granted to callers): the values a value-set domain allows,
-- in the order its CHECK lists them. A value set the contract states (a board, a
-- driver, a family...) is one domain, `CHECK (VALUE IN (...))`, in schema
-- internal; the argument checks (internal.one_of) and api.catalog()'s enums both
-- read it from here, so the list is written once.
-- IMMUTABLE on purpose: a domain's list changes only by a migration (ALTER DOMAIN),
-- and so the call (about 0.2 ms of catalog lookup and regex) is folded into each
-- endpoint's cached plan instead of running on every request. After a migration
-- that changes a list, restart the API (as for any migration: README, Scaling out).
create or replace function internal.domain_values(p_domain regtype)
returns text[]
language sql
immutable
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
