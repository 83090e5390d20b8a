-- internal.standard_line: a value set the contract states, written once. A
-- column holding it says `@enum internal.standard_line` in its COMMENT.
create domain internal.standard_line as text
  check (value in ('revenue', 'cost_of_sales', 'gross_profit', 'ebit', 'financial_result', 'pretax_income', 'income_tax', 'net_income', 'net_income_parent',
                   'total_assets', 'current_assets', 'cash', 'non_current_assets', 'current_liabilities', 'non_current_liabilities', 'equity',
                   'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'net_change_in_cash'));

alter domain internal.standard_line owner to api_owner;
comment on domain internal.standard_line is 'A standard line of company_financials, each one account of CVM''s fixed chart for commercial, industrial and other companies: revenue 3.01, cost_of_sales 3.02, gross_profit 3.03, ebit 3.05, financial_result 3.06, pretax_income 3.07, income_tax 3.08, net_income 3.11, net_income_parent 3.11.01 (DRE); total_assets 1, current_assets 1.01, cash 1.01.01, non_current_assets 1.02 (BPA); current_liabilities 2.01, non_current_liabilities 2.02, equity 2.03 (BPP); operating_cash_flow 6.01, investing_cash_flow 6.02, financing_cash_flow 6.03, net_change_in_cash 6.05 (DFC, either method).';
