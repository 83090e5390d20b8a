-- The movement thresholds, in one place: strictly greater, so a z of exactly 2
-- is normal and exactly 3 is atencao. The level is decided on the unrounded z.
create or replace function internal.movement_level_of(p_z numeric)
returns text
language sql
immutable
parallel safe
set search_path = ''
return case when p_z is null then 'nao_avaliado' when abs(p_z) > 3 then 'forte' when abs(p_z) > 2 then 'atencao' else 'normal' end;

alter function internal.movement_level_of(numeric) owner to api_owner;
revoke all on function internal.movement_level_of(numeric) from public;
comment on function internal.movement_level_of(numeric) is
  'Internal: forte when |z| > 3, atencao when |z| > 2, else normal (exactly 2 is normal, exactly 3 atencao); nao_avaliado for a NULL z.';
