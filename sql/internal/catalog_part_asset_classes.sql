-- GENERATED from catalog.json ("asset_classes") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_asset_classes: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_asset_classes()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fii":{"what":"real-estate funds (CVM FII monthly report; their listed quotas on the quote tape, CODBDI 12)","served_by":["fund_nav","search_funds","metric_coverage","panel","quotes","quote_history"]},"fip":{"what":"private-equity funds (CVM FIP periodic report: NAV on 31 December)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fiagro":{"what":"agribusiness funds (CVM FIAGRO monthly report, from 2025-05)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]},"equity":{"what":"shares on the quote tape (ESPECI ON*/PN*)","served_by":["quotes","quote_history","panel"]},"unit":{"what":"units on the quote tape (ESPECI UNT*)","served_by":["quotes","quote_history","panel"]},"bdr":{"what":"depositary receipts on the quote tape (ESPECI DR*)","served_by":["quotes","quote_history","panel"]},"fund_quota":{"what":"listed fund quotas on the quote tape other than real-estate funds (ESPECI CI*)","served_by":["quotes","quote_history","panel"]},"other":{"what":"any other cash-market security on the quote tape (rights, receipts, ...)","served_by":["quotes","quote_history","panel"]}}'::json
$fn$;

alter function internal.catalog_part_asset_classes() owner to api_owner;
revoke all on function internal.catalog_part_asset_classes() from public;
comment on function internal.catalog_part_asset_classes() is 'Internal: catalog.json "asset_classes", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
