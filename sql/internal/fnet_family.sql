-- The family screen_late_filers files a fund under: tipoFundo of the FNET query that
-- listed it (1 FII, 2 FIDC), else the registry's family when the query did not say.
-- Plain SQL without a sub-select or a SET clause (it names no object, so no
-- search_path is needed), so the planner inlines it into the screen's scans.
create or replace function internal.fnet_family(p_tipo_fundo smallint, p_registry_family text) returns text
language sql
immutable
as $$
  select coalesce(case p_tipo_fundo when 1 then 'fii' when 2 then 'fidc' end, p_registry_family)
$$;
alter function internal.fnet_family(smallint, text) owner to api_owner;
revoke all on function internal.fnet_family(smallint, text) from public;
comment on function internal.fnet_family(smallint, text) is 'Internal: the family of an FNET-listed fund for screen_late_filers: the query''s tipoFundo (1 fii, 2 fidc), else the registry''s entity_type (NULL when neither says).';
