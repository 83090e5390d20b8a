-- The CNPJ-list size rule portfolio_fees and portfolio_fee_peers share: at most
-- 200 CNPJs, and (when p_min is 1) at least one.
create or replace function internal.assert_cnpj_list(p_cnpjs text[], p_fn text, p_min integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_cnpjs), 0) > 200 then
    raise exception using
      errcode = '22023',
      message = format('%s: %s CNPJs sent, at most 200', p_fn, cardinality(p_cnpjs)),
      detail = 'One call answers at most 200 CNPJs.',
      hint = 'Split p_cnpjs into calls of at most 200 CNPJs each.';
  end if;
  if coalesce(cardinality(p_cnpjs), 0) < p_min then
    raise exception using
      errcode = '22023',
      message = format('%s: no CNPJ sent', p_fn),
      detail = 'p_cnpjs needs at least one CNPJ.',
      hint = 'Send p_cnpjs as an array of 1 to 200 CNPJs, e.g. ["00.000.684/0001-21"].';
  end if;
end;
$$;

alter function internal.assert_cnpj_list(text[], text, integer) owner to api_owner;
revoke all on function internal.assert_cnpj_list(text[], text, integer) from public;
comment on function internal.assert_cnpj_list(text[], text, integer) is
  'Internal: refuses (22023, naming the calling function) a CNPJ list above 200 entries, or below p_min entries.';
