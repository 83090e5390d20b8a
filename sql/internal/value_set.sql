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
