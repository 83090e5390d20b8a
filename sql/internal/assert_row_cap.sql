-- Internal helper (not granted to callers): every set-returning function counts
-- its own window (fetching at most 1001 rows) and calls this, so a window above
-- the 1000-row response cut is refused with a why and a how instead of trimmed.
create or replace function internal.assert_row_cap(p_n bigint, p_fn text, p_how text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_n > 1000 then
    raise exception using
      errcode = '22023',
      message = format('%s: the requested window holds more than 1000 rows; refused rather than trimmed', p_fn),
      detail = 'Every response is cut at 1000 rows, so set-returning functions refuse a larger result instead of silently returning part of it.',
      hint = p_how;
  end if;
end;
$$;

alter function internal.assert_row_cap(bigint, text, text) owner to api_owner;
revoke all on function internal.assert_row_cap(bigint, text, text) from public;
comment on function internal.assert_row_cap(bigint, text, text) is
  E'Internal: raises SQLSTATE 22023 when a set-returning function''s window holds more than 1000 rows.';
