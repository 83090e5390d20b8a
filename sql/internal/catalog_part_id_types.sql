-- GENERATED from catalog.json ("id_types") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_id_types: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_id_types()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored (fund_nav, panel)","ticker":"B3 trading code (quotes, quote_history, panel, trade_consolidated_history)","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","index":"the exchange''s index code held by index_history (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)","company":"a listed company: a B3 ticker through the registration forms'' (FCA) map on the asked dates, its 14-digit CNPJ (punctuation ignored) or its CVM code (statement functions, company_financials, panel company lines); never a name"}'::json
$fn$;

alter function internal.catalog_part_id_types() owner to api_owner;
revoke all on function internal.catalog_part_id_types() from public;
comment on function internal.catalog_part_id_types() is 'Internal: catalog.json "id_types", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
