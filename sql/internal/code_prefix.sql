-- The trading-code prefix rule of the option functions: required, at least 3
-- characters (so a call names an underlying), case-insensitive.
create or replace function internal.code_prefix(p_prefix text, p_fn text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_prefix text := upper(btrim(p_prefix));
begin
  if v_prefix is null or length(v_prefix) < 3 then
    raise exception using
      errcode = '22023',
      message = format('%s: p_prefix %s is shorter than 3 characters', p_fn, coalesce(quote_literal(p_prefix), 'NULL')),
      detail = 'The prefix of the trading code is required and must have at least 3 characters, so a call names an underlying.',
      hint = 'Send p_prefix as the first letters of the option codes, e.g. {"p_prefix":"PETR"}.';
  end if;
  return v_prefix;
end;
$$;

alter function internal.code_prefix(text, text) owner to api_owner;
revoke all on function internal.code_prefix(text, text) from public;
comment on function internal.code_prefix(text, text) is
  'Internal: the upper-cased, trimmed trading-code prefix of an option function; shorter than 3 characters (or null) raises 22023 naming the calling function.';
