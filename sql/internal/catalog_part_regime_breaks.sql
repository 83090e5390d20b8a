-- GENERATED from catalog.json ("regime_breaks") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_regime_breaks: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_regime_breaks()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series","refused_by":["screen_delinquency_drivers"]},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}]'::json
$fn$;

alter function internal.catalog_part_regime_breaks() owner to api_owner;
revoke all on function internal.catalog_part_regime_breaks() from public;
comment on function internal.catalog_part_regime_breaks() is 'Internal: catalog.json "regime_breaks", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
