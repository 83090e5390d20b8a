-- internal.panel_metric_name: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.panel_metric_name` in its COMMENT.
create domain internal.panel_metric_name as text
  check (value in ('nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets', 'open', 'high', 'low', 'close', 'volume', 'trades', 'quantity', 'close_adj', 'close_return',
    'revenue', 'cost_of_sales', 'gross_profit', 'ebit', 'financial_result', 'pretax_income', 'income_tax', 'net_income', 'net_income_parent',
    'total_assets', 'current_assets', 'cash', 'non_current_assets', 'current_liabilities', 'non_current_liabilities', 'equity',
    'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'net_change_in_cash'));

alter domain internal.panel_metric_name owner to api_owner;
comment on domain internal.panel_metric_name is 'A metric of panel (catalog metrics): the fund series, the tape''s daily or monthly bar, then a listed company''s standard lines (company_financials).';
