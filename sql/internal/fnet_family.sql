-- The family an FNET query names for screen_late_filers: tipoFundo 1 is FII, 2 is
-- FIDC; anything else says nothing (the screen then asks the registry). Plain SQL
-- without a SET clause (it names no object, so no search_path is needed), so the
-- planner inlines it into the screen's scans.
create or replace function internal.fnet_family(p_tipo_fundo smallint) returns text
language sql
immutable
as $$
  select case p_tipo_fundo when 1 then 'fii' when 2 then 'fidc' end
$$;
alter function internal.fnet_family(smallint) owner to api_owner;
revoke all on function internal.fnet_family(smallint) from public;
comment on function internal.fnet_family(smallint) is 'Internal: the family an FNET query''s tipoFundo names for screen_late_filers (1 fii, 2 fidc); NULL when it names none.';
