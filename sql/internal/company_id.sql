-- A listed company's p_id as callers send it, on any date: internal.company_on
-- with no date bounds (a ticker then resolves over its whole history, and one
-- that two companies ever held is refused naming them). Endpoints that know
-- their window call company_on with it.
create or replace function internal.company_id(p_id text, p_fn text, out cnpj text, out cd_cvm integer)
language sql
stable
set search_path = ''
as $$
  select r.cnpj, r.cd_cvm from internal.company_on(p_id, p_fn, null, null) r
$$;

alter function internal.company_id(text, text) owner to api_owner;
revoke all on function internal.company_id(text, text) from public;
comment on function internal.company_id(text, text) is
  'Internal: a listed company''s p_id -> (cnpj, cd_cvm) on any date (internal.company_on with no date bounds): a CNPJ, a CVM code or a ticker of the FCA map; anything else, or a ticker two companies held, raises 22023 naming the calling function.';
