-- A listed company's p_id as callers send it -> how the statement tables are
-- filtered: a 14-digit CNPJ (punctuation ignored) or a CVM code (1 to 6 digits,
-- leading zeros optional: CVM pads it in the DFP/ITR files, not in the
-- register). Never a name; a ticker is refused until the FCA ticker map lands.
create or replace function internal.company_id(p_id text, p_fn text, out cnpj text, out cd_cvm integer)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_id text := btrim(coalesce(p_id, ''));
  v_digits text := regexp_replace(v_id, '[.\-/\s]', '', 'g');
begin
  if v_digits ~ '^[0-9]{14}$' then
    cnpj := v_digits;
  elsif v_id ~ '^[0-9]{1,6}$' then
    cd_cvm := v_id::integer;
  else
    raise exception using
      errcode = '22023',
      message = format('%s: p_id %s is neither a CNPJ nor a CVM code', p_fn, coalesce(quote_literal(p_id), 'NULL')),
      detail = 'A listed company is named by its 14-digit CNPJ (dots, slash and hyphen ignored) or its CVM code (1 to 6 digits); tickers are not resolved yet and names never are.',
      hint = 'Send p_id like "33.000.167/0001-01", "33000167000101" or the CVM code "9512".';
  end if;
end;
$$;

alter function internal.company_id(text, text) owner to api_owner;
revoke all on function internal.company_id(text, text) from public;
comment on function internal.company_id(text, text) is
  'Internal: a listed company''s p_id -> (cnpj, cd_cvm), one of them set: 14 digits once punctuation is removed is a CNPJ, 1 to 6 digits a CVM code; anything else raises 22023 naming the calling function.';
