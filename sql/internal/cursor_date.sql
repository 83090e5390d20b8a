-- The date cursor of the paged functions: '' is the first page (NULL here),
-- anything else must be the date of the last row of the previous page.
create or replace function internal.cursor_date(p_after text, p_fn text, p_noun text, p_column text)
returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_after is null or p_after = '' then
    return null;
  end if;
  return p_after::date;
exception when others then
  raise exception using
    errcode = '22023',
    message = format('%s: p_after %s is not a %s', p_fn, quote_literal(p_after), p_noun),
    detail = format('The cursor is the %s of the last row of the previous page.', p_column),
    hint = format('Send p_after = '''' for the first page, then the last row''s %s as YYYY-MM-DD.', p_column);
end;
$$;

alter function internal.cursor_date(text, text, text, text) owner to api_owner;
revoke all on function internal.cursor_date(text, text, text, text) from public;
comment on function internal.cursor_date(text, text, text, text) is
  'Internal: the date in a paged function''s p_after cursor (NULL for the first page ''''); anything that is not a date raises 22023 naming the calling function, the noun and the cursor column.';
