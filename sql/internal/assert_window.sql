-- The date window rule of every function with p_from and p_to: an empty
-- window by construction is refused, never answered with [].
create or replace function internal.assert_window(p_from date, p_to date, p_fn text, p_how text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_from is not null and p_to is not null and p_from > p_to then
    raise exception using
      errcode = '22023',
      message = format('%s: p_from (%s) is after p_to (%s)', p_fn, p_from, p_to),
      detail = 'The window is empty by construction.',
      hint = p_how;
  end if;
end;
$$;

alter function internal.assert_window(date, date, text, text) owner to api_owner;
revoke all on function internal.assert_window(date, date, text, text) from public;
comment on function internal.assert_window(date, date, text, text) is
  'Internal: raises 22023 naming the calling function when p_from is after p_to (both given), with p_how as the hint.';
