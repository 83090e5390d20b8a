-- A CNPJ argument as callers send it (punctuated or bare, leading zeros
-- optional) -> the 14 digits the landing tables store; anything else is 22023.
create or replace function internal.cnpj(p_cnpj text, p_fn text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_cnpj, ''), '[.\-/\s]', '', 'g');
begin
  if v_digits !~ '^[0-9]{1,14}$' then
    raise exception using
      errcode = '22023',
      message = format('%s: %s is not a CNPJ', p_fn, coalesce(quote_literal(p_cnpj), 'NULL')),
      detail = 'A CNPJ is 14 digits; dots, slash and hyphen are ignored.',
      hint = 'Send p_cnpj like "00.000.684/0001-21" or "00000684000121"; search_funds finds a CNPJ by name.';
  end if;
  return lpad(v_digits, 14, '0');
end;
$$;

alter function internal.cnpj(text, text) owner to api_owner;
revoke all on function internal.cnpj(text, text) from public;
comment on function internal.cnpj(text, text) is
  'Internal: a CNPJ argument with dots, slash, hyphen and blanks removed and left-padded to 14 digits; anything but 1-14 digits raises 22023 naming the calling function.';
