-- GENERATED from catalog.json ("applicability") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_applicability: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_applicability()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}}'::json
$fn$;

alter function internal.catalog_part_applicability() owner to api_owner;
revoke all on function internal.catalog_part_applicability() from public;
comment on function internal.catalog_part_applicability() is 'Internal: catalog.json "applicability", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
