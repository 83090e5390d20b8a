-- The fund family argument (p_entity_type) of the fund endpoints: folded to
-- lower case, NULL kept (every family), anything else refused with 22023.
create or replace function internal.fund_family(p_entity_type text, p_fn text, p_how text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_family text := lower(btrim(p_entity_type));
begin
  if v_family is not null and v_family not in ('fi', 'fidc', 'fii') then
    raise exception using
      errcode = '22023',
      message = format('%s: unknown p_entity_type %s', p_fn, quote_literal(p_entity_type)),
      detail = 'Families served: fi, fidc, fii.',
      hint = p_how;
  end if;
  return v_family;
end;
$$;

alter function internal.fund_family(text, text, text) owner to api_owner;
revoke all on function internal.fund_family(text, text, text) from public;
comment on function internal.fund_family(text, text, text) is
  'Internal: p_entity_type folded to fi, fidc or fii (NULL = every family); anything else raises 22023 naming the calling function, with p_how as the hint.';
