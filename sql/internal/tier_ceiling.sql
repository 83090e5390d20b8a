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
