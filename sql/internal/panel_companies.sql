-- api.panel's ids read as listed companies, for the standard lines of
-- company_financials: each id of a shape internal.company_on reads (a 14-digit
-- CNPJ, a 1-to-6-digit CVM code, a B3 code resolved through the FCA map on some
-- day of [p_from, p_to]) with the company it names. Any other id names no
-- company (no row), not a refusal: panel ids are fund CNPJs and tape tickers too.
-- A ticker two companies held in the window is refused by company_on (22023).
create or replace function internal.panel_companies(p_ids text[], p_from date, p_to date)
returns table (id text, cnpj text, cd_cvm integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_id text;
  v_company record;
begin
  foreach v_id in array coalesce(p_ids, '{}') loop
    if v_id ~ '^[0-9]{14}$' or v_id ~ '^[0-9]{1,6}$' or (v_id ~ '^[A-Z0-9]{4}[0-9]{1,2}[A-Z]?$' and v_id ~ '[A-Z]') then
      v_company := internal.company_on(v_id, 'panel', p_from, p_to);
      id := v_id;
      cnpj := v_company.cnpj;
      cd_cvm := v_company.cd_cvm;
      return next;
    end if;
  end loop;
end;
$$;

alter function internal.panel_companies(text[], date, date) owner to api_owner;
revoke all on function internal.panel_companies(text[], date, date) from public;
comment on function internal.panel_companies(text[], date, date) is
  'Internal: api.panel''s ids (upper-cased, CNPJs as 14 digits) that name a listed company: (id, cnpj, cd_cvm) through internal.company_on on [p_from, p_to] for a 14-digit CNPJ, a CVM code or a B3 code (cnpj '''' for a ticker no company held: no statement row matches); other ids give no row; a ticker two companies held raises 22023 (panel: ...).';
