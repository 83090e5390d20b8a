-- Internal helper (not granted to callers): a value written in a structured
-- COMMENT line (@default) read as JSON when it is a JSON literal (null, a number,
-- true/false, a quoted string), else as the prose text it is.
create or replace function internal.json_or_text(p_text text)
returns json
language sql
immutable
set search_path = ''
as $$
  select case when p_text ~ '^(null|true|false|-?\d+(\.\d+)?|"([^"\\]|\\.)*")$' then p_text::json
              else to_json(p_text) end
$$;

alter function internal.json_or_text(text) owner to api_owner;
revoke all on function internal.json_or_text(text) from public;
comment on function internal.json_or_text(text) is
  'Internal: p_text as JSON when it is a JSON literal (null, number, true, false, "string"), else as a JSON string of the text.';
