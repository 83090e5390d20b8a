-- The fund family argument (p_entity_type) of the fund endpoints: folded to
-- lower case, NULL kept (every family), anything else refused with 22023.
create or replace function internal.fund_family(p_entity_type text, p_fn text, p_how text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return internal.one_of(p_fn, 'p_entity_type', p_entity_type, internal.domain_values('internal.entity_type'), 'Families served: fi, fidc, fii, fip, fiagro.', p_how);
end;
$$;

alter function internal.fund_family(text, text, text) owner to api_owner;
revoke all on function internal.fund_family(text, text, text) from public;
comment on function internal.fund_family(text, text, text) is
  'Internal: p_entity_type folded to fi, fidc, fii, fip or fiagro (NULL = every family); anything else raises 22023 naming the calling function, with p_how as the hint.
@enum internal.entity_type';
