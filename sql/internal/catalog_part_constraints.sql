-- GENERATED from catalog.json ("constraints") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_constraints: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_constraints()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback.","portfolio_instruments: at most 200 codes and one 1000-row page (22023 above); codes trimmed, upper-cased, a leading CRA-, CRI- or DEB- removed only with the hyphen; CRI/CRA series registry first, else debentures in the funds'' holdings (CDA block 4), else match_kind NULL with a reason; nothing inferred from a code''s letters."]'::json
$fn$;

alter function internal.catalog_part_constraints() owner to api_owner;
revoke all on function internal.catalog_part_constraints() from public;
comment on function internal.catalog_part_constraints() is 'Internal: catalog.json "constraints", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
