-- A listed company's p_id as callers send it -> how the statement tables are
-- filtered, for the dates asked: a 14-digit CNPJ (punctuation ignored), a CVM
-- code (1 to 6 digits, leading zeros optional: CVM pads it in the DFP/ITR files,
-- not in the register), or a ticker through the FCA map (cvm.company_ticker)
-- valid on some day of [p_from, p_to] (NULL bounds: any day). Never a name.
-- A ticker no company held on those dates gives cnpj = '' (matches no row, so
-- the caller answers []); one that two companies held is refused, naming them.
create or replace function internal.company_on(p_id text, p_fn text, p_from date, p_to date, out cnpj text, out cd_cvm integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_id text := btrim(coalesce(p_id, ''));
  v_digits text := regexp_replace(v_id, '[.\-/\s]', '', 'g');
  v_ticker text := upper(v_id);
  v_found text[];
begin
  if v_digits ~ '^[0-9]{14}$' then
    cnpj := v_digits;
    return;
  elsif v_id ~ '^[0-9]{1,6}$' then
    cd_cvm := v_id::integer;
    return;
  -- B3's code shape (4-character root, 1 or 2 digits, an optional letter): a
  -- one-word name (PETROBRAS) is refused as a name, not looked up as a ticker
  elsif v_ticker !~ '^[A-Z0-9]{4}[0-9]{1,2}[A-Z]?$' or v_ticker !~ '[A-Z]' then
    raise exception using
      errcode = '22023',
      message = format('%s: p_id %s is neither a ticker, a CNPJ nor a CVM code', p_fn, coalesce(quote_literal(p_id), 'NULL')),
      detail = 'A listed company is named by a trading code its registration form (FCA) lists, its 14-digit CNPJ (dots, slash and hyphen ignored) or its CVM code (1 to 6 digits); never by its name.',
      hint = 'Send p_id like "PETR4", "33.000.167/0001-01", "33000167000101" or the CVM code "9512"; lookup(p_query) finds a company by name.';
  end if;
  select array_agg(format('%s (%s, %s..%s)', t.cnpj, coalesce(c.denom_social, 'not in the register'),
                          coalesce(t.valid_from::text, 'first filing'), coalesce(t.valid_to::text, 'open')) order by t.cnpj)
    into v_found
  from cvm.company_ticker t
  left join lateral (select r.denom_social from cvm.cad_cia_aberta r where r.cnpj = t.cnpj order by r.cd_cvm limit 1) c on true
  where t.ticker = v_ticker
    and (p_to is null or t.valid_from is null or t.valid_from <= p_to)
    and (p_from is null or t.valid_to is null or t.valid_to >= p_from);
  if v_found is null then
    cnpj := '';
  elsif cardinality(v_found) > 1 then
    raise exception using
      errcode = '22023',
      message = format('%s: ticker %s names %s companies on the asked dates', p_fn, v_ticker, cardinality(v_found)),
      detail = format('The registration forms (FCA) list %s for: %s.', v_ticker, array_to_string(v_found, '; ')),
      hint = 'Send p_id as the CNPJ of the company meant, or narrow p_from/p_to to the dates one of them held the ticker.';
  else
    cnpj := split_part(v_found[1], ' ', 1);
  end if;
end;
$$;

alter function internal.company_on(text, text, date, date) owner to api_owner;
revoke all on function internal.company_on(text, text, date, date) from public;
comment on function internal.company_on(text, text, date, date) is
  'Internal: a listed company''s p_id -> (cnpj, cd_cvm), one of them set: 14 digits once punctuation is removed is a CNPJ, 1 to 6 digits a CVM code, a B3 code (4-character root, 1 or 2 digits, an optional letter) a ticker of the FCA map held on some day of [p_from, p_to] (cnpj '''' when none: no row matches); a ticker two companies held, or anything else, raises 22023 naming the calling function.';
