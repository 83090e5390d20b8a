-- Internal helper (not granted to callers): a text argument that names one of a
-- fixed set (a board, a driver, a family, a frequency), folded to lower case and
-- trimmed; NULL passes (the caller's "every one"), anything else is refused with
-- 22023 naming the calling function, the argument and what it accepts.
create or replace function internal.one_of(p_fn text, p_arg text, p_value text, p_allowed text[], p_detail text, p_how text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_value text := lower(btrim(p_value));
begin
  if v_value is not null and not (v_value = any (p_allowed)) then
    raise exception using
      errcode = '22023',
      message = format('%s: unknown %s %s', p_fn, p_arg, quote_literal(p_value)),
      detail = p_detail,
      hint = p_how;
  end if;
  return v_value;
end;
$$;

alter function internal.one_of(text, text, text, text[], text, text) owner to api_owner;
revoke all on function internal.one_of(text, text, text, text[], text, text) from public;
comment on function internal.one_of(text, text, text, text[], text, text) is
  'Internal: p_value folded (lower case, trimmed) when it is one of p_allowed, NULL kept; anything else raises 22023 "<p_fn>: unknown <p_arg> ''value''" with p_detail and p_how as the hint.';
