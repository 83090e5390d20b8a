-- GENERATED from catalog.json ("freq") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_freq: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_freq()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","inflation":"month (one row per series)","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","fidc_cedentes":"month (up to 18 originator slots a fund)","fidc_portfolio":"month (sector 33 rows, scr_debtor and scr_operation 9 each, tax_debt and guarantees 1, per filer)","fidc_tranches":"month (one row per series)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)","portfolio_instruments":"as filed (newest CRI/CRA report or newest CDA month holding the code)","future_series":"exchange session","future_curve":"one exchange session","trade_consolidated_history":"exchange session","index_history":"exchange session","panel":"p_freq month (fund series as filed; the tape as monthly bars dated at the month''s last session) or day (the tape per session)"}'::json
$fn$;

alter function internal.catalog_part_freq() owner to api_owner;
revoke all on function internal.catalog_part_freq() from public;
comment on function internal.catalog_part_freq() is 'Internal: catalog.json "freq", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
