-- The standard lines of a listed company's statements: each line is one account
-- of CVM's fixed chart for commercial, industrial and other companies (banks and
-- insurers file another chart). company_financials and panel read the lines
-- through this one map, so they cannot disagree on an account. statement dfc
-- stands for the DFC by either method (dfc_md, dfc_mi); ord is the served order.
create or replace function internal.standard_line_account()
returns table (ord integer, line text, statement text, account_code text)
language sql
immutable
set search_path = ''
as $$
  select v.ord, v.line, v.statement, v.account_code
  from (values
    (1, 'revenue', 'dre', '3.01'), (2, 'cost_of_sales', 'dre', '3.02'), (3, 'gross_profit', 'dre', '3.03'), (4, 'ebit', 'dre', '3.05'),
    (5, 'financial_result', 'dre', '3.06'), (6, 'pretax_income', 'dre', '3.07'), (7, 'income_tax', 'dre', '3.08'), (8, 'net_income', 'dre', '3.11'),
    (9, 'net_income_parent', 'dre', '3.11.01'),
    (10, 'total_assets', 'bpa', '1'), (11, 'current_assets', 'bpa', '1.01'), (12, 'cash', 'bpa', '1.01.01'), (13, 'non_current_assets', 'bpa', '1.02'),
    (14, 'current_liabilities', 'bpp', '2.01'), (15, 'non_current_liabilities', 'bpp', '2.02'), (16, 'equity', 'bpp', '2.03'),
    (17, 'operating_cash_flow', 'dfc', '6.01'), (18, 'investing_cash_flow', 'dfc', '6.02'), (19, 'financing_cash_flow', 'dfc', '6.03'),
    (20, 'net_change_in_cash', 'dfc', '6.05')
  ) v(ord, line, statement, account_code);
$$;

alter function internal.standard_line_account() owner to api_owner;
revoke all on function internal.standard_line_account() from public;
comment on function internal.standard_line_account() is
  'Internal: the standard lines of company_financials and panel (internal.standard_line), each with the statement (dre, bpa, bpp, or dfc for either DFC method) and the CVM fixed-chart account (CD_CONTA) it is read from, and its served order.';
