-- The date window rule of every function with p_from and p_to: an empty
-- window by construction is refused, never answered with []. The caller says
-- whether p_from is its default, so the message can say where it came from.
create or replace function internal.assert_window(p_from date, p_to date, p_fn text, p_how text, p_from_is_default boolean default false)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_from is not null and p_to is not null and p_from > p_to then
    raise exception using
      errcode = '22023',
      message = format('%s: p_from (%s%s) is after p_to (%s)', p_fn, p_from, case when p_from_is_default then ', the default' end, p_to),
      detail = 'The window is empty by construction.',
      hint = p_how;
  end if;
end;
$$;

alter function internal.assert_window(date, date, text, text, boolean) owner to api_owner;
revoke all on function internal.assert_window(date, date, text, text, boolean) from public;
comment on function internal.assert_window(date, date, text, text, boolean) is
  'Internal: raises 22023 naming the calling function when p_from is after p_to (both given), with p_how as the hint; p_from_is_default adds ", the default" after p_from.';
