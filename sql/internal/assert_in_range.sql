-- Internal helper (not granted to callers): the screens' numeric arguments are
-- refused, never clamped, when missing or outside their bounds, each refusal
-- naming the calling function, the argument and its bounds.
create or replace function internal.assert_in_range(p_fn text, p_arg text, p_value numeric, p_min numeric, p_max numeric, p_how text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or p_value < p_min or p_value > p_max then
    raise exception using
      errcode = '22023',
      message = format('%s: %s %s is out of range', p_fn, p_arg, coalesce(p_value::text, 'NULL')),
      detail = case when p_max is null
        then format('%s must be at least %s; arguments are never clamped.', p_arg, p_min)
        else format('%s must be between %s and %s; arguments are never clamped.', p_arg, p_min, p_max) end,
      hint = p_how;
  end if;
end;
$$;

alter function internal.assert_in_range(text, text, numeric, numeric, numeric, text) owner to api_owner;
revoke all on function internal.assert_in_range(text, text, numeric, numeric, numeric, text) from public;
comment on function internal.assert_in_range(text, text, numeric, numeric, numeric, text) is
  'Internal: raises SQLSTATE 22023 naming the calling function when a numeric argument is NULL or outside p_min..p_max (p_max NULL: no upper bound), with p_how as the hint.';
