-- Screens: dormant fi classes (screen_dormant_funds, screen_dormant_trend: the still fi months read from one partial index, a run found with lag()) and overdue CRI/CRA series (screen_overdue_securit); the catalog's screens and examples
create index fund_month_fi_still on cvm.fund_month (period, cnpj) include (quotaholders, nav)
  where entity_type = 'fi' and inflows = 0 and redemptions = 0 and quotaholders is not null;
comment on index cvm.fund_month_fi_still is 'The still fi months (inflows and redemptions filed as 0, quotaholders filed), with quotaholders and nav: screen_dormant_funds and screen_dormant_trend read only these.';
--!include sql/internal/dormancy.sql
--!include sql/internal/securit_instrument.sql
--!include functions/screen_dormant_funds.sql
--!include functions/screen_dormant_trend.sql
--!include functions/screen_overdue_securit.sql
--!include sql/internal/catalog_part_screens.sql
--!include sql/internal/catalog_part_examples.sql
